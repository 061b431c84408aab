// A store's coupons inside their validity window (issue 16 item 4): the store coupon list answers them and the
// cart marks a store header `hasCoupon` when there is one. Soonest end first, so the chips show what runs out.
import { db, type CouponRecord } from '../db'

export function storeCouponsOf(storeId: number, now: number): CouponRecord[] {
  return db.coupons
    .all()
    .filter(
      (coupon) => coupon.storeId === storeId && coupon.effectiveStart <= now && now <= coupon.effectiveEnd,
    )
    .sort((a, b) => a.effectiveEnd - b.effectiveEnd || a.couponId - b.couponId)
}

/** Stores with at least one coupon inside its window. */
export function storesWithCoupons(now: number): Set<number> {
  const ids = new Set<number>()
  for (const coupon of db.coupons.all())
    if (coupon.storeId !== null && coupon.effectiveStart <= now && now <= coupon.effectiveEnd)
      ids.add(coupon.storeId)
  return ids
}
