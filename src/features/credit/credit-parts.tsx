// Pieces shared by the credit screens (issue 12 item 4): the bill state badge and the labels of states and line
// kinds (typed by the contract's enums, so a new value fails to compile here), and the text of a flow's error.
import { FormattedMessage } from 'react-intl'
import type { CreditBillLine, CreditBillState } from '../../api/credit'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import type { Message } from '../../lib/intl'
import { creditMessages as m } from './messages'
import './credit.css'

export const BILL_STATE_LABEL: Record<CreditBillState, Message> = {
  open: m.stateOpen,
  pending: m.statePending,
  overdue: m.stateOverdue,
  paid: m.statePaid,
}

export const LINE_KIND_LABEL: Record<CreditBillLine['kind'], Message> = {
  opening: m.kindOpening,
  orderPaid: m.kindOrderPaid,
  refund: m.kindRefund,
  orderRejected: m.kindOrderRejected,
  depositForfeited: m.kindDepositForfeited,
  adjustment: m.kindAdjustment,
  billPaid: m.kindBillPaid,
}

export const orderPath = (orderSn: string) => `/member/order/detail?orderSn=${encodeURIComponent(orderSn)}`
export const billPayPath = (billSn: string) => `/member/credit/pay?billSn=${encodeURIComponent(billSn)}`

/** YYYY-MM-DD of a date-time (the bill's due day). */
export const dayOf = (value: string) => value.slice(0, 10)

const BILL_STATE_TONE: Record<CreditBillState, BadgeTone> = {
  open: 'info',
  pending: 'warning',
  overdue: 'error',
  paid: 'success',
}

export function BillStateBadge({ state }: { state: CreditBillState }) {
  return (
    <StatusBadge tone={BILL_STATE_TONE[state]}>
      <FormattedMessage {...BILL_STATE_LABEL[state]} />
    </StatusBadge>
  )
}

// useSay and LoadFailed live in src/components/say (issue 25 item 1); re-exported for the list and pay views the
// paged-list work rewrites next, so those files change once.
export { LoadFailed, useSay } from '../../components/say'
