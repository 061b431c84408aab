// Types of the checkout flow (machines/checkout/checkout.machine.ts): its input, context, events and outcome.
// Readers import them through the machine module.
import type { Message } from '../../src/api/message'
import type { Address, CheckoutData, CheckoutProblem, Invoice } from '../../src/api/checkout'
import type { createAttemptKeys } from '../../src/lib/idempotency'
import type { AddressFormValues } from '../../src/schemas/address.schema'
import type { checkoutRequestOf, CheckoutEntry, StoreInput, StoreInputField } from './checkout-rules'

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
  address: Message | null
  points: Message | null
  agreement: Message | null
  coupons: Record<number, Message>
  /** the platform coupon's refusal (issue 16 item 4) */
  platformCoupon: Message | null
  storeInputs: Record<number, Partial<Record<StoreInputField, Message>>>
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
  /** the platform coupon chosen (issue 16 item 4) */
  platformCouponCode: string | null
  /** points applied to the preview */
  points: number
  /** the points field as typed */
  pointsText: string
  storeInputs: Record<number, StoreInput>
  agreement: boolean
  errors: CheckoutErrors
  /** a refusal or failure not tied to one field */
  notice: Message | null
  /** the preview shown is not the one of the selection (its recalculation failed) */
  stale: boolean
  /** what the last recalculation was for, so that its refusal is shown next to that field */
  lastChange:
    { kind: 'coupon'; storeId: number } | { kind: 'platformCoupon' } | { kind: 'points' } | { kind: 'other' }
  problem: CheckoutProblem | null
  /** why the checkout cannot go on (mixed stock types, nothing selected, a broken link) */
  blocked: Message | null
  loadError: Message | null
  addressDraft: AddressDraft | null
  /** the server's refusal of the address form, shown in its dialog */
  addressFormError: Message | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
  submission: { body: ReturnType<typeof checkoutRequestOf>; idempotencyKey: string } | null
  outcome: CheckoutOutcome | null
}

export type CheckoutEvent =
  | { type: 'retry' }
  | { type: 'address.selected'; addressId: number }
  | { type: 'invoice.selected'; invoiceId: number | null }
  | { type: 'coupon.selected'; storeId: number; couponCode: string | null }
  | { type: 'platformCoupon.selected'; couponCode: string | null }
  | { type: 'invoice.added'; invoice: Invoice }
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
