// The order's progress and history (issue 6 item 2). The progress is the timeline of the order's OWN machine:
// `timelineOf` reads the steps from the machine definition (machines/order-lifecycle), with the states the
// order's log has visited; this file only gives each state its label. The history is the dated log the server
// keeps (state, who, note). Pure: the detail route builds both, the view renders them.
import { isKnownState, labelOf, timelineOf } from '../../../machines/order-lifecycle/lifecycle'
import type { OrderLogEntry, OrderSummary } from '../../api/orders'
import type { Message } from '../../lib/intl'
import { formatMoney } from '../../i18n/format'
import { orderDetailMessages as d } from './messages'
import { kindOfOrder, type OrderKind } from './order-actions'
import { payMethodMessage } from './order-labels'

/** The label of a state of an order machine (its meta); null for a name the machine does not have. */
export function stepMessageOf(kind: OrderKind, state: string): Message | null {
  return labelOf(kind, state)
}

export interface ProgressStep {
  state: string
  status: 'done' | 'current' | 'upcoming'
  message: Message
}

/** The timeline of the order's machine, labelled; empty when the server's state is unknown to the machine. */
export function orderProgress(order: OrderSummary & { log?: readonly OrderLogEntry[] }): ProgressStep[] {
  const kind = kindOfOrder(order)
  const state = order.lifecycle?.state
  if (!state || !isKnownState(kind, state)) return []
  const visited = (order.log ?? []).map((entry) => entry.state)
  return timelineOf(kind, state, visited).map((step) => ({
    ...step,
    message: stepMessageOf(kind, step.state)!,
  }))
}

export type LogActor = NonNullable<OrderLogEntry['actor']>

export interface HistoryEntry {
  key: string
  time: string
  /** the state the order entered; null when the log names a state its machine does not have */
  message: Message | null
  state: string
  actor: LogActor | null
  /** the server's note; a payment method key is shown as "Pagado con …" */
  note: string
  payMethod: Message | null
  /** a note the server sent as a key and figures, worded here with its amounts formatted (issue 15 item 11) */
  detail: { message: Message; values: Record<string, string> } | null
}

const NOTE_MESSAGES: Record<NonNullable<OrderLogEntry['noteKey']>, Message> = {
  quoted: d.logQuoted,
  orderRejected: d.logOrderRejected,
  refundPaidBack: d.logRefundPaidBack,
}

const MONEY_VALUES = new Set(['total', 'deposit', 'amount'])

/** Every amount of a keyed note through the one money formatter (GLOSSARY.md `US$ 1.234,56`). */
export function noteDetailOf(entry: OrderLogEntry): HistoryEntry['detail'] {
  if (!entry.noteKey || !Object.hasOwn(NOTE_MESSAGES, entry.noteKey)) return null
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(entry.noteValues ?? {})) {
    values[name] = MONEY_VALUES.has(name) && typeof value === 'number' ? formatMoney(value) : String(value)
  }
  return { message: NOTE_MESSAGES[entry.noteKey], values }
}

/** The order's log, newest last, as the view shows it. */
export function orderHistory(order: OrderSummary & { log: readonly OrderLogEntry[] }): HistoryEntry[] {
  const kind = kindOfOrder(order)
  return order.log.map((entry, index) => {
    const payMethod = payMethodMessage(entry.note)
    return {
      key: `${index}-${entry.time}-${entry.state}`,
      time: entry.time,
      message: stepMessageOf(kind, entry.state),
      state: entry.state,
      actor: entry.actor ?? null,
      note: payMethod ? '' : entry.note,
      payMethod,
      detail: noteDetailOf(entry),
    }
  })
}
