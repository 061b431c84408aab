// Test data and fakes of the checkout machine's tests (test-only: imports vitest; no screen or story imports
// it): addresses, previews and answers shaped by the contract, and the machine with instant fake actors.
import { createActor, fromPromise, waitFor } from 'xstate'
import { vi } from 'vitest'
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
import type { AddressFormValues } from '../../src/schemas/address.schema'
import type { SubmitInput } from './checkout.actors'
import { checkoutMachine, type CheckoutInput } from './checkout.machine'

export const address = (addressId: number, overrides: Partial<Address> = {}): Address => ({
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

export const ADDRESSES = [address(1), address(2, { isDefault: true }), address(3)]
export const INVOICES: Invoice[] = [
  { invoiceId: 5, titleType: 2, invoiceTitle: 'Importadora Caribe S.A.', invoiceType: 1, isDefault: true },
]

export const line = (productId: number, price: number, buyNum: number) => ({
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

export const checkoutOf = (overrides: Partial<CheckoutData> = {}, integral = 0): CheckoutData => ({
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
      expressFee: 0,
      expressState: 'free',
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
      expressFee: 0,
      expressState: 'free',
      totalAmount: 500,
    },
  ],
  stockType: 'inStock',
  goodsAmount: 1000,
  couponAmount: 0,
  integral,
  integralCashAmount: integral / 100,
  expressFee: 0,
  totalAmount: 1000 - integral / 100,
  // 10 % of 1.000 USD at 100 points per USD: at most 10.000 points, and the member has 5.000
  integralRule: { unit: 100, scale: 100, maxDeductRate: 0.1, memberIntegral: 5000, maxUsable: 5000 },
  address: ADDRESSES[1]!,
  invoiceId: null,
  // issue 16 item 4: one platform coupon the order reaches, one it does not
  platformCouponList: [
    {
      couponCode: '801',
      couponName: 'Bienvenida a la plataforma',
      couponType: 1,
      value: 20,
      minAmount: 200,
      checked: false,
      usable: true,
      discount: 20,
    },
    {
      couponCode: '802',
      couponName: 'Compra por volumen',
      couponType: 1,
      value: 150,
      minAmount: 5000,
      checked: false,
      usable: false,
      discount: 150,
    },
  ],
  platformCouponCode: null,
  platformCouponAmount: 0,
  ...overrides,
})

export const CHECKOUT = checkoutOf()
export const problem = (state: CheckoutProblem['state'], stateValue: string): CheckoutProblem => ({
  state,
  stateValue,
  productList: [
    { productId: 101, goodsName: 'Producto 101', specValues: 'Color: Blanco', price: 10, newPrice: 12 },
  ],
})
export const PROMOTION_CHANGED = problem(
  5,
  'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
)
export const POINTS_PROBLEM = problem(6, 'Puntos insuficientes')
export const asError = (data: CheckoutProblem) =>
  new ApiError('state', { state: 267, serverMessage: data.stateValue, data })
export const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
export const SUBMIT_FAILED = refused('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')
export const MIXED = refused('No se pueden mezclar productos en stock y de reserva en un mismo pedido.')
export const COUPON_REFUSED = refused('El cupón no pertenece a esta tienda.')
export const PAID: SubmitResult = {
  paySn: 'P2026000001',
  orderSnList: ['O1', 'O2'],
  needPay: 1000,
  expireTime: '2026-01-02T10:00:00Z',
  orderType: 1,
}
export const RESERVED: SubmitResult = {
  paySn: null,
  orderSnList: ['O3'],
  needPay: 0,
  expireTime: null,
  orderType: 2,
}
export const NEW_ADDRESS: AddressFormValues = {
  memberName: 'Ana Pérez',
  telMobile: '13912345678',
  country: 'Cuba',
  province: 'Artemisa',
  city: 'Mariel',
  street: 'Calle del Puerto',
  detailAddress: 'Nave 3, zona especial',
  isDefault: false,
}

export type Answer<T> = T | Error | (() => Promise<T>)

interface FakeOptions {
  addresses?: Answer<Address[]>
  confirm?: (input: CheckoutRequest, call: number) => Promise<CheckoutData>
  submit?: (input: SubmitInput, call: number) => Promise<SubmitResult>
  addAddress?: (input: AddressInput) => Promise<Address>
}

export const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'function'
    ? (answer as () => Promise<T>)()
    : answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(answer)

/** Instant fake actors that record their inputs; spy actions. */
export function fakeCheckout(options: FakeOptions = {}) {
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

export const CART: CheckoutInput = { entry: { isCart: true } }

export async function startReady(fake: ReturnType<typeof fakeCheckout>, input: CheckoutInput = CART) {
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return actor
}

export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}
