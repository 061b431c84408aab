// Mis cupones, /member/coupon (issue 12 item 6; SPEC.md §2; REFERENCE.md §8 coupon/list): the paged-list flow of
// src/flows (issue 25 item 2) over one tab — 1 Sin usar, 2 Usados, 3 Caducados, the filter `useState` — a page of
// 8 at a time, with the size of every tab as the page's extra. A tab or page change (the route sends it when the
// URL changes, so the address keeps the tab) loads again, also while a load is under way (the newer query wins)
// or after a failure; a failure keeps the server's message and offers a retry. The server answers the last page
// when the asked one is gone (a coupon used elsewhere), and the flow takes the page it answers.
// Operation: getMemberCouponList (member-coupons.actors.ts).
import type { SnapshotFrom } from 'xstate'
import type { MemberCoupon, MemberCouponCounts, MemberCouponQuery } from '../../src/api/member-coupons'
import { createPagedListMachine, listStatusOf } from '../../src/flows/paged-list.machine'
import { MEMBER_COUPON_PAGE_SIZE } from '../../src/schemas/member-coupon.schema'

export const memberCouponsMachine = createPagedListMachine<
  MemberCoupon,
  MemberCouponQuery,
  MemberCouponCounts
>({
  id: 'memberCoupons',
  rowId: (coupon) => coupon.couponMemberId,
  query: { useState: 1, current: 1, pageSize: MEMBER_COUPON_PAGE_SIZE },
})

/** Readers of the flow's snapshot for the route (a machine's readers go through its own module). */
export type MemberCouponsSnapshot = SnapshotFrom<typeof memberCouponsMachine>

export const memberCouponsStatus = (snapshot: MemberCouponsSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  listStatusOf(snapshot)
export const couponQueryOf = (snapshot: MemberCouponsSnapshot) => snapshot.context.query
export const couponsOf = (snapshot: MemberCouponsSnapshot) => snapshot.context.rows
export const couponTotalOf = (snapshot: MemberCouponsSnapshot) => snapshot.context.pagination.total
/** the size of every tab, from the last answer (null before the first one) */
export const couponCountsOf = (snapshot: MemberCouponsSnapshot) => snapshot.context.extra
export const couponLoadErrorOf = (snapshot: MemberCouponsSnapshot) => snapshot.context.loadError
