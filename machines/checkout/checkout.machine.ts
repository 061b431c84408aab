// Checkout flow (/buy/confirm) — issue 5 item 4; SPEC.md §2 (checkout screen), §3 (contact info, invoice), §5
// (contact 2–50, address 5–500, points in multiples of the unit and capped at a share of the order amount,
// shopping agreement required, in-stock and reserved goods never mixed), §8 (promotion changed, out of stock,
// stock exceeded, over purchase limit, quantity out of range, insufficient points, "submit order failed" then the
// order list after 2 s), §9 (2 s redirect).
// Operations: listAddresses → listInvoices → confirmOrder (on entry, then after every change of the selection:
// the server prices it; a newer change re-enters `recalculating`, which stops the older call, so a stale answer
// is never applied) · addAddress / editAddress → listAddresses · submitOrder (once, with an Idempotency-Key made
// before the first attempt and reused by a retry of the same body).
// The machine ends in a final state whose output tells the route where to go; it never navigates itself.
import { assign, setup, type ActorRefFrom } from 'xstate'
import type { Address, CheckoutData, CheckoutProblem, Invoice, SubmitResult } from '../../src/api/checkout'
import { ApiError, errorMessageOf } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { notify } from '../../src/lib/notify'
import type { AddressFormValues } from '../../src/schemas/address.schema'
import { checkoutMessages } from '../../src/schemas/checkout.schema'
import { checkoutActors } from './checkout.actors'
import {
  checkoutFlowMessages,
  checkoutRequestOf,
  emptyStoreInput,
  pointsProblem,
  pointsValue,
  problemOf,
  PROBLEM_POINTS,
  refusalKindOf,
  storeInputProblem,
  storeInputsAfter,
  type CheckoutEntry,
  type CheckoutMessage,
  type CheckoutSelection,
  type StoreInput,
  type StoreInputField,
} from './checkout-rules'

/** SPEC.md §8/§9: after "submit order failed" the order list opens 2 s later. */
export const SUBMIT_FAILED_REDIRECT_MS = 2000

export interface CheckoutInput {
  /** null when the URL does not describe a checkout */
  entry: CheckoutEntry | null
  /** the address chosen last time (stored item addressId, SPEC.md §3) */
  preferredAddressId?: number | null
}

export interface AddressDraft {
  addressId: number | null
  values: AddressFormValues
}

export type CheckoutOutcome =
  | { kind: 'payment'; paySn: string }
  | { kind: 'reservation' }
  | { kind: 'cart' }
  | { kind: 'product'; productId: number }
  | { kind: 'orderList' }

export interface CheckoutErrors {
  address: CheckoutMessage | null
  points: CheckoutMessage | null
  agreement: CheckoutMessage | null
  coupons: Record<number, CheckoutMessage>
  storeInputs: Record<number, Partial<Record<StoreInputField, CheckoutMessage>>>
}

export interface CheckoutContext {
  entry: CheckoutEntry | null
  preferredAddressId: number | null
  addresses: Address[]
  invoices: Invoice[]
  /** the last preview the server answered for the current selection */
  checkout: CheckoutData | null
  addressId: number | null
  invoiceId: number | null
  /** points applied to the preview */
  points: number
  /** the points field as typed */
  pointsText: string
  storeInputs: Record<number, StoreInput>
  agreement: boolean
  errors: CheckoutErrors
  /** a refusal or failure not tied to one field */
  notice: CheckoutMessage | null
  /** the preview shown is not the one of the selection (its recalculation failed) */
  stale: boolean
  /** what the last recalculation was for, so that its refusal is shown next to that field */
  lastChange: { kind: 'coupon'; storeId: number } | { kind: 'points' } | { kind: 'other' }
  problem: CheckoutProblem | null
  /** why the checkout cannot go on (mixed stock types, nothing selected, a broken link) */
  blocked: CheckoutMessage | null
  loadError: CheckoutMessage | null
  addressDraft: AddressDraft | null
  /** the server's refusal of the address form, shown in its dialog */
  addressFormError: CheckoutMessage | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
  submission: { body: ReturnType<typeof checkoutRequestOf>; idempotencyKey: string } | null
  outcome: CheckoutOutcome | null
}

