// Site content: home decoration, topics, coupons, industry news, static pages and FAQ. Deterministic: one
// fixed Rng seed and dates relative to MOCK_EPOCH (read inside functions only — seed.ts imports this module
// first, so its constants are not initialised while this module is evaluated).
import { Rng } from '../lib/random'
import type {
  ContentPageRecord,
  CouponReceiptRecord,
  CouponRecord,
  DecoModuleRecord,
  FaqRecord,
  GoodsRecord,
  InformationRecord,
  TopicRecord,
} from '../db'
import type { SeedData } from '../seed'
import { MOCK_EPOCH } from './constants'

export interface SiteContent {
  coupons: CouponRecord[]
  /** receipts of seeded members, e.g. to make a coupon run out */
  couponReceipts: CouponReceiptRecord[]
  information: InformationRecord[]
  contentPages: ContentPageRecord[]
  faqs: FaqRecord[]
  decoModules: DecoModuleRecord[]
  topics: TopicRecord[]
}

const CONTENT_SEED = 4_2026_11
const DAY = 86_400_000

/** The only news item whose HTML carries an onerror handler and a <script> (client sanitising probe). */
export const XSS_PROBE_INFO_ID = 7
const XSS_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

/** Topic ids of the seeded topic pages (the home decoration is topicId 0). */
export const TOPIC_IDS = { solar: 1, rebuild: 2, inTransit: 3 } as const

/** A coupon already used up by seeded receipts, and one whose window closed before MOCK_EPOCH. */
export const EXHAUSTED_COUPON_ID = 9
export const EXPIRED_COUPON_ID = 10
/** A coupon the comprador persona has already received. */
export const RECEIVED_BY_COMPRADOR_COUPON_ID = 2
/** Store coupons of one store (issue 16 item 4): a receivable one and a sold-out one of the same store. */
export const STORE_COUPON_ID = 5
export const SOLD_OUT_STORE_COUPON_ID = 15

type DecoItem = DecoModuleRecord['items'][number]

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')
const ul = (...items: string[]) => `<ul>${items.map((text) => `<li>${text}</li>`).join('')}</ul>`
const ol = (...items: string[]) => `<ol>${items.map((text) => `<li>${text}</li>`).join('')}</ol>`
const h2 = (text: string) => `<h2>${text}</h2>`

// ---------------------------------------------------------------------------------------------------------------
// Home decoration and topics
// ---------------------------------------------------------------------------------------------------------------

function categoryPath(data: SeedData) {
  const byId = new Map(data.categories.map((category) => [category.categoryId, category]))
  return (goods: GoodsRecord) => {
    const level3 = byId.get(goods.categoryId)
    const level2 = level3 && byId.get(level3.pid)
    return { level2: level2?.categoryId ?? 0, level1: level2?.pid ?? 0 }
  }
}

function sellable(data: SeedData): GoodsRecord[] {
  const open = new Set(data.stores.filter((store) => store.isOpen).map((store) => store.storeId))
  return data.goods.filter((goods) => goods.state === 1 && open.has(goods.storeId))
}

const bestSellers = (goods: GoodsRecord[], count: number) =>
  goods
    .slice()
    .sort((a, b) => b.sales - a.sales || a.goodsId - b.goodsId)
    .slice(0, count)
    .map((row) => row.goodsId)

const ADVANTAGES: [string, string][] = [
  [
    'Stock en almacenes en régimen de depósito',
    'Mercancía ya nacionalizable en almacenes de depósito en Mariel y en la Zona Libre de Colón: retire en días, no en meses.',
  ],
  [
    'Amplia gama de productos',
    'Materiales de construcción, energía solar, electrodomésticos, alimentos, ferretería y más, de cientos de fábricas verificadas.',
  ],
  [
    'Despacho aduanero digital',
    'Declaración electrónica y documentos en línea: de 3 a 5 días frente a los 25 a 30 días del trámite tradicional.',
  ],
  [
    'Cadena de suministro integrada',
    'Compra, control de calidad, consolidación, flete, seguro y entrega coordinados por un solo equipo.',
  ],
  [
    'Ruta marítima directa China–Cuba',
    'Salidas regulares desde puertos chinos hasta el Mariel; la mercancía en tránsito ya se puede comprar.',
  ],
]

