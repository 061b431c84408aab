// Payment flow — issue 5 item 5; SPEC.md §1 (payment methods), §4 (payment window with an hh:mm:ss countdown:
// 24 h for an order or a deposit, 7 days for a final payment, issue 15 item 10; transfer pending store
// confirmation, third-party payment), §5 (prepaid balance must cover, credit blocked by overdue bills or limit,
// pay password ≥ 8 digits, card, voucher 19 + 16 digits, proof png/jpg ≤ 1 MB), §8 (payment order expired,
// payment record not found, insufficient balance/credit).
// Operations: getPayInfo → listPayMethods → (uploadFile for a transfer proof) → doPay (Idempotency-Key).
// One machine serves /buy/pay, /buy/waitFor and the e-payment returns /tropipay/success|fail (input `entry`):
// the payment's state on the server decides where it starts, never the URL.
// It touches no browser global: the page that runs it passes its origin (input `pageOrigin`) and provides
// `goToGateway`, the one action that leaves the page (src/features/payment/payment-screen.tsx).
import type { Message } from '../../src/api/message'
import { and, assertEvent, assign, not, setup, type SnapshotFrom, stateIn } from 'xstate'
import { ApiError, errorMessageOf } from '../../src/api/errors'
import {
  safeGatewayUrl,
  type DoPayResult,
  type PayInfo,
  type PayMethod,
  type PayMethodCode,
} from '../../src/api/payment'
import { createAttemptKeys } from '../../src/lib/idempotency'
import {
  doPayBody,
  EMPTY_FIELDS,
  payFormProblems,
  proofProblem,
  type FieldProblems,
  type PayField,
  type PayFields,
  type UploadedProof,
} from './pay-form'
import { paymentActors, type DoPayInput } from './payment.actors'
import { methodProblemsOf, type MethodProblems } from './payment-rules'

// the page asks the machine's module whether a third party may be offered (payment-rules.ts)
export { offersThirdParty, type MethodProblems } from './payment-rules'

/** Which page runs the flow: the pay page, the transfer waiting page or the e-payment return page. */
export type PaymentEntry = 'pay' | 'waitFor' | 'gatewayReturn'

export interface PaymentInput {
  paySn: string
  /** Set when a third party (the caller) pays the request of another buyer. */
  requestSn?: string | null
  entry?: PaymentEntry
  /**
   * The origin of the page running the flow (window.location.origin): a gateway address there (the mock's
   * simulated gateway page) may be followed. Without it only a configured gateway host over https is.
   */
  pageOrigin?: string | null
  /** The logged-in member (the payer): a reservation's final payment only from the deposit's payer. */
  memberId?: number | null
}

/** Message ids of the machine's own texts (src/features/payment/messages.ts holds them). */
export const PAYMENT_MESSAGE_IDS = {
  unsafeRedirect: 'payment.pay.unsafeRedirect',
} as const

export const PAYMENT_DELAYS = {
  /** The countdown's step. */
  tick: 1000,
  /** /buy/waitFor reads the payment again this often while the store has not answered. */
  poll: 5000,
} as const

