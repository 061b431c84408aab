// Mis cupones (issue 12 item 6; SPEC.md §2 /member/coupon; REFERENCE.md §8 coupon/list): the bearer's received
// coupons in one tab — useState 1 unused, 2 used, 3 expired — 8 a page, with the size of every tab. It reads the
// receipts through mocks/lib/member-coupons.ts, the same reading as the member home's couponCount; expired is
// derived from the mock clock. Rules the mock enforces (src/schemas/member-coupon.schema.ts, also the contract's
// x-error-message): a tab other than 1–3 or a page that is not a positive integer is refused with a Spanish 255;
// a page beyond the last answers the last page; no bearer → 266.
import type { components } from '../../src/api/schema'
import {
  couponPageSchema,
  couponPageSizeSchema,
  couponTabSchema,
  MEMBER_COUPON_PAGE_SIZE,
  memberCouponRules,
  queryNumber,
  type CouponTab,
} from '../../src/schemas/member-coupon.schema'
import { clock } from '../clock'
import { db } from '../db'
import { fail, ok } from '../lib/envelope'
import { t } from '../lib/i18n'
import { countsOf, memberCouponsOf, memberCouponTab, type MemberCouponEntry } from '../lib/member-coupons'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type MemberCoupon = components['schemas']['MemberCoupon']

const iso = (ms: number) => new Date(ms).toISOString()

function couponOut({ receipt, coupon, useState }: MemberCouponEntry): MemberCoupon {
  const store =
    coupon.storeId === null ? null : db.stores.findFirst((q) => q.where({ storeId: coupon.storeId! }))
  return {
    couponMemberId: receipt.receiptId,
    couponId: coupon.couponId,
    couponName: coupon.couponName,
    couponType: coupon.couponType,
    value: coupon.value,
    minAmount: coupon.minAmount,
    storeId: coupon.storeId,
    storeName: store?.storeName ?? null,
    description: coupon.description,
    effectiveStart: iso(coupon.effectiveStart),
    effectiveEnd: iso(coupon.effectiveEnd),
    receivedAt: iso(receipt.receivedAt),
    usedAt: receipt.usedAt === 0 ? null : iso(receipt.usedAt),
    useState,
  }
}

export const memberCouponHandlers = [
  http.get(
    '/v3/promotion/front/coupon/list',
    memberOnly(({ query, response, member }) => {
      const useState = queryNumber(query.get('useState'))
      const current = queryNumber(query.get('current')) ?? 1
      const pageSize = queryNumber(query.get('pageSize')) ?? MEMBER_COUPON_PAGE_SIZE
      // the same rules as the route's reading of the URL
      if (!couponTabSchema.isValidSync(useState)) return fail(t(memberCouponRules.tabInvalid.id))
      if (!couponPageSchema.isValidSync(current) || !couponPageSizeSchema.isValidSync(pageSize))
        return fail(t(memberCouponRules.pageInvalid.id))
      const now = clock.now()
      const tab = memberCouponTab(member.memberId, useState as CouponTab, now)
      const last = Math.max(1, Math.ceil(tab.length / pageSize))
      const page = Math.min(current, last)
      return response(200).json(
        ok({
          list: tab.slice((page - 1) * pageSize, page * pageSize).map(couponOut),
          pagination: { current: page, pageSize, total: tab.length },
          counts: countsOf(memberCouponsOf(member.memberId, now)),
        }),
      )
    }),
  ),
]
