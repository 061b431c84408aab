// /buy/confirm (issue 5 item 4; SPEC.md §2): `?ifcart=true` (the checked cart lines, from "Realizar pedido") or
// buy now `?productId=&numbers=`. The route owns the checkout machine, hands the view plain props read through
// narrow selectors, and navigates when the machine ends (payment, order list, back to the cart or product).
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { CheckoutEntry } from '../../../machines/checkout/checkout-rules'
import { checkoutFlowMessages } from '../../../machines/checkout/checkout-rules'
import {
  checkoutAddressDialogOf,
  checkoutMachine,
  checkoutProductIds,
  isOrderPlaced,
  priceChangesOf,
  checkoutOutcomeOf,
  checkoutProblemOf,
  checkoutRecalculatingOf,
  checkoutStageOf,
  sameAddressDialog,
  type CheckoutOutcome,
} from '../../../machines/checkout/checkout.machine'
import {
  invoiceAddErrorOf,
  invoiceAddMachine,
  invoiceAddOpenOf,
  invoiceAddSavingOf,
  invoiceAddValuesOf,
} from '../../../machines/invoice-add/invoice-add.machine'
import { seenPrices } from '../../api/seen-prices'
import { STORAGE_KEYS } from '../../api/session'
import { useEuroRate } from '../../components/euro-reference'
import { readText } from '../../lib/storage'
import { SKU_GRID_MAX_LINES } from '../../schemas/sku-grid-rules'
import type { Invoice } from '../../api/checkout'
import type { AddressDialogState } from './checkout-address-section'
import type { CheckoutStatus } from './checkout-parts'
import { CheckoutView } from './checkout-view'
import { useFlowActor } from '../../lib/flow'

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/

/**
 * The checkout the URL describes, or null when it describes none. Buy now: `productId` and `numbers`, each a
 * comma-separated list of the same length when several SKUs are bought at once (issue 16 item 2).
 */
export function checkoutEntryOf(params: URLSearchParams): CheckoutEntry | null {
  if (params.get('ifcart') === 'true') return { isCart: true }
  const productIds = (params.get('productId') ?? '').split(',')
  const numbers = (params.get('numbers') ?? '').split(',')
  if (productIds.length !== numbers.length || productIds.length > SKU_GRID_MAX_LINES) return null
  if (![...productIds, ...numbers].every((value) => POSITIVE_INTEGER.test(value))) return null
  const lines = productIds.map((productId, index) => ({
    productId: Number(productId),
    number: Number(numbers[index]),
  }))
  const [first] = lines
  if (!first || new Set(productIds).size !== productIds.length) return null
  return lines.length === 1 ? { isCart: false, ...first } : { isCart: false, ...first, lines }
}

/** The stored item addressId (SPEC.md §3): the address chosen in the last checkout. */
function storedAddressId(): number | null {
  const value = Number(readText(STORAGE_KEYS.addressId))
  return Number.isInteger(value) && value > 0 ? value : null
}

/** Where each end of the checkout leads; payment and the order list replace the checkout in the history. */
export function destinationOf(outcome: CheckoutOutcome): { to: string; replace: boolean } {
  switch (outcome.kind) {
    case 'payment':
      return { to: `/buy/pay?paySn=${encodeURIComponent(outcome.paySn)}&payFrom=1`, replace: true }
    case 'reservation':
    case 'orderList':
      return { to: '/member/order/list', replace: true }
    case 'product':
      return { to: `/goods/detail?productId=${outcome.productId}`, replace: false }
    case 'cart':
      return { to: '/cart/index', replace: false }
  }
}

export function CheckoutRoute() {
  const [params] = useSearchParams()
  const search = params.toString()
  const entry = useMemo(() => checkoutEntryOf(new URLSearchParams(search)), [search])
  // another checkout in the URL is another flow
  return <CheckoutScreen key={search} entry={entry} />
}

