// The I/O of Mis cupones (issue 12 item 6): the paged-list flow's listPage on src/api/member-coupons, with the
// tab sizes as the page's extra. Silent: a refusal shows in the page's error with a retry; network, timeout and
// HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { getMemberCouponList, type MemberCouponQuery } from '../../src/api/member-coupons'
import { listActors } from '../../src/flows/paged-list.machine'
import { memberCouponsMachine } from './member-coupons.machine'

export const liveMemberCouponsMachine = memberCouponsMachine.provide({
  actors: listActors(memberCouponsMachine, {
    listPage: async (query: MemberCouponQuery) => {
      const { counts, ...page } = await getMemberCouponList(query, { silent: true })
      return { ...page, extra: counts }
    },
  }),
})
