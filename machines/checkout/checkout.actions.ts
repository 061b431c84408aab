// Actions of the checkout flow (checkout.machine.ts), declared once in its setup() and referred to by name, so
// that tests and stories swap them with .provide(). Context updates are assign() typed for the checkout.
import type { Message } from '../../src/api/message'
import { assign, type Assigner, type ParameterizedObject, type PropertyAssigner } from 'xstate'
import type { Address, CheckoutData, CheckoutProblem, Invoice } from '../../src/api/checkout'
import { errorMessageOf } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { notify } from '../../src/lib/notify'
import type { AddressFormValues } from '../../src/schemas/address.schema'
import {
  checkoutFlowMessages,
  checkoutRequestOf,
  emptyStoreInput,
  pointsProblem,
  pointsValue,
  refusalKindOf,
  selectionOf,
  storeInputProblem,
  storeInputsAfter,
  submitErrorsOf,
  textOf,
} from './checkout-rules'
import type { AddressDraft, CheckoutContext, CheckoutEvent, CheckoutOutcome } from './checkout.types'
import { platformCouponProblem } from './platform-coupon-rules'

type Params = ParameterizedObject['params'] | undefined

/** assign() for the checkout context, declared outside setup(). */
function update<P extends Params = undefined>(
  assigner:
    | Assigner<CheckoutContext, CheckoutEvent, P, CheckoutEvent, never>
    | PropertyAssigner<CheckoutContext, CheckoutEvent, P, CheckoutEvent, never>,
) {
  return assign<CheckoutContext, CheckoutEvent, P, CheckoutEvent, never>(assigner)
}

type Args = { context: CheckoutContext }

/** The stored choice if it still exists, else the default address, else the first. */
function initialAddressId(addresses: Address[], preferred: number | null): number | null {
  if (preferred !== null && addresses.some((address) => address.addressId === preferred)) return preferred
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.addressId ?? null
}

const formValuesOf = (address: Address): AddressFormValues => ({
  memberName: address.memberName,
  telMobile: address.telMobile,
  country: address.country,
  province: address.province,
  city: address.city,
  street: address.street,
  detailAddress: address.detailAddress,
  isDefault: address.isDefault,
})

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const copy = { ...record }
  delete copy[key]
  return copy
}

