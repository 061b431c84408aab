// The member's received coupons by tab (issue 12 item 6; REFERENCE.md §8 coupon/list useState): the one reading
// of db.couponReceipts that Mis cupones (coupon/list) and the member home's couponCount share, so the badge and
// the "Sin usar" tab cannot disagree. The receipts are the same records the coupon centre writes
// (receiveCoupon), the checkout marks used (usedAt) and a cancellation gives back (usedAt = 0). "Expired" is
// never stored: a receipt not used whose coupon's window ended before `now` (the mock clock) is expired.
import { db, type CouponReceiptRecord, type CouponRecord } from '../db'

/** 1 unused, 2 used, 3 expired (the contract's MemberCoupon.useState). */
export type CouponUseState = 1 | 2 | 3

export interface MemberCouponEntry {
  receipt: CouponReceiptRecord
  coupon: CouponRecord
  useState: CouponUseState
}

export interface MemberCouponCounts {
  unused: number
  used: number
  expired: number
}

/** The tab of one receipt at `now`: used wins over expired (a coupon used before its end stays used). */
export function tabStateOf(receipt: CouponReceiptRecord, coupon: CouponRecord, now: number): CouponUseState {
  if (receipt.usedAt !== 0) return 2
  return now > coupon.effectiveEnd ? 3 : 1
}

/** Every receipt of the member with its coupon and tab (a receipt whose coupon is gone is left out). */
export function memberCouponsOf(memberId: number, now: number): MemberCouponEntry[] {
  return db.couponReceipts
    .findMany((q) => q.where({ memberId }))
    .flatMap((receipt) => {
      const coupon = db.coupons.findFirst((q) => q.where({ couponId: receipt.couponId }))
      return coupon ? [{ receipt, coupon, useState: tabStateOf(receipt, coupon, now) }] : []
    })
}

export function countsOf(entries: MemberCouponEntry[]): MemberCouponCounts {
  return {
    unused: entries.filter((entry) => entry.useState === 1).length,
    used: entries.filter((entry) => entry.useState === 2).length,
    expired: entries.filter((entry) => entry.useState === 3).length,
  }
}

export const memberCouponCounts = (memberId: number, now: number): MemberCouponCounts =>
  countsOf(memberCouponsOf(memberId, now))

/** The member home's couponCount: the size of the "Sin usar" tab. */
export const unusedCouponCount = (memberId: number, now: number): number =>
  memberCouponCounts(memberId, now).unused

const ORDER: Record<CouponUseState, (a: MemberCouponEntry, b: MemberCouponEntry) => number> = {
  // what runs out first, first
  1: (a, b) => a.coupon.effectiveEnd - b.coupon.effectiveEnd,
  // the last used first
  2: (a, b) => b.receipt.usedAt - a.receipt.usedAt,
  // the last ended first
  3: (a, b) => b.coupon.effectiveEnd - a.coupon.effectiveEnd,
}

/** One tab's entries in its order (ties: the newest receipt first). */
export function memberCouponTab(
  memberId: number,
  useState: CouponUseState,
  now: number,
): MemberCouponEntry[] {
  return memberCouponsOf(memberId, now)
    .filter((entry) => entry.useState === useState)
    .sort((a, b) => ORDER[useState](a, b) || b.receipt.receiptId - a.receipt.receiptId)
}