function buildDecoration(data: SeedData, rng: Rng): { modules: DecoModuleRecord[]; topics: TopicRecord[] } {
  const modules: DecoModuleRecord[] = []
  const pathOf = categoryPath(data)
  const goods = sellable(data)
  const level1 = data.categories.filter((category) => category.grade === 1).sort((a, b) => a.sort - b.sort)
  const level2Of = (id: number) =>
    data.categories.filter((category) => category.pid === id).sort((a, b) => a.sort - b.sort)
  const firstProduct = (goodsId: number) =>
    data.products.find((product) => product.goodsId === goodsId)?.productId ?? 1
  const push = (module: Omit<DecoModuleRecord, 'moduleId'>) =>
    modules.push({ moduleId: modules.length + 1, ...module })

  const solar = level1.find((category) => category.categoryName.startsWith('Energía')) ?? level1[0]
  const building = level1.find((category) => category.categoryName.startsWith('Materiales')) ?? level1[0]
  const panels = solar ? level2Of(solar.categoryId)[0] : undefined
  const solarGoods = goods.filter((row) => pathOf(row).level1 === solar?.categoryId)
  const buildingGoods = goods.filter((row) => pathOf(row).level1 === building?.categoryId)
  const transitGoods = goods.filter((row) => row.productionState === 'inTransit')
  const star = solarGoods.slice().sort((a, b) => b.sales - a.sales)[0] ?? goods[0]
  const mariel = data.stores.find((store) => store.isSelf && store.isOpen) ?? data.stores[0]

  // Home (topicId 0): banner carousel of link items of every kind but the outside URL (that one is below)
  const banners: DecoItem[] = [
    {
      link_type: 'topic',
      link_value: String(TOPIC_IDS.solar),
      info: { decoId: TOPIC_IDS.solar },
      imageSeed: rng.int(1, 999_999),
      title: 'Temporada de energía solar',
      subtitle: 'Paneles, inversores y baterías para enfrentar los apagones, con precios por volumen.',
    },
    {
      link_type: 'category',
      link_value: String(panels?.categoryId ?? 0),
      info: { categoryId: panels?.categoryId ?? 0, grade: 2, pid: panels?.pid ?? 0 },
      imageSeed: rng.int(1, 999_999),
      title: 'Paneles solares de fábrica',
      subtitle: 'Monocristalinos de 450 a 670 W con certificación IEC y garantía de hasta 10 años.',
    },
    {
      link_type: 'goods',
      link_value: String(star?.goodsId ?? 1),
      info: { defaultProductId: firstProduct(star?.goodsId ?? 1) },
      imageSeed: rng.int(1, 999_999),
      title: star?.goodsName ?? 'Producto destacado',
      subtitle: 'El más vendido del mes: pida muestra o compre por contenedor.',
    },
    {
      link_type: 'store',
      link_value: String(mariel?.storeId ?? 1),
      info: {},
      storeId: mariel?.storeId ?? 1,
      imageSeed: rng.int(1, 999_999),
      title: 'Almacén Mariel: retire en días',
      subtitle: 'Mercancía en depósito lista para despacho en la Zona Especial de Desarrollo Mariel.',
    },
    {
      link_type: 'information',
      link_value: '1',
      info: { informationId: 1 },
      imageSeed: rng.int(1, 999_999),
      title: 'Despacho aduanero digital en 3 a 5 días',
      subtitle: 'Conozca cómo funciona la declaración electrónica para sus importaciones.',
    },
  ]
  push({
    topicId: 0,
    sort: 1,
    type: 'banner',
    title: 'Destacados',
    subtitle: '',
    items: banners,
    goodsIds: [],
  })

  push({
    topicId: 0,
    sort: 2,
    type: 'advantages',
    title: 'Por qué comprar con nosotros',
    subtitle: 'Cinco ventajas para importar de China a Cuba y Latinoamérica',
    items: ADVANTAGES.map(([title, subtitle], index) =>
      index === 2
        ? {
            link_type: 'url',
            link_value: 'https://www.aduana.gob.cu/',
            info: {},
            imageSeed: 0,
            title,
            subtitle,
          }
        : { link_type: 'none', link_value: '', info: {}, imageSeed: 0, title, subtitle },
    ),
    goodsIds: [],
  })

  level1.forEach((category, index) => {
    const inCategory = goods.filter((row) => pathOf(row).level1 === category.categoryId)
    push({
      topicId: 0,
      sort: 10 + index,
      type: 'floor',
      title: category.categoryName,
      subtitle: '',
      items: [
        {
          link_type: 'category',
          link_value: String(category.categoryId),
          info: { categoryId: category.categoryId, grade: 1, pid: 0 },
          imageSeed: rng.int(1, 999_999),
          title: category.categoryName,
        },
        ...level2Of(category.categoryId).map((child): DecoItem => ({
          link_type: 'category',
          link_value: String(child.categoryId),
          info: { categoryId: child.categoryId, grade: 2, pid: category.categoryId },
          imageSeed: rng.int(1, 999_999),
          title: child.categoryName,
        })),
      ],
      goodsIds: bestSellers(inCategory, 8),
    })
  })

  const featured = data.stores
    .filter((store) => store.isOpen)
    .sort(
      (a, b) =>
        Number(b.isSelf) - Number(a.isSelf) ||
        Number(b.isFactory) - Number(a.isFactory) ||
        b.scoreDescription +
          b.scoreService +
          b.scoreDelivery -
          (a.scoreDescription + a.scoreService + a.scoreDelivery) ||
        a.storeId - b.storeId,
    )
    .slice(0, 6)
  push({
    topicId: 0,
    sort: 30,
    type: 'stores',
    title: 'Tiendas destacadas',
    subtitle: 'Fábricas y almacenes verificados por la plataforma',
    items: featured.map((store) => ({
      link_type: 'store',
      link_value: String(store.storeId),
      info: {},
      storeId: store.storeId,
      imageSeed: store.storeId,
      title: store.storeName,
      subtitle: store.mainBusiness,
    })),
    goodsIds: [],
  })

  // Topics
  const topics: TopicRecord[] = [
    {
      topicId: TOPIC_IDS.solar,
      title: 'Temporada de energía solar',
      description:
        'Sistemas fotovoltaicos completos para hogares, comercios y pequeñas industrias: paneles, inversores híbridos, baterías de litio y accesorios, con envío directo por la ruta marítima China–Cuba.',
      bannerSeed: rng.int(1, 999_999),
    },
    {
      topicId: TOPIC_IDS.rebuild,
      title: 'Materiales para la reconstrucción',
      description:
        'Cemento, acero, techos, impermeabilizantes, puertas y ventanas para reparar y reconstruir viviendas después de la temporada ciclónica, con precios escalonados por volumen.',
      bannerSeed: rng.int(1, 999_999),
    },
    {
      topicId: TOPIC_IDS.inTransit,
      title: 'Mercancía en tránsito',
      description:
        'Productos que ya navegan hacia el puerto del Mariel: resérvelos ahora con un depósito y pague el saldo antes de la recogida.',
      bannerSeed: rng.int(1, 999_999),
    },
  ]
  const topicFloor = (topicId: number, sort: number, categoryId: number | undefined) => {
    const parent = level1.find((category) => category.categoryId === categoryId)
    if (!parent) return
    push({
      topicId,
      sort,
      type: 'floor',
      title: `Compre por categoría: ${parent.categoryName}`,
      subtitle: '',
      items: level2Of(parent.categoryId).map((child) => ({
        link_type: 'category',
        link_value: String(child.categoryId),
        info: { categoryId: child.categoryId, grade: 2, pid: parent.categoryId },
        imageSeed: rng.int(1, 999_999),
        title: child.categoryName,
      })),
      goodsIds: [],
    })
  }
  const topicGoods = (topicId: number, sort: number, title: string, subtitle: string, list: GoodsRecord[]) =>
    push({ topicId, sort, type: 'goods', title, subtitle, items: [], goodsIds: bestSellers(list, 12) })

  topicFloor(TOPIC_IDS.solar, 1, solar?.categoryId)
  topicGoods(
    TOPIC_IDS.solar,
    2,
    'Los más vendidos de la temporada',
    'Equipos con certificación internacional y garantía del fabricante',
    solarGoods,
  )
  topicGoods(
    TOPIC_IDS.solar,
    3,
    'Listos en el almacén',
    'En existencia en almacenes de depósito: retire en días',
    solarGoods.filter((row) => row.stockType === 'inStock'),
  )
  topicFloor(TOPIC_IDS.rebuild, 1, building?.categoryId)
  topicGoods(
    TOPIC_IDS.rebuild,
    2,
    'Materiales más pedidos',
    'Precios escalonados: cuanto más compra, menos paga por unidad',
    buildingGoods,
  )
  topicGoods(
    TOPIC_IDS.rebuild,
    3,
    'Techos e impermeabilización',
    'Láminas, tejas e impermeabilizantes para la temporada de lluvias',
    buildingGoods.filter((row) => pathOf(row).level2 === level2Of(building?.categoryId ?? 0)[3]?.categoryId),
  )
  topicGoods(
    TOPIC_IDS.inTransit,
    1,
    'Navegando hacia el Mariel',
    'Reserve con depósito; el saldo se paga cuando la mercancía llega',
    transitGoods,
  )
  push({
    topicId: TOPIC_IDS.inTransit,
    sort: 2,
    type: 'banner',
    title: 'Cómo funciona la reserva',
    subtitle: '',
    items: [
      {
        link_type: 'information',
        link_value: '2',
        info: { informationId: 2 },
        imageSeed: rng.int(1, 999_999),
        title: 'Pedidos con reserva: depósito, saldo y recogida',
        subtitle: 'Lea la guía paso a paso antes de reservar.',
      },
    ],
    goodsIds: [],
  })
  return { modules, topics }
}

