// Pure rules of the checkout (SPEC.md §5, §8; issue 5 item 4): the points field and the per-store inputs checked
// with the shared schemas, the request body built from the current selection, and what a refusal of the server
// is about (a field, or "submit order failed"). Messages are dictionary ids with values, or the server's own
// text — never Spanish in code.
import type { Message as ApiMessage } from '../../src/api/message'
import { ValidationError } from 'yup'
import { ApiError } from '../../src/api/errors'
import type { CheckoutData, CheckoutProblem, CheckoutRequest } from '../../src/api/checkout'
import { defineMessages, type Message } from '../../src/lib/intl'
import { checkoutMessages, pointsSchema, storeInputSchema } from '../../src/schemas/checkout.schema'
import { addMessages } from '../../src/i18n/dictionary'
import { textPatternOf } from '../../src/i18n/text-pattern'
import checkoutPart from '../../src/i18n/parts/checkout.json' with { type: 'json' }
import type { AddressFormValues } from '../../src/schemas/address.schema'
import type { CheckoutContext, CheckoutErrors } from './checkout.types'

addMessages(checkoutPart)

/** The machine's own messages (the dictionary holds them; src/features/checkout shows them). */
export const checkoutFlowMessages = defineMessages({
  submitFailed: {
    id: 'checkout.confirm.submitFailed',
    defaultMessage: 'No se pudo enviar el pedido. Inténtelo de nuevo más tarde.',
  },
  reservationSent: {
    id: 'checkout.confirm.reservationSent',
    defaultMessage: 'Pedido enviado: el proveedor revisará su pedido de reserva.',
  },
  invalidLink: {
    id: 'checkout.confirm.invalidLink',
    defaultMessage: 'Este enlace de pedido no es válido. Vuelva al carrito o al producto.',
  },
  fixErrors: {
    id: 'checkout.confirm.fixErrors',
    defaultMessage: 'Revise los datos marcados antes de enviar el pedido.',
  },
  staleTotals: {
    id: 'checkout.confirm.staleTotals',
    defaultMessage:
      'No se pudieron recalcular los importes. Se intentará de nuevo antes de enviar el pedido.',
  },
})

/** One SKU of a buy now (issue 16: the product page's SKU grid may send several). */
export interface BuyNowLine {
  productId: number
  number: number
}

/**
 * Where the buyer came from (SPEC.md §2 /buy/confirm): the checked cart lines, or buy now. A buy now names its
 * first SKU in productId/number (the product page to go back to) and, when it holds several, all of them in
 * `lines` (issue 16 item 2).
 */
export type CheckoutEntry =
  { isCart: true } | { isCart: false; productId: number; number: number; lines?: readonly BuyNowLine[] }

/** The SKUs of a buy now. */
export const buyNowLinesOf = (entry: Extract<CheckoutEntry, { isCart: false }>): readonly BuyNowLine[] =>
  entry.lines ?? [{ productId: entry.productId, number: entry.number }]

export type StoreInputField = 'remark' | 'purchaseOrderNumber'

export interface StoreInput {
  storeCouponCode: string | null
  remark: string
  purchaseOrderNumber: string
}

export const emptyStoreInput: StoreInput = { storeCouponCode: null, remark: '', purchaseOrderNumber: '' }

/** The parts of the selection the server prices. */
export interface CheckoutSelection {
  entry: CheckoutEntry
  addressId: number | null
  invoiceId: number | null
  /** the platform coupon (issue 16 item 4) */
  platformCouponCode?: string | null
  /** points applied (0: none) */
  points: number
  storeInputs: Record<number, StoreInput>
}

const PARAM_NAMES = ['unit', 'max', 'min'] as const

/** A yup refusal as a dictionary id with the values its text needs. */
export function ruleProblemOf(error: unknown): ApiMessage {
  if (!(error instanceof ValidationError)) throw error
  const params = (error.params ?? {}) as Record<string, unknown>
  const values: Record<string, number> = {}
  for (const name of PARAM_NAMES) if (typeof params[name] === 'number') values[name] = params[name]
  return Object.keys(values).length > 0 ? { id: error.message, values } : { id: error.message }
}

