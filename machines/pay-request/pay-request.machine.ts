// Third-party payment request ("Pago por un tercero") — SPEC.md §1 (friend-paid orders), §4 (request states
// requested, waiting payment, paid, cancelled, expired; the 24 h payment window as an hh:mm:ss countdown), §6
// (the payer pays for an applicant after identifying them), §8 (payment order expired, payment record not
// found, request cancelled or timed out).
// Operations: getPayRequest, cancelPayRequest (applicant), acceptPayRequest and refusePayRequest (payer).
// One machine for both sides of one request; the role is the page's (applicant detail, payer page, payer
// detail). The machine's states after loading are the request's own states, so screens and analysts read the
// lifecycle here. Paying itself happens on the payment screen: `goToPayment` is implemented by the route.
// Events (dot.case, STYLE.md): the applicant's cancel.requested/confirmed/dismissed; the payer's
// applicant.identified{known}, accept.confirmed, refuse.requested/submitted{reason}/dismissed and pay.requested;
// clock.ticked{now}. The payer accepts only once he said he knows the applicant (SPEC.md §6): the rule lives
// here, and an accept without it is answered with `identificationPrompts` (issue 15 item 12), which the page
// shows as a message tied to the tick box, never as a silent disabled button.
// The countdown follows the server's clock: the offset serverTime − browser time is taken at every answer, and
// when it reaches 0 the request is read again (the mock clock expires it) instead of being declared expired here.
import { and, assign, not, setup, type SnapshotFrom } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { PayRequestDetail, PayRequestRole, PayRequestState } from '../../src/api/pay-request'
import { refuseReasonSchema } from '../../src/schemas/pay-request.schema'
import { payRequestActors, type LoadedRequest } from './pay-request.actors'

export interface PayRequestInput {
  requestSn: string
  role: PayRequestRole
}

export interface PayRequestContext extends PayRequestInput {
  request: PayRequestDetail | null
  /** serverTime − browser time when the last answer arrived. */
  clockOffsetMs: number
  /** Browser time of the last answer or tick. */
  now: number
  /** Why the request could not be read (server text such as "No se encontró el registro de pago."). */
  loadError: ErrorMessage | null
  /** Why the last cancel / accept / refuse was refused; kept until the next action starts. */
  actionError: ErrorMessage | null
  /** The payer's last refusal reason, so the form shows it again after a failure. */
  refuseReason: string
  /** How many times the payer tried to accept before saying he knows the applicant (0: never, or since fixed). */
  identificationPrompts: number
}

export type PayRequestEvent =
  | { type: 'clock.ticked'; now: number }
  | { type: 'retry.requested' }
  | { type: 'cancel.requested' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }
  | { type: 'applicant.identified'; known: boolean }
  | { type: 'accept.confirmed' }
  | { type: 'refuse.requested' }
  | { type: 'refuse.submitted'; reason: string }
  | { type: 'refuse.dismissed' }
  | { type: 'pay.requested' }

/** Where the payer pays: the payment of the request, paid as that request. */
export interface PaymentTarget {
  paySn: string
  requestSn: string
}

/** Remaining time of an open request by the server's clock, in ms (never below 0). */
export function remainingMs(context: Pick<PayRequestContext, 'request' | 'clockOffsetMs' | 'now'>): number {
  if (!context.request) return 0
  return Math.max(0, Date.parse(context.request.expireTime) - (context.now + context.clockOffsetMs))
}

// every actor of a request answers it (the done event of getPayRequest, cancel, accept or refuse)
const fromOutput = ({ event }: { event: unknown }) => {
  const { request, receivedAt } = (event as { output: LoadedRequest }).output
  return {
    request,
    clockOffsetMs: Date.parse(request.serverTime) - receivedAt,
    now: receivedAt,
    loadError: null,
  }
}

// the ticks while an action is in flight only move the clock: the answer decides the next state
const tickWhileBusy = { 'clock.ticked': { actions: 'updateClock' } } as const

/** A refused action: a business refusal means the request changed on the server, so it is read again. */
const actionFailed = (target: string) =>
  [
    { guard: 'isRefusal', target: '#payRequest.reloading', actions: 'storeActionError' },
    { target, actions: 'storeActionError' },
  ] as const

const cancelling = {
  tags: 'busy',
  on: tickWhileBusy,
  invoke: {
    id: 'cancelPayRequest',
    src: 'cancelPayRequest',
    input: ({ context }: { context: PayRequestContext }) => ({ requestSn: context.requestSn }),
    onDone: { target: '#payRequest.settling', actions: 'storeRequest' },
    onError: actionFailed('idle'),
  },
} as const

