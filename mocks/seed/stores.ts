// Store home content (issue 4 item 5): a profile for every store (about HTML, banner, presentation videos,
// photos, certificates) and 3–10 news items or articles per store. Deterministic: its own mulberry32 stream
// and dates derived from MOCK_EPOCH, never Date.now() or Math.random(). Texts are built from the store's own
// fields (founding year, staff, trade, province) so that each store page reads true to its directory card.
import type { StoreNewsRecord, StoreProfileRecord, StoreRecord } from '../db'
import { Rng } from '../lib/random'
import type { SeedData } from '../seed'
import { MOCK_EPOCH } from './constants'

const STORE_CONTENT_SEED = 20261104
const DAY = 86_400_000

const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** [certificate name, issuer] */
const CERTIFICATES: readonly (readonly [string, string])[] = [
  ['ISO 9001:2015 Sistema de gestión de la calidad', 'SGS United Kingdom Ltd.'],
  ['ISO 14001:2015 Gestión ambiental', 'Bureau Veritas Certification'],
  ['Marcado CE', 'TÜV Rheinland LGA Products GmbH'],
  ['Certificado obligatorio de China (CCC)', 'China Quality Certification Centre'],
  ['Informe de inspección previa al embarque SGS', 'SGS-CSTC Standards Technical Services Co., Ltd.'],
  ['Certificado de origen (formulario A)', 'Consejo Chino para el Fomento del Comercio Internacional'],
  ['Cumplimiento RoHS', 'Intertek Testing Services Shenzhen Ltd.'],
  ['Registro sanitario de exportación', 'Administración General de Aduanas de China'],
]

const VIDEO_TITLES = [
  'Recorrido por la planta de producción',
  'Control de calidad de cada lote',
  'Carga de contenedores para la ruta China–Cuba',
  'Nuestro equipo de atención a clientes latinoamericanos',
  'Almacén y preparación de pedidos mayoristas',
] as const

const PHOTO_TITLES = [
  'Fachada de la empresa',
  'Línea de producción',
  'Laboratorio de control de calidad',
  'Almacén de producto terminado',
  'Sala de muestras',
  'Zona de embalaje',
  'Carga en el puerto',
  'Equipo comercial',
  'Feria de Cantón',
  'Oficinas administrativas',
] as const

/** [title, summary, paragraph]; {store} and {city} are replaced. */
const NEWS: readonly (readonly [string, string, string])[] = [
  [
    'Nueva ruta de consolidación hacia el puerto de Mariel',
    'Agrupamos pedidos de varios clientes en un mismo contenedor para reducir el costo de flete.',
    'Desde este mes {store} consolida cargas semanales hacia la Zona Especial de Desarrollo Mariel. Los clientes con pedidos pequeños comparten contenedor y pagan solo el volumen que ocupan.',
  ],
  [
    'Participamos en la Feria de Cantón',
    'Presentamos nuestras novedades a compradores de Cuba y Latinoamérica.',
    'El equipo de {store} atendió a más de cien importadores en la Feria de Cantón. Las muestras presentadas ya están disponibles en nuestra tienda.',
  ],
  [
    'Ampliamos el almacén de {city}',
    'Más capacidad para mantener existencias y despachar más rápido.',
    'La ampliación del almacén de {city} nos permite mantener existencias de los productos de mayor rotación y preparar pedidos mayoristas en menos de 72 horas.',
  ],
  [
    'Renovamos la certificación ISO 9001',
    'La auditoría anual confirmó nuestro sistema de gestión de la calidad.',
    'La auditoría externa renovó la certificación ISO 9001 de {store} sin no conformidades. Cada lote sale con su informe de inspección.',
  ],
  [
    'Descuentos por volumen para la temporada alta',
    'Precios escalonados más competitivos en pedidos de contenedor completo.',
    'Para la temporada alta ofrecemos nuevos tramos de precio a partir de cantidades de contenedor completo. Consulte las condiciones con nuestro equipo comercial.',
  ],
  [
    'Despacho aduanero digital en 3 a 5 días',
    'Gracias al despacho digital, la mercancía se libera mucho antes que con el trámite tradicional.',
    'Todos nuestros embarques se declaran con el despacho aduanero digital de la plataforma: de 3 a 5 días frente a los 25–30 días del trámite tradicional.',
  ],
]

const ARTICLES: readonly (readonly [string, string, string])[] = [
  [
    'Cómo calcular el pedido mínimo y sus múltiplos',
    'Guía práctica para planificar compras mayoristas sin sobrecostos.',
    'Cada producto indica su pedido mínimo y la unidad de venta. Las compras se hacen en múltiplos del pedido mínimo; planificar por contenedor reduce el costo por unidad.',
  ],
  [
    'Mercancía en existencia o por encargo: cuál conviene',
    'Diferencias de plazo, pago y recogida entre ambas modalidades.',
    'La mercancía en existencia se despacha de inmediato. La mercancía por encargo se paga con depósito, se produce o se transporta y se paga el saldo final antes de la recogida.',
  ],
  [
    'Consejos para almacenar el producto en clima tropical',
    'Humedad, temperatura y embalaje: lo que hay que cuidar al recibir la mercancía.',
    'En clima tropical conviene almacenar sobre pallets, lejos de paredes húmedas y con ventilación. Conserve el embalaje original hasta la venta.',
  ],
  [
    'Qué documentos acompañan cada embarque',
    'Factura comercial, lista de empaque, certificado de origen e informe de inspección.',
    'Cada embarque de {store} lleva factura comercial, lista de empaque, conocimiento de embarque, certificado de origen e informe de inspección previa.',
  ],
  [
    'Garantía y servicio posventa para clientes en Cuba',
    'Cómo solicitar repuestos o reposición de unidades defectuosas.',
    'Si una unidad llega defectuosa, envíe fotos y el número de pedido desde el chat de la tienda. Reponemos la unidad en el siguiente embarque sin costo de flete.',
  ],
]

