// The I/O of Mis cupones (issue 12 item 6): one promise actor per operation of src/api/member-coupons. Silent:
// a refusal shows in the page's error with a retry; network, timeout and HTTP failures still get the request
// layer's toast or modal (SPEC.md §8).
import { fromPromise } from 'xstate'
import { getMemberCouponList, type MemberCouponQuery } from '../../src/api/member-coupons'
import { memberCouponsMachine, type MemberCouponPage } from './member-coupons.machine'

export const liveMemberCouponsMachine = memberCouponsMachine.provide({
  actors: {
    listCoupons: fromPromise<MemberCouponPage, MemberCouponQuery>(({ input }) =>
      getMemberCouponList(input, { silent: true }),
    ),
  },
})