const refusing = {
  tags: 'busy',
  on: tickWhileBusy,
  invoke: {
    id: 'refusePayRequest',
    src: 'refusePayRequest',
    input: ({ context }: { context: PayRequestContext }) => ({
      requestSn: context.requestSn,
      reason: context.refuseReason,
    }),
    onDone: { target: '#payRequest.settling', actions: 'storeRequest' },
    onError: actionFailed('editingRefusal'),
  },
} as const

const confirmingCancel = {
  on: { 'cancel.confirmed': 'cancelling', 'cancel.dismissed': 'idle' },
} as const

const editingRefusal = {
  on: {
    'refuse.submitted': { guard: 'isReasonValid', target: 'refusing', actions: 'storeReason' },
    'refuse.dismissed': 'idle',
  },
} as const

/** The countdown of an open request; at 0 the request is read again. */
const countdown = {
  invoke: { id: 'countdownTicker', src: 'countdownTicker' },
  on: {
    'clock.ticked': [
      { guard: 'isPastDeadline', target: '#payRequest.reloading', actions: 'updateClock' },
      { actions: 'updateClock' },
    ],
  },
} as const

export const payRequestMachine = setup({
  types: {
    context: {} as PayRequestContext,
    events: {} as PayRequestEvent,
    input: {} as PayRequestInput,
    tags: {} as 'busy' | 'open',
  },
  actors: payRequestActors,
  actions: {
    storeRequest: assign(fromOutput),
    storeLoadError: assign(({ event }) => ({
      loadError: errorMessageOf((event as { error?: unknown }).error),
    })),
    storeActionError: assign(({ event }) => ({
      actionError: errorMessageOf((event as { error?: unknown }).error),
    })),
    clearActionError: assign({ actionError: null }),
    promptIdentification: assign(({ context }) => ({
      identificationPrompts: context.identificationPrompts + 1,
    })),
    clearIdentificationPrompt: assign({ identificationPrompts: 0 }),
    updateClock: assign(({ event, context }) => ({
      now: event.type === 'clock.ticked' ? event.now : context.now,
    })),
    storeReason: assign(({ event, context }) => ({
      refuseReason: event.type === 'refuse.submitted' ? event.reason.trim() : context.refuseReason,
    })),
    /** The route navigates to the payment screen (/buy/pay?paySn&requestSn). */
    goToPayment: (_, _target: PaymentTarget) => undefined,
  },
  guards: {
    isInState: ({ context }, params: { state: PayRequestState }) => context.request?.state === params.state,
    isApplicant: ({ context }) => context.role === 'applicant',
    isKnown: ({ event }) => event.type === 'applicant.identified' && event.known,
    isPayer: ({ context }) => context.role === 'payer',
    isPastDeadline: ({ context, event }) =>
      event.type === 'clock.ticked' &&
      context.request !== null &&
      Date.parse(context.request.expireTime) <= event.now + context.clockOffsetMs,
    isReasonValid: ({ event }) =>
      event.type === 'refuse.submitted' && refuseReasonSchema.isValidSync({ reason: event.reason }),
    isRefusal: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return error instanceof ApiError && error.kind === 'state'
    },
  },
}).createMachine({
  id: 'payRequest',
  context: ({ input }) => ({
    ...input,
    request: null,
    clockOffsetMs: 0,
    now: 0,
    loadError: null,
    actionError: null,
    refuseReason: '',
    identificationPrompts: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPayRequest',
        src: 'getPayRequest',
        input: ({ context }) => ({ requestSn: context.requestSn }),
        onDone: { target: 'settling', actions: 'storeRequest' },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    // the request's own state decides where the page is
    settling: {
      always: [
        { guard: { type: 'isInState', params: { state: 'requested' } }, target: 'requested' },
        { guard: { type: 'isInState', params: { state: 'waitingPayment' } }, target: 'waitingPayment' },
        { guard: { type: 'isInState', params: { state: 'paid' } }, target: 'paid' },
        { guard: { type: 'isInState', params: { state: 'cancelled' } }, target: 'cancelled' },
        { target: 'expired' },
      ],
    },
    // sent; the payer has not answered: the applicant may cancel, the payer accepts or refuses
    requested: {
      tags: 'open',
      ...countdown,
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cancel.requested': {
              guard: 'isApplicant',
              target: 'confirmingCancel',
              actions: 'clearActionError',
            },
            'refuse.requested': { guard: 'isPayer', target: 'editingRefusal', actions: 'clearActionError' },
          },
          // SPEC.md §6: the payer pays for an applicant after identifying them
          initial: 'unidentified',
          states: {
            unidentified: {
              on: {
                'applicant.identified': {
                  guard: and(['isPayer', 'isKnown']),
                  target: 'identified',
                  actions: 'clearIdentificationPrompt',
                },
                'accept.confirmed': { guard: 'isPayer', actions: 'promptIdentification' },
              },
            },
            identified: {
              on: {
                'applicant.identified': { guard: not('isKnown'), target: 'unidentified' },
                'accept.confirmed': {
                  guard: 'isPayer',
                  target: '#payRequest.requested.accepting',
                  actions: 'clearActionError',
                },
              },
            },
          },
        },
        confirmingCancel,
        cancelling,
        editingRefusal,
        refusing,
        // the payer identified the applicant and accepts: then pays on the payment screen
        accepting: {
          tags: 'busy',
          on: tickWhileBusy,
          invoke: {
            id: 'acceptPayRequest',
            src: 'acceptPayRequest',
            input: ({ context }) => ({ requestSn: context.requestSn }),
            onDone: {
              target: '#payRequest.settling',
              actions: [
                'storeRequest',
                {
                  type: 'goToPayment',
                  params: ({ event }) => ({
                    paySn: event.output.request.paySn,
                    requestSn: event.output.request.requestSn,
                  }),
                },
              ],
            },
            // a failed accept keeps the payer's "I know the applicant"
            onError: actionFailed('idle.identified'),
          },
        },
      },
    },
    // accepted, payment pending: the payer pays (or still refuses), the applicant may cancel
    waitingPayment: {
      tags: 'open',
      ...countdown,
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cancel.requested': {
              guard: 'isApplicant',
              target: 'confirmingCancel',
              actions: 'clearActionError',
            },
            'pay.requested': {
              guard: 'isPayer',
              actions: {
                type: 'goToPayment',
                params: ({ context }) => ({
                  paySn: context.request?.paySn ?? '',
                  requestSn: context.requestSn,
                }),
              },
            },
            'refuse.requested': { guard: 'isPayer', target: 'editingRefusal', actions: 'clearActionError' },
          },
        },
        confirmingCancel,
        cancelling,
        editingRefusal,
        refusing,
      },
    },
    paid: {},
    cancelled: {},
    expired: {},
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getPayRequest',
        src: 'getPayRequest',
        input: ({ context }) => ({ requestSn: context.requestSn }),
        onDone: { target: 'settling', actions: 'storeRequest' },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
  },
})

