// I/O of the coupon-receiving flow: one promise actor per operation, named after its operationId. Refusals are
// shown on the coupon card, so the request layer stays silent (no toast).
import { fromPromise } from 'xstate'
import { receiveCoupon } from '../../src/api/content'

export const couponReceiveActors = {
  receiveCoupon: fromPromise(({ input }: { input: { couponId: number } }) =>
    receiveCoupon(input.couponId, { silent: true }),
  ),
  /** Reads the list again; the route provides its loader revalidation here. */
  refreshCouponList: fromPromise(async (): Promise<void> => undefined),
}