// ---------------------------------------------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------------------------------------------

function buildCoupons(
  data: SeedData,
  rng: Rng,
): { coupons: CouponRecord[]; receipts: CouponReceiptRecord[] } {
  const open = data.stores.filter((store) => store.isOpen && !store.isSelf)
  const storeIds = rng.sample(open, 6).map((store) => store.storeId)
  const start = (daysBefore: number) => MOCK_EPOCH - daysBefore * DAY
  // windows end years after MOCK_EPOCH so that the mock stays usable while the real clock moves on
  const end = (daysAfter: number) => MOCK_EPOCH + daysAfter * DAY
  type Row = [string, 1 | 2, number, number, number | null, string, number, number, number]
  // [name, type, value, minAmount, storeId, description, startDaysBefore, endDaysAfter, total]
  const rows: Row[] = [
    [
      'Bienvenida a la plataforma',
      1,
      20,
      200,
      null,
      'Para su primer pedido en cualquier tienda.',
      30,
      1100,
      5000,
    ],
    [
      'Temporada solar',
      1,
      50,
      1000,
      null,
      'Válido en toda la plataforma; ideal para sistemas fotovoltaicos.',
      20,
      900,
      800,
    ],
    [
      'Reconstrucción',
      2,
      5,
      500,
      null,
      '5 % de descuento en pedidos desde US$ 500, en cualquier tienda.',
      15,
      1000,
      1500,
    ],
    ['Compra por volumen', 1, 150, 5000, null, 'Para pedidos grandes de cualquier categoría.', 10, 800, 200],
    ['Cupón de tienda', 1, 10, 100, storeIds[0] ?? null, 'Solo en productos de esta tienda.', 25, 950, 300],
    [
      'Cupón de tienda',
      2,
      8,
      300,
      storeIds[1] ?? null,
      '8 % de descuento en productos de esta tienda.',
      12,
      1200,
      250,
    ],
    ['Cupón de tienda', 1, 25, 400, storeIds[2] ?? null, 'Solo en productos de esta tienda.', 5, 700, 150],
    [
      'Cupón de tienda',
      2,
      10,
      800,
      storeIds[3] ?? null,
      '10 % de descuento en productos de esta tienda.',
      40,
      1000,
      100,
    ],
    ['Edición limitada', 1, 30, 300, null, 'Solo 3 unidades para toda la plataforma.', 10, 900, 3],
    ['Feria de octubre', 1, 15, 150, null, 'Promoción de la feria de octubre, ya finalizada.', 60, -10, 500],
    ['Cupón de tienda', 1, 40, 1200, storeIds[4] ?? null, 'Solo en productos de esta tienda.', 8, 1300, 120],
    [
      'Mercancía en tránsito',
      2,
      3,
      1000,
      null,
      '3 % en reservas de mercancía en tránsito desde US$ 1.000.',
      3,
      1000,
      400,
    ],
    [
      'Cupón de tienda',
      1,
      5,
      50,
      storeIds[5] ?? null,
      'Para pedidos pequeños en esta tienda.',
      2,
      1100,
      1000,
    ],
    // issue 16 item 4: the first coupon store offers three chips on its products, one of them sold out
    ['Cupón de temporada', 2, 5, 200, storeIds[0] ?? null, '5 % en pedidos desde US$ 200.', 6, 1000, 500],
    ['Cupón relámpago', 1, 15, 150, storeIds[0] ?? null, 'Solo 1 unidad en esta tienda.', 3, 900, 1],
  ]
  const storeName = (storeId: number | null) =>
    storeId === null ? '' : (data.stores.find((store) => store.storeId === storeId)?.storeName ?? '')
  const coupons: CouponRecord[] = rows.map(
    ([name, couponType, value, minAmount, storeId, description, before, after, total], index) => ({
      couponId: index + 1,
      couponName: storeId === null ? name : `${name}: ${storeName(storeId)}`,
      couponType,
      value,
      minAmount,
      storeId,
      description,
      effectiveStart: start(before),
      effectiveEnd: end(after),
      total,
    }),
  )
  const receipts: CouponReceiptRecord[] = []
  const receive = (couponId: number, memberId: number, daysBefore: number) =>
    receipts.push({
      receiptId: receipts.length + 1,
      couponId,
      memberId,
      receivedAt: MOCK_EPOCH - daysBefore * DAY,
      usedAt: 0,
    })
  // the limited coupon is used up by three other personas
  receive(EXHAUSTED_COUPON_ID, 2, 6)
  receive(EXHAUSTED_COUPON_ID, 3, 5)
  receive(EXHAUSTED_COUPON_ID, 4, 4)
  receive(RECEIVED_BY_COMPRADOR_COUPON_ID, 1, 3)
  receive(1, 2, 9)
  receive(3, 4, 2)
  receive(SOLD_OUT_STORE_COUPON_ID, 3, 1)
  return { coupons, receipts }
}

// ---------------------------------------------------------------------------------------------------------------
// Industry news
// ---------------------------------------------------------------------------------------------------------------

/** [category, title, summary, body paragraphs] */
type News = [string, string, string, string[]]

