// The member's inquiries (/member/inquiry/myInq) and the quotes they received (/member/inquiry/myQuo)
// (issue 28 item 1; SPEC.md §2, §9 page sizes): the paged-list flow of src/flows with one operation each,
// filtered by state. The routes write the page and the state into the URL.
import { type SnapshotFrom } from 'xstate'
import {
  listInquiries,
  listQuotes,
  type InquiryQuery,
  type InquirySummary,
  type Quote,
  type QuoteQuery,
} from '../../src/api/inquiries'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'

type PageSize = NonNullable<InquiryQuery['pageSize']>
export type InquiryPageQuery = InquiryQuery & { current: number; pageSize: PageSize }
export type QuotePageQuery = QuoteQuery & { current: number; pageSize: PageSize }

const inquiryList = createPagedListMachine<InquirySummary, InquiryPageQuery>({
  id: 'inquiryList',
  rowId: (inquiry) => inquiry.inquirySn,
  query: { current: 1, pageSize: 10 },
})

const quoteList = createPagedListMachine<Quote, QuotePageQuery>({
  id: 'quoteList',
  rowId: (quote) => quote.quoteSn,
  query: { current: 1, pageSize: 10 },
})

// silent: the lists show a failure in place with a retry
export const inquiryListMachine = inquiryList.provide({
  actors: listActors(inquiryList, {
    listPage: (query: InquiryPageQuery) => listInquiries(query, { silent: true }),
  }),
})

export const quoteListMachine = quoteList.provide({
  actors: listActors(quoteList, { listPage: (query: QuotePageQuery) => listQuotes(query, { silent: true }) }),
})

// What the routes read (a machine's readers go through its module)
type InquiryListSnapshot = SnapshotFrom<typeof inquiryListMachine>
type QuoteListSnapshot = SnapshotFrom<typeof quoteListMachine>
export { listStatusOf as rfqListStatusOf } from '../../src/flows/paged-list.machine'
export const inquiriesOf = (snapshot: InquiryListSnapshot) => snapshot.context.rows
export const quotesOf = (snapshot: QuoteListSnapshot) => snapshot.context.rows
export const rfqPaginationOf = (snapshot: InquiryListSnapshot | QuoteListSnapshot) =>
  snapshot.context.pagination
export const rfqListErrorOf = (snapshot: InquiryListSnapshot | QuoteListSnapshot) =>
  snapshot.context.loadError
export const inquiryListQueryOf = (snapshot: InquiryListSnapshot) => snapshot.context.query
export const quoteListQueryOf = (snapshot: QuoteListSnapshot) => snapshot.context.query