/** The points text as a number: blank is 0; anything else must be what the buyer typed. */
export const pointsValue = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()))

/** The amount points may deduct from: the goods after coupons (SPEC.md §5 cap). */
export const pointsBase = (checkout: CheckoutData): number =>
  Math.max(0, checkout.goodsAmount - checkout.couponAmount)

/** The points field's first broken rule for this preview (pointsSchema: integer, multiple, balance, cap). */
export function pointsProblem(text: string, checkout: CheckoutData | null): ApiMessage | null {
  if (!checkout) return null
  const value = pointsValue(text)
  if (value === 0) return null
  try {
    pointsSchema(checkout.integralRule, pointsBase(checkout)).validateSync(value)
    return null
  } catch (error) {
    return ruleProblemOf(error)
  }
}

/** One per-store field's problem (storeInputSchema: note ≤ 200, purchase-order number format). */
export function storeInputProblem(field: StoreInputField, value: string): ApiMessage | null {
  try {
    storeInputSchema.validateSyncAt(field, { [field]: value })
    return null
  } catch (error) {
    return ruleProblemOf(error)
  }
}

/** The confirm/submit body of a selection; submit adds the agreement and the prices the buyer saw. */
export function checkoutRequestOf(
  selection: CheckoutSelection,
  checkout: CheckoutData | null,
  submit?: { agreement: boolean },
): CheckoutRequest {
  const { entry } = selection
  const storeIds = checkout
    ? checkout.storeGroupList.map((group) => group.storeId)
    : Object.keys(selection.storeInputs).map(Number)
  const body: CheckoutRequest = {
    isCart: entry.isCart,
    invoiceId: selection.invoiceId,
    integral: selection.points,
    storeInfoList: storeIds.map((storeId) => {
      const input = selection.storeInputs[storeId] ?? emptyStoreInput
      return {
        storeId,
        ...(input.storeCouponCode ? { storeCouponCode: input.storeCouponCode } : {}),
        remark: input.remark.trim(),
        purchaseOrderNumber: input.purchaseOrderNumber.trim(),
      }
    }),
  }
  if (selection.addressId !== null) body.addressId = selection.addressId
  if (selection.platformCouponCode) body.platformCouponCode = selection.platformCouponCode
  if (!entry.isCart)
    body.productList = buyNowLinesOf(entry).map((line) => ({
      productId: line.productId,
      buyNum: line.number,
    }))
  if (submit) {
    body.agreement = submit.agreement
    if (checkout) {
      body.productList = checkout.storeGroupList.flatMap((group) =>
        group.productList.map((line) => ({
          productId: line.productId,
          buyNum: line.buyNum,
          price: line.price,
        })),
      )
    }
  }
  return body
}

/** The per-store inputs after a preview: the server's coupon choice, the buyer's note and PO number kept. */
export function storeInputsAfter(
  checkout: CheckoutData,
  previous: Record<number, StoreInput>,
): Record<number, StoreInput> {
  return Object.fromEntries(
    checkout.storeGroupList.map((group) => {
      const before = previous[group.storeId] ?? emptyStoreInput
      return [group.storeId, { ...before, storeCouponCode: group.storeCouponCode ?? null }]
    }),
  )
}

/** SPEC.md §8 CheckoutProblem (data of a 267 answer), or null. */
export function problemOf(data: unknown): CheckoutProblem | null {
  if (typeof data !== 'object' || data === null) return null
  const candidate = data as Partial<CheckoutProblem>
  return typeof candidate.state === 'number' &&
    typeof candidate.stateValue === 'string' &&
    Array.isArray(candidate.productList)
    ? (candidate as CheckoutProblem)
    : null
}