export const checkoutActions = {
  /** SPEC.md §3 stored item addressId: the next checkout starts with the same address. */
  rememberAddress: ({ context }: Args) => {
    if (context.addressId !== null) session.setAddressId(context.addressId)
  },
  notifyReservationSent: () => notify.toast('success', { id: checkoutFlowMessages.reservationSent.id }),
  storeAddresses: update(({ context }, params: { addresses: Address[] }) => ({
    addresses: params.addresses,
    addressId:
      context.addressId !== null && params.addresses.some((a) => a.addressId === context.addressId)
        ? context.addressId
        : initialAddressId(params.addresses, context.preferredAddressId),
  })),
  storeInvoices: update((_, params: { invoices: Invoice[] }) => ({ invoices: params.invoices })),
  applyPreview: update(({ context }, params: { checkout: CheckoutData }) => {
    const { checkout } = params
    return {
      checkout,
      addressId: checkout.address?.addressId ?? context.addressId,
      invoiceId: checkout.invoiceId,
      platformCouponCode: checkout.platformCouponCode ?? null,
      points: checkout.integral,
      // the server applied other points than asked (it never should): show what it priced
      pointsText: checkout.integral === context.points ? context.pointsText : String(checkout.integral),
      storeInputs: storeInputsAfter(checkout, context.storeInputs),
      stale: false,
      notice: null,
      errors: {
        ...context.errors,
        points: null,
        coupons: {},
        platformCoupon: null,
        address: context.errors.address && checkout.address ? null : context.errors.address,
      },
    }
  }),
  storeProblem: update((_, params: { problem: CheckoutProblem | null }) => ({ problem: params.problem })),
  /** A 255 of confirm: next to the field it is about, else in the notice; what the buyer chose is kept. */
  storeRecalculationRefusal: update(({ context }, params: { error: unknown }) => {
    const message = errorMessageOf(params.error)
    const kind = refusalKindOf(textOf(params.error))
    const errors = { ...context.errors }
    let notice: Message | null = null
    if (kind === 'points' || (kind === 'other' && context.lastChange.kind === 'points'))
      errors.points = message
    else if (context.lastChange.kind === 'coupon')
      errors.coupons = { ...errors.coupons, [context.lastChange.storeId]: message }
    else if (context.lastChange.kind === 'platformCoupon') errors.platformCoupon = message
    else notice = message
    return { errors, notice, stale: true }
  }),
  /** A 255 of submit that is not "submit order failed": the buyer fixes it, nothing entered is lost. */
  storeSubmitRefusal: update(({ context }, params: { error: unknown }) => {
    const message = errorMessageOf(params.error)
    const kind = refusalKindOf(textOf(params.error))
    const errors = { ...context.errors }
    if (kind === 'agreement') return { errors: { ...errors, agreement: message }, agreement: false }
    if (kind === 'address') return { errors: { ...errors, address: message } }
    if (kind === 'points') return { errors: { ...errors, points: message } }
    return { notice: message, stale: true }
  }),
  markStale: update({
    stale: true,
    notice: { id: checkoutFlowMessages.staleTotals.id } as Message,
  }),
  storeLoadError: update((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
  clearLoadError: update({ loadError: null }),
  block: update((_, params: { message: Message }) => ({ blocked: params.message })),
  selectAddress: update(({ context, event }) =>
    event.type === 'address.selected'
      ? {
          addressId: event.addressId,
          lastChange: { kind: 'other' as const },
          errors: { ...context.errors, address: null },
        }
      : {},
  ),
  selectInvoice: update(({ event }) =>
    event.type === 'invoice.selected'
      ? { invoiceId: event.invoiceId, lastChange: { kind: 'other' as const } }
      : {},
  ),
  selectPlatformCoupon: update(({ context, event }) =>
    event.type === 'platformCoupon.selected'
      ? {
          platformCouponCode: event.couponCode,
          lastChange: { kind: 'platformCoupon' as const },
          errors: { ...context.errors, platformCoupon: null },
        }
      : {},
  ),
  showPlatformCouponProblem: update(({ context, event }) =>
    event.type === 'platformCoupon.selected'
      ? {
          errors: {
            ...context.errors,
            platformCoupon: platformCouponProblem(event.couponCode, context.checkout),
          },
        }
      : {},
  ),
  /** The header added from the checkout's dialog joins the list and is the order's invoice. */
  addInvoice: update(({ context, event }) =>
    event.type === 'invoice.added'
      ? {
          invoices: [
            ...context.invoices.filter((row) => row.invoiceId !== event.invoice.invoiceId),
            event.invoice,
          ],
          invoiceId: event.invoice.invoiceId,
          lastChange: { kind: 'other' as const },
        }
      : {},
  ),
  selectCoupon: update(({ context, event }) => {
    if (event.type !== 'coupon.selected') return {}
    const before = context.storeInputs[event.storeId] ?? emptyStoreInput
    return {
      storeInputs: {
        ...context.storeInputs,
        [event.storeId]: { ...before, storeCouponCode: event.couponCode },
      },
      lastChange: { kind: 'coupon' as const, storeId: event.storeId },
      errors: { ...context.errors, coupons: withoutKey(context.errors.coupons, event.storeId) },
    }
  }),
  typePoints: update(({ context, event }) =>
    event.type === 'points.changed'
      ? { pointsText: event.value, errors: { ...context.errors, points: null } }
      : {},
  ),
  applyPoints: update(({ context, event }) => {
    const text = event.type === 'points.applied' ? event.value : context.pointsText
    return {
      pointsText: text,
      points: pointsValue(text),
      lastChange: { kind: 'points' as const },
      errors: { ...context.errors, points: null },
    }
  }),
  /** Before sending, the typed (valid) points join the selection that is priced again. */
  catchUpPoints: update(({ context }) => ({ points: pointsValue(context.pointsText) })),
  showPointsProblem: update(({ context, event }) => {
    const text = event.type === 'points.applied' ? event.value : context.pointsText
    return {
      pointsText: text,
      errors: { ...context.errors, points: pointsProblem(text, context.checkout) },
    }
  }),
  resetPoints: update(({ context }) => ({
    points: 0,
    pointsText: '0',
    lastChange: { kind: 'points' as const },
    errors: { ...context.errors, points: null },
    problem: null,
  })),
  typeStoreInput: update(({ context, event }) => {
    if (event.type !== 'storeInput.changed') return {}
    const before = context.storeInputs[event.storeId] ?? emptyStoreInput
    const problem = storeInputProblem(event.field, event.value)
    const fields = { ...(context.errors.storeInputs[event.storeId] ?? {}) }
    if (problem) fields[event.field] = problem
    else delete fields[event.field]
    return {
      storeInputs: { ...context.storeInputs, [event.storeId]: { ...before, [event.field]: event.value } },
      errors: {
        ...context.errors,
        storeInputs: { ...context.errors.storeInputs, [event.storeId]: fields },
      },
    }
  }),
  toggleAgreement: update(({ context, event }) =>
    event.type === 'agreement.toggled'
      ? {
          agreement: event.checked,
          errors: { ...context.errors, agreement: event.checked ? null : context.errors.agreement },
        }
      : {},
  ),
  showSubmitErrors: update(({ context }) => ({
    errors: submitErrorsOf(context),
    notice: { id: checkoutFlowMessages.fixErrors.id } as Message,
  })),
  dismissNotice: update({ notice: null }),
  openNewAddress: update({
    addressDraft: (): AddressDraft => ({
      addressId: null,
      values: {
        memberName: '',
        telMobile: '',
        country: 'Cuba',
        province: '',
        city: '',
        street: '',
        detailAddress: '',
        isDefault: false,
      },
    }),
    addressFormError: null,
  }),
  openAddressEdit: update(({ context, event }) => {
    const address = context.addresses.find(
      (entry) => event.type === 'address.editRequested' && entry.addressId === event.addressId,
    )
    return address
      ? {
          addressDraft: { addressId: address.addressId, values: formValuesOf(address) },
          addressFormError: null,
        }
      : {}
  }),
  keepAddressValues: update(({ context, event }) =>
    event.type === 'address.saved' && context.addressDraft
      ? { addressDraft: { ...context.addressDraft, values: event.values }, addressFormError: null }
      : {},
  ),
  selectSavedAddress: update(({ context }, params: { address: Address }) => ({
    addresses: context.addresses.some((entry) => entry.addressId === params.address.addressId)
      ? context.addresses.map((entry) =>
          entry.addressId === params.address.addressId ? params.address : entry,
        )
      : [...context.addresses, params.address],
    addressId: params.address.addressId,
    lastChange: { kind: 'other' as const },
    errors: { ...context.errors, address: null },
  })),
  storeAddressFormError: update((_, params: { error: unknown }) => ({
    addressFormError: errorMessageOf(params.error),
  })),
  closeAddressDraft: update({ addressDraft: null, addressFormError: null }),
  prepareSubmission: update(({ context }) => {
    const body = checkoutRequestOf(selectionOf(context), context.checkout, { agreement: context.agreement })
    return { submission: { body, idempotencyKey: context.attemptKeys.keyFor(body) }, notice: null }
  }),
  /** A definitive answer (success or a business refusal): the next attempt is a new one. */
  settleAttempt: ({ context }: Args) => context.attemptKeys.settle(),
  setOutcome: update((_, params: { outcome: CheckoutOutcome }) => ({ outcome: params.outcome })),
}