// prettier-ignore
const NEWS: News[] = [
  ['Aduanas', 'Despacho aduanero digital: de 25–30 días a 3–5 días',
    'La declaración electrónica anticipada y la gestión documental en línea reducen drásticamente el tiempo de nacionalización.',
    ['El despacho tradicional de una importación de China a Cuba podía tardar entre 25 y 30 días desde la llegada del buque, por la revisión física de documentos, las consultas de clasificación arancelaria y los pagos en ventanilla.',
     'Con el despacho digital, la factura comercial, la lista de empaque, el conocimiento de embarque y los certificados se envían antes del arribo. La aduana revisa la declaración mientras el contenedor navega, y el importador recibe la liberación entre 3 y 5 días después de la descarga.',
     'Para aprovecharlo, el comprador debe tener su registro de importador vigente en la plataforma y revisar que la descripción de cada producto coincida con su partida arancelaria.']],
  ['Logística', 'Pedidos con reserva: depósito, saldo y recogida',
    'Cómo comprar mercancía en producción o en tránsito pagando solo un depósito al confirmar el pedido.',
    ['Los pedidos con reserva permiten asegurar mercancía que aún se fabrica o que navega hacia el Mariel. Al confirmar, el comprador paga un depósito; el proveedor prepara la mercancía y, cuando está disponible, la plataforma avisa para pagar el saldo final.',
     'El saldo debe pagarse dentro del plazo indicado en el pedido. Si vence sin pago, el pedido se cierra y el depósito se pierde, como establece el acuerdo de compra.',
     'Una vez pagado el saldo, el pedido pasa a pendiente de recogida y el comprador recibe un código de recogida para retirar en el almacén.']],
  ['Puerto del Mariel', 'Nueva frecuencia semanal entre Shanghái y el Mariel',
    'La naviera aliada suma una salida semanal con transbordo en Cartagena, con un tránsito medio de 38 días.',
    ['La ruta marítima directa China–Cuba gana una frecuencia más. Los contenedores salen los jueves desde Shanghái y Ningbo, y el tiempo medio de tránsito hasta el Mariel queda en 38 días.',
     'Para los compradores de la plataforma, esto significa más fechas de llegada previstas en la mercancía en tránsito y menos tiempo entre el pago del saldo y la recogida.']],
  ['Normativa', 'Actualización de requisitos para importar equipos fotovoltaicos',
    'Los paneles y baterías deben acompañarse de certificados de conformidad y fichas técnicas en español.',
    ['Las autoridades han recordado que los paneles solares, inversores y baterías de litio requieren certificados de conformidad emitidos por laboratorios reconocidos, como IEC 61215 para paneles y UN 38.3 para el transporte de baterías.',
     'Los proveedores de la plataforma adjuntan estos documentos en la ficha del producto. Antes de pagar, verifique que el modelo exacto figure en el certificado.']],
  ['Tendencias de producto', 'Las baterías de litio desplazan al plomo-ácido en los sistemas de respaldo',
    'Más ciclos de vida, menos mantenimiento y precios un 30 % más bajos que hace tres años.',
    ['Las baterías LiFePO4 ofrecen entre 4.000 y 6.000 ciclos de carga, frente a los 500 a 800 de una batería de plomo-ácido. Aunque su precio inicial es mayor, el costo por ciclo ya es inferior.',
     'Los proveedores chinos han bajado los precios de los módulos de 5 kWh montados en rack, que hoy son la opción más pedida para comercios y viviendas con inversores híbridos.']],
  ['Aduanas', 'Guía de clasificación arancelaria para materiales de construcción',
    'Las partidas más usadas para cemento, acero, cerámica y perfiles de aluminio, con ejemplos prácticos.',
    ['Una clasificación arancelaria correcta evita demoras y multas. El cemento Portland se declara en la partida 2523, las barras corrugadas en la 7214 y los perfiles de aluminio en la 7604.',
     'La cerámica para pisos y paredes se clasifica en la partida 6907 según su absorción de agua. Consulte la ficha técnica del producto para confirmar el dato.']],
  ['Tendencias de producto', 'Cómo elegir un inversor híbrido para su negocio',
    'Potencia, tensión de batería y compatibilidad con la red: lo que debe revisar antes de comprar.',
    ['Un inversor híbrido combina paneles, baterías y red eléctrica. Para elegirlo, sume la potencia de los equipos que deben funcionar a la vez y añada un margen del 25 %.',
     'Verifique la tensión de batería admitida (48 V es la más común en equipos comerciales) y que el equipo tenga certificación CE o UL.']],
  ['Logística', 'Consolidación de carga: llene su contenedor con varios proveedores',
    'El servicio de consolidación agrupa pedidos de distintas tiendas en un mismo contenedor hacia Cuba.',
    ['No todos los compradores necesitan un contenedor completo. Con la consolidación, la mercancía de varias tiendas se reúne en el almacén de Ningbo o de Guangzhou y viaja junta hasta el Mariel.',
     'El flete se prorratea por volumen y el comprador recibe un único conocimiento de embarque, lo que simplifica el despacho.']],
  ['Puerto del Mariel', 'La Zona Especial de Desarrollo Mariel amplía su área de almacenes',
    'Nuevas naves de almacenamiento en depósito permiten mantener más stock cerca del cliente final.',
    ['La ampliación suma miles de metros cuadrados de almacenes en régimen de depósito, donde la mercancía puede permanecer sin pagar aranceles hasta su nacionalización.',
     'Para el comprador, esto se traduce en plazos de entrega más cortos para los productos marcados como en existencia.']],
  ['Normativa', 'Pagos en USD y referencia en EUR: lo que cambia para los importadores',
    'La plataforma factura en dólares estadounidenses y muestra el euro solo como referencia.',
    ['Todos los precios de la plataforma se expresan en dólares estadounidenses (USD). El importe en euros (EUR) que se muestra en algunos documentos es solo una referencia al tipo de cambio del día.',
     'Los pagos con saldo prepago, crédito, tarjeta bancaria, transferencia bancaria o vale de recarga se liquidan en USD.']],
  ['Tendencias de producto', 'Climatización eficiente: los equipos inverter ganan terreno',
    'Los aires acondicionados inverter consumen hasta un 40 % menos y se adaptan mejor a sistemas solares.',
    ['Los equipos de climatización con tecnología inverter regulan la velocidad del compresor y evitan los picos de arranque, lo que los hace compatibles con inversores solares de menor potencia.',
     'Los modelos de 12.000 BTU con gas R32 son los más pedidos por hoteles y restaurantes.']],
  ['Logística', 'Temporada ciclónica: recomendaciones para sus envíos',
    'Planifique con margen y asegure su mercancía entre junio y noviembre.',
    ['Durante la temporada ciclónica del Atlántico, los buques pueden desviarse o esperar en puerto. Recomendamos planificar los pedidos con dos semanas de margen.',
     'Todos los envíos de la plataforma incluyen seguro de transporte; revise la cobertura en la política de envíos.']],
  ['Aduanas', 'Registro de importador: documentos necesarios',
    'Qué debe preparar una empresa para registrarse como importador y comprar en la plataforma.',
    ['Para importar, la empresa debe contar con su registro mercantil, su código de importador y un representante autorizado. En la plataforma, estos datos se registran en el apartado de registro aduanero del comprador.',
     'Una vez validado el registro, el despacho digital se activa para todos sus pedidos.']],
  ['Tendencias de producto', 'Porcelanato de gran formato: la tendencia en hoteles y comercios',
    'Los formatos de 60 x 120 cm reducen juntas y aceleran la colocación.',
    ['El porcelanato de gran formato se impone en los proyectos hoteleros del Caribe. Sus ventajas: menos juntas, limpieza más fácil y un aspecto continuo.',
     'Requiere adhesivos cementosos de alta adherencia y una base bien nivelada.']],
  ['Normativa', 'Etiquetado en español para alimentos importados',
    'Los alimentos envasados deben indicar ingredientes, fecha de vencimiento y país de origen en español.',
    ['Los alimentos que se venden a Cuba deben llevar etiqueta en español con la denominación del producto, los ingredientes, el peso neto, la fecha de vencimiento, el lote y el país de origen.',
     'Los proveedores de alimentos de la plataforma ofrecen el etiquetado en origen sin costo adicional a partir del pedido mínimo.']],
  ['Puerto del Mariel', 'Tiempos de descarga y recogida en el Mariel',
    'Desde el atraque hasta la recogida: cuánto tarda cada etapa.',
    ['Tras el atraque, la descarga y el traslado al almacén toman de 1 a 2 días. Con despacho digital, la liberación aduanera llega en 3 a 5 días.',
     'Cuando el pedido pasa a pendiente de recogida, el comprador puede retirarlo con su código de recogida en horario de almacén.']],
  ['Logística', 'Entrega a domicilio en Cuba: cobertura por provincias',
    'La plataforma amplía la entrega a domicilio a todas las capitales provinciales.',
    ['Además de la recogida en almacén, los pedidos pueden entregarse a domicilio en La Habana, Artemisa, Mayabeque y todas las capitales provinciales.',
     'El costo de la entrega se calcula según el peso, el volumen y la distancia, y se muestra antes de pagar.']],
  ['Tendencias de producto', 'Iluminación solar pública: una solución para comunidades',
    'Las farolas solares con sensor de movimiento reducen el consumo y funcionan durante los apagones.',
    ['Las farolas solares todo en uno integran panel, batería de litio y luminaria LED. Con sensor de movimiento, funcionan hasta tres noches sin sol.',
     'Son cada vez más solicitadas por cooperativas y gobiernos locales.']],
  ['Aduanas', 'Muestras comerciales: cómo importarlas sin complicaciones',
    'Las muestras sin valor comercial tienen un trámite simplificado.',
    ['Las muestras que solicita desde el carrito de muestras viajan por courier y se declaran como muestras sin valor comercial cuando su valor no supera el límite establecido.',
     'La plataforma limita la cantidad y el importe mensual de muestras por comprador.']],
  ['Normativa', 'Garantías de fábrica y reclamaciones internacionales',
    'Cómo hacer valer la garantía de un equipo comprado a un proveedor en China.',
    ['Cada producto indica la garantía del fabricante. Si un equipo falla dentro del plazo, el comprador abre una solicitud de posventa desde el pedido, con fotos y descripción.',
     'La plataforma actúa como intermediaria y da seguimiento hasta la reposición o el reembolso.']],
  ['Logística', 'Seguimiento de contenedores en tiempo real',
    'Consulte la posición del buque y la fecha prevista de llegada desde su pedido.',
    ['Los pedidos enviados por vía marítima muestran el número de contenedor y el estado logístico: preparando, preparado, esperando transporte y en tránsito.',
     'La fecha prevista de llegada se actualiza con cada escala del buque.']],
  ['Tendencias de producto', 'Electrodomésticos de bajo consumo para el mercado cubano',
    'Refrigeradores y congeladores de clase A con arranque suave, pensados para redes inestables.',
    ['Los refrigeradores con compresor inverter y protección contra variaciones de voltaje son los más vendidos de la categoría.',
     'Los fabricantes ofrecen versiones con tensión 110 V/60 Hz adaptadas al mercado cubano.']],
  ['Puerto del Mariel', 'Balance del trimestre: crece la carga general en el Mariel',
    'El puerto registra más contenedores de carga general y de proyectos de energía.',
    ['El último trimestre cerró con un aumento de contenedores de carga general, impulsado por los materiales de construcción y los equipos solares.',
     'El incremento confirma la demanda de abastecimiento directo desde China.']],
  ['Aduanas', 'Valor en aduana: qué incluye y cómo se calcula',
    'El valor en aduana suma el precio de la mercancía, el flete y el seguro hasta el puerto de destino.',
    ['La base para calcular los aranceles es el valor CIF: precio de la mercancía, más flete y seguro hasta el Mariel. La factura de la plataforma detalla cada concepto.',
     'Los descuentos y cupones aplicados se reflejan en la factura y reducen el valor declarado.']],
  ['Normativa', 'Protección de datos de los compradores',
    'La plataforma actualiza su política de privacidad con nuevas medidas de seguridad.',
    ['Hemos reforzado el cifrado de los datos personales y de pago. Los compradores pueden consultar, corregir o eliminar sus datos desde el centro de miembros.',
     'Consulte la política de privacidad para conocer todos sus derechos.']],
  ['Tendencias de producto', 'Herramientas inalámbricas de 20 V: una sola batería para todo',
    'Las plataformas de batería compartida reducen costos para talleres y constructoras.',
    ['Taladros, amoladoras y sierras que comparten la misma batería de 20 V permiten comprar menos baterías y cargadores.',
     'Los kits de cuatro herramientas con dos baterías son los más pedidos por las constructoras.']],
  ['Logística', 'Embalaje para transporte marítimo: buenas prácticas',
    'Paletizado, film y desecantes protegen la mercancía de la humedad tropical.',
    ['Un viaje de más de un mes en contenedor expone la carga a cambios de temperatura y humedad. Los proveedores de la plataforma paletizan y usan desecantes en los contenedores.',
     'Para productos sensibles, solicite embalaje reforzado al hacer el pedido.']],
  ['Aduanas', 'Pagos de aranceles en línea',
    'Los aranceles y tasas pueden pagarse desde la plataforma junto con el saldo del pedido.',
    ['Para simplificar el despacho, la plataforma permite pagar los aranceles estimados junto con el saldo final del pedido.',
     'Si el importe definitivo es menor, la diferencia se devuelve al saldo prepago del comprador.']],
  ['Tendencias de producto', 'Repuestos automotrices: demanda sostenida de neumáticos y baterías',
    'Los talleres y flotas renuevan stock de neumáticos radiales y baterías libres de mantenimiento.',
    ['La categoría de repuestos mantiene una demanda estable, con los neumáticos radiales para camionetas y las baterías de 12 V libres de mantenimiento a la cabeza.',
     'Compre por volumen para acceder al precio escalonado más bajo.']],
  ['Normativa', 'Contratos de compraventa internacional: cláusulas clave',
    'Incoterms, plazos de entrega y resolución de disputas en los contratos de la plataforma.',
    ['Los contratos generados en la plataforma indican el Incoterm (CIF Mariel por defecto), el plazo de entrega, las condiciones de pago del depósito y del saldo, y la resolución de disputas.',
     'Revise las cláusulas antes de firmar desde el centro de miembros.']],
  ['Puerto del Mariel', 'Horario ampliado en el almacén de recogida',
    'El almacén de la plataforma en el Mariel abre también los sábados por la mañana.',
    ['Para facilitar la recogida de pedidos, el almacén abre de lunes a viernes de 8:00 a 17:00 y los sábados de 8:00 a 12:00.',
     'Presente su código de recogida y un documento de identidad del representante autorizado.']],
  ['Logística', 'Pago por un tercero: cuando otra persona paga su pedido',
    'Familiares o socios en el exterior pueden pagar un pedido con el enlace de pago por un tercero.',
    ['Desde el pedido, el comprador genera una solicitud de pago por un tercero. El pagador recibe el enlace, se identifica y paga con su tarjeta bancaria.',
     'La solicitud vence si no se paga a tiempo y puede cancelarse en cualquier momento antes del pago.']],
  ['Tendencias de producto', 'Textiles para hostelería: sábanas y toallas de alto gramaje',
    'Hoteles y casas de renta eligen algodón de 300 hilos y toallas de 500 g/m².',
    ['La reapertura turística impulsa las compras de textiles para hostelería. Las sábanas de algodón percal de 300 hilos y las toallas de 500 g/m² son las más solicitadas.',
     'Los proveedores ofrecen bordado del logotipo a partir de 500 unidades.']],
]