export interface PaymentContext {
  paySn: string
  requestSn: string | null
  entry: PaymentEntry
  pageOrigin: string | null
  info: PayInfo | null
  methods: PayMethod[]
  /** Why a method cannot pay now (SPEC.md §5 funds, same payer), checked before "Pagar" (payment-rules.ts). */
  methodProblems: MethodProblems
  memberId: number | null
  method: PayMethodCode | null
  fields: PayFields
  fieldErrors: FieldProblems
  proof: UploadedProof | null
  /** The name of the file being uploaded (shown with the uploaded proof). */
  proofFileName: string
  /** The last refusal of doPay (the server's text), shown next to the form. */
  formError: Message | null
  loadError: Message | null
  result: DoPayResult | null
  /** Local time (ms) at which the payment window ends: the server's expireTime − serverTime from now. */
  deadline: number
  /** What the window's texts say (kind, length, end), from the same expireTime as `deadline`. */
  window: PaymentWindow | null
  remainingMs: number
  redirectUrl: string | null
  /** One Idempotency-Key per payload until a definitive answer (src/lib/idempotency.ts). */
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type PaymentEvent =
  | { type: 'method.selected'; method: PayMethodCode }
  | { type: 'field.changed'; field: PayField; value: string }
  | { type: 'field.blurred'; field: PayField }
  | { type: 'proof.selected'; file: File }
  | { type: 'proof.removed' }
  | { type: 'payment.submitted' }
  | { type: 'retry' }

type InfoOutput = { event: { output: PayInfo } }
const payStateOf = ({ event }: InfoOutput) => ({ payState: event.output.payState })

/**
 * The payment window as the buyer reads it (SPEC.md §4, §9: 24 h for an order or a deposit, 7 days for a
 * reservation's final payment): its kind, its length and its end, all from the server's payment, so the text
 * beside the countdown and the countdown itself count to the same expireTime and cannot disagree.
 */
export interface PaymentWindow {
  kind: PayInfo['payKind']
  /** expireTime − windowStartTime */
  lengthMs: number
  /** the server's expireTime, the deadline the countdown counts down to */
  endsAt: string
}

export function paymentWindowOf(info: PayInfo): PaymentWindow {
  const length = Date.parse(info.expireTime) - Date.parse(info.windowStartTime)
  return {
    kind: info.payKind,
    lengthMs: Number.isFinite(length) ? Math.max(0, length) : 0,
    endsAt: info.expireTime,
  }
}

function remainingOf(info: PayInfo, now: number) {
  const window = Date.parse(info.expireTime) - Date.parse(info.serverTime)
  const deadline = now + (Number.isFinite(window) ? Math.max(0, window) : 0)
  return { deadline, remainingMs: Math.max(0, deadline - now) }
}

/** A refusal the buyer must act on (or a dead session): the next attempt is a new one with a new key. */
const isDefinitive = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'state' || error.kind === 'sessionInvalid')

