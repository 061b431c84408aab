// Mis cupones (issue 12 item 6): the member's received coupons by tab — coupon/list of promotion/front
// (REFERENCE.md §8: useState 1 unused, 2 used, 3 expired; pageSize 8), with the size of every tab.
import { call, client, type CallOptions } from './client'
import type { components } from './schema'

export type MemberCoupon = components['schemas']['MemberCoupon']
export type MemberCouponCounts = components['schemas']['MemberCouponCounts']

export interface MemberCouponQuery {
  useState: 1 | 2 | 3
  current: number
  pageSize: 8
}

export const getMemberCouponList = (query: MemberCouponQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/promotion/front/coupon/list', { params: { query } }), options)

export type MemberCouponPage = Awaited<ReturnType<typeof getMemberCouponList>>