/** CheckoutProblem.state 6: the member's points no longer cover what the order uses. */
export const PROBLEM_POINTS = 6

const REFUSAL_MESSAGES: [RefusalKind, Message][] = [
  ['submitFailed', checkoutFlowMessages.submitFailed],
  ['agreement', checkoutMessages.agreementRequired],
  ['address', checkoutMessages.addressRequired],
  ['points', checkoutMessages.pointsInteger],
  ['points', checkoutMessages.pointsMultiple],
  ['points', checkoutMessages.pointsCap],
  ['points', checkoutMessages.pointsInsufficient],
  ['storeInput', checkoutMessages.remarkLength],
  ['storeInput', checkoutMessages.poNumberFormat],
]

/** The texts' patterns, from the dictionary (its parts are registered by the imports above), made once. */
let refusals: [RefusalKind, RegExp][] | null = null
const refusalPatterns = () =>
  (refusals ??= REFUSAL_MESSAGES.flatMap(([kind, message]): [RefusalKind, RegExp][] => {
    const pattern = textPatternOf(message.id)
    return pattern ? [[kind, pattern]] : []
  }))

export type RefusalKind = 'submitFailed' | 'agreement' | 'address' | 'points' | 'storeInput' | 'other'

/**
 * What a 255 of confirm/submit is about. The mock answers the shared rules' texts from the same dictionary
 * (mocks/lib/i18n.ts), and the contract fixes the "submit order failed" text, so the text tells the field.
 */
export function refusalKindOf(text: string): RefusalKind {
  return refusalPatterns().find(([, matcher]) => matcher.test(text.trim()))?.[0] ?? 'other'
}

// What the machine reads of its context and of the server's refusals (checkout.machine.ts, .actions.ts,
// .guards.ts).

export const noErrors = (): CheckoutErrors => ({
  address: null,
  points: null,
  agreement: null,
  coupons: {},
  platformCoupon: null,
  storeInputs: {},
})

export const selectionOf = (context: CheckoutContext): CheckoutSelection => ({
  entry: context.entry ?? { isCart: true },
  addressId: context.addressId,
  invoiceId: context.invoiceId,
  platformCouponCode: context.platformCouponCode,
  points: context.points,
  storeInputs: context.storeInputs,
})

export const isRefusalError = (error: unknown) =>
  error instanceof ApiError && error.kind === 'state' && problemOf(error.data) === null

export const problemOfError = (error: unknown): CheckoutProblem | null =>
  error instanceof ApiError && error.kind === 'state' ? problemOf(error.data) : null

export const textOf = (error: unknown): string =>
  error instanceof ApiError ? (error.serverMessage ?? '') : ''

export const addressInputOf = (values: AddressFormValues) => ({
  memberName: values.memberName.trim(),
  telMobile: values.telMobile.trim(),
  country: values.country.trim(),
  province: values.province.trim(),
  city: values.city.trim(),
  street: values.street.trim(),
  detailAddress: values.detailAddress.trim(),
  isDefault: values.isDefault ? (1 as const) : (0 as const),
})

/** What keeps "Enviar pedido" from being sent, field by field (nothing is sent while one is shown). */
export function submitErrorsOf(context: CheckoutContext): CheckoutErrors {
  const errors = { ...context.errors }
  if (!context.agreement) errors.agreement = { id: checkoutMessages.agreementRequired.id }
  const needsAddress = context.checkout?.stockType !== 'reserved'
  if (needsAddress && context.addressId === null) errors.address = { id: checkoutMessages.addressRequired.id }
  const points = pointsProblem(context.pointsText, context.checkout)
  if (points) errors.points = points
  return errors
}

export const hasAnyError = (errors: CheckoutErrors) =>
  errors.address !== null ||
  errors.points !== null ||
  errors.agreement !== null ||
  Object.keys(errors.coupons).length > 0 ||
  Object.values(errors.storeInputs).some((fields) => Object.keys(fields).length > 0)
