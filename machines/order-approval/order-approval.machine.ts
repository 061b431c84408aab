// The spending approval of a sub-account's order (issue 27 item 2; GLOSSARY.md "spending approval"): an order
// above the sub-account's spending limit is submitted, then waits for the main account. pendingApproval →
// approved (the order is payable) or rejected with a reason. The mock backend is the authority (`decide`
// refuses a decision the state does not take); the screens read the state's label and `payable` from `meta`.
// Deciding again what is already decided is a no-op (idempotent, `decide`), the other decision is refused.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate'
import { addMessages } from '../../src/i18n/dictionary'
import ordersPart from '../../src/i18n/parts/orders.json' with { type: 'json' }
import { defineMessages, type Message } from '../../src/lib/intl'

addMessages(ordersPart)

export const approvalMessages = defineMessages({
  pendingApproval: { id: 'orders.approval.pending', defaultMessage: 'Pendiente de aprobación' },
  approved: { id: 'orders.approval.approved', defaultMessage: 'Aprobado' },
  rejected: { id: 'orders.approval.rejected', defaultMessage: 'Rechazado por la cuenta principal' },
})

export interface ApprovalContext {
  rejectReason: string | null
}

export type ApprovalEvent = { type: 'approve' } | { type: 'reject'; reason: string }

export interface ApprovalMeta {
  label: Message
  /** whether the order may be paid in this state */
  payable: boolean
  /** whether the main account still has to decide */
  awaitsDecision: boolean
}

export const orderApprovalMachine = setup({
  types: {} as { context: ApprovalContext; events: ApprovalEvent },
  guards: {
    hasReason: ({ event }) => event.type === 'reject' && event.reason.trim().length > 0,
  },
  actions: {
    keepReason: assign({
      rejectReason: ({ event }) => (event.type === 'reject' ? event.reason.trim() : null),
    }),
  },
}).createMachine({
  id: 'orderApproval',
  context: { rejectReason: null },
  initial: 'pendingApproval',
  states: {
    pendingApproval: {
      meta: {
        label: approvalMessages.pendingApproval,
        payable: false,
        awaitsDecision: true,
      } satisfies ApprovalMeta,
      on: {
        approve: 'approved',
        reject: { target: 'rejected', guard: 'hasReason', actions: 'keepReason' },
      },
    },
    approved: {
      meta: { label: approvalMessages.approved, payable: true, awaitsDecision: false } satisfies ApprovalMeta,
    },
    rejected: {
      meta: {
        label: approvalMessages.rejected,
        payable: false,
        awaitsDecision: false,
      } satisfies ApprovalMeta,
    },
  },
})

export type ApprovalState = 'pendingApproval' | 'approved' | 'rejected'
export const APPROVAL_STATES: readonly ApprovalState[] = Object.keys(
  orderApprovalMachine.root.states,
) as ApprovalState[]

/** What an order keeps of its approval: the state and the reason of a rejection. */
export interface PersistedApproval {
  state: ApprovalState
  rejectReason: string | null
}

type Snapshot = SnapshotFrom<typeof orderApprovalMachine>

export function startApproval(): PersistedApproval {
  const [snapshot] = initialTransition(orderApprovalMachine)
  return persist(snapshot)
}

function persist(snapshot: Snapshot): PersistedApproval {
  return { state: snapshot.value as ApprovalState, rejectReason: snapshot.context.rejectReason }
}

function resolve(approval: PersistedApproval): Snapshot {
  return orderApprovalMachine.resolveState({
    value: approval.state,
    context: { rejectReason: approval.rejectReason },
  })
}

/** The state a decision leads to: sending it again there answers the same approval (idempotent). */
const REPEATS: Record<ApprovalEvent['type'], ApprovalState> = { approve: 'approved', reject: 'rejected' }

/** Whether the state takes the event (the authority's check, and the screens' offer of the buttons). */
export function canDecide(approval: PersistedApproval, event: ApprovalEvent): boolean {
  return resolve(approval).can(event)
}

/** The approval after `event`, or null when its state does not take it (the other decision on a decided order). */
export function decide(approval: PersistedApproval, event: ApprovalEvent): PersistedApproval | null {
  if (REPEATS[event.type] === approval.state) return approval
  const snapshot = resolve(approval)
  if (!snapshot.can(event)) return null
  const [next] = transition(orderApprovalMachine, snapshot, event)
  return persist(next)
}

export function approvalMeta(state: ApprovalState): ApprovalMeta {
  return orderApprovalMachine.root.states[state]!.config.meta as ApprovalMeta
}

/** An order with no approval (not a sub-account's, or within the limit) is payable. */
export const isPayable = (approval: PersistedApproval | null | undefined): boolean =>
  !approval || approvalMeta(approval.state).payable

/** What a screen shows of an order's approval (payment screen, order detail), or null when it has none. */
export interface ApprovalNotice {
  label: Message
  payable: boolean
  awaitsDecision: boolean
  rejectReason: string | null
}

export function approvalNoticeOf(
  approval: { state: ApprovalState; rejectReason: string | null } | null | undefined,
): ApprovalNotice | null {
  if (!approval) return null
  const meta = approvalMeta(approval.state)
  return {
    label: meta.label,
    payable: meta.payable,
    awaitsDecision: meta.awaitsDecision,
    rejectReason: approval.rejectReason,
  }
}
