// An unpaid e-payment top-up in the records (issue 24 item 6; SPEC.md §4 recharge states, §8 refusals in the
// server's words, §9 24 h payment window): "Continuar pago" goes back to the gateway for the same record
// (continueRechargePay answers its open session: no second record), "Cancelar" asks first, then cancels it.
// The page provides `goToGateway` (a full page load) and reads the records again when `changes` moves.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Recharge, RechargeResult } from '../../src/api/wallet'
import { isFailed, isRedirect, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { RECHARGE_MESSAGE_IDS } from '../recharge/recharge.machine'
import { rechargeRecordActors } from './recharge-record.actors'

export interface RechargeRecordContext {
  pageOrigin: string | null
  /** the record a question or a call is about */
  target: Recharge | null
  error: ErrorMessage | null
  /** the record just cancelled, said once in the status line */
  cancelledSn: string | null
  /** counts the times the records changed on the server (a cancel or a refusal): the page reads them again */
  changes: number
}

export type RechargeRecordEvent =
  | { type: 'continue'; record: Recharge }
  | { type: 'cancel.asked'; record: Recharge }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }

/** Only an unpaid e-payment top-up can be continued or cancelled (the mock refuses anything else). */
export const isResumable = (record: Recharge) =>
  record.payState === 'unpaid' && record.payMethod === 'tropipay'

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const outcomeParams = ({ event }: { event: { output: SubmitOutcome<RechargeResult> } }) => ({
  outcome: event.output,
})

export const rechargeRecordMachine = setup({
  types: {
    context: {} as RechargeRecordContext,
    events: {} as RechargeRecordEvent,
    input: {} as { pageOrigin: string | null },
    tags: {} as 'busy',
  },
  actors: rechargeRecordActors,
  actions: {
    goToGateway: (_, _params: { url: string }) => undefined,
    recordChanged: assign(({ context }) => ({ changes: context.changes + 1 })),
    target: assign((_, { record }: { record: Recharge }) => ({
      target: record,
      error: null,
      cancelledSn: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    storeContinueError: assign((_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
    refuseRedirect: assign({ error: { id: RECHARGE_MESSAGE_IDS.unsafeRedirect } }),
    noteCancelled: assign(({ context }) => ({
      cancelledSn: context.target?.rechargeSn ?? null,
      target: null,
    })),
    forget: assign({ target: null }),
  },
  guards: {
    isResumable: (_, { record }: { record: Recharge }) => isResumable(record),
    isRedirect: (_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) => isRedirect(outcome),
    isFailed: (_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) => isFailed(outcome),
  },
}).createMachine({
  id: 'rechargeRecord',
  context: ({ input }) => ({
    pageOrigin: input.pageOrigin,
    target: null,
    error: null,
    cancelledSn: null,
    changes: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        continue: {
          guard: { type: 'isResumable', params: ({ event }) => ({ record: event.record }) },
          target: 'continuing',
          actions: { type: 'target', params: ({ event }) => ({ record: event.record }) },
        },
        'cancel.asked': {
          guard: { type: 'isResumable', params: ({ event }) => ({ record: event.record }) },
          target: 'confirmingCancel',
          actions: { type: 'target', params: ({ event }) => ({ record: event.record }) },
        },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirmed': 'cancelling',
        'cancel.dismissed': { target: 'idle', actions: 'forget' },
      },
    },
    // no event here: a second click on "Cancelar recarga" while it is sent does nothing
    cancelling: {
      tags: 'busy',
      invoke: {
        src: 'cancelRecharge',
        input: ({ context }) => ({ rechargeSn: context.target?.rechargeSn ?? '' }),
        onDone: { target: 'idle', actions: ['noteCancelled', 'recordChanged'] },
        // refused (already cancelled, paid or expired): say why and read the records as they now are
        onError: {
          target: 'idle',
          actions: [{ type: 'storeError', params: errorParams }, 'forget', 'recordChanged'],
        },
      },
    },
    continuing: {
      tags: 'busy',
      invoke: {
        src: 'continueRechargePay',
        input: ({ context }) => ({
          body: { rechargeSn: context.target?.rechargeSn ?? '' },
          pageOrigin: context.pageOrigin,
        }),
        onDone: [
          {
            guard: { type: 'isRedirect', params: outcomeParams },
            target: 'redirecting',
            actions: {
              type: 'goToGateway',
              params: ({ event }) => ({ url: isRedirect(event.output) ? event.output.url : '' }),
            },
          },
          // refused (paid, cancelled or expired meanwhile): say why and read the records as they now are
          {
            guard: { type: 'isFailed', params: outcomeParams },
            target: 'idle',
            actions: [{ type: 'storeContinueError', params: outcomeParams }, 'forget', 'recordChanged'],
          },
          { target: 'idle', actions: ['refuseRedirect', 'forget'] },
        ],
      },
    },
    redirecting: { type: 'final' },
  },
})

// What the wallet route reads (a machine's readers go through its module: no list of state names in the route)
type RechargeRecordSnapshot = SnapshotFrom<typeof rechargeRecordMachine>

/** The record whose cancel is being asked or sent. */
export const confirmingRecordOf = (snapshot: RechargeRecordSnapshot): Recharge | null =>
  snapshot.matches('confirmingCancel') || snapshot.matches('cancelling') ? snapshot.context.target : null
/** What the records section waits for, if anything. */
export const recordActionBusyOf = (snapshot: RechargeRecordSnapshot): 'cancelling' | 'continuing' | null =>
  snapshot.matches('cancelling')
    ? 'cancelling'
    : snapshot.matches('continuing') || snapshot.matches('redirecting')
      ? 'continuing'
      : null
export const recordChangesOf = (snapshot: RechargeRecordSnapshot) => snapshot.context.changes
export const recordActionErrorOf = (snapshot: RechargeRecordSnapshot) => snapshot.context.error
export const cancelledSnOf = (snapshot: RechargeRecordSnapshot) => snapshot.context.cancelledSn