function fill(template: string, store: StoreRecord): string {
  return template.replaceAll('{store}', store.storeName).replaceAll('{city}', store.city)
}

function aboutHtml(
  store: StoreRecord,
  certificates: StoreProfileRecord['certificates'],
  categoryNames: string[],
): string {
  const name = escapeHtml(store.storeName)
  const years = new Date(MOCK_EPOCH).getUTCFullYear() - store.foundedYear
  const kind = store.isFactory
    ? `una fábrica con ${store.employees} empleados`
    : store.isSelf
      ? `un almacén operado por la plataforma con un equipo de ${store.employees} personas`
      : `una comercializadora mayorista con ${store.employees} empleados`
  const history =
    `<h3>Nuestra historia</h3><p>${name} nació en ${escapeHtml(store.city)} (${escapeHtml(store.province)}) en ` +
    `${store.foundedYear} y lleva ${years} años en el comercio mayorista. Hoy es ${kind}.</p>`
  const trade = `<h3>Qué ofrecemos</h3><p>${escapeHtml(store.mainBusiness)}</p>${
    categoryNames.length > 0
      ? `<ul>${categoryNames.map((category) => `<li>${escapeHtml(category)}</li>`).join('')}</ul>`
      : ''
  }`
  const size = store.isFactory
    ? `<h3>Capacidad de producción</h3><p>Planta propia con ${Math.round(store.employees / 25) + 2} líneas de producción y laboratorio de control de calidad; producimos bajo pedido con la marca del cliente.</p>`
    : ''
  const certs = `<h3>Certificaciones</h3><p>${certificates
    .map((certificate) => escapeHtml(certificate.name))
    .join(', ')}.</p>`
  const cuba =
    store.province === 'Artemisa'
      ? '<h3>Venta a Cuba</h3><p>La mercancía está en depósito aduanero en el Mariel, lista para recoger tras el pago.</p>'
      : store.province === 'Colón'
        ? '<h3>Exportación a Cuba</h3><p>Reexportamos desde la Zona Libre de Colón con salidas semanales hacia Cuba y el Caribe.</p>'
        : `<h3>Exportación a Cuba</h3><p>Exportamos a Cuba desde ${Math.min(store.foundedYear + 5, 2022)} por la ruta marítima directa China–Cuba, con despacho aduanero digital en 3 a 5 días.</p>`
  return history + trade + size + certs + cuba
}

export function buildStoreContent(data: SeedData): {
  storeProfiles: StoreProfileRecord[]
  storeNews: StoreNewsRecord[]
} {
  const rng = new Rng(STORE_CONTENT_SEED)
  const categoryName = new Map(
    data.categories.map((category) => [category.categoryId, category.categoryName]),
  )
  const storeProfiles: StoreProfileRecord[] = []
  const storeNews: StoreNewsRecord[] = []

  for (const store of data.stores) {
    const leafNames = [
      ...new Set(
        data.goods
          .filter((goods) => goods.storeId === store.storeId)
          .map((goods) => categoryName.get(goods.categoryId) ?? ''),
      ),
    ]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, 'es'))
      .slice(0, 8)
    const certificates = rng.sample(CERTIFICATES, rng.int(1, 4)).map(([name, issuer]) => ({
      name,
      issuer,
      // valid one to three years after the seed's "now"
      validUntil: isoDate(MOCK_EPOCH + rng.int(200, 1100) * DAY),
      seed: rng.int(1, 999_999),
    }))
    storeProfiles.push({
      storeId: store.storeId,
      aboutHtml: aboutHtml(store, certificates, leafNames),
      bannerSeed: rng.int(1, 999_999),
      videos: rng.sample(VIDEO_TITLES, rng.int(1, 3)).map((title) => ({ title, seed: rng.int(1, 999_999) })),
      photos: rng.sample(PHOTO_TITLES, rng.int(3, 8)).map((title) => ({ title, seed: rng.int(1, 999_999) })),
      certificates,
    })

    const count = rng.int(3, 10)
    const pool = rng.shuffle([
      ...NEWS.map((row) => ['news', row] as const),
      ...ARTICLES.map((row) => ['article', row] as const),
    ])
    let publishedAt = MOCK_EPOCH - rng.int(1, 10) * DAY
    for (let i = 0; i < count; i++) {
      const entry = pool[i % pool.length]
      if (!entry) break
      const [kind, [title, summary, paragraph]] = entry
      publishedAt -= rng.int(3, 40) * DAY + rng.int(0, 23) * 3_600_000
      const filledTitle = fill(title, store)
      storeNews.push({
        newsId: storeNews.length + 1,
        storeId: store.storeId,
        kind,
        title: filledTitle,
        summary: fill(summary, store),
        contentHtml:
          `<p>${escapeHtml(fill(paragraph, store))}</p>` +
          `<p>Para más información, escriba a nuestro equipo desde el botón «Contactar al proveedor» ` +
          `o llame al ${escapeHtml(store.servicePhone)}.</p>`,
        publishedAt,
        coverSeed: rng.int(1, 999_999),
      })
    }
  }
  return { storeProfiles, storeNews }
}