// ── readers (issue 25 item 4): the request pages reads the flow through these, never by its state names ──
type PayRequestSnapshot = SnapshotFrom<typeof payRequestMachine>
const PAGE_STAGES = ['loadFailed', 'requested', 'waitingPayment', 'paid', 'cancelled', 'expired'] as const
export type PayRequestStage = 'loading' | 'loadFailed' | PayRequestState
/** While a request is read again (expiry, refused action) the page keeps showing its last known state. */
export const payRequestStageOf = (s: PayRequestSnapshot): PayRequestStage =>
  PAGE_STAGES.find((stage) => s.matches(stage)) ??
  (s.matches('reloading') && s.context.request ? s.context.request.state : 'loading')
export const payRequestRemainingOf = (s: PayRequestSnapshot) => remainingMs(s.context)
/** An accept, refuse, cancel or identification is on its way (the first load shows its own state). */
export const payRequestBusyOf = (s: PayRequestSnapshot) => s.hasTag('busy') && !s.matches('loading')
export const payRequestConfirmingCancelOf = (s: PayRequestSnapshot) =>
  s.matches({ requested: 'confirmingCancel' }) || s.matches({ waitingPayment: 'confirmingCancel' })
/** The refusal form is open, or the refusal is on its way. */
export const payRequestEditingRefusalOf = (s: PayRequestSnapshot) =>
  s.matches({ requested: 'editingRefusal' }) ||
  s.matches({ waitingPayment: 'editingRefusal' }) ||
  s.matches({ requested: 'refusing' }) ||
  s.matches({ waitingPayment: 'refusing' })
/** The payer has identified the applicant. */
export const payRequestApplicantKnownOf = (s: PayRequestSnapshot) =>
  s.matches({ requested: { idle: 'identified' } })
