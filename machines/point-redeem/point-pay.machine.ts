// Paying the cash part of a points + cash order, /point/pay (issue 12 item 5; SPEC.md §2, §8 "Saldo prepago
// insuficiente"). Operations: getPointPayInfo, payPointOrder. The prepaid balance pays it with the pay password,
// checked by the same rule as the main payment page (src/schemas/payment.schema.ts); one Idempotency-Key per
// attempt, kept for a retry after a lost answer.
import { assign, setup } from 'xstate'
import { ValidationError } from 'yup'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { PointPayInfo } from '../../src/api/points'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { payPasswordSchema } from '../../src/schemas/payment.schema'
import { pointPayActors } from './point-redeem.actors'
import { isRefusal } from './point-redeem.machine'

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
    isRefusal: ({ event }) => isRefusal((event as unknown as { error?: unknown }).error),
  },
  actions: {
    settleKey: ({ context }) => context.attemptKeys.settle(),
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
        onDone: { target: 'checking', actions: assign(({ event }) => ({ info: event.output, error: null })) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
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
            actions: assign(({ event }) => ({ payPwd: event.payPwd, passwordError: null, error: null })),
          },
          { actions: assign(({ event }) => ({ passwordError: passwordProblem(event.payPwd), error: null })) },
        ],
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payPointOrder',
        src: 'payPointOrder',
        input: ({ context }) => {
          const body = { orderSn: context.orderSn, payMethod: 'balance' as const, payPwd: context.payPwd }
          return { body, idempotencyKey: context.attemptKeys.keyFor(body) }
        },
        onDone: { target: 'paid', actions: ['settleKey', assign({ payPwd: '' })] },
        onError: [
          {
            guard: 'isRefusal',
            target: 'ready',
            actions: [
              'settleKey',
              assign(({ event }) => ({ error: errorMessageOf(event.error), payPwd: '' })),
            ],
          },
          { target: 'ready', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
        ],
      },
    },
    paid: { type: 'final' },
  },
})
