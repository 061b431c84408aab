// Redeeming a points good, /point/order/confirm (issue 12 item 5; SPEC.md §2, §5 points in multiples of a set
// number, §8 "Puntos insuficientes"). Operations: confirmPointOrder, submitPointOrder. The quantity and the
// address are checked with the shared rule (src/schemas/point-order.schema.ts) before anything is sent; the
// server checks them again. The submit is the idempotent submit of src/flows: the Idempotency-Key is kept for one
// body until a definitive answer, so a double click or a retry after a lost answer makes one order. A points-only order ends in `redeemed`; a points +
// cash order goes on to /point/pay.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { PointConfirm, PointSubmitResult } from '../../src/api/points'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { integralFor, pointRedeemSchema } from '../../src/schemas/point-order.schema'
import { ValidationError } from 'yup'
import { pointRedeemActors } from './point-redeem.actors'

export type RedeemField = 'number' | 'addressId' | 'integral'

export interface PointRedeemContext {
  goodsId: number
  number: number
  addressId: number | null
  confirm: PointConfirm | null
  /** the first broken rule per field, as message ids with their values */
  errors: Partial<Record<RedeemField, { id: string; values?: Record<string, unknown> }>>
  error: ErrorMessage | null
  result: PointSubmitResult | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type PointRedeemEvent =
  | { type: 'number.changed'; value: number }
  | { type: 'address.selected'; addressId: number }
  | { type: 'form.submitted' }
  | { type: 'retry.requested' }

/** The rule's problems of the form now, by field (empty when it may be sent). */
export function redeemProblems(context: Pick<PointRedeemContext, 'confirm' | 'number' | 'addressId'>) {
  const errors: PointRedeemContext['errors'] = {}
  if (!context.confirm) return errors
  const rule = {
    unit: context.confirm.pointsUnit,
    memberIntegral: context.confirm.memberIntegral,
    integralPrice: context.confirm.goods.integralPrice,
    maxNumber: context.confirm.maxNumber,
  }
  try {
    pointRedeemSchema(rule).validateSync(
      {
        number: context.number,
        addressId: context.addressId ?? undefined,
        integral: integralFor(rule, context.number),
      },
      { abortEarly: false },
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const inner of error.inner) {
      const field = inner.path as RedeemField
      if (!errors[field])
        errors[field] = { id: String(inner.message), values: inner.params as Record<string, unknown> }
    }
  }
  return errors
}

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<PointSubmitResult> } }) => ({
  outcome: event.output,
})

const defaultAddressOf = (confirm: PointConfirm) =>
  (confirm.addresses.find((a) => a.isDefault) ?? confirm.addresses[0])?.addressId ?? null

export const pointRedeemMachine = setup({
  types: {
    context: {} as PointRedeemContext,
    events: {} as PointRedeemEvent,
    input: {} as { goodsId: number; number: number },
    tags: {} as 'busy',
  },
  actors: pointRedeemActors,
  guards: {
    isFormValid: ({ context }) => Object.keys(redeemProblems(context)).length === 0,
    needsCash: (_, { outcome }: { outcome: SubmitOutcome<PointSubmitResult> }) =>
      isAnswered(outcome) && outcome.answer.needPay > 0,
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<PointSubmitResult> }) => isAnswered(outcome),
  },
  actions: {
    showProblems: assign(({ context }) => ({ errors: redeemProblems(context) })),
    /** The confirmation as the server answered it: its number, and the default address chosen. */
    storeConfirm: assign((_, { confirm }: { confirm: PointConfirm }) => ({
      confirm,
      number: confirm.number,
      addressId: defaultAddressOf(confirm),
      error: null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    changeNumber: assign((_, { number }: { number: number }) => ({ number, error: null })),
    selectAddress: assign((_, { addressId }: { addressId: number }) => ({ addressId, error: null })),
    clearProblems: assign({ errors: {}, error: null }),
    storeResult: assign((_, { outcome }: { outcome: SubmitOutcome<PointSubmitResult> }) =>
      isAnswered(outcome) ? { result: outcome.answer } : {},
    ),
    storeSubmitError: assign((_, { outcome }: { outcome: SubmitOutcome<PointSubmitResult> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
  },
}).createMachine({
  id: 'pointRedeem',
  context: ({ input }) => ({
    goodsId: input.goodsId,
    number: Math.max(1, Math.floor(input.number) || 1),
    addressId: null,
    confirm: null,
    errors: {},
    error: null,
    result: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'confirmPointOrder',
        src: 'confirmPointOrder',
        input: ({ context }) => ({ goodsId: context.goodsId, number: context.number }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeConfirm', params: ({ event }) => ({ confirm: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    editing: {
      on: {
        'number.changed': {
          actions: [
            { type: 'changeNumber', params: ({ event }) => ({ number: event.value }) },
            'showProblems',
          ],
        },
        'address.selected': {
          actions: [
            { type: 'selectAddress', params: ({ event }) => ({ addressId: event.addressId }) },
            'showProblems',
          ],
        },
        'form.submitted': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitPointOrder',
        src: 'submitPointOrder',
        input: ({ context }) => ({
          body: {
            goodsId: context.goodsId,
            number: context.number,
            addressId: context.addressId ?? 0,
            integral: context.number * (context.confirm?.goods.integralPrice ?? 0),
          },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'needsCash', params: outcomeParams },
            target: 'awaitingCash',
            actions: { type: 'storeResult', params: outcomeParams },
          },
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'redeemed',
            actions: { type: 'storeResult', params: outcomeParams },
          },
          // a refusal spends the key; a lost answer keeps it: sending again replays the first answer
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    awaitingCash: { type: 'final' },
    redeemed: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type PointRedeemSnapshot = SnapshotFrom<typeof pointRedeemMachine>
export type PointRedeemStatus = 'loading' | 'loadFailed' | 'submitting' | 'redeemed' | 'editing'

/** The screen to show; awaitingCash shows the form while the route moves on to /point/pay. */
export const pointRedeemStatusOf = (snapshot: PointRedeemSnapshot): PointRedeemStatus => {
  const value = snapshot.value
  return value === 'awaitingCash' ? 'editing' : value
}
/** the points + cash order waiting for its cash part, once submitted */
export const cashOrderSnOf = (snapshot: PointRedeemSnapshot): string | null =>
  snapshot.matches('awaitingCash') ? (snapshot.context.result?.orderSn ?? null) : null
export const redeemConfirmOf = (snapshot: PointRedeemSnapshot) => snapshot.context.confirm
export const redeemNumberOf = (snapshot: PointRedeemSnapshot) => snapshot.context.number
export const redeemAddressIdOf = (snapshot: PointRedeemSnapshot) => snapshot.context.addressId
export const redeemProblemsOf = (snapshot: PointRedeemSnapshot) => snapshot.context.errors
export const redeemErrorOf = (snapshot: PointRedeemSnapshot) => snapshot.context.error
export const redeemedOrderSnOf = (snapshot: PointRedeemSnapshot) => snapshot.context.result?.orderSn ?? null
