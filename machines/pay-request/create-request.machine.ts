// Asking a third party to pay ("Pago por un tercero", /buy/request?paySn) — SPEC.md §1 (friend-paid orders),
// §4 (third-party payment states; 24 h payment window), §8 (payment order expired, payment record not found).
// Operations: getPayInfo (the payment: orders, amount, whether it can still be asked for), createPayRequest.
// The form is sent once: `sending` does not take `form.submitted` again. A refusal (e.g. "El pagador no está
// registrado en la plataforma.") goes back to the form with the server's text; the view keeps what was typed.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { PayRequestDetail } from '../../src/api/pay-request'
import type { PayInfo } from '../../src/api/payment'
import { payRequestSchema } from '../../src/schemas/pay-request.schema'
import { createRequestActors, type CreatePayRequestInput, type LoadedPayment } from './pay-request.actors'

export interface CreateRequestInput {
  paySn: string
}

export interface CreateRequestValues {
  payerEmail: string
  message: string
}

export interface CreateRequestContext extends CreateRequestInput {
  payment: PayInfo | null
  /** Why the payment could not be read (e.g. "No se encontró el registro de pago."). */
  loadError: ErrorMessage | null
  /** Why the last request was refused; cleared when the form is sent again. */
  error: ErrorMessage | null
  values: CreateRequestValues
  request: PayRequestDetail | null
}

export type CreateRequestEvent =
  ({ type: 'form.submitted' } & CreateRequestValues) | { type: 'retry.requested' }

const OPEN_REQUEST_STATES = new Set(['requested', 'waitingPayment'])

export const createRequestMachine = setup({
  types: {
    context: {} as CreateRequestContext,
    events: {} as CreateRequestEvent,
    input: {} as CreateRequestInput,
    tags: {} as 'busy',
  },
  actors: createRequestActors,
  actions: {
    storePayment: assign(({ event }) => ({
      payment: (event as unknown as { output: LoadedPayment }).output.payment,
      loadError: null,
    })),
    storeLoadError: assign(({ event }) => ({
      loadError: errorMessageOf((event as { error?: unknown }).error),
    })),
    /** The values as sent, trimmed. */
    storeValues: assign((_, values: { payerEmail: string; message: string }) => ({
      values: { payerEmail: values.payerEmail.trim(), message: values.message.trim() },
      error: null,
    })),
    storeRequest: assign((_, { request }: { request: PayRequestDetail }) => ({ request })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    /** The route navigates to /buy/another/result?requestSn. */
    goToResult: (_, _params: { requestSn: string }) => undefined,
  },
  guards: {
    isPaid: ({ context }) => context.payment?.payState === 'paid',
    isCancelled: ({ context }) => context.payment?.payState === 'cancelled',
    isAwaitingConfirmation: ({ context }) => context.payment?.payState === 'pendingConfirmation',
    hasOpenRequest: ({ context }) =>
      Boolean(context.payment?.payRequest && OPEN_REQUEST_STATES.has(context.payment.payRequest.state)),
    isFormValid: ({ event }) =>
      event.type === 'form.submitted' &&
      payRequestSchema.isValidSync({ payerEmail: event.payerEmail, message: event.message }),
  },
}).createMachine({
  id: 'createPayRequest',
  context: ({ input }) => ({
    ...input,
    payment: null,
    loadError: null,
    error: null,
    values: { payerEmail: '', message: '' },
    request: null,
  }),
  initial: 'loadingPayment',
  states: {
    loadingPayment: {
      tags: 'busy',
      invoke: {
        id: 'getPayInfo',
        src: 'getPayInfo',
        input: ({ context }) => ({ paySn: context.paySn }),
        onDone: { target: 'checkingPayment', actions: 'storePayment' },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loadingPayment' },
    },
    // only an unpaid payment without an open request can be asked for
    checkingPayment: {
      always: [
        { guard: 'isPaid', target: 'alreadyPaid' },
        { guard: 'isCancelled', target: 'paymentExpired' },
        { guard: 'isAwaitingConfirmation', target: 'awaitingConfirmation' },
        { guard: 'hasOpenRequest', target: 'alreadyRequested' },
        { target: 'editing' },
      ],
    },
    alreadyPaid: {},
    paymentExpired: {},
    awaitingConfirmation: {},
    alreadyRequested: {},
    editing: {
      on: {
        'form.submitted': {
          guard: 'isFormValid',
          target: 'sending',
          actions: {
            type: 'storeValues',
            params: ({ event }) => ({ payerEmail: event.payerEmail, message: event.message }),
          },
        },
      },
    },
    sending: {
      tags: 'busy',
      // no `form.submitted` here: "Enviar solicitud" sends once
      invoke: {
        id: 'createPayRequest',
        src: 'createPayRequest',
        input: ({ context }): CreatePayRequestInput => ({ paySn: context.paySn, ...context.values }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'goToResult', params: ({ event }) => ({ requestSn: event.output.requestSn }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type CreateRequestSnapshot = SnapshotFrom<typeof createRequestMachine>
const STAGES = [
  'loadFailed',
  'editing',
  'sending',
  'alreadyPaid',
  'paymentExpired',
  'awaitingConfirmation',
  'alreadyRequested',
] as const
export type CreateRequestStage = 'loading' | (typeof STAGES)[number]
/** `sent` keeps the form on screen (busy) for the moment the navigation takes. */
export const createRequestStageOf = (s: CreateRequestSnapshot): CreateRequestStage =>
  s.matches('sent') ? 'sending' : (STAGES.find((stage) => s.matches(stage)) ?? 'loading')
