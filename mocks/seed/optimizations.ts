// Seeded optimisation proposals (issue 28 item 4; SPEC.md §2 /prototype/optimize/history, hisDetail; docs/accounts):
// disenador@example.com has proposed two optimisations, one accepted by the supplier with a few words and one
// declined with its reason; laura (estudio.malecon@example.com, a designer who does not log in) has one pending,
// which disenador never reads. Products are the first on sale of the catalogue, so the seed needs no fixed id.
import { clock } from '../clock'
import { db, type OptimizeRecord } from '../db'
import { insertMany } from '../lib/bulk-insert'
import { goodsImageUrl } from '../lib/image-url'
import { optimizeProductOf } from '../lib/optimizations'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const memberBy = (email: string) => db.members.findFirst((q) => q.where({ email }))

export async function seedOptimizations(): Promise<void> {
  const designer = memberBy('disenador@example.com')
  const laura = memberBy('estudio.malecon@example.com')
  if (!designer || !laura) return
  // anchored like the order history, so a reseed within the hour gives the same records
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const onSale = db.goods.all().filter((goods) => goods.state === 1)
  const skuOf = (index: number) => {
    const goods = onSale[index]
    const product = goods && db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))
    return product ? optimizeProductOf(product.productId) : null
  }
  const [first, second, third, fourth, fifth] = [0, 1, 2, 3, 4].map(skuOf)
  if (!first || !second || !third || !fourth || !fifth) return
  const picture = (index: number) => goodsImageUrl(onSale[index]!, index + 11)
  const records: OptimizeRecord[] = [
    {
      optimizeId: 1,
      memberId: designer.memberId,
      product: first,
      notes:
        'Para hoteles conviene ofrecer el mismo acabado en mate: refleja menos la luz de las lámparas del vestíbulo.',
      images: [picture(0)],
      alternatives: [second],
      state: 2,
      answer: 'Gracias: añadiremos el acabado mate el próximo trimestre.',
      createdAt: anchor - 12 * DAY,
      answeredAt: anchor - 10 * DAY,
    },
    {
      optimizeId: 2,
      memberId: designer.memberId,
      product: third,
      notes: 'Propongo una medida de 60 × 120 cm, más pedida en reformas de oficinas que la actual.',
      images: [],
      alternatives: [fourth],
      state: 3,
      answer: 'No fabricamos esa medida por ahora.',
      createdAt: anchor - 6 * DAY,
      answeredAt: anchor - 5 * DAY,
    },
    {
      optimizeId: 3,
      memberId: laura.memberId,
      product: fifth,
      notes: 'Una versión con patas de madera encajaría mejor en los restaurantes de playa.',
      images: [picture(4)],
      alternatives: [],
      state: 1,
      answer: null,
      createdAt: anchor - 2 * DAY,
      answeredAt: null,
    },
  ]
  await insertMany(db.optimizations, records)
}
