import { createActor, fromPromise, waitFor, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  Address,
  AddressInput,
  CheckoutData,
  CheckoutProblem,
  CheckoutRequest,
  Invoice,
  SubmitResult,
} from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { notify } from '../../src/lib/notify'
import type { AddressFormValues } from '../../src/schemas/address.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { checkoutFlowMessages, refusalKindOf } from './checkout-rules'
import type { SubmitInput } from './checkout.actors'
import { checkoutMachine, SUBMIT_FAILED_REDIRECT_MS, type CheckoutInput } from './checkout.machine'

const address = (addressId: number, overrides: Partial<Address> = {}): Address => ({
  addressId,
  memberName: `Contacto ${addressId}`,
  telMobile: '13800138000',
  country: 'Cuba',
  province: 'La Habana',
  city: 'La Habana',
  street: 'Calle 23',
  detailAddress: `Edificio ${addressId}, apartamento 4`,
  addressAll: 'Cuba La Habana La Habana Calle 23',
  isDefault: false,
  ...overrides,
})

const ADDRESSES = [address(1), address(2, { isDefault: true }), address(3)]
const INVOICES: Invoice[] = [
  { invoiceId: 5, titleType: 2, invoiceTitle: 'Importadora Caribe S.A.', invoiceType: 1, isDefault: true },
]

const line = (productId: number, price: number, buyNum: number) => ({
  productId,
  goodsId: productId * 10,
  goodsName: `Producto ${productId}`,
  goodsImage: `/mock-images/goods/${productId}.svg`,
  specValues: 'Color: Blanco',
  productCode: `SKU-${productId}`,
  price,
  buyNum,
  subtotal: price * buyNum,
})

const checkoutOf = (overrides: Partial<CheckoutData> = {}, integral = 0): CheckoutData => ({
  storeGroupList: [
    {
      storeId: 11,
      storeName: 'Tienda 11',
      productList: [line(101, 10, 50)],
      availableCouponList: [
        {
          couponCode: '901',
          couponName: '10 de descuento',
          couponType: 1,
          value: 10,
          minAmount: 100,
          checked: false,
          usable: true,
        },
      ],
      storeCouponCode: null,
      goodsAmount: 500,
      couponAmount: 0,
      totalAmount: 500,
    },
    {
      storeId: 12,
      storeName: 'Tienda 12',
      productList: [line(201, 5, 100)],
      availableCouponList: [],
      storeCouponCode: null,
      goodsAmount: 500,
      couponAmount: 0,
      totalAmount: 500,
    },
  ],
  stockType: 'inStock',
  goodsAmount: 1000,
  couponAmount: 0,
  integral,
  integralCashAmount: integral / 100,
  totalAmount: 1000 - integral / 100,
  // 10 % of 1.000 USD at 100 points per USD: at most 10.000 points, and the member has 5.000
  integralRule: { unit: 100, scale: 100, maxDeductRate: 0.1, memberIntegral: 5000, maxUsable: 5000 },
  address: ADDRESSES[1]!,
  invoiceId: null,
  ...overrides,
})

const CHECKOUT = checkoutOf()
const problem = (state: CheckoutProblem['state'], stateValue: string): CheckoutProblem => ({
  state,
  stateValue,
  productList: [
    { productId: 101, goodsName: 'Producto 101', specValues: 'Color: Blanco', price: 10, newPrice: 12 },
  ],
})
const PROMOTION_CHANGED = problem(
  5,
  'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
)
const POINTS_PROBLEM = problem(6, 'Puntos insuficientes')
const asError = (data: CheckoutProblem) =>
  new ApiError('state', { state: 267, serverMessage: data.stateValue, data })
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const SUBMIT_FAILED = refused('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')
const MIXED = refused('No se pueden mezclar productos en stock y de reserva en un mismo pedido.')
const COUPON_REFUSED = refused('El cupón no pertenece a esta tienda.')
const PAID: SubmitResult = {
  paySn: 'P2026000001',
  orderSnList: ['O1', 'O2'],
  needPay: 1000,
  expireTime: '2026-01-02T10:00:00Z',
  orderType: 1,
}
const RESERVED: SubmitResult = {
  paySn: null,
  orderSnList: ['O3'],
  needPay: 0,
  expireTime: null,
  orderType: 2,
}
const NEW_ADDRESS: AddressFormValues = {
  memberName: 'Ana Pérez',
  telMobile: '13912345678',
  country: 'Cuba',
  province: 'Artemisa',
  city: 'Mariel',
  street: 'Calle del Puerto',
  detailAddress: 'Nave 3, zona especial',
  isDefault: false,
}

