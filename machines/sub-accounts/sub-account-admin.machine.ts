// The main account's sub-accounts, /member/subAccount (issue 27 items 1 and 2; SPEC.md §2, §6; GLOSSARY.md
// "spending approval"): two paged lists of src/flows — the sub-accounts (disable/enable as commands, the rights
// and limit in the list's editor) and the orders waiting for approval (approve as a command, reject with a
// reason in the editor) — and, around them, what the lists do not do: asking before disabling or enabling, and
// giving a sub-account a new password (what was typed stays through a refusal). Which decisions an approval
// takes comes from the order-approval machine (machines/order-approval), not from a list of states here.
// Operations: listSubAccounts, disableSubAccount, editSubAccount, resetSubAccountPassword, listOrderApprovals,
// decideOrderApproval.
import { assign, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { OrderApproval, SubAccount, SubAccountQuery } from '../../src/api/sub-accounts'
import {
  confirmingIdOf,
  createPagedListMachine,
  isEditing,
  isSaving,
  listActors,
  type ListNotice,
} from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'
import { canDecide } from '../order-approval/order-approval.machine'
import {
  approvalListOperations,
  subAccountActors,
  subAccountListOperations,
  type RejectValues,
  type SubCommand,
  type SubRightsValues,
} from './sub-accounts.actors'

addMessages(memberPart)

export const subAccountNotices = defineMessages({
  disabled: { id: 'member.sub.notice.disabled', defaultMessage: 'Subcuenta desactivada.' },
  enabled: { id: 'member.sub.notice.enabled', defaultMessage: 'Subcuenta activada.' },
  saved: { id: 'member.sub.notice.saved', defaultMessage: 'Permisos y límite guardados.' },
  passwordReset: {
    id: 'member.sub.notice.passwordReset',
    defaultMessage: 'Contraseña cambiada. Las sesiones abiertas de la subcuenta se han cerrado.',
  },
  approved: {
    id: 'member.sub.notice.approved',
    defaultMessage: 'Pedido aprobado: la subcuenta ya puede pagarlo.',
  },
  rejected: { id: 'member.sub.notice.rejected', defaultMessage: 'Pedido rechazado.' },
})

const approvalOf = (row: OrderApproval) => ({ state: row.state, rejectReason: row.rejectReason })

export const subAccountListMachine = (() => {
  const machine = createPagedListMachine<
    SubAccount,
    SubAccountQuery,
    undefined,
    never,
    SubRightsValues,
    SubCommand
  >({
    id: 'subAccountList',
    rowId: (sub) => sub.subMemberId,
    query: { current: 1, pageSize: 10 },
    notices: {
      saved: subAccountNotices.saved.id,
      commands: { disable: subAccountNotices.disabled.id, enable: subAccountNotices.enabled.id },
    },
    canCommand: (rows, command, id) => {
      const row = rows.find((sub) => sub.subMemberId === id)
      return !!row && row.disabled === (command === 'enable')
    },
    editor: {
      valuesOf: (sub) => ({ spendingLimit: String(sub.spendingLimit), permissions: [...sub.permissions] }),
      blank: { spendingLimit: '', permissions: [] },
    },
  })
  return machine.provide({ actors: listActors(machine, subAccountListOperations) })
})()

export const approvalListMachine = (() => {
  const machine = createPagedListMachine<
    OrderApproval,
    SubAccountQuery,
    undefined,
    never,
    RejectValues,
    'approve'
  >({
    id: 'orderApprovalList',
    rowId: (approval) => approval.orderSn,
    query: { current: 1, pageSize: 10 },
    notices: { saved: subAccountNotices.rejected.id, commands: { approve: subAccountNotices.approved.id } },
    // the order-approval machine says which decisions an approval still takes
    canCommand: (rows, _command, id) => {
      const row = rows.find((approval) => approval.orderSn === id)
      return !!row && canDecide(approvalOf(row), { type: 'approve' })
    },
    editor: { valuesOf: () => ({ reason: '' }), blank: { reason: '' } },
  })
  return machine.provide({
    actors: listActors(machine, approvalListOperations),
    // a decision changes the sub-account's count of orders waiting (the sub-accounts' table reads it again)
    actions: { rowsChanged: sendParent({ type: 'approvals.changed' }) },
  })
})()

export interface SubAccountAdminContext {
  /** the sub-account waiting for the confirmation of a disable or an enable */
  confirm: { id: number; command: SubCommand } | null
  /** the sub-account getting a new password, and the password as typed (kept through a refusal) */
  reset: { id: number; password: string } | null
  resetError: ErrorMessage | null
  notice: ListNotice | null
  /** the sub-accounts' page asked by the URL */
  query: Partial<SubAccountQuery>
}

export type SubAccountAdminEvent =
  | { type: 'toggle.requested'; id: number; command: SubCommand }
  | { type: 'toggle.confirmed' }
  | { type: 'toggle.cancelled' }
  | { type: 'password.requested'; id: number }
  | { type: 'password.submitted'; password: string }
  | { type: 'password.cancelled' }
  | { type: 'notice.dismissed' }
  /** from the approvals list: an order was approved or rejected */
  | { type: 'approvals.changed' }

export const subAccountAdminMachine = setup({
  types: {
    context: {} as SubAccountAdminContext,
    events: {} as SubAccountAdminEvent,
    input: {} as { query?: Partial<SubAccountQuery> } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    subAccountList: subAccountListMachine,
    approvalList: approvalListMachine,
    resetSubAccountPassword: subAccountActors.resetSubAccountPassword,
  },
  actions: {
    askToggle: assign((_, params: { id: number; command: SubCommand }) => ({ confirm: params })),
    clearToggle: assign({ confirm: null }),
    dismissNotice: assign({ notice: null }),
    openReset: assign((_, { id }: { id: number }) => ({
      reset: { id, password: '' },
      resetError: null,
      notice: null,
    })),
    /** The password as typed is kept through a refusal. */
    keepPassword: assign(({ context }, { password }: { password: string }) => ({
      reset: { id: context.reset!.id, password },
      resetError: null,
    })),
    closeReset: assign({ reset: null, resetError: null }),
    noticePasswordReset: assign({
      reset: null,
      notice: { tone: 'success', message: { id: subAccountNotices.passwordReset.id } },
    }),
    storeResetError: assign((_, { error }: { error: unknown }) => ({ resetError: errorMessageOf(error) })),
    refreshSubAccounts: sendTo('subAccounts', { type: 'refresh.requested' as const }),
    runToggle: sendTo('subAccounts', ({ context }) => ({
      type: 'command.requested' as const,
      command: context.confirm!.command,
      id: context.confirm!.id,
    })),
  },
}).createMachine({
  id: 'subAccountAdmin',
  context: ({ input }) => ({
    confirm: null,
    reset: null,
    resetError: null,
    notice: null,
    query: input?.query ?? {},
  }),
  invoke: [
    { id: 'subAccounts', src: 'subAccountList', input: ({ context }) => ({ query: context.query }) },
    { id: 'approvals', src: 'approvalList', input: {} },
  ],
  initial: 'idle',
  on: {
    'notice.dismissed': { actions: 'dismissNotice' },
    'approvals.changed': { actions: 'refreshSubAccounts' },
  },
  states: {
    idle: {
      on: {
        'toggle.requested': {
          target: 'confirming',
          actions: { type: 'askToggle', params: ({ event }) => ({ id: event.id, command: event.command }) },
        },
        'password.requested': {
          target: 'resetting',
          actions: { type: 'openReset', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    confirming: {
      on: {
        'toggle.confirmed': { target: 'idle', actions: ['runToggle', 'clearToggle'] },
        'toggle.cancelled': { target: 'idle', actions: 'clearToggle' },
      },
    },
    resetting: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.submitted': {
              target: 'sending',
              actions: { type: 'keepPassword', params: ({ event }) => ({ password: event.password }) },
            },
            'password.cancelled': {
              target: '#subAccountAdmin.idle',
              actions: 'closeReset',
            },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'resetSubAccountPassword',
            input: ({ context }) => ({ subMemberId: context.reset!.id, password: context.reset!.password }),
            onDone: {
              target: '#subAccountAdmin.idle',
              actions: 'noticePasswordReset',
            },
            onError: {
              target: 'editing',
              actions: { type: 'storeResetError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})

// What the route reads (a machine's readers go through its module)
type AdminSnapshot = SnapshotFrom<typeof subAccountAdminMachine>
export type SubAccountListRef = NonNullable<AdminSnapshot['children']['subAccounts']>
export type ApprovalListRef = NonNullable<AdminSnapshot['children']['approvals']>
type SubListSnapshot = SnapshotFrom<typeof subAccountListMachine>
type ApprovalListSnapshot = SnapshotFrom<typeof approvalListMachine>

export const subAccountsRefOf = (snapshot: AdminSnapshot) => snapshot.children.subAccounts
export const approvalsRefOf = (snapshot: AdminSnapshot) => snapshot.children.approvals
export const toggleAskedOf = (snapshot: AdminSnapshot) => snapshot.context.confirm
export const passwordResetOf = (snapshot: AdminSnapshot) => snapshot.context.reset
export const passwordResetErrorOf = (snapshot: AdminSnapshot) => snapshot.context.resetError
export const isPasswordSending = (snapshot: AdminSnapshot) => snapshot.hasTag('busy')
export const adminNoticeOf = (snapshot: AdminSnapshot) => snapshot.context.notice

export { listStatusOf, isChangingRows } from '../../src/flows/paged-list.machine'
export const listRowsOf = <S extends SubListSnapshot | ApprovalListSnapshot>(snapshot: S) =>
  snapshot.context.rows as S['context']['rows']
export const listPaginationOf = (snapshot: SubListSnapshot | ApprovalListSnapshot) =>
  snapshot.context.pagination
export const listErrorOf = (snapshot: SubListSnapshot | ApprovalListSnapshot) => snapshot.context.loadError
export const listNoticeOf = (snapshot: SubListSnapshot | ApprovalListSnapshot) => snapshot.context.notice
export const listPendingIdOf = (snapshot: SubListSnapshot | ApprovalListSnapshot) =>
  snapshot.context.pendingId
export const listFormErrorOf = (snapshot: SubListSnapshot | ApprovalListSnapshot) =>
  snapshot.context.formError
/** the row in the editor (its id and the values as typed), or null */
export const subDraftOf = (snapshot: SubListSnapshot) => (isEditing(snapshot) ? snapshot.context.draft : null)
export const rejectDraftOf = (snapshot: ApprovalListSnapshot) =>
  isEditing(snapshot) ? snapshot.context.draft : null
export const isDraftSaving = (snapshot: SubListSnapshot | ApprovalListSnapshot) => isSaving(snapshot)
export { confirmingIdOf }
/** whether an approval still takes a decision (the order-approval machine's word) */
export const awaitsDecision = (approval: OrderApproval) =>
  canDecide(approvalOf(approval), { type: 'approve' })
