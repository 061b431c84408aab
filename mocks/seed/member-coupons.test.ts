// The seed of Mis cupones (issue 12 item 6): comprador's expired coupons continue the ids already seeded.
import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { MOCK_EPOCH } from '../seed'
import { tabStateOf } from '../lib/member-coupons'
import { buildMemberCouponSeed } from './member-coupons'

describe('member coupon seed', () => {
  it('gives comprador one platform and one store coupon that ended before MOCK_EPOCH, never used', () => {
    const store = db.stores.all()[0]!
    const existing = {
      coupons: db.coupons.all().filter((coupon) => coupon.couponName !== 'Liquidación de verano'),
      couponReceipts: [],
    }
    const seed = buildMemberCouponSeed(existing, store)
    expect(seed.coupons.map((coupon) => coupon.storeId)).toEqual([null, store.storeId])
    for (const [index, receipt] of seed.couponReceipts.entries()) {
      const coupon = seed.coupons[index]!
      expect(receipt).toMatchObject({ memberId: 1, couponId: coupon.couponId, usedAt: 0 })
      expect(coupon.effectiveEnd).toBeLessThan(MOCK_EPOCH)
      expect(receipt.receivedAt).toBeGreaterThanOrEqual(coupon.effectiveStart)
      expect(receipt.receivedAt).toBeLessThanOrEqual(coupon.effectiveEnd)
      expect(tabStateOf(receipt, coupon, MOCK_EPOCH)).toBe(3)
    }
    expect(Math.min(...seed.coupons.map((c) => c.couponId))).toBeGreaterThan(
      Math.max(...existing.coupons.map((c) => c.couponId)),
    )
  })

  it('is in the seeded database with unique coupon and receipt ids', () => {
    const couponIds = db.coupons.all().map((coupon) => coupon.couponId)
    const receiptIds = db.couponReceipts.all().map((receipt) => receipt.receiptId)
    expect(new Set(couponIds).size).toBe(couponIds.length)
    expect(new Set(receiptIds).size).toBe(receiptIds.length)
    expect(db.coupons.all().filter((coupon) => coupon.couponName === 'Liquidación de verano')).toHaveLength(1)
  })
})