type Answer<T> = T | Error | (() => Promise<T>)

interface FakeOptions {
  addresses?: Answer<Address[]>
  confirm?: (input: CheckoutRequest, call: number) => Promise<CheckoutData>
  submit?: (input: SubmitInput, call: number) => Promise<SubmitResult>
  addAddress?: (input: AddressInput) => Promise<Address>
}

const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'function'
    ? (answer as () => Promise<T>)()
    : answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(answer)

/** Instant fake actors that record their inputs; spy actions. */
function fakeCheckout(options: FakeOptions = {}) {
  const calls = {
    confirm: [] as CheckoutRequest[],
    submit: [] as SubmitInput[],
    addAddress: [] as AddressInput[],
    editAddress: [] as AddressInput[],
    added: [] as Address[],
  }
  const actions = { rememberAddress: vi.fn(), notifyReservationSent: vi.fn() }
  const machine = checkoutMachine.provide({
    actions,
    actors: {
      // the server's list holds the addresses added in the test
      listAddresses: fromPromise(() =>
        settle(options.addresses ?? ADDRESSES).then((list) => [...list, ...calls.added]),
      ),
      listInvoices: fromPromise(() => Promise.resolve(INVOICES)),
      confirmOrder: fromPromise(({ input }: { input: CheckoutRequest }) => {
        calls.confirm.push(input)
        return (
          options.confirm?.(input, calls.confirm.length) ??
          Promise.resolve(checkoutOf({}, input.integral ?? 0))
        )
      }),
      submitOrder: fromPromise(({ input }: { input: SubmitInput }) => {
        calls.submit.push(input)
        return options.submit?.(input, calls.submit.length) ?? Promise.resolve(PAID)
      }),
      addAddress: fromPromise(({ input }: { input: AddressInput }) => {
        calls.addAddress.push(input)
        if (options.addAddress) return options.addAddress(input)
        const added = address(4, { memberName: input.memberName })
        calls.added.push(added)
        return Promise.resolve(added)
      }),
      editAddress: fromPromise(({ input }: { input: AddressInput & { addressId: number } }) => {
        calls.editAddress.push(input)
        return Promise.resolve(address(input.addressId, { memberName: input.memberName }))
      }),
    },
  })
  return { machine, calls, actions }
}

const CART: CheckoutInput = { entry: { isCart: true } }

