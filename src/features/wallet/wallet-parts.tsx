// Small pieces shared by the wallet screens (issue 12 item 2): a message that is a dictionary id or the
// server's own text, and the labels of the recharge states, methods and ledger kinds.
import { isText, type Message as ApiMessage } from '../../api/message'
import { useIntl } from 'react-intl'
import type { BalanceLogEntry, RechargeMethod, RechargeState } from '../../api/wallet'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import type { Message } from '../../lib/intl'
import { walletMessages as m } from './messages'

export type ViewMessage = ApiMessage

export function useViewText() {
  const intl = useIntl()
  return (message: ViewMessage) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id, defaultMessage: message.id })
}

export const STATE_LABEL: Record<RechargeState, Message> = {
  unpaid: m.stateUnpaid,
  pendingConfirmation: m.statePendingConfirmation,
  confirmed: m.stateConfirmed,
  declined: m.stateDeclined,
  failed: m.stateFailed,
  cancelled: m.stateCancelled,
  expired: m.stateExpired,
}

export const METHOD_LABEL: Record<RechargeMethod, Message> = {
  transfer: m.methodTransfer,
  tropipay: m.methodTropipay,
}

/** The balance's ledger kinds a buyer can filter by (mocks/records/ledger.ts LedgerKind), in that order. */
export const BALANCE_KINDS = [
  'topUp',
  'cardBound',
  'orderPaid',
  'billPaid',
  'refund',
  'orderRejected',
  'voucherRest',
  'depositForfeited',
  'adjustment',
  'opening',
] as const

/** Every ledger kind the contract names has its label (a new kind fails to compile until it gets one). */
const KIND_LABEL: Record<BalanceLogEntry['kind'], Message> = {
  opening: m.kindOpening,
  topUp: m.kindTopUp,
  cardBound: m.kindCardBound,
  billPaid: m.kindBillPaid,
  pointsSpent: m.kindPointsSpent,
  pointsReturned: m.kindPointsReturned,
  pointsEarned: m.kindPointsEarned,
  orderPaid: m.kindOrderPaid,
  voucherRest: m.kindVoucherRest,
  refund: m.kindRefund,
  orderRejected: m.kindOrderRejected,
  depositForfeited: m.kindDepositForfeited,
  adjustment: m.kindAdjustment,
}

/** The label of a ledger kind; an answer from a newer server with a kind this build does not know reads as a movement. */
export const kindLabel = (kind: string): Message => KIND_LABEL[kind as BalanceLogEntry['kind']] ?? m.kindOther

const STATE_TONE: Record<RechargeState, BadgeTone> = {
  unpaid: 'warning',
  pendingConfirmation: 'warning',
  confirmed: 'success',
  declined: 'error',
  failed: 'error',
  cancelled: 'neutral',
  expired: 'neutral',
}

export function StateBadge({ state }: { state: RechargeState }) {
  const intl = useIntl()
  return <StatusBadge tone={STATE_TONE[state]}>{intl.formatMessage(STATE_LABEL[state])}</StatusBadge>
}