export type CheckoutEvent =
  | { type: 'retry' }
  | { type: 'address.selected'; addressId: number }
  | { type: 'invoice.selected'; invoiceId: number | null }
  | { type: 'coupon.selected'; storeId: number; couponCode: string | null }
  | { type: 'points.changed'; value: string }
  | { type: 'points.applied'; value: string }
  | { type: 'storeInput.changed'; storeId: number; field: StoreInputField; value: string }
  | { type: 'agreement.toggled'; checked: boolean }
  | { type: 'address.addRequested' }
  | { type: 'address.editRequested'; addressId: number }
  | { type: 'address.saved'; values: AddressFormValues }
  | { type: 'address.cancelled' }
  | { type: 'order.submitted' }
  | { type: 'cartReturn.requested' }
  | { type: 'pointsReset.accepted' }
  | { type: 'notice.dismissed' }

const noErrors = (): CheckoutErrors => ({
  address: null,
  points: null,
  agreement: null,
  coupons: {},
  storeInputs: {},
})

const selectionOf = (context: CheckoutContext): CheckoutSelection => ({
  entry: context.entry ?? { isCart: true },
  addressId: context.addressId,
  invoiceId: context.invoiceId,
  points: context.points,
  storeInputs: context.storeInputs,
})

/** The stored choice if it still exists, else the default address, else the first. */
function initialAddressId(addresses: Address[], preferred: number | null): number | null {
  if (preferred !== null && addresses.some((address) => address.addressId === preferred)) return preferred
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.addressId ?? null
}

const isRefusalError = (error: unknown) =>
  error instanceof ApiError && error.kind === 'state' && problemOf(error.data) === null

const problemOfError = (error: unknown): CheckoutProblem | null =>
  error instanceof ApiError && error.kind === 'state' ? problemOf(error.data) : null

const textOf = (error: unknown): string => (error instanceof ApiError ? (error.serverMessage ?? '') : '')

const addressInputOf = (values: AddressFormValues) => ({
  memberName: values.memberName.trim(),
  telMobile: values.telMobile.trim(),
  country: values.country.trim(),
  province: values.province.trim(),
  city: values.city.trim(),
  street: values.street.trim(),
  detailAddress: values.detailAddress.trim(),
  isDefault: values.isDefault ? (1 as const) : (0 as const),
})

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

/** What keeps "Enviar pedido" from being sent, field by field (nothing is sent while one is shown). */
function submitErrorsOf(context: CheckoutContext): CheckoutErrors {
  const errors = { ...context.errors }
  if (!context.agreement) errors.agreement = { id: checkoutMessages.agreementRequired.id }
  const needsAddress = context.checkout?.stockType !== 'reserved'
  if (needsAddress && context.addressId === null) errors.address = { id: checkoutMessages.addressRequired.id }
  const points = pointsProblem(context.pointsText, context.checkout)
  if (points) errors.points = points
  return errors
}

