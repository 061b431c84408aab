// An unpaid e-payment top-up in the records (issue 24 item 6; SPEC.md §4 recharge states, §8 refusals in the
// server's words, §9 24 h payment window): "Continuar pago" goes back to the gateway for the same record
// (continueRechargePay answers its open session: no second record), "Cancelar" asks first, then cancels it.
// The page provides `goToGateway` (a full page load) and reads the records again when `changes` moves.
import { assign, setup } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { safeGatewayUrl } from '../../src/api/payment'
import type { Recharge, RechargeResult } from '../../src/api/wallet'
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
    refuseRedirect: assign({ error: { id: RECHARGE_MESSAGE_IDS.unsafeRedirect } }),
    noteCancelled: assign(({ context }) => ({
      cancelledSn: context.target?.rechargeSn ?? null,
      target: null,
    })),
    forget: assign({ target: null }),
  },
  guards: {
    isResumable: (_, { record }: { record: Recharge }) => isResumable(record),
    isSafeRedirect: ({ context }, { url }: { url: string | null }) =>
      safeGatewayUrl(url, context.pageOrigin) !== null,
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
        input: ({ context }) => ({ rechargeSn: context.target?.rechargeSn ?? '' }),
        onDone: [
          {
            guard: {
              type: 'isSafeRedirect',
              params: ({ event }: { event: { output: RechargeResult } }) => ({
                url: event.output.redirectUrl,
              }),
            },
            target: 'redirecting',
            actions: {
              type: 'goToGateway',
              params: ({ event }: { event: { output: RechargeResult } }) => ({
                url: event.output.redirectUrl ?? '',
              }),
            },
          },
          { target: 'idle', actions: ['refuseRedirect', 'forget'] },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'storeError', params: errorParams }, 'forget', 'recordChanged'],
        },
      },
    },
    redirecting: { type: 'final' },
  },
})
