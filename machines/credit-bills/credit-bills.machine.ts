// The member's credit line and bills, /member/credit/index (issue 12 item 4; SPEC.md §2, §5, §9 page sizes): the
// paged-list flow of src/flows (issue 25 item 2). Operations: getCreditSummary + listCreditBills (the page, with
// the summary as its extra), then getCreditBill for the bill the member opens (the selected row's detail).
// A filter change starts again at page 1; a page change keeps the filter. Which bills can be paid is asked here
// (isPayable), so the view never reads a bill state by name.
import type { SnapshotFrom } from 'xstate'
import type {
  CreditBill,
  CreditBillDetail,
  CreditBillQuery,
  CreditBillState,
  CreditSummary,
} from '../../src/api/credit'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'
import { creditBillsOperations } from './credit-bills.actors'

export type CreditBillListQuery = CreditBillQuery & Required<Pick<CreditBillQuery, 'current' | 'pageSize'>>

/** SPEC.md §5: a bill whose period has closed and that still owes can be paid (pending or overdue). */
export const isPayable = (bill: Pick<CreditBill, 'state' | 'outstanding'>): boolean =>
  (bill.state === 'pending' || bill.state === 'overdue') && bill.outstanding > 0

/** An unpaid bill past its due date: it blocks credit payment at checkout until paid. */
export const isOverdue = (bill: Pick<CreditBill, 'state'>): boolean => bill.state === 'overdue'

export const CREDIT_BILL_STATES: readonly CreditBillState[] = ['open', 'pending', 'overdue', 'paid']

const creditBills = createPagedListMachine<CreditBill, CreditBillListQuery, CreditSummary, CreditBillDetail>({
  id: 'creditBills',
  rowId: (bill) => bill.billSn,
  query: { current: 1, pageSize: 20 },
})

export const creditBillsMachine = creditBills.provide({
  actors: listActors(creditBills, creditBillsOperations),
})

// What the route reads (a machine's readers go through its module)
type CreditBillsSnapshot = SnapshotFrom<typeof creditBillsMachine>
export {
  detailStatusOf as creditBillDetailStatusOf,
  listStatusOf as creditBillsStatusOf,
} from '../../src/flows/paged-list.machine'
export const creditBillsOf = (snapshot: CreditBillsSnapshot) => snapshot.context.rows
export const creditSummaryOf = (snapshot: CreditBillsSnapshot) => snapshot.context.extra
export const creditBillsPaginationOf = (snapshot: CreditBillsSnapshot) => snapshot.context.pagination
export const creditBillsQueryOf = (snapshot: CreditBillsSnapshot) => snapshot.context.query
export const creditBillsErrorOf = (snapshot: CreditBillsSnapshot) => snapshot.context.loadError
export const openBillSnOf = (snapshot: CreditBillsSnapshot) =>
  snapshot.context.selectedId === null ? null : String(snapshot.context.selectedId)
export const openBillDetailOf = (snapshot: CreditBillsSnapshot) => snapshot.context.detail
export const openBillErrorOf = (snapshot: CreditBillsSnapshot) => snapshot.context.detailError