const storeInfo = { type: 'storeInfo', params: ({ event }: InfoOutput) => ({ info: event.output }) } as const
const resultParams = ({ event }: { event: { output: DoPayResult } }) => ({ result: event.output })
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'busy',
  },
  actors: paymentActors,
  delays: PAYMENT_DELAYS,
  actions: {
    /**
     * tropipay: the browser leaves for the gateway (only a URL that passed isSafeRedirect). The page running
     * the flow provides it (`paymentMachine.provide`); by default nothing happens, so a test or a story that
     * reaches `redirecting` never navigates.
     */
    goToGateway: (_, _params: { url: string }) => undefined,
    storeInfo: assign((_, { info }: { info: PayInfo }) => ({
      info,
      loadError: null,
      window: paymentWindowOf(info),
      ...remainingOf(info, Date.now()),
    })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed')
      return {
        fields: { ...context.fields, [event.field]: event.value },
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
      }
    }),
    /** On blur: the field's own problem, once something was typed (an empty field waits for "Pagar"). */
    checkField: assign(({ context, event }) => {
      assertEvent(event, 'field.blurred')
      if (!context.method || context.fields[event.field] === '') return {}
      const problems = payFormProblems(context.method, context.fields, context.proof, Date.now())
      return { fieldErrors: { ...context.fieldErrors, [event.field]: problems[event.field] } }
    }),
    settleAttempt: ({ context }) => context.attemptKeys.settle(),
    /** A refusal the buyer must act on: the next attempt is a new one with a new key. */
    settleDefinitiveAttempt: ({ context }, { error }: { error: unknown }) => {
      if (isDefinitive(error)) context.attemptKeys.settle()
    },
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    updateRemaining: assign(({ context }) => ({ remainingMs: Math.max(0, context.deadline - Date.now()) })),
    /** Keeps the chosen method while it is enabled, else preselects the first enabled one. */
    storeMethods: assign(({ context }, { methods }: { methods: PayMethod[] }) => {
      const methodProblems = methodProblemsOf(context.info, methods, context.memberId)
      const enabled = methods.filter((m) => m.enabled && !methodProblems[m.payMethod]).map((m) => m.payMethod)
      const method =
        context.method && enabled.includes(context.method) ? context.method : (enabled[0] ?? null)
      return { methods, methodProblems, method, loadError: null }
    }),
    selectMethod: assign((_, { method }: { method: PayMethodCode }) => ({
      method,
      fieldErrors: {},
      formError: null,
    })),
    acceptProofFile: assign(({ context }, { file }: { file: File }) => ({
      fieldErrors: { ...context.fieldErrors, proof: undefined },
      formError: null,
      proofFileName: file.name,
    })),
    refuseProofFile: assign(({ context }, { file }: { file: File }) => ({
      fieldErrors: { ...context.fieldErrors, proof: proofProblem(file) ?? undefined },
    })),
    clearProof: assign({ proof: null }),
    showFormProblems: assign(({ context }) => ({
      fieldErrors: context.method
        ? payFormProblems(context.method, context.fields, context.proof, Date.now())
        : {},
    })),
    storeProof: assign(({ context }, { url }: { url: string }) => ({
      proof: { url, name: context.proofFileName },
    })),
    storeProofError: assign(({ context }, { error }: { error: unknown }) => ({
      proof: null,
      fieldErrors: { ...context.fieldErrors, proof: errorMessageOf(error) },
    })),
    clearFormErrors: assign({ formError: null, fieldErrors: {} }),
    storeResult: assign((_, { result }: { result: DoPayResult }) => ({ result })),
    storeRedirectUrl: assign(({ context }, { url }: { url: string | null | undefined }) => ({
      redirectUrl: safeGatewayUrl(url, context.pageOrigin),
    })),
    refuseRedirect: assign({ formError: { id: PAYMENT_MESSAGE_IDS.unsafeRedirect } }),
    /** A refused payment password is typed again; everything else stays as typed. */
    storePayError: assign(({ context }, { error }: { error: unknown }) =>
      isDefinitive(error)
        ? { formError: errorMessageOf(error), fields: { ...context.fields, payPwd: '' } }
        : { formError: errorMessageOf(error) },
    ),
  },
  guards: {
    isPaid: (_, { payState }: { payState: PayInfo['payState'] }) => payState === 'paid',
    isCancelled: (_, { payState }: { payState: PayInfo['payState'] }) => payState === 'cancelled',
    isPendingConfirmation: (_, { payState }: { payState: PayInfo['payState'] }) =>
      payState === 'pendingConfirmation',
    isGatewayReturn: ({ context }) => context.entry === 'gatewayReturn',
    isExpiredNow: ({ context }) => context.deadline <= Date.now(),
    isMethodEnabled: ({ context }, { method }: { method: PayMethodCode }) =>
      context.methods.some((m) => m.payMethod === method && m.enabled) && !context.methodProblems[method],
    isProofAcceptable: (_, { file }: { file: File }) => proofProblem(file) === null,
    isFormComplete: ({ context }) =>
      context.method !== null &&
      Object.keys(payFormProblems(context.method, context.fields, context.proof, Date.now())).length === 0,
    isSafeRedirect: ({ context }, { url }: { url: string | null | undefined }) =>
      safeGatewayUrl(url, context.pageOrigin) !== null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    paySn: input.paySn,
    requestSn: input.requestSn ?? null,
    entry: input.entry ?? 'pay',
    pageOrigin: input.pageOrigin ?? null,
    info: null,
    methods: [],
    methodProblems: {},
    memberId: input.memberId ?? null,
    method: null,
    fields: EMPTY_FIELDS,
    fieldErrors: {},
    proof: null,
    proofFileName: '',
    formError: null,
    loadError: null,
    result: null,
    deadline: 0,
    window: null,
    remainingMs: 0,
    redirectUrl: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPayInfo',
        src: 'getPayInfo',
        input: ({ context }) => ({ paySn: context.paySn }),
        onDone: [
          { guard: { type: 'isPaid', params: payStateOf }, target: 'paid', actions: storeInfo },
          { guard: { type: 'isCancelled', params: payStateOf }, target: 'expired', actions: storeInfo },
          {
            guard: { type: 'isPendingConfirmation', params: payStateOf },
            target: 'awaitingConfirmation',
            actions: storeInfo,
          },
          { guard: 'isGatewayReturn', target: 'gatewayNotCompleted', actions: storeInfo },
          { target: 'unpaid', actions: storeInfo },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    unpaid: {
      type: 'parallel',
      states: {
        // SPEC.md §4: hh:mm:ss to the deadline; at 0 the payment is read again (the server has cancelled it)
        countdown: {
          initial: 'running',
          states: {
            running: {
              after: {
                tick: [
                  {
                    // a payment in flight finishes first: its answer says what happened
                    guard: and(['isExpiredNow', not(stateIn('#payment.unpaid.form.paying'))]),
                    target: '#payment.reloading',
                  },
                  { target: 'running', reenter: true, actions: 'updateRemaining' },
                ],
              },
            },
          },
        },
        form: {
          initial: 'loadingMethods',
          states: {
            loadingMethods: {
              tags: 'busy',
              invoke: {
                id: 'listPayMethods',
                src: 'listPayMethods',
                input: ({ context }) => ({ paySn: context.paySn }),
                onDone: {
                  target: 'choosing',
                  actions: { type: 'storeMethods', params: ({ event }) => ({ methods: event.output }) },
                },
                onError: {
                  target: 'methodsFailed',
                  actions: { type: 'storeLoadError', params: errorParams },
                },
              },
            },
            methodsFailed: {
              on: { retry: 'loadingMethods' },
            },
            choosing: {
              on: {
                'method.selected': {
                  guard: { type: 'isMethodEnabled', params: ({ event }) => ({ method: event.method }) },
                  actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) },
                },
                'field.changed': { actions: 'changeField' },
                'field.blurred': { actions: 'checkField' },
                'proof.selected': [
                  {
                    guard: { type: 'isProofAcceptable', params: ({ event }) => ({ file: event.file }) },
                    target: 'uploadingProof',
                    actions: { type: 'acceptProofFile', params: ({ event }) => ({ file: event.file }) },
                  },
                  { actions: { type: 'refuseProofFile', params: ({ event }) => ({ file: event.file }) } },
                ],
                'proof.removed': { actions: 'clearProof' },
                'payment.submitted': [
                  { guard: 'isFormComplete', target: 'paying' },
                  { actions: 'showFormProblems' },
                ],
              },
            },
            uploadingProof: {
              tags: 'busy',
              on: {
                'field.changed': { actions: 'changeField' },
              },
              invoke: {
                id: 'uploadFile',
                src: 'uploadFile',
                input: ({ event }) => {
                  assertEvent(event, 'proof.selected')
                  return { file: event.file }
                },
                onDone: {
                  target: 'choosing',
                  actions: { type: 'storeProof', params: ({ event }) => ({ url: event.output.url }) },
                },
                onError: { target: 'choosing', actions: { type: 'storeProofError', params: errorParams } },
              },
            },
            // no `payment.submitted` here: a second click on "Pagar" while paying does nothing (issue 5)
            paying: {
              tags: 'busy',
              entry: 'clearFormErrors',
              invoke: {
                id: 'doPay',
                src: 'doPay',
                input: ({ context }): DoPayInput => {
                  const body = doPayBody(
                    context.paySn,
                    context.requestSn,
                    context.method ?? 'balance',
                    context.fields,
                    context.proof,
                  )
                  return { body, idempotencyKey: context.attemptKeys.keyFor(body) }
                },
                onDone: [
                  {
                    guard: { type: 'isPaid', params: ({ event }) => ({ payState: event.output.payState }) },
                    target: '#payment.paid',
                    actions: ['settleAttempt', { type: 'storeResult', params: resultParams }],
                  },
                  {
                    guard: {
                      type: 'isPendingConfirmation',
                      params: ({ event }) => ({ payState: event.output.payState }),
                    },
                    target: '#payment.awaitingConfirmation',
                    actions: ['settleAttempt', { type: 'storeResult', params: resultParams }],
                  },
                  {
                    guard: {
                      type: 'isSafeRedirect',
                      params: ({ event }) => ({ url: event.output.redirectUrl }),
                    },
                    target: '#payment.redirecting',
                    actions: [
                      'settleAttempt',
                      {
                        type: 'storeRedirectUrl',
                        params: ({ event }) => ({ url: event.output.redirectUrl }),
                      },
                    ],
                  },
                  // an answer that is neither paid nor a usable gateway address: never follow it
                  {
                    target: 'choosing',
                    actions: ['settleAttempt', 'refuseRedirect'],
                  },
                ],
                onError: {
                  target: 'choosing',
                  actions: [
                    { type: 'settleDefinitiveAttempt', params: errorParams },
                    { type: 'storePayError', params: errorParams },
                  ],
                },
              },
            },
          },
        },
      },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getPayInfo',
        src: 'getPayInfo',
        input: ({ context }) => ({ paySn: context.paySn }),
        onDone: [
          { guard: { type: 'isPaid', params: payStateOf }, target: 'paid', actions: storeInfo },
          { guard: { type: 'isCancelled', params: payStateOf }, target: 'expired', actions: storeInfo },
          {
            guard: { type: 'isPendingConfirmation', params: payStateOf },
            target: 'awaitingConfirmation',
            actions: storeInfo,
          },
          // the server still waits (clocks differ by a little): keep counting
          { target: 'unpaid', actions: storeInfo },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    // SPEC.md §4 "Remittance or cash payment: pending store confirmation": read the payment every 5 s
    // until the store answers; leaving the page stops the actor and its timer
    awaitingConfirmation: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { poll: 'polling' },
        },
        polling: {
          invoke: {
            id: 'getPayInfo',
            src: 'getPayInfo',
            input: ({ context }) => ({ paySn: context.paySn }),
            onDone: [
              { guard: { type: 'isPaid', params: payStateOf }, target: '#payment.paid', actions: storeInfo },
              {
                guard: { type: 'isCancelled', params: payStateOf },
                target: '#payment.expired',
                actions: storeInfo,
              },
              {
                guard: { type: 'isPendingConfirmation', params: payStateOf },
                target: 'waiting',
                actions: storeInfo,
              },
              // the store rejected the proof: unpaid again, with transferRejectReason
              { target: '#payment.unpaid', actions: [storeInfo, 'clearProof'] },
            ],
            // a failed read is not an answer: try again at the next tick
            onError: { target: 'waiting' },
          },
        },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
    gatewayNotCompleted: { type: 'final' },
    redirecting: {
      type: 'final',
      entry: { type: 'goToGateway', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
  },
})

// ── readers (issue 25 item 4): the payment screen reads the flow through these, never by its state names ──
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>
const STAGES = [
  'loading',
  'loadFailed',
  'unpaid',
  'awaitingConfirmation',
  'paid',
  'expired',
  'gatewayNotCompleted',
  'redirecting',
] as const
export type PaymentStage = (typeof STAGES)[number]
/** The page to show; a payment read again (`reloading`) shows as loading. */
export const paymentStageOf = (s: PaymentSnapshot): PaymentStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'loading'
const FORM_STAGES = ['loadingMethods', 'methodsFailed', 'choosing', 'uploadingProof', 'paying'] as const
export type PaymentFormStage = (typeof FORM_STAGES)[number] | 'redirecting'
/** The pay form's state, while the payment is unpaid (or leaving for the gateway). */
export const paymentFormStageOf = (s: PaymentSnapshot): PaymentFormStage =>
  s.matches('redirecting')
    ? 'redirecting'
    : (FORM_STAGES.find((stage) => s.matches({ unpaid: { form: stage } })) ?? 'loadingMethods')