async function startReady(fake: ReturnType<typeof fakeCheckout>, input: CheckoutInput = CART) {
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return actor
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('checkout rules', () => {
  it('tells a "submit order failed" refusal from the rules the buyer can fix', () => {
    expect(refusalKindOf('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')).toBe('submitFailed')
    expect(refusalKindOf('Debe aceptar el acuerdo de compra.')).toBe('agreement')
    expect(refusalKindOf('Los puntos deben usarse en múltiplos de 100.')).toBe('points')
    expect(refusalKindOf('Los puntos superan el máximo permitido para este pedido (900).')).toBe('points')
    expect(refusalKindOf('Elija una dirección de entrega.')).toBe('address')
    expect(refusalKindOf('El cupón no pertenece a esta tienda.')).toBe('other')
  })
})

describe('checkoutMachine', () => {
  it('loads the addresses, the invoice headers and the preview, busy all along', async () => {
    const fake = fakeCheckout()
    const actor = createActor(fake.machine, { input: CART }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.addresses).toEqual(ADDRESSES)
    expect(context.invoices).toEqual(INVOICES)
    expect(context.checkout).toEqual(CHECKOUT)
    // no stored choice: the default address is priced first
    expect(fake.calls.confirm[0]).toMatchObject({ isCart: true, addressId: 2, integral: 0 })
    expect(context.addressId).toBe(2)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(fake.actions.rememberAddress).toHaveBeenCalled()
  })

  it('starts with the address chosen last time when it still exists', async () => {
    const fake = fakeCheckout({
      confirm: (input) =>
        Promise.resolve(checkoutOf({ address: ADDRESSES.find((a) => a.addressId === input.addressId)! })),
    })
    const actor = await startReady(fake, { ...CART, preferredAddressId: 3 })
    expect(fake.calls.confirm[0]?.addressId).toBe(3)
    expect(actor.getSnapshot().context.addressId).toBe(3)
  })

  it('sends the product and quantity of a buy-now checkout', async () => {
    const fake = fakeCheckout()
    await startReady(fake, { entry: { isCart: false, productId: 101, number: 50 } })
    expect(fake.calls.confirm[0]).toMatchObject({
      isCart: false,
      productList: [{ productId: 101, buyNum: 50 }],
    })
  })

  it('is blocked by a URL that is not a checkout and goes back to the cart', () => {
    const fake = fakeCheckout()
    const actor = createActor(fake.machine, { input: { entry: null } }).start()
    expect(actor.getSnapshot().matches('blocked')).toBe(true)
    expect(actor.getSnapshot().context.blocked).toEqual({ id: checkoutFlowMessages.invalidLink.id })
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('shows the refusal of mixed in-stock and reserved goods with the way back to the cart', async () => {
    const fake = fakeCheckout({ confirm: () => Promise.reject(MIXED) })
    const actor = createActor(fake.machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches('blocked'))
    expect(actor.getSnapshot().context.blocked).toEqual({
      text: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.',
    })
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('goes to loadFailed when a list cannot be read and loads again on retry', async () => {
    let attempt = 0
    const fake = fakeCheckout({
      addresses: () =>
        ++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(ADDRESSES),
    })
    const actor = createActor(fake.machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ id: 'api.error.network' })
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  })

  it('prices the whole current selection after each change and never applies a stale answer', async () => {
    const slow = deferred<CheckoutData>()
    const fake = fakeCheckout({
      confirm: (input, call) =>
        call === 2
          ? slow.promise
          : Promise.resolve(checkoutOf({ couponAmount: input.storeInfoList?.[0]?.storeCouponCode ? 10 : 0 })),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'invoice.selected', invoiceId: 5 })
    expect(actor.getSnapshot().matches({ ready: 'recalculating' })).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'coupon.selected', storeId: 11, couponCode: '901' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm[2]).toMatchObject({
      addressId: 2,
      invoiceId: 5,
      integral: 0,
      storeInfoList: [
        { storeId: 11, storeCouponCode: '901', remark: '', purchaseOrderNumber: '' },
        { storeId: 12, remark: '', purchaseOrderNumber: '' },
      ],
    })
    expect(actor.getSnapshot().context.checkout?.couponAmount).toBe(10)
    // the answer to the older selection arrives last: it is ignored
    slow.resolve(checkoutOf({ couponAmount: 999 }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.checkout?.couponAmount).toBe(10)
  })

  it('refuses points that are not a multiple of the unit or above the cap, keeping what was typed', async () => {
    const fake = fakeCheckout({ confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.changed', value: '150' })
    actor.send({ type: 'points.applied', value: '150' })
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsMultiple',
      values: { unit: 100 },
    })
    expect(actor.getSnapshot().context.pointsText).toBe('150')
    actor.send({ type: 'points.applied', value: '6000' })
    // the balance (5.000) is checked before the cap so that a member short of points reads "Puntos insuficientes"
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsInsufficient',
    })
    expect(fake.calls.confirm).toHaveLength(1)
    actor.send({ type: 'points.applied', value: '300' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm[1]).toMatchObject({ integral: 300 })
    expect(actor.getSnapshot().context.points).toBe(300)
    expect(actor.getSnapshot().context.errors.points).toBeNull()
    // the same value again is not priced twice
    actor.send({ type: 'points.applied', value: '300' })
    expect(fake.calls.confirm).toHaveLength(2)
  })

  it('refuses points above the share of the order amount with the maximum', async () => {
    const small = checkoutOf({ goodsAmount: 40, totalAmount: 40 })
    const fake = fakeCheckout({ confirm: () => Promise.resolve(small) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.applied', value: '500' })
    // 10 % of 40 USD at 100 points per USD: 400 points
    expect(actor.getSnapshot().context.errors.points).toEqual({
      id: 'validation.checkout.pointsCap',
      values: { max: 400 },
    })
  })

  it('shows a coupon refused by the server next to its store and keeps the choice', async () => {
    const fake = fakeCheckout({
      confirm: (_, call) => (call === 1 ? Promise.resolve(CHECKOUT) : Promise.reject(COUPON_REFUSED)),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'coupon.selected', storeId: 12, couponCode: '777' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.errors.coupons).toEqual({ 12: { text: 'El cupón no pertenece a esta tienda.' } })
    expect(context.storeInputs[12]?.storeCouponCode).toBe('777')
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(fake.calls.submit).toHaveLength(0)
    expect(actor.getSnapshot().context.notice).toEqual({ id: checkoutFlowMessages.fixErrors.id })
  })

  it('checks the purchase-order number and the note of each store as they are typed', async () => {
    const actor = await startReady(fakeCheckout())
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC 2026#1' })
    actor.send({ type: 'storeInput.changed', storeId: 12, field: 'remark', value: 'x'.repeat(201) })
    const { context } = actor.getSnapshot()
    expect(context.storeInputs[11]?.purchaseOrderNumber).toBe('OC 2026#1')
    expect(context.errors.storeInputs[11]).toEqual({
      purchaseOrderNumber: { id: 'validation.checkout.poNumberFormat' },
    })
    expect(context.errors.storeInputs[12]).toEqual({
      remark: { id: 'validation.checkout.remarkLength', values: { max: 200 } },
    })
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC-2026/1' })
    expect(actor.getSnapshot().context.errors.storeInputs[11]).toEqual({})
  })

  it('refuses to send without the shopping agreement ticked', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().context.errors.agreement).toEqual({
      id: 'validation.checkout.agreementRequired',
    })
    expect(fake.calls.submit).toHaveLength(0)
    actor.send({ type: 'agreement.toggled', checked: true })
    expect(actor.getSnapshot().context.errors.agreement).toBeNull()
  })

  it('refuses to send regular goods without a delivery address', async () => {
    const fake = fakeCheckout({
      addresses: [],
      confirm: () => Promise.resolve(checkoutOf({ address: null })),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().context.errors.address).toEqual({ id: 'validation.checkout.addressRequired' })
    expect(fake.calls.submit).toHaveLength(0)
  })

  it('sends the order once with an idempotency key and ends with the payment number', async () => {
    const answer = deferred<SubmitResult>()
    const fake = fakeCheckout({ submit: () => answer.promise })
    const actor = await startReady(fake)
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC-77' })
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'remark', value: 'Entregar por la mañana' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(fake.calls.submit).toHaveLength(1)
    const [sent] = fake.calls.submit
    expect(sent!.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/)
    expect(sent!.body).toMatchObject({
      isCart: true,
      addressId: 2,
      agreement: true,
      integral: 0,
      productList: [
        { productId: 101, buyNum: 50, price: 10 },
        { productId: 201, buyNum: 100, price: 5 },
      ],
      storeInfoList: [
        { storeId: 11, remark: 'Entregar por la mañana', purchaseOrderNumber: 'OC-77' },
        { storeId: 12, remark: '', purchaseOrderNumber: '' },
      ],
    })
    answer.resolve(PAID)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'payment', paySn: 'P2026000001' })
  })

  it('ends a reservation order with its notice and the order list', async () => {
    const fake = fakeCheckout({
      submit: () => Promise.resolve(RESERVED),
      confirm: () => Promise.resolve(checkoutOf({ stockType: 'reserved', address: null })),
      addresses: [],
    })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'reservation' })
    expect(fake.actions.notifyReservationSent).toHaveBeenCalledTimes(1)
  })

  it('toasts the reservation notice with its default action', async () => {
    const fake = fakeCheckout({ submit: () => Promise.resolve(RESERVED) })
    const machine = fake.machine.provide({
      actions: { notifyReservationSent: checkoutMachine.implementations.actions.notifyReservationSent },
    } as never)
    const actor = createActor(machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toEqual([
      { id: checkoutFlowMessages.reservationSent.id },
    ])
  })

  it('shows a changed promotion in its dialog and goes back to the cart', async () => {
    const fake = fakeCheckout({ submit: () => Promise.reject(asError(PROMOTION_CHANGED)) })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    expect(actor.getSnapshot().context.problem).toEqual(PROMOTION_CHANGED)
    actor.send({ type: 'pointsReset.accepted' })
    expect(actor.getSnapshot().matches('problem')).toBe(true)
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('goes back to the product of a buy-now checkout', async () => {
    const fake = fakeCheckout({ submit: () => Promise.reject(asError(PROMOTION_CHANGED)) })
    const actor = await startReady(fake, { entry: { isCart: false, productId: 101, number: 50 } })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'product', productId: 101 })
  })

  it('drops the points and prices again when the points no longer suffice', async () => {
    const fake = fakeCheckout({
      submit: () => Promise.reject(asError(POINTS_PROBLEM)),
      confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'points.applied', value: '500' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    actor.send({ type: 'pointsReset.accepted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ integral: 0 })
    expect(actor.getSnapshot().context.points).toBe(0)
    expect(actor.getSnapshot().context.pointsText).toBe('0')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('keeps everything entered when the server refuses the agreement, and sends the next attempt with a new key', async () => {
    const fake = fakeCheckout({
      submit: (_, call) =>
        call === 1 ? Promise.reject(refused('Debe aceptar el acuerdo de compra.')) : Promise.resolve(PAID),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'storeInput.changed', storeId: 12, field: 'remark', value: 'Llamar antes' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.errors.agreement).toEqual({ text: 'Debe aceptar el acuerdo de compra.' })
    expect(context.agreement).toBe(false)
    expect(context.storeInputs[12]?.remark).toBe('Llamar antes')
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(fake.calls.submit[1]!.idempotencyKey).not.toBe(fake.calls.submit[0]!.idempotencyKey)
  })

  it.each([
    ['the server says the order could not be sent', SUBMIT_FAILED],
    ['the network fails', new ApiError('network')],
    ['the request times out', new ApiError('timeout')],
    ['the server answers an HTTP failure', new ApiError('http', { status: 500 })],
  ])('goes to the order list 2 s after %s', async (_, error) => {
    const fake = fakeCheckout({ submit: () => Promise.reject(error) })
    const actor = await startReady(fake)
    vi.useFakeTimers()
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true)
    await vi.advanceTimersByTimeAsync(SUBMIT_FAILED_REDIRECT_MS - 1)
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'orderList' })
  })

  it('prices typed points that were not applied before sending', async () => {
    const fake = fakeCheckout({ confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.changed', value: '200' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().matches({ ready: 'recalculating' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ integral: 200 })
    expect(fake.calls.submit).toHaveLength(0)
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(fake.calls.submit[0]!.body.integral).toBe(200)
  })

  it('marks the totals stale when a recalculation fails and prices again before sending', async () => {
    const fake = fakeCheckout({
      confirm: (_, call) =>
        call === 2 ? Promise.reject(new ApiError('network')) : Promise.resolve(CHECKOUT),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'invoice.selected', invoiceId: 5 })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(actor.getSnapshot().context.stale).toBe(true)
    expect(actor.getSnapshot().context.notice).toEqual({ id: checkoutFlowMessages.staleTotals.id })
    actor.send({ type: 'notice.dismissed' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && !s.context.stale)
    expect(fake.calls.submit).toHaveLength(0)
    expect(fake.calls.confirm.at(-1)).toMatchObject({ invoiceId: 5 })
  })

  it('adds an address, selects it and prices the checkout with it', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'address.addRequested' })
    expect(actor.getSnapshot().matches({ editingAddress: 'newAddress' })).toBe(true)
    actor.send({ type: 'address.saved', values: NEW_ADDRESS })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.addAddress[0]).toMatchObject({ memberName: 'Ana Pérez', isDefault: 0, city: 'Mariel' })
    expect(actor.getSnapshot().context.addressDraft).toBeNull()
    expect(fake.calls.confirm.at(-1)).toMatchObject({ addressId: 4 })
  })

  it('keeps the typed address and shows the refusal when the server refuses it', async () => {
    const fake = fakeCheckout({
      addAddress: () => Promise.reject(refused('La dirección debe tener entre 5 y 500 caracteres.')),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'address.addRequested' })
    actor.send({ type: 'address.saved', values: NEW_ADDRESS })
    await waitFor(
      actor,
      (s) => s.matches({ editingAddress: 'newAddress' }) && s.context.addressFormError !== null,
    )
    const { context } = actor.getSnapshot()
    expect(context.addressFormError).toEqual({ text: 'La dirección debe tener entre 5 y 500 caracteres.' })
    expect(context.addressDraft?.values).toEqual(NEW_ADDRESS)
    actor.send({ type: 'address.cancelled' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('edits an existing address with its values filled in', async () => {
    const fake = fakeCheckout()
    const actor = await startReady(fake)
    actor.send({ type: 'address.editRequested', addressId: 3 })
    expect(actor.getSnapshot().context.addressDraft?.values.memberName).toBe('Contacto 3')
    actor.send({ type: 'address.saved', values: { ...NEW_ADDRESS, memberName: 'Luis Gómez' } })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.editAddress[0]).toMatchObject({ addressId: 3, memberName: 'Luis Gómez' })
  })
})

describe('checkoutMachine model (xstate/graph)', () => {
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
  const loaded: AnyEventObject[] = [
    done('listAddresses', ADDRESSES),
    done('listInvoices', INVOICES),
    done('confirmOrder', CHECKOUT),
  ]
  const editing: AnyEventObject[] = [
    { type: 'address.selected', addressId: 3 },
    { type: 'invoice.selected', invoiceId: 5 },
    { type: 'coupon.selected', storeId: 11, couponCode: '901' },
    { type: 'points.changed', value: '200' },
    { type: 'points.applied', value: '0' },
    { type: 'points.applied', value: '200' },
    { type: 'points.applied', value: '150' },
    { type: 'storeInput.changed', storeId: 11, field: 'remark', value: 'Nota' },
    { type: 'agreement.toggled', checked: true },
    { type: 'notice.dismissed' },
    { type: 'address.addRequested' },
    { type: 'address.editRequested', addressId: 1 },
    { type: 'address.saved', values: NEW_ADDRESS },
    { type: 'address.cancelled' },
    done('addAddress', address(4)),
    failed('addAddress', refused('No')),
    done('editAddress', address(1)),
    failed('editAddress', refused('No')),
    failed('listAddresses', new ApiError('network')),
  ]
  const submitOutcomes: AnyEventObject[] = [
    { type: 'order.submitted' },
    done('submitOrder', PAID),
    done('submitOrder', RESERVED),
    failed('submitOrder', asError(PROMOTION_CHANGED)),
    failed('submitOrder', SUBMIT_FAILED),
    failed('submitOrder', refused('Debe aceptar el acuerdo de compra.')),
    failed('submitOrder', new ApiError('network')),
    { type: 'xstate.after.submitFailedRedirect.checkout.submitFailed' },
    { type: 'cartReturn.requested' },
  ]
  // the real 2 s timer must never beat the replayed `after` event
  const base = checkoutMachine.provide({ delays: { submitFailedRedirect: 1e9 } })
  const configurations: {
    name: string
    machine: AnyStateMachine
    input: CheckoutInput
    events: AnyEventObject[]
  }[] = [
    {
      name: 'cart checkout',
      machine: base,
      input: CART,
      events: [
        done('listAddresses', ADDRESSES),
        failed('listAddresses', new ApiError('network')),
        done('listInvoices', INVOICES),
        failed('listInvoices', new ApiError('timeout')),
        done('confirmOrder', CHECKOUT),
        failed('confirmOrder', asError(PROMOTION_CHANGED)),
        failed('confirmOrder', MIXED),
        failed('confirmOrder', new ApiError('http', { status: 500 })),
        { type: 'retry' },
        ...editing,
        { type: 'order.submitted' },
        { type: 'cartReturn.requested' },
        { type: 'pointsReset.accepted' },
      ],
    },
    {
      name: 'broken link',
      machine: base,
      input: { entry: null },
      events: [{ type: 'cartReturn.requested' }],
    },
    {
      name: 'ready to send',
      machine: base.provide({ guards: { hasBlockingInput: () => false, isStale: () => false } }),
      input: { entry: { isCart: false, productId: 101, number: 50 } },
      events: [...loaded, ...submitOutcomes],
    },
    {
      name: 'stale totals',
      machine: base.provide({ guards: { hasBlockingInput: () => false, isStale: () => true } }),
      input: CART,
      events: [...loaded, { type: 'order.submitted' }],
    },
    {
      name: 'points no longer sufficient',
      machine: base,
      input: CART,
      events: [
        done('listAddresses', ADDRESSES),
        done('listInvoices', INVOICES),
        failed('confirmOrder', asError(POINTS_PROBLEM)),
        { type: 'pointsReset.accepted' },
        done('confirmOrder', CHECKOUT),
        failed('confirmOrder', COUPON_REFUSED),
      ],
    },
  ]
  const actorNames = [
    'listAddresses',
    'listInvoices',
    'confirmOrder',
    'addAddress',
    'editAddress',
    'submitOrder',
  ]
  const noop = () => undefined
  const actions = { rememberAddress: noop, notifyReservationSent: noop }
  const runs = configurations.flatMap((config) =>
    modelPaths(config.machine, { input: config.input, events: config.events }).map(
      (path): [string, (typeof configurations)[number], ModelPath] => [
        `${config.name}: ${path.description}`,
        config,
        path,
      ],
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(config.machine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(config.machine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    const everyState = allStateIds(checkoutMachine)
    const everyTransition = allTransitionKeys(checkoutMachine)
    expect(everyState).toContain('checkout.editingAddress.reloading')
    // a transient state (`starting`) is never a resting snapshot: it was reached when a transition left it
    const left = (id: string) => [...transitionKeys].some((key) => key.startsWith(`${id} on `))
    expect(everyState.filter((id) => !stateIds.has(id) && !left(id))).toEqual([])
    expect(everyTransition.filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
