// The tender lists (issue 28 item 2; SPEC.md §2, §9 page sizes): the public notices (/bid/index, /bid/more,
// /bid/more_terBid, /bid/winBid, /bid/terBid) filtered by state, the member's own tenders (/member/bid) and
// the invitations of an enterprise (/member/bidInvite): the paged-list flow of src/flows with one operation each.
import { type SnapshotFrom } from 'xstate'
import {
  listMyTenders,
  listTenderInvitations,
  listTenders,
  type TenderQuery,
  type TenderSummary,
} from '../../src/api/tenders'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'

type PageSize = NonNullable<TenderQuery['pageSize']>
export type TenderPageQuery = TenderQuery & { current: number; pageSize: PageSize }

const tenderList = (id: string) =>
  createPagedListMachine<TenderSummary, TenderPageQuery>({
    id,
    rowId: (tender) => tender.tenderSn,
    query: { current: 1, pageSize: 10 },
  })

const publicList = tenderList('tenderList')
const myList = tenderList('myTenderList')
const invitationList = tenderList('tenderInvitationList')

// silent: the lists show a failure in place with a retry
export const tenderListMachine = publicList.provide({
  actors: listActors(publicList, {
    listPage: (query: TenderPageQuery) => listTenders(query, { silent: true }),
  }),
})

export const myTenderListMachine = myList.provide({
  actors: listActors(myList, {
    listPage: (query: TenderPageQuery) => listMyTenders(query, { silent: true }),
  }),
})

export const tenderInvitationListMachine = invitationList.provide({
  actors: listActors(invitationList, {
    listPage: ({ current, pageSize }: TenderPageQuery) =>
      listTenderInvitations({ current, pageSize }, { silent: true }),
  }),
})

// What the routes read (a machine's readers go through its module)
type TenderListSnapshot = SnapshotFrom<typeof tenderListMachine>
export { listStatusOf as tenderListStatusOf } from '../../src/flows/paged-list.machine'
export const tendersOf = (snapshot: TenderListSnapshot) => snapshot.context.rows
export const tenderPaginationOf = (snapshot: TenderListSnapshot) => snapshot.context.pagination
export const tenderListErrorOf = (snapshot: TenderListSnapshot) => snapshot.context.loadError
export const tenderListQueryOf = (snapshot: TenderListSnapshot) => snapshot.context.query
