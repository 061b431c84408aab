// The store ratings and per-product scores of an evaluation (issue 16 item 8; REFERENCE.md §4 Review:
// description, serviceAttitude, deliverSpeed, a score per product, default 5): what the mock keeps of a
// validated request (each product's photos must be this member's review uploads) and what it answers. Each
// product score also becomes a review of its product (publishProductReviews); the store's averages read the
// store ratings (./store-ratings.ts).
import type { components } from '../../src/api/schema'
import { db, type MemberRecord, type OrderRecord } from '../db'
import type { ReviewRecord } from '../records/catalogue'
import type { EvaluationRecord } from '../records/orders'
import { maskName } from './mask-name'
import { uploadedImages } from './uploads'

type StoreScores = components['schemas']['StoreScores']
type ProductScore = components['schemas']['ProductScore']

interface ScoresInput {
  storeScores?: StoreScores
  productScores?: { orderProductId: number; score: number; content?: string; images?: string[] }[]
}

/** The scores to keep, or null when a product's photo is not a review upload of this member. */
export async function evaluationScoresOf(
  member: MemberRecord,
  input: ScoresInput,
): Promise<Pick<EvaluationRecord, 'storeScores' | 'productScores'> | null> {
  const productScores: NonNullable<EvaluationRecord['productScores']> = []
  for (const item of input.productScores ?? []) {
    const images = uploadedImages(member, item.images ?? [], 'review')
    if (!images) return null
    productScores.push({
      orderProductId: item.orderProductId,
      score: item.score,
      content: (item.content ?? '').trim(),
      images,
    })
  }
  return {
    ...(input.storeScores ? { storeScores: { ...input.storeScores } } : {}),
    ...(input.productScores ? { productScores } : {}),
  }
}

/** The scores of an order's evaluation as the contract answers them (none before issue 16). */
export function evaluationScoresOut(order: OrderRecord): {
  storeScores?: StoreScores
  productScores?: ProductScore[]
} {
  const evaluation = order.evaluation
  if (!evaluation) return {}
  return {
    ...(evaluation.storeScores ? { storeScores: { ...evaluation.storeScores } } : {}),
    ...(evaluation.productScores
      ? {
          productScores: evaluation.productScores.map((item) => {
            const line = order.lines.find((l) => l.orderProductId === item.orderProductId)
            return {
              orderProductId: item.orderProductId,
              productId: line?.productId ?? 0,
              goodsName: line?.goodsName ?? '',
              score: item.score,
              content: item.content,
              images: item.images,
            }
          }),
        }
      : {}),
  }
}

/** The next free review id. */
const nextCommentId = () => db.reviews.all().reduce((max, review) => Math.max(max, review.commentId), 0) + 1

/** "Yanelis Pérez" → "Y***s P." as the seeded reviews show buyers (never the full name). */
function reviewerName(member: MemberRecord): string {
  const [first = member.memberName, ...rest] = (member.memberTrueName || member.memberName)
    .trim()
    .split(/\s+/)
  return maskName(first, rest.join(' '))
}

/**
 * Publishes each product score of a new evaluation as a review of its product (goods/comment; REFERENCE.md §6
 * reviews): its score, text and photos, so the product's reviews and their average include it at once.
 */
export async function publishProductReviews(
  member: MemberRecord,
  order: OrderRecord,
  evaluation: Pick<EvaluationRecord, 'productScores' | 'at'>,
): Promise<void> {
  for (const item of evaluation.productScores ?? []) {
    const line = order.lines.find((l) => l.orderProductId === item.orderProductId)
    if (!line) continue
    await db.reviews.create({
      commentId: nextCommentId(),
      goodsId: line.goodsId,
      productId: line.productId,
      memberName: reviewerName(member),
      score: item.score as ReviewRecord['score'],
      content: item.content,
      imageSeeds: [],
      imageUrls: [...item.images],
      specValues: line.specValues,
      createdAt: evaluation.at,
      reply: '',
      orderSn: order.orderSn,
    })
  }
}