const hasAnyError = (errors: CheckoutErrors) =>
  errors.address !== null ||
  errors.points !== null ||
  errors.agreement !== null ||
  Object.keys(errors.coupons).length > 0 ||
  Object.values(errors.storeInputs).some((fields) => Object.keys(fields).length > 0)

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const copy = { ...record }
  delete copy[key]
  return copy
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutcome | null,
    tags: {} as 'busy',
  },
  actors: checkoutActors,
  delays: {
    submitFailedRedirect: SUBMIT_FAILED_REDIRECT_MS,
  },
  actions: {
    /** SPEC.md §3 stored item addressId: the next checkout starts with the same address. */
    rememberAddress: ({ context }) => {
      if (context.addressId !== null) session.setAddressId(context.addressId)
    },
    notifyReservationSent: () => notify.toast('success', { id: checkoutFlowMessages.reservationSent.id }),
    storeAddresses: assign(({ context }, params: { addresses: Address[] }) => ({
      addresses: params.addresses,
      addressId:
        context.addressId !== null && params.addresses.some((a) => a.addressId === context.addressId)
          ? context.addressId
          : initialAddressId(params.addresses, context.preferredAddressId),
    })),
    storeInvoices: assign((_, params: { invoices: Invoice[] }) => ({ invoices: params.invoices })),
    applyPreview: assign(({ context }, params: { checkout: CheckoutData }) => {
      const { checkout } = params
      return {
        checkout,
        addressId: checkout.address?.addressId ?? context.addressId,
        invoiceId: checkout.invoiceId,
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
          address: context.errors.address && checkout.address ? null : context.errors.address,
        },
      }
    }),
    storeProblem: assign((_, params: { problem: CheckoutProblem | null }) => ({ problem: params.problem })),
    /** A 255 of confirm: next to the field it is about, else in the notice; what the buyer chose is kept. */
    storeRecalculationRefusal: assign(({ context }, params: { error: unknown }) => {
      const message = errorMessageOf(params.error)
      const kind = refusalKindOf(textOf(params.error))
      const errors = { ...context.errors }
      let notice: CheckoutMessage | null = null
      if (kind === 'points' || (kind === 'other' && context.lastChange.kind === 'points'))
        errors.points = message
      else if (context.lastChange.kind === 'coupon')
        errors.coupons = { ...errors.coupons, [context.lastChange.storeId]: message }
      else notice = message
      return { errors, notice, stale: true }
    }),
    /** A 255 of submit that is not "submit order failed": the buyer fixes it, nothing entered is lost. */
    storeSubmitRefusal: assign(({ context }, params: { error: unknown }) => {
      const message = errorMessageOf(params.error)
      const kind = refusalKindOf(textOf(params.error))
      const errors = { ...context.errors }
      if (kind === 'agreement') return { errors: { ...errors, agreement: message }, agreement: false }
      if (kind === 'address') return { errors: { ...errors, address: message } }
      if (kind === 'points') return { errors: { ...errors, points: message } }
      return { notice: message, stale: true }
    }),
    markStale: assign({
      stale: true,
      notice: { id: checkoutFlowMessages.staleTotals.id } as CheckoutMessage,
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
    block: assign((_, params: { message: CheckoutMessage }) => ({ blocked: params.message })),
    selectAddress: assign(({ context, event }) =>
      event.type === 'address.selected'
        ? {
            addressId: event.addressId,
            lastChange: { kind: 'other' as const },
            errors: { ...context.errors, address: null },
          }
        : {},
    ),
    selectInvoice: assign(({ event }) =>
      event.type === 'invoice.selected'
        ? { invoiceId: event.invoiceId, lastChange: { kind: 'other' as const } }
        : {},
    ),
    selectCoupon: assign(({ context, event }) => {
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
    typePoints: assign(({ context, event }) =>
      event.type === 'points.changed'
        ? { pointsText: event.value, errors: { ...context.errors, points: null } }
        : {},
    ),
    applyPoints: assign(({ context, event }) => {
      const text = event.type === 'points.applied' ? event.value : context.pointsText
      return {
        pointsText: text,
        points: pointsValue(text),
        lastChange: { kind: 'points' as const },
        errors: { ...context.errors, points: null },
      }
    }),
    /** Before sending, the typed (valid) points join the selection that is priced again. */
    catchUpPoints: assign(({ context }) => ({ points: pointsValue(context.pointsText) })),
    showPointsProblem: assign(({ context, event }) => {
      const text = event.type === 'points.applied' ? event.value : context.pointsText
      return {
        pointsText: text,
        errors: { ...context.errors, points: pointsProblem(text, context.checkout) },
      }
    }),
    resetPoints: assign(({ context }) => ({
      points: 0,
      pointsText: '0',
      lastChange: { kind: 'points' as const },
      errors: { ...context.errors, points: null },
      problem: null,
    })),
    typeStoreInput: assign(({ context, event }) => {
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
    toggleAgreement: assign(({ context, event }) =>
      event.type === 'agreement.toggled'
        ? {
            agreement: event.checked,
            errors: { ...context.errors, agreement: event.checked ? null : context.errors.agreement },
          }
        : {},
    ),
    showSubmitErrors: assign(({ context }) => ({
      errors: submitErrorsOf(context),
      notice: { id: checkoutFlowMessages.fixErrors.id } as CheckoutMessage,
    })),
    dismissNotice: assign({ notice: null }),
    openNewAddress: assign({
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
    openAddressEdit: assign(({ context, event }) => {
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
    keepAddressValues: assign(({ context, event }) =>
      event.type === 'address.saved' && context.addressDraft
        ? { addressDraft: { ...context.addressDraft, values: event.values }, addressFormError: null }
        : {},
    ),
    selectSavedAddress: assign(({ context }, params: { address: Address }) => ({
      addresses: context.addresses.some((entry) => entry.addressId === params.address.addressId)
        ? context.addresses.map((entry) =>
            entry.addressId === params.address.addressId ? params.address : entry,
          )
        : [...context.addresses, params.address],
      addressId: params.address.addressId,
      lastChange: { kind: 'other' as const },
      errors: { ...context.errors, address: null },
    })),
    storeAddressFormError: assign((_, params: { error: unknown }) => ({
      addressFormError: errorMessageOf(params.error),
    })),
    closeAddressDraft: assign({ addressDraft: null, addressFormError: null }),
    prepareSubmission: assign(({ context }) => {
      const body = checkoutRequestOf(selectionOf(context), context.checkout, { agreement: context.agreement })
      return { submission: { body, idempotencyKey: context.attemptKeys.keyFor(body) }, notice: null }
    }),
    /** A definitive answer (success or a business refusal): the next attempt is a new one. */
    settleAttempt: ({ context }) => context.attemptKeys.settle(),
    setOutcome: assign((_, params: { outcome: CheckoutOutcome }) => ({ outcome: params.outcome })),
  },
  guards: {
    hasNoEntry: ({ context }) => context.entry === null,
    isProblem: (_, params: { error: unknown }) => problemOfError(params.error) !== null,
    isPointsProblem: (_, params: { error: unknown }) =>
      problemOfError(params.error)?.state === PROBLEM_POINTS,
    isRefusal: (_, params: { error: unknown }) => isRefusalError(params.error),
    isSubmitFailedRefusal: (_, params: { error: unknown }) =>
      isRefusalError(params.error) && refusalKindOf(textOf(params.error)) === 'submitFailed',
    isAnotherAddress: ({ context, event }) =>
      event.type === 'address.selected' && event.addressId !== context.addressId,
    isPointsUnchanged: ({ context, event }) =>
      event.type === 'points.applied' &&
      context.errors.points === null &&
      pointsValue(event.value) === context.points,
    isPointsValid: ({ context, event }) =>
      event.type === 'points.applied' && pointsProblem(event.value, context.checkout) === null,
    hasBlockingInput: ({ context }) => hasAnyError(submitErrorsOf(context)),
    isStale: ({ context }) => context.stale || pointsValue(context.pointsText) !== context.points,
    hasPaySn: (_, params: { result: SubmitResult }) => Boolean(params.result.paySn),
    isPointsProblemShown: ({ context }) => context.problem?.state === PROBLEM_POINTS,
    isKnownAddress: ({ context, event }) =>
      event.type === 'address.editRequested' &&
      context.addresses.some((address) => address.addressId === event.addressId),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    entry: input.entry,
    preferredAddressId: input.preferredAddressId ?? null,
    addresses: [],
    invoices: [],
    checkout: null,
    addressId: null,
    invoiceId: null,
    points: 0,
    pointsText: '',
    storeInputs: {},
    agreement: false,
    errors: noErrors(),
    notice: null,
    stale: false,
    lastChange: { kind: 'other' },
    problem: null,
    blocked: null,
    loadError: null,
    addressDraft: null,
    addressFormError: null,
    attemptKeys: createAttemptKeys(),
    submission: null,
    outcome: null,
  }),
  output: ({ context }) => context.outcome,
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'hasNoEntry',
          target: 'blocked',
          actions: { type: 'block', params: { message: { id: checkoutFlowMessages.invalidLink.id } } },
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: 'busy',
      initial: 'addresses',
      states: {
        addresses: {
          invoke: {
            id: 'listAddresses',
            src: 'listAddresses',
            onDone: {
              target: 'invoices',
              actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
            },
            onError: {
              target: '#checkout.loadFailed',
              actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        invoices: {
          invoke: {
            id: 'listInvoices',
            src: 'listInvoices',
            onDone: {
              target: 'previewing',
              actions: { type: 'storeInvoices', params: ({ event }) => ({ invoices: event.output }) },
            },
            onError: {
              target: '#checkout.loadFailed',
              actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        previewing: {
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => checkoutRequestOf(selectionOf(context), context.checkout),
            onDone: {
              target: '#checkout.ready',
              actions: [
                { type: 'applyPreview', params: ({ event }) => ({ checkout: event.output }) },
                'rememberAddress',
              ],
            },
            onError: [
              {
                guard: { type: 'isProblem', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.problem',
                actions: {
                  type: 'storeProblem',
                  params: ({ event }) => ({ problem: problemOfError(event.error) }),
                },
              },
              {
                // nothing selected, in-stock and reserved goods mixed (SPEC.md §5): the checkout cannot go on
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.blocked',
                actions: { type: 'block', params: ({ event }) => ({ message: errorMessageOf(event.error) }) },
              },
              {
                target: '#checkout.loadFailed',
                actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: assign({ loadError: null }) } },
    },
    blocked: {
      on: { 'cartReturn.requested': 'returning' },
    },
    ready: {
      initial: 'idle',
      on: {
        'address.selected': {
          guard: 'isAnotherAddress',
          target: '.recalculating',
          reenter: true,
          actions: 'selectAddress',
        },
        'invoice.selected': { target: '.recalculating', reenter: true, actions: 'selectInvoice' },
        'coupon.selected': { target: '.recalculating', reenter: true, actions: 'selectCoupon' },
        'points.changed': { actions: 'typePoints' },
        'points.applied': [
          { guard: 'isPointsUnchanged' },
          { guard: 'isPointsValid', target: '.recalculating', reenter: true, actions: 'applyPoints' },
          { actions: 'showPointsProblem' },
        ],
        'storeInput.changed': { actions: 'typeStoreInput' },
        'agreement.toggled': { actions: 'toggleAgreement' },
        'notice.dismissed': { actions: 'dismissNotice' },
      },
      states: {
        idle: {
          // while a preview is being priced the address dialog waits: leaving would drop its answer
          on: {
            'address.addRequested': {
              target: '#checkout.editingAddress.newAddress',
              actions: 'openNewAddress',
            },
            'address.editRequested': {
              guard: 'isKnownAddress',
              target: '#checkout.editingAddress.existingAddress',
              actions: 'openAddressEdit',
            },
            'order.submitted': [
              { guard: 'hasBlockingInput', actions: 'showSubmitErrors' },
              // the totals shown are not those of the selection: price it first, the buyer then sends
              { guard: 'isStale', target: 'recalculating', actions: 'catchUpPoints' },
              { target: '#checkout.submitting' },
            ],
          },
        },
        recalculating: {
          tags: 'busy',
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => checkoutRequestOf(selectionOf(context), context.checkout),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyPreview', params: ({ event }) => ({ checkout: event.output }) },
                'rememberAddress',
              ],
            },
            onError: [
              {
                guard: { type: 'isProblem', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.problem',
                actions: {
                  type: 'storeProblem',
                  params: ({ event }) => ({ problem: problemOfError(event.error) }),
                },
              },
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: {
                  type: 'storeRecalculationRefusal',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              { target: 'idle', actions: 'markStale' },
            ],
          },
        },
      },
    },
    editingAddress: {
      initial: 'newAddress',
      on: {
        'address.cancelled': { target: 'ready', actions: 'closeAddressDraft' },
      },
      states: {
        newAddress: {
          on: { 'address.saved': { target: 'adding', actions: 'keepAddressValues' } },
        },
        existingAddress: {
          on: { 'address.saved': { target: 'updating', actions: 'keepAddressValues' } },
        },
        adding: {
          tags: 'busy',
          invoke: {
            id: 'addAddress',
            src: 'addAddress',
            input: ({ context }) => addressInputOf(context.addressDraft!.values),
            onDone: {
              target: 'reloading',
              actions: { type: 'selectSavedAddress', params: ({ event }) => ({ address: event.output }) },
            },
            onError: {
              target: 'newAddress',
              actions: { type: 'storeAddressFormError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            id: 'editAddress',
            src: 'editAddress',
            input: ({ context }) => ({
              ...addressInputOf(context.addressDraft!.values),
              addressId: context.addressDraft!.addressId!,
            }),
            onDone: {
              target: 'reloading',
              actions: { type: 'selectSavedAddress', params: ({ event }) => ({ address: event.output }) },
            },
            onError: {
              target: 'existingAddress',
              actions: { type: 'storeAddressFormError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // a new default changes the other cards' badge: read the list again (a failure keeps the saved card)
        reloading: {
          tags: 'busy',
          invoke: {
            id: 'listAddresses',
            src: 'listAddresses',
            onDone: {
              target: '#checkout.ready.recalculating',
              actions: [
                { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
                'closeAddressDraft',
              ],
            },
            onError: { target: '#checkout.ready.recalculating', actions: 'closeAddressDraft' },
          },
        },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'prepareSubmission',
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => context.submission!,
        onDone: [
          {
            guard: { type: 'hasPaySn', params: ({ event }) => ({ result: event.output }) },
            target: 'toPayment',
            actions: [
              'settleAttempt',
              {
                type: 'setOutcome',
                params: ({ event }) => ({ outcome: { kind: 'payment', paySn: event.output.paySn! } }),
              },
            ],
          },
          {
            target: 'reservationSent',
            actions: ['settleAttempt', { type: 'setOutcome', params: { outcome: { kind: 'reservation' } } }],
          },
        ],
        onError: [
          {
            guard: { type: 'isProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'problem',
            actions: [
              'settleAttempt',
              { type: 'storeProblem', params: ({ event }) => ({ problem: problemOfError(event.error) }) },
            ],
          },
          {
            guard: { type: 'isSubmitFailedRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'submitFailed',
            actions: 'settleAttempt',
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              'settleAttempt',
              { type: 'storeSubmitRefusal', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          // network, timeout, HTTP failure: the key is kept, a retry of the same body replays the first answer
          { target: 'submitFailed' },
        ],
      },
    },
    problem: {
      on: {
        'cartReturn.requested': 'returning',
        'pointsReset.accepted': {
          guard: 'isPointsProblemShown',
          target: 'ready.recalculating',
          actions: 'resetPoints',
        },
      },
    },
    submitFailed: {
      after: {
        submitFailedRedirect: {
          target: 'toOrderList',
          actions: { type: 'setOutcome', params: { outcome: { kind: 'orderList' } } },
        },
      },
    },
    returning: {
      type: 'final',
      entry: {
        type: 'setOutcome',
        params: ({ context }) => ({
          outcome:
            context.entry && !context.entry.isCart
              ? { kind: 'product', productId: context.entry.productId }
              : { kind: 'cart' },
        }),
      },
    },
    toPayment: { type: 'final' },
    reservationSent: { type: 'final', entry: 'notifyReservationSent' },
    toOrderList: { type: 'final' },
  },
})

export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>
