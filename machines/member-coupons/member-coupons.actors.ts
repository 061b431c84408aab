// The I/O of Mis cupones (issue 12 item 6): the paged-list flow's listPage on src/api/member-coupons, with the
// tab sizes as the page's extra. Silent: a refusal shows in the page's error with a retry; network, timeout and
// HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { fromPromise } from 'xstate'
import { getMemberCouponList, type MemberCouponQuery } from '../../src/api/member-coupons'
import { memberCouponsMachine } from './member-coupons.machine'

export const liveMemberCouponsMachine = memberCouponsMachine.provide({
  actors: {
    listPage: fromPromise(async ({ input }: { input: MemberCouponQuery }) => {
      const { counts, ...page } = await getMemberCouponList(input, { silent: true })
      return { ...page, extra: counts }
    }),
  },
})
