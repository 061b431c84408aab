// The operation of a store's coupon list (REFERENCE.md: `coupon/storeCouponList`), silent: the chips and the
// cart's popover show nothing rather than an error toast.
import { fromPromise } from 'xstate'
import { getStoreCouponList } from '../../src/api/content'

/** REFERENCE.md: the store header asks for 6. */
export const STORE_COUPON_PAGE_SIZE = 6

export const storeCouponListActors = {
  getStoreCouponList: fromPromise(({ input }: { input: { storeId: number } }) =>
    getStoreCouponList({ storeId: input.storeId, pageSize: STORE_COUPON_PAGE_SIZE }, { silent: true }),
  ),
}
