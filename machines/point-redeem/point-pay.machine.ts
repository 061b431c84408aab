// Paying the cash part of a points + cash order, /point/pay (issue 12 item 5; SPEC.md §2, §8 "Saldo prepago
// insuficiente"). Operations: getPointPayInfo, payPointOrder. The prepaid balance pays it with the pay password,
// checked by the same rule as the main payment page (src/schemas/payment.schema.ts); paid through the idempotent
// submit of src/flows: one Idempotency-Key per attempt, kept for a retry after a lost answer.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { ValidationError } from 'yup'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { PointPayInfo } from '../../src/api/points'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { payPasswordSchema } from '../../src/schemas/payment.schema'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { pointPayActors } from './point-redeem.actors'

export interface PointPayContext {
  orderSn: string
  info: PointPayInfo | null
  payPwd: string
  /** the pay password rule's message id */
  passwordError: string | null
  error: ErrorMessage | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type PointPayEvent = { type: 'pay.submitted'; payPwd: string } | { type: 'retry.requested' }

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<unknown> } }) => ({
  outcome: event.output,
})

export function passwordProblem(payPwd: string): string | null {
  try {
    payPasswordSchema.validateSync(payPwd)
    return null
  } catch (error) {
    if (error instanceof ValidationError) return String(error.message)
    throw error
  }
}

export const pointPayMachine = setup({
  types: {
    context: {} as PointPayContext,
    events: {} as PointPayEvent,
    input: {} as { orderSn: string },
    tags: {} as 'busy',
  },
  actors: pointPayActors,
  guards: {
    isOwing: ({ context }) => (context.info?.needPay ?? 0) > 0,
    isPasswordValid: ({ event }) => event.type === 'pay.submitted' && passwordProblem(event.payPwd) === null,
    isPaid: (_, { outcome }: { outcome: SubmitOutcome<unknown> }) => isAnswered(outcome),
    /** a refusal (not a lost answer): the buyer types the pay password again */
    isRefusal: (_, { outcome }: { outcome: SubmitOutcome<unknown> }) =>
      isFailed(outcome) && outcome.definitive,
  },
  actions: {
    storePayError: assign((_, { outcome }: { outcome: SubmitOutcome<unknown> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
    storeInfo: assign((_, { info }: { info: PointPayInfo }) => ({ info, error: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    takePassword: assign((_, { payPwd }: { payPwd: string }) => ({
      payPwd,
      passwordError: null,
      error: null,
    })),
    showPasswordProblem: assign((_, { payPwd }: { payPwd: string }) => ({
      passwordError: passwordProblem(payPwd),
      error: null,
    })),
    /** The pay password is not kept once the server has answered. */
    forgetPassword: assign({ payPwd: '' }),
  },
}).createMachine({
  id: 'pointPay',
  context: ({ input }) => ({
    orderSn: input.orderSn,
    info: null,
    payPwd: '',
    passwordError: null,
    error: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPointPayInfo',
        src: 'getPointPayInfo',
        input: ({ context }) => ({ orderSn: context.orderSn }),
        onDone: {
          target: 'checking',
          actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checking: {
      always: [{ guard: 'isOwing', target: 'ready' }, { target: 'paid' }],
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    ready: {
      on: {
        'pay.submitted': [
          {
            guard: 'isPasswordValid',
            target: 'paying',
            actions: { type: 'takePassword', params: ({ event }) => ({ payPwd: event.payPwd }) },
          },
          { actions: { type: 'showPasswordProblem', params: ({ event }) => ({ payPwd: event.payPwd }) } },
        ],
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payPointOrder',
        src: 'payPointOrder',
        input: ({ context }) => ({
          body: { orderSn: context.orderSn, payMethod: 'balance' as const, payPwd: context.payPwd },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'isPaid', params: outcomeParams },
            target: 'paid',
            actions: 'forgetPassword',
          },
          {
            guard: { type: 'isRefusal', params: outcomeParams },
            target: 'ready',
            actions: [{ type: 'storePayError', params: outcomeParams }, 'forgetPassword'],
          },
          { target: 'ready', actions: { type: 'storePayError', params: outcomeParams } },
        ],
      },
    },
    paid: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type PointPaySnapshot = SnapshotFrom<typeof pointPayMachine>
export type PointPayStatus = 'loading' | 'loadFailed' | 'paying' | 'paid' | 'ready'

export const pointPayStatusOf = (snapshot: PointPaySnapshot): PointPayStatus => {
  const value = snapshot.value
  return value === 'checking' ? 'loading' : value
}
export const pointPayInfoOf = (snapshot: PointPaySnapshot) => snapshot.context.info
export const pointPayPasswordErrorOf = (snapshot: PointPaySnapshot) => snapshot.context.passwordError
export const pointPayErrorOf = (snapshot: PointPaySnapshot) => snapshot.context.error
