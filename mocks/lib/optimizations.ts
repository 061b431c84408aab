// Designer optimisation proposals in the mock (issue 28 item 4; SPEC.md §6 memberType 2, §8 "only designers may
// use the function"): the words of its refusals, a product as a proposal keeps it, and the records as the API
// answers them. The rules themselves are the shared src/schemas/optimize.schema.ts.
import type { components } from '../../src/api/schema'
import { db, type OptimizeProductSnapshot, type OptimizeRecord } from '../db'
import { cardPrice, listedGoods } from './catalogue-index'
import { goodsImageUrl } from './image-url'
import { fileUrl } from './private-files'
import { iso } from './time'

type Optimize = components['schemas']['Optimize']

export const OPTIMIZE_MESSAGES = {
  unknownProduct: 'El producto no existe.',
  proposalGone: 'La propuesta de optimización no existe.',
  alreadyAnswered: 'Esta propuesta ya tiene respuesta.',
  /** the upload's word for an image that is not this member's optimize upload */
  uploadFailed: 'Error al subir el archivo',
} as const

/** A SKU on sale as a proposal keeps it (its goods' name, image, store and the SKU's lowest ladder price, as a
 * catalogue card shows it), or null. */
export function optimizeProductOf(productId: number): OptimizeProductSnapshot | null {
  const product = db.products.findFirst((q) => q.where({ productId }))
  if (!product) return null
  const entry = listedGoods().find((listed) => listed.goods.goodsId === product.goodsId)
  if (!entry) return null
  return {
    productId: product.productId,
    goodsId: entry.goods.goodsId,
    goodsName: entry.goods.goodsName,
    goodsImage: goodsImageUrl(entry.goods),
    storeName: entry.storeName,
    goodsPrice: cardPrice(product, entry.goods),
  }
}

export const optimizeOut = (record: OptimizeRecord): Optimize => ({
  optimizeId: record.optimizeId,
  product: record.product,
  notes: record.notes,
  images: record.images.map(fileUrl),
  alternatives: record.alternatives,
  state: record.state,
  answer: record.answer,
  createTime: iso(record.createdAt),
  answerTime: record.answeredAt === null ? null : iso(record.answeredAt),
})

/** The member's own proposal `optimizeId`, or null (unknown, or another member's: they answer alike). */
export const ownOptimize = (memberId: number, optimizeId: number): OptimizeRecord | null =>
  db.optimizations.findFirst((q) => q.where({ optimizeId, memberId })) ?? null
