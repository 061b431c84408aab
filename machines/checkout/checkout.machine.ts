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
import { type ActorRefFrom, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf } from '../../src/api/errors'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { checkoutActions } from './checkout.actions'
import { checkoutActors } from './checkout.actors'
import { checkoutGuards } from './checkout.guards'
import {
  addressInputOf,
  checkoutFlowMessages,
  checkoutRequestOf,
  noErrors,
  problemOfError,
  selectionOf,
} from './checkout-rules'
import type {
  AddressDraft,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutcome,
} from './checkout.types'

// the machine's module is where its readers (the route, tests, stories) find its types
export type {
  AddressDraft,
  CheckoutContext,
  CheckoutErrors,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutcome,
} from './checkout.types'

/** SPEC.md §8/§9: after "submit order failed" the order list opens 2 s later. */
export const SUBMIT_FAILED_REDIRECT_MS = 2000

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
  actions: checkoutActions,
  guards: checkoutGuards,
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
    platformCouponCode: null,
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
      on: { retry: { target: 'loading', actions: 'clearLoadError' } },
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
        // issue 16 item 4: the platform coupon is refused in the form below its minimum, else priced
        'platformCoupon.selected': [
          {
            guard: 'isPlatformCouponUsable',
            target: '.recalculating',
            reenter: true,
            actions: 'selectPlatformCoupon',
          },
          { actions: 'showPlatformCouponProblem' },
        ],
        // a header added from the checkout's own dialog (issue 16 item 4) is chosen at once
        'invoice.added': { target: '.recalculating', reenter: true, actions: 'addInvoice' },
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

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
export type CheckoutStage = 'loading' | 'loadFailed' | 'blocked' | 'ready' | 'submitting' | 'submitFailed'
export const checkoutStageOf = (s: CheckoutSnapshot): CheckoutStage => {
  if (s.matches('starting') || s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'loadFailed'
  if (s.matches('blocked') || s.matches('returning')) return 'blocked'
  if (s.matches('submitFailed') || s.matches('toOrderList')) return 'submitFailed'
  if (s.matches('submitting') || s.matches('toPayment') || s.matches('reservationSent')) return 'submitting'
  return 'ready'
}
/** The totals are being recalculated after a change (coupon, points, address). */
export const checkoutRecalculatingOf = (s: CheckoutSnapshot) => s.matches({ ready: 'recalculating' })
/** The problem dialog's subject while it is open. */
export const checkoutProblemOf = (s: CheckoutSnapshot) => (s.matches('problem') ? s.context.problem : null)
export interface CheckoutAddressDialog {
  mode: 'new' | 'edit'
  values: AddressDraft['values']
  saving: boolean
  error: CheckoutContext['addressFormError']
}
/** The address dialog while an address is being added or edited; compare with `sameAddressDialog`. */
export const checkoutAddressDialogOf = (s: CheckoutSnapshot): CheckoutAddressDialog | null => {
  const draft = s.context.addressDraft
  if (!s.matches('editingAddress') || !draft) return null
  return {
    mode: draft.addressId ? 'edit' : 'new',
    values: draft.values,
    saving: s.hasTag('busy'),
    error: s.context.addressFormError,
  }
}
export const sameAddressDialog = (a: CheckoutAddressDialog | null, b: CheckoutAddressDialog | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.mode === b.mode &&
    a.saving === b.saving &&
    a.values === b.values &&
    a.error === b.error)
/** Where the checkout ended, once it has (payment, order list, back to the cart or product). */
export const checkoutOutcomeOf = (s: CheckoutSnapshot) => (s.status === 'done' ? s.output : null)
/** The checkout ended with its orders placed (to pay, a reservation, or the order list), not turned back. */
export const isOrderPlaced = (outcome: CheckoutOutcome | null) =>
  outcome !== null && outcome.kind !== 'cart' && outcome.kind !== 'product'

// the checkout's prices against those the buyer saw from the cache (issue 26): read by the route
export { checkoutProductIds, priceChangesOf, type PriceChange } from './price-changes'
