// Reviews of goods (issue 4, product detail), deterministic from SeedData and one fixed Rng seed: 0–12
// reviews per on-sale goods (about 2,000), masked Spanish buyer names, scores skewed to 4–5, texts about
// quality, packaging and delivery to Cuba, about 30 % with photos, some answered by the supplier.
import { maskName } from '../lib/mask-name'
import { Rng } from '../lib/random'
import type { ReviewRecord } from '../db'
import type { SeedData } from '../seed'
import { MOCK_EPOCH } from './constants'

const REVIEWS_SEED = 4_0417
const DAY = 86_400_000
/** Most goods have few reviews: the square of a uniform number gives a mean of about 3.5 per goods. */
const MAX_PER_GOODS = 12

// prettier-ignore
const FIRST_NAMES = [
  'Yanelis', 'Yoandri', 'Yusimí', 'Osmany', 'Dayana', 'Reinier', 'Yaumara', 'Lázaro', 'Marisleidys',
  'Alexis', 'Yordanka', 'Ernesto', 'Idania', 'Orlando', 'Mayelín', 'Raúl', 'Lisandra', 'Yunior',
  'Arianna', 'Pedro', 'Niurka', 'Adrián', 'Odalys', 'Javier', 'Mercedes', 'Leonel', 'Tania', 'Rolando',
  'Daniela', 'Humberto', 'Gisela', 'Camilo', 'Rosa', 'Fernando', 'Yamilé', 'Andrés',
]
// prettier-ignore
const SURNAMES = [
  'Pérez', 'Rodríguez', 'González', 'Hernández', 'Díaz', 'Martínez', 'Fernández', 'López', 'Castro',
  'Suárez', 'Rivero', 'Valdés', 'Ramírez', 'Cabrera', 'Morales', 'Ortiz', 'Quintana', 'Benítez',
]

// prettier-ignore
const GOOD_TEXTS = [
  'Excelente calidad, tal como se describe. El embalaje llegó intacto a La Habana.',
  'Muy buen producto y buen precio para revender. Llegó a Mariel en el plazo prometido.',
  'El proveedor respondió rápido y la mercancía llegó bien embalada. Volveré a comprar.',
  'Calidad muy buena, coincide con las especificaciones. El despacho aduanero fue rápido.',
  'Todo en orden: cantidad correcta, cajas bien selladas y documentación completa para la aduana.',
  'Buen producto para nuestras obras en Santiago de Cuba. La entrega por la ruta marítima fue puntual.',
  'Los clientes de la tienda quedaron satisfechos. El embalaje protegió bien la mercancía.',
  'Relación calidad-precio excelente. El contenedor llegó sin daños.',
  'Compramos por segunda vez y la calidad se mantiene. Recomendado para mayoristas.',
  'El producto cumple con lo anunciado y el proveedor envió fotos antes del embarque.',
]
// prettier-ignore
const MEDIUM_TEXTS = [
  'La calidad es aceptable, pero algunas cajas llegaron con golpes.',
  'Producto correcto, aunque la entrega a Cuba tardó más de lo indicado.',
  'Cumple, pero el embalaje podría ser más resistente para el transporte marítimo.',
  'Regular: la mayoría de las unidades están bien, unas pocas tenían defectos de acabado.',
  'Está bien para el precio. La comunicación con el proveedor fue lenta.',
]
// prettier-ignore
const BAD_TEXTS = [
  'La calidad no corresponde con las fotos. Varias unidades llegaron dañadas.',
  'El embalaje era insuficiente y parte de la mercancía se rompió en el viaje a Mariel.',
  'La entrega se retrasó casi un mes y el proveedor no daba respuesta.',
  'Faltaban unidades en el envío; tuvimos que reclamar para que las repusieran.',
]
// prettier-ignore
const REPLIES = [
  'Gracias por su compra. Seguimos mejorando el embalaje para los envíos a Cuba.',
  'Muchas gracias por su valoración. Lo esperamos en su próximo pedido.',
  'Lamentamos las molestias. Nuestro equipo lo contactará para resolver el problema.',
  'Gracias por sus comentarios; revisaremos el control de calidad de este lote.',
  'Agradecemos su confianza. Recuerde que puede consultar el estado del envío en su pedido.',
]

export { maskName }

function scoreOf(rng: Rng): ReviewRecord['score'] {
  const roll = rng.next()
  if (roll < 0.55) return 5
  if (roll < 0.82) return 4
  if (roll < 0.91) return 3
  if (roll < 0.96) return 2
  return 1
}

export function buildReviews(data: SeedData): ReviewRecord[] {
  const rng = new Rng(REVIEWS_SEED)
  const reviews: ReviewRecord[] = []
  const skusByGoods = new Map<number, SeedData['products']>()
  for (const product of data.products) {
    const list = skusByGoods.get(product.goodsId) ?? []
    list.push(product)
    skusByGoods.set(product.goodsId, list)
  }
  for (const goods of data.goods) {
    if (goods.state !== 1) continue
    const skus = skusByGoods.get(goods.goodsId) ?? []
    if (skus.length === 0) continue
    const count = Math.floor(rng.next() * rng.next() * (MAX_PER_GOODS + 1))
    for (let i = 0; i < count; i++) {
      const sku = rng.pick(skus)
      const score = scoreOf(rng)
      const texts = score >= 4 ? GOOD_TEXTS : score === 3 ? MEDIUM_TEXTS : BAD_TEXTS
      const photoCount = rng.chance(0.3) ? rng.int(1, 3) : 0
      const imageSeeds = Array.from({ length: photoCount }, () => rng.int(1, 999_999))
      // bad reviews are answered more often: suppliers try to settle complaints
      const reply = rng.chance(score <= 3 ? 0.6 : 0.2) ? rng.pick(REPLIES) : ''
      reviews.push({
        commentId: reviews.length + 1,
        goodsId: goods.goodsId,
        productId: sku.productId,
        memberName: maskName(rng.pick(FIRST_NAMES), rng.pick(SURNAMES)),
        score,
        content: rng.pick(texts),
        imageSeeds,
        specValues: sku.specValues,
        createdAt: MOCK_EPOCH - rng.int(1, 300) * DAY - rng.int(0, 86_399) * 1000,
        reply,
      })
    }
  }
  return reviews
}
