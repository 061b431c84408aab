// Guards of the checkout flow (checkout.machine.ts), declared once in its setup() and referred to by name.
import type { SubmitResult } from '../../src/api/checkout'
import {
  hasAnyError,
  isRefusalError,
  pointsProblem,
  pointsValue,
  problemOfError,
  PROBLEM_POINTS,
  refusalKindOf,
  submitErrorsOf,
  textOf,
} from './checkout-rules'
import type { CheckoutContext, CheckoutEvent } from './checkout.types'
import { platformCouponProblem } from './platform-coupon-rules'

type Args = { context: CheckoutContext; event: CheckoutEvent }

export const checkoutGuards = {
  hasNoEntry: ({ context }: Args) => context.entry === null,
  isProblem: (_: Args, params: { error: unknown }) => problemOfError(params.error) !== null,
  isPointsProblem: (_: Args, params: { error: unknown }) =>
    problemOfError(params.error)?.state === PROBLEM_POINTS,
  isRefusal: (_: Args, params: { error: unknown }) => isRefusalError(params.error),
  isSubmitFailedRefusal: (_: Args, params: { error: unknown }) =>
    isRefusalError(params.error) && refusalKindOf(textOf(params.error)) === 'submitFailed',
  isAnotherAddress: ({ context, event }: Args) =>
    event.type === 'address.selected' && event.addressId !== context.addressId,
  isPointsUnchanged: ({ context, event }: Args) =>
    event.type === 'points.applied' &&
    context.errors.points === null &&
    pointsValue(event.value) === context.points,
  isPointsValid: ({ context, event }: Args) =>
    event.type === 'points.applied' && pointsProblem(event.value, context.checkout) === null,
  hasBlockingInput: ({ context }: Args) => hasAnyError(submitErrorsOf(context)),
  isStale: ({ context }: Args) => context.stale || pointsValue(context.pointsText) !== context.points,
  hasPaySn: (_: Args, params: { result: SubmitResult }) => Boolean(params.result.paySn),
  isPointsProblemShown: ({ context }: Args) => context.problem?.state === PROBLEM_POINTS,
  isPlatformCouponUsable: ({ context, event }: Args) =>
    event.type === 'platformCoupon.selected' &&
    platformCouponProblem(event.couponCode, context.checkout) === null,
  isKnownAddress: ({ context, event }: Args) =>
    event.type === 'address.editRequested' &&
    context.addresses.some((address) => address.addressId === event.addressId),
}