function CheckoutScreen({ entry }: { entry: CheckoutEntry | null }) {
  const navigate = useNavigate()
  const actorRef = useFlowActor(checkoutMachine, {
    input: { entry, preferredAddressId: storedAddressId() },
  })
  const status: CheckoutStatus = useSelector(actorRef, checkoutStageOf)
  const checkout = useSelector(actorRef, (s) => s.context.checkout)
  const addresses = useSelector(actorRef, (s) => s.context.addresses)
  const invoices = useSelector(actorRef, (s) => s.context.invoices)
  const addressId = useSelector(actorRef, (s) => s.context.addressId)
  const invoiceId = useSelector(actorRef, (s) => s.context.invoiceId)
  const platformCouponCode = useSelector(actorRef, (s) => s.context.platformCouponCode)
  const storeInputs = useSelector(actorRef, (s) => s.context.storeInputs)
  const pointsText = useSelector(actorRef, (s) => s.context.pointsText)
  const agreement = useSelector(actorRef, (s) => s.context.agreement)
  const errors = useSelector(actorRef, (s) => s.context.errors)
  const notice = useSelector(actorRef, (s) => s.context.notice)
  const recalculating = useSelector(actorRef, checkoutRecalculatingOf)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const blocked = useSelector(actorRef, (s) => s.context.blocked)
  const problem = useSelector(actorRef, checkoutProblemOf)
  const addressDialog: AddressDialogState | null = useSelector(
    actorRef,
    checkoutAddressDialogOf,
    sameAddressDialog,
  )
  const outcome = useSelector(actorRef, checkoutOutcomeOf)
  // a new invoice header from the checkout (issue 16 item 4): its own flow, the saved header goes to the checkout
  const invoiceAdd = useFlowActor(
    invoiceAddMachine.provide({
      actions: {
        announceSaved: (_, params: { invoice: Invoice }) =>
          actorRef.send({ type: 'invoice.added', invoice: params.invoice }),
      },
    }),
  )
  const invoiceDialogOpen = useSelector(invoiceAdd, invoiceAddOpenOf)
  const invoiceSaving = useSelector(invoiceAdd, invoiceAddSavingOf)
  const invoiceValues = useSelector(invoiceAdd, invoiceAddValuesOf)
  const invoiceError = useSelector(invoiceAdd, invoiceAddErrorOf)

  // the prices the buyer saw on pages from the installed app's cache (issue 26): the server's win, and the lines
  // that differ are named; once the order is placed, its products' kept prices are forgotten
  const seen = useSyncExternalStore(seenPrices.subscribe, seenPrices.getSnapshot, seenPrices.getSnapshot)
  const priceChanges = useMemo(() => priceChangesOf(checkout, seen), [checkout, seen])
  const placed = isOrderPlaced(outcome)

  useEffect(() => {
    if (!outcome) return
    if (placed) seenPrices.forget(checkoutProductIds(checkout))
    const { to, replace } = destinationOf(outcome)
    void navigate(to, { replace })
  }, [outcome, navigate, placed, checkout])

  const euroRate = useEuroRate()

  const send = actorRef.send
  return (
    <CheckoutView
      status={status}
      buyNow={entry !== null && !entry.isCart}
      checkout={checkout}
      recalculating={recalculating}
      loadError={loadError}
      blocked={blocked}
      onRetry={() => send({ type: 'retry' })}
      onBack={() => send({ type: 'cartReturn.requested' })}
      address={{
        addresses,
        selectedId: addressId,
        error: errors.address,
        dialog: addressDialog,
        onSelect: (id) => send({ type: 'address.selected', addressId: id }),
        onAdd: () => send({ type: 'address.addRequested' }),
        onEdit: (id) => send({ type: 'address.editRequested', addressId: id }),
        onSave: (values) => send({ type: 'address.saved', values }),
        onCancel: () => send({ type: 'address.cancelled' }),
      }}
      invoice={{
        invoices,
        selectedId: invoiceId,
        onSelect: (id) => send({ type: 'invoice.selected', invoiceId: id }),
        onAdd: () => invoiceAdd.send({ type: 'invoiceForm.opened' }),
        dialog: invoiceDialogOpen
          ? {
              values: invoiceValues,
              saving: invoiceSaving,
              error: invoiceError,
              onSave: (values) => invoiceAdd.send({ type: 'invoiceForm.saved', values }),
              onCancel: () => invoiceAdd.send({ type: 'invoiceForm.cancelled' }),
            }
          : null,
      }}
      stores={{
        inputs: storeInputs,
        couponErrors: errors.coupons,
        inputErrors: errors.storeInputs,
        onSelectCoupon: (storeId, couponCode) => send({ type: 'coupon.selected', storeId, couponCode }),
        onInputChange: (storeId, field, value) => send({ type: 'storeInput.changed', storeId, field, value }),
      }}
      points={{
        text: pointsText,
        error: errors.points,
        onChange: (value) => send({ type: 'points.changed', value }),
        onApply: (value) => send({ type: 'points.applied', value }),
      }}
      summary={{
        agreement,
        agreementError: errors.agreement,
        notice,
        submitFailure: status === 'submitFailed' ? { id: checkoutFlowMessages.submitFailed.id } : null,
        onAgreementChange: (checked) => send({ type: 'agreement.toggled', checked }),
        onSubmit: () => send({ type: 'order.submitted' }),
        onDismissNotice: () => send({ type: 'notice.dismissed' }),
        euroRate,
      }}
      problemDialog={{ problem, onResetPoints: () => send({ type: 'pointsReset.accepted' }) }}
      priceChanges={priceChanges}
      platformCoupons={{
        selected: platformCouponCode,
        error: errors.platformCoupon,
        onSelect: (couponCode) => send({ type: 'platformCoupon.selected', couponCode }),
      }}
    />
  )
}
