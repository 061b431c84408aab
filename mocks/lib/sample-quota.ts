// SPEC.md §5 sample cart limits: a monthly count of sample lines and a monthly amount (settings
// sample_monthly_count, sample_monthly_amount). Used by the sample cart's lines and by this month's sample
// applications that were not rejected (issue 28 item 3); read by the sample cart (mocks/handlers/cart.ts) and
// the sample applications (mocks/handlers/sample-applies.ts).
import { db, type MemberRecord } from '../db'
import { round2, unitPrice } from './pricing'
import { appliedThisMonth } from './sample-applies'
import { setting } from './settings'

/** The member's quota now: the month's allowance, what is left, and what applications use. */
export function sampleQuota(member: MemberRecord) {
  const monthlyCount = setting('sample_monthly_count', 10)
  const monthlyAmount = setting('sample_monthly_amount', 500)
  const lines = db.sampleCartLines.findMany((q) => q.where({ memberId: member.memberId }))
  let usedAmount = 0
  for (const line of lines) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (product && goods) usedAmount += unitPrice(product, goods, line.buyNum) * line.buyNum
  }
  // issue 28 item 3: this month's applications that were not rejected use the quota too
  const applied = appliedThisMonth(member.memberId)
  return {
    monthlyCount,
    monthlyAmount,
    remainingCount: Math.max(0, monthlyCount - applied.count - lines.length),
    remainingAmount: round2(Math.max(0, monthlyAmount - applied.amount - usedAmount)),
    appliedCount: applied.count,
    appliedAmount: applied.amount,
  }
}