function buildInformation(rng: Rng): InformationRecord[] {
  return NEWS.map(([categoryName, title, summary, paragraphs], index) => {
    const infoId = index + 1
    const body =
      p(paragraphs[0] ?? '') +
      h2('Lo que debe saber') +
      p(...paragraphs.slice(1)) +
      (infoId === XSS_PROBE_INFO_ID ? XSS_PAYLOAD : '') +
      p(
        'Para más información, consulte la <a href="/introduce/introduce_guide">guía de compra</a> o escriba a nuestro servicio de atención.',
      )
    return {
      infoId,
      title,
      summary,
      categoryName,
      contentHtml: body,
      // the first items are the newest; about two to three days apart
      publishedAt: MOCK_EPOCH - (index * 2 + rng.int(0, 1)) * DAY - rng.int(8, 17) * 3_600_000,
      coverSeed: rng.int(1, 999_999),
    }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------------------------

const COMPANY = 'Mercado Mayorista China–Cuba'

// prettier-ignore
const PAGES: [string, string, string][] = [
  ['introduce_advantage', 'Nuestras ventajas',
    p(`${COMPANY} conecta a compradores de Cuba y Latinoamérica con fábricas y exportadores de China. Estas son las cinco ventajas que nos distinguen.`) +
    h2('1. Stock en almacenes en régimen de depósito') +
    p('Mantenemos mercancía en almacenes de depósito en la Zona Especial de Desarrollo Mariel y en la Zona Libre de Colón. Los productos marcados «En existencia» se despachan en días, sin esperar la producción ni el viaje desde China.') +
    h2('2. Amplia gama de productos') +
    p('Materiales de construcción, energía solar y eléctrica, electrodomésticos, alimentos y bebidas, ferretería, textiles, muebles, repuestos automotrices, iluminación e higiene: miles de referencias de proveedores verificados, con precios escalonados por volumen.') +
    h2('3. Despacho aduanero digital') +
    p('La declaración se prepara y se envía electrónicamente mientras la mercancía navega. El despacho se completa en 3 a 5 días, frente a los 25 a 30 días del trámite tradicional.') +
    h2('4. Cadena de suministro integrada') +
    p('Un solo equipo coordina la compra, el control de calidad en fábrica, la consolidación de carga, el flete, el seguro, el despacho y la entrega o recogida en Cuba.') +
    h2('5. Ruta marítima directa China–Cuba') +
    p('Salidas regulares desde Shanghái, Ningbo, Qingdao y Guangzhou hacia el Mariel. La mercancía en tránsito ya se puede comprar con un pedido con reserva: pague un depósito hoy y el saldo cuando llegue.')],
  ['introduce_company', 'Sobre la empresa',
    p(`${COMPANY} es una plataforma de comercio mayorista entre empresas (B2B) especializada en el abastecimiento desde China para Cuba y el mercado latinoamericano.`) +
    h2('Quiénes somos') +
    p('Nuestro equipo combina especialistas en compras en China, logística marítima, comercio exterior y atención al cliente en español. Trabajamos con fábricas y exportadores auditados y con almacenes propios y aliados en el Caribe.') +
    h2('Qué hacemos') +
    ul('Seleccionamos y verificamos proveedores: licencia, capacidad productiva, certificaciones y referencias.', 'Publicamos precios mayoristas en dólares estadounidenses (USD) con escalas por volumen.', 'Gestionamos pedidos en existencia y pedidos con reserva (depósito, saldo final y recogida).', 'Coordinamos el transporte, el seguro y el despacho aduanero digital.') +
    h2('Nuestros clientes') +
    p('Empresas estatales y privadas, cooperativas, trabajadores por cuenta propia, diseñadores certificados e importadores de Cuba y Latinoamérica que necesitan abastecimiento confiable y trazable.')],
  ['introduce_about', 'Quiénes somos',
    p(`${COMPANY} nació para acortar la distancia entre las fábricas chinas y los compradores del Caribe.`) +
    h2('Misión') +
    p('Facilitar el comercio mayorista transparente, seguro y rápido entre China, Cuba y Latinoamérica.') +
    h2('Visión') +
    p('Ser la plataforma de referencia para el abastecimiento de empresas cubanas y latinoamericanas, con la mejor combinación de precio, plazo y servicio.') +
    h2('Valores') +
    ul('Transparencia: precios, plazos y condiciones claros antes de pagar.', 'Cumplimiento: respetamos la normativa aduanera y comercial de cada país.', 'Cercanía: atención en español y presencia en el Mariel.', 'Calidad: controlamos la mercancía antes de embarcarla.') +
    h2('Contacto') +
    p('Atención al cliente de lunes a viernes de 8:00 a 17:00 (hora de Cuba), por el chat de la plataforma o por correo electrónico a atencion@mercadomayorista.example.')],
  ['introduce_guide', 'Guía de compra',
    p('Comprar en la plataforma es sencillo. Siga estos pasos.') +
    h2('1. Cree su cuenta') +
    p('Regístrese como miembro personal, diseñador certificado o empresa certificada. Su cuenta pasa por una revisión; le avisaremos por correo electrónico cuando sea aprobada.') +
    h2('2. Busque y compare') +
    p('Navegue por categorías, marcas, series y tiendas, o use el buscador. Puede comparar hasta 4 productos del mismo tipo y solicitar muestras desde el carrito de muestras.') +
    h2('3. Añada al carrito y realice el pedido') +
    p('Respete la cantidad mínima y sus múltiplos. No se pueden mezclar productos en existencia y productos por encargo en el mismo pedido. Antes de enviar el pedido, marque «He leído y acepto el acuerdo de compra».') +
    h2('4. Pague dentro de 24 horas') +
    p('Elija saldo prepago, crédito, tarjeta bancaria, transferencia bancaria, vale de recarga o pago por un tercero. Un pedido sin pagar se cancela automáticamente a las 24 horas.') +
    h2('5. Pedidos con reserva') +
    ol('Pague el depósito para confirmar la reserva.', 'El proveedor prepara la mercancía; puede seguir su estado (en producción, en tránsito).', 'Cuando la mercancía esté disponible, pague el saldo final dentro del plazo; si no lo paga, el pedido se cierra y el depósito se pierde.', 'Retire su pedido con el código de recogida o reciba la entrega a domicilio.') +
    h2('6. Reciba y valore') +
    p('Confirme la recepción y valore su compra. Si hay un problema, solicite un reembolso o un reembolso con devolución desde el pedido.')],
  ['introduce_wallet', 'Monedero',
    p('El monedero agrupa sus medios de pago en la plataforma: saldo prepago, crédito y vales de recarga.') +
    h2('Saldo prepago') +
    p('Recargue su saldo en USD con transferencia bancaria o vale de recarga. Cada recarga es de 1 a 5.000 USD; las recargas por transferencia quedan pendientes de confirmación hasta que se recibe el dinero.') +
    h2('Crédito') +
    p('Las empresas certificadas pueden solicitar una línea de crédito. Las facturas de crédito vencidas bloquean nuevos pagos con crédito hasta que se liquidan.') +
    h2('Tarjetas vinculadas') +
    p('Vincule una tarjeta de recarga con su número de 19 dígitos y su PIN de 16 dígitos.') +
    h2('Seguridad') +
    p('Los pagos con saldo requieren su contraseña de pago (al menos 8 dígitos). Nunca comparta su contraseña de pago.')],
  ['privacy', 'Política de privacidad',
    p(`Esta política explica cómo ${COMPANY} recoge, usa y protege sus datos personales.`) +
    h2('1. Datos que recogemos') +
    ul('Datos de cuenta: nombre de miembro, correo electrónico, teléfono, tipo de miembro.', 'Datos de empresa: razón social, registro de importador, datos fiscales y de facturación.', 'Datos de pedidos: productos, importes, direcciones de entrega y de recogida.', 'Datos de navegación: páginas visitadas y productos consultados, para mejorar el servicio.') +
    h2('2. Para qué los usamos') +
    p('Para gestionar su cuenta y sus pedidos, tramitar el despacho aduanero, procesar pagos a través del servicio de pago electrónico asociado, prevenir fraudes y, con su consentimiento, enviarle ofertas.') +
    h2('3. Con quién los compartimos') +
    p('Con los proveedores de los pedidos que usted realiza, con las empresas de transporte y de despacho aduanero, y con el servicio de pago electrónico. Nunca vendemos sus datos.') +
    h2('4. Conservación y seguridad') +
    p('Conservamos los datos mientras su cuenta esté activa y durante los plazos legales de conservación de documentos comerciales. Los datos viajan cifrados y el acceso está restringido.') +
    h2('5. Sus derechos') +
    p('Puede consultar, corregir o eliminar sus datos desde el centro de miembros, o escribirnos a privacidad@mercadomayorista.example.')],
  ['shipping', 'Política de envíos',
    h2('1. Modalidades') +
    p('Los pedidos se entregan en Cuba por recogida en almacén (Mariel o La Habana) o por entrega a domicilio en las provincias con cobertura. Para otros países de Latinoamérica, la entrega se acuerda en el pedido.') +
    h2('2. Plazos') +
    ul('Productos en existencia en almacén de depósito: de 3 a 7 días tras el pago.', 'Productos enviados desde China por la ruta marítima directa: de 35 a 45 días de tránsito, más 3 a 5 días de despacho digital.', 'Mercancía en tránsito: según la fecha prevista de llegada que muestra el producto.') +
    h2('3. Costos') +
    p('El flete, el seguro y la entrega se calculan en USD según peso, volumen y destino, y se muestran antes de pagar. El importe en EUR es solo de referencia.') +
    h2('4. Recogida') +
    p('Cuando el pedido pasa a «Pendiente de recogida», recibirá un código de recogida. Preséntelo con un documento de identidad del representante autorizado. Los pedidos se entregan por lotes cuando el proveedor envía en varias partes.') +
    h2('5. Seguro') +
    p('Todos los envíos viajan asegurados. Revise la mercancía al recogerla y anote cualquier daño en el acta de entrega.')],
  ['refund', 'Reembolsos y devoluciones',
    h2('1. Cuándo puede solicitarlo') +
    p('Puede solicitar un reembolso o un reembolso con devolución desde el pedido si la mercancía no llega, llega dañada, no corresponde a lo pedido o presenta defectos cubiertos por la garantía.') +
    h2('2. Cómo solicitarlo') +
    ol('Abra el pedido y pulse «Solicitar reembolso» o «Reembolso con devolución».', 'Indique el motivo, el importe (no superior al máximo permitido) y adjunte hasta 5 imágenes como prueba.', 'El proveedor confirma o rechaza la solicitud; si la rechaza, puede volver a solicitar con más información.') +
    h2('3. Pedidos con reserva') +
    p('El depósito de un pedido con reserva no se reembolsa si el saldo final no se paga dentro del plazo, salvo que el proveedor no cumpla su parte.') +
    h2('4. Forma del reembolso') +
    p('El reembolso se realiza a la misma cuenta con la que se pagó: saldo prepago, crédito, tarjeta o transferencia. Los importes se devuelven en USD.')],
  ['terms', 'Términos y condiciones',
    h2('1. Objeto') +
    p(`Estos términos regulan el uso de ${COMPANY} por compradores y proveedores.`) +
    h2('2. Cuentas') +
    p('Las cuentas requieren revisión antes de operar. El titular es responsable de la veracidad de sus datos y de la confidencialidad de sus contraseñas.') +
    h2('3. Precios y moneda') +
    p('Los precios se expresan en dólares estadounidenses (USD); el euro (EUR) se muestra solo como referencia. Los visitantes deben iniciar sesión para ver precios y operar.') +
    h2('4. Pedidos y pagos') +
    p('Un pedido sin pagar se cancela a las 24 horas. En los pedidos con reserva, el depósito y el saldo deben pagarse con la misma cuenta pagadora; si el saldo no se paga a tiempo, el pedido se cierra y el depósito se pierde.') +
    h2('5. Responsabilidad') +
    p('La plataforma actúa como intermediaria y garantiza el seguimiento de cada pedido; los proveedores son responsables de la calidad y la conformidad de sus productos.') +
    h2('6. Ley aplicable') +
    p('Las disputas se resolverán primero por mediación de la plataforma y, en su defecto, según lo pactado en el contrato de compraventa.')],
  ['instructions', 'Instrucciones de uso',
    h2('Buscar productos') +
    p('Use el buscador de la cabecera o el menú de categorías. Filtre por precio, marca y tipo de existencia.') +
    h2('Comprar') +
    p('Inicie sesión para ver precios. Añada productos al carrito respetando el pedido mínimo y sus múltiplos; pulse «Realizar pedido» y, en la confirmación, «Enviar pedido».') +
    h2('Pagar') +
    p('Elija el medio de pago y pague dentro de 24 horas. Para pedidos con reserva, pague primero el depósito y luego el saldo final.') +
    h2('Seguir su pedido') +
    p('En «Mis pedidos» verá el estado, la logística, el número de contenedor y el código de recogida.') +
    h2('Ayuda') +
    p('Consulte las preguntas frecuentes o contacte al proveedor desde el chat de la plataforma.')],
  ['user_agreement', 'Acuerdo de usuario',
    h2('1. Aceptación') +
    p(`Al crear una cuenta en ${COMPANY}, usted acepta este acuerdo y la política de privacidad.`) +
    h2('2. Registro y revisión') +
    p('El registro requiere datos veraces. Las cuentas pasan por una revisión; la plataforma puede rechazar o suspender cuentas que incumplan este acuerdo.') +
    h2('3. Uso de la plataforma') +
    ul('No publique información falsa ni engañosa.', 'No use la plataforma para operaciones ilícitas o contrarias a la normativa de comercio exterior.', 'Mantenga la confidencialidad de su contraseña y de su contraseña de pago.') +
    h2('4. Cuentas de empresa y subcuentas') +
    p('Las empresas certificadas pueden crear subcuentas y asignarles permisos; la empresa responde por las operaciones de sus subcuentas.') +
    h2('5. Modificaciones') +
    p('Podemos modificar este acuerdo; le avisaremos con antelación por correo electrónico.')],
  ['privacy_policy', 'Política de privacidad',
    p('Resumen de cómo tratamos sus datos personales al registrarse.') +
    h2('Datos del registro') +
    p('Correo electrónico, contraseña cifrada, teléfono y, para empresas, datos de registro mercantil e importador.') +
    h2('Finalidad') +
    p('Verificar su identidad, revisar su cuenta, gestionar pedidos, pagos y despacho aduanero, y comunicarnos con usted.') +
    h2('Sus derechos') +
    p('Puede acceder a sus datos, corregirlos o solicitar su eliminación desde el centro de miembros o escribiendo a privacidad@mercadomayorista.example.')],
  ['shopping_agreement', 'Acuerdo de compra',
    h2('1. Pedido') +
    p('Al enviar el pedido, el comprador acepta el precio en USD, el pedido mínimo, las condiciones de entrega o recogida en Cuba y este acuerdo.') +
    h2('2. Pago') +
    p('El pedido debe pagarse dentro de 24 horas; de lo contrario se cancela. Los pagos se liquidan en USD; el EUR es referencia.') +
    h2('3. Pedidos con reserva') +
    p('El comprador paga un depósito al confirmar. Cuando la mercancía está lista, paga el saldo final dentro del plazo indicado. Si el saldo vence sin pago, el pedido se cierra y el depósito se pierde. El depósito y el saldo deben pagarse con la misma cuenta pagadora.') +
    h2('4. Entrega y recogida') +
    p('La mercancía se entrega en el almacén de recogida o a domicilio según lo elegido. Al recoger, el comprador presenta el código de recogida.') +
    h2('5. Reembolsos') +
    p('Se aplican la política de reembolsos y devoluciones y la garantía del fabricante.')],
]

function buildPages(): ContentPageRecord[] {
  return PAGES.map(([code, title, contentHtml], index) => ({
    code,
    articleId: index + 1,
    title,
    contentHtml,
    updatedAt: MOCK_EPOCH - (30 + index * 3) * DAY,
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------------------------

// prettier-ignore
const FAQ: [string, string, string][] = [
  ['Cuenta', '¿Cómo creo una cuenta?', 'Pulse «Crear cuenta», complete el formulario y acepte el acuerdo de usuario y la política de privacidad. Su cuenta quedará en revisión hasta su aprobación.'],
  ['Cuenta', '¿Cuánto tarda la revisión de mi cuenta?', 'Normalmente de 1 a 2 días hábiles. Le avisaremos por correo electrónico cuando sea aprobada.'],
  ['Cuenta', '¿Qué tipos de miembro existen?', 'Personal, diseñador certificado y empresa certificada. Las empresas pueden crear subcuentas y códigos de material; los diseñadores pueden solicitar muestras.'],
  ['Cuenta', 'Olvidé mi contraseña, ¿qué hago?', 'En la página de inicio de sesión pulse «¿Olvidó su contraseña?» y siga las instrucciones que recibirá por correo electrónico.'],
  ['Pedidos', '¿Hay un pedido mínimo?', 'Sí. Cada producto indica su pedido mínimo; las cantidades deben ser múltiplos de ese mínimo.'],
  ['Pedidos', '¿Puedo mezclar productos en existencia y por encargo?', 'No. Los productos en existencia y los productos por encargo deben pedirse por separado.'],
  ['Pedidos', '¿Qué es un pedido con reserva?', 'Es un pedido de mercancía en producción o en tránsito: paga un depósito para reservar, el saldo final cuando la mercancía está lista y luego la recoge.'],
  ['Pedidos', '¿Puedo cancelar un pedido?', 'Puede cancelar un pedido pendiente de pago. Si ya pagó, solicite un reembolso desde el pedido.'],
  ['Pagos', '¿En qué moneda se paga?', 'En dólares estadounidenses (USD). El euro (EUR) se muestra solo como referencia.'],
  ['Pagos', '¿Cuánto tiempo tengo para pagar?', '24 horas desde que envía el pedido. Pasado ese plazo el pedido se cancela automáticamente.'],
  ['Pagos', '¿Qué medios de pago aceptan?', 'Saldo prepago, crédito, tarjeta bancaria, transferencia bancaria, vale de recarga y pago por un tercero.'],
  ['Pagos', '¿Puede otra persona pagar mi pedido?', 'Sí, con el pago por un tercero: genere la solicitud desde el pedido y envíe el enlace al pagador.'],
  ['Envíos y recogida', '¿Dónde recojo mi pedido?', 'En el almacén indicado en el pedido (Mariel o La Habana), con su código de recogida y un documento de identidad.'],
  ['Envíos y recogida', '¿Cuánto tarda un envío desde China?', 'De 35 a 45 días por la ruta marítima directa, más 3 a 5 días de despacho aduanero digital.'],
  ['Envíos y recogida', '¿Hacen entrega a domicilio?', 'Sí, en La Habana, Artemisa, Mayabeque y las capitales provinciales. El costo se muestra antes de pagar.'],
  ['Envíos y recogida', '¿Puedo seguir mi contenedor?', 'Sí. En el detalle del pedido verá el estado logístico, el número de contenedor y la fecha prevista de llegada.'],
  ['Reembolsos', '¿Cómo solicito un reembolso?', 'Desde el pedido, pulse «Solicitar reembolso» o «Reembolso con devolución», indique el motivo y adjunte hasta 5 imágenes.'],
  ['Reembolsos', '¿A qué cuenta se devuelve el dinero?', 'A la misma cuenta con la que pagó.'],
  ['Reembolsos', '¿Qué pasa si el proveedor rechaza mi solicitud?', 'Puede volver a solicitar aportando más información; la plataforma media en caso de desacuerdo.'],
  ['Muestras', '¿Cómo pido una muestra?', 'Pulse «Solicitar muestra» en el producto y confirme su carrito de muestras.'],
  ['Muestras', '¿Hay límite de muestras?', 'Sí, un número y un importe máximos por mes. El carrito de muestras muestra lo que le queda disponible.'],
  ['Muestras', '¿Las muestras pagan aranceles?', 'Las muestras sin valor comercial tienen un trámite simplificado; si superan el límite, se declaran como importación normal.'],
]

function buildFaqs(): FaqRecord[] {
  return FAQ.map(([category, question, answer], index) => ({
    faqId: index + 1,
    category,
    question,
    answerHtml: p(answer),
  }))
}

export function buildSiteContent(data: SeedData): SiteContent {
  const rng = new Rng(CONTENT_SEED)
  const { modules, topics } = buildDecoration(data, rng)
  const { coupons, receipts } = buildCoupons(data, rng)
  return {
    coupons,
    couponReceipts: receipts,
    information: buildInformation(rng),
    contentPages: buildPages(),
    faqs: buildFaqs(),
    decoModules: modules,
    topics,
  }
}
