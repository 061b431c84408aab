// Where "Usar" of a received coupon leads (issue 12 item 6; REFERENCE.md §8: the goods list by storeId): a store
// coupon to the goods list of its store, a platform coupon to the whole goods list. Always an internal path
// built from a numeric id, never a URL from the server (no open redirect).
import type { MemberCoupon } from '../../api/member-coupons'

export const GOODS_LIST_PATH = '/goods/list'

export function couponUseHref(coupon: Pick<MemberCoupon, 'storeId'>): string {
  const storeId = coupon.storeId
  return storeId !== null && Number.isSafeInteger(storeId) && storeId > 0
    ? `${GOODS_LIST_PATH}?storeId=${storeId}`
    : GOODS_LIST_PATH
}

/** The Mis cupones address of a tab and page (page 1 left out). */
export function memberCouponHref(tab: 1 | 2 | 3, page = 1): string {
  return page > 1 ? `/member/coupon?tab=${tab}&page=${page}` : `/member/coupon?tab=${tab}`
}
