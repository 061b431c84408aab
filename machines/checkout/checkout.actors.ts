// I/O of the checkout: one promise actor per operation of src/api/checkout.ts (named after its operationId).
// Every call is silent: the screen shows a refusal next to its field, in a dialog or in its notice; network,
// timeout and HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { fromPromise } from 'xstate'
import { getCartList } from '../../src/api/cart'
import {
  addAddress,
  confirmOrder,
  editAddress,
  listAddresses,
  listInvoices,
  submitOrder,
  type Address,
  type AddressInput,
  type CheckoutData,
  type CheckoutRequest,
  type Invoice,
  type SubmitResult,
} from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { session } from '../../src/api/session'

const silent = { silent: true }

/** A 200 whose data is not what the operation promises is a broken server: the HTTP-failure path. */
function expect200<T>(data: unknown, isExpected: (value: object) => boolean): T {
  if (typeof data === 'object' && data !== null && isExpected(data)) return data as T
  throw new ApiError('http', { status: 200 })
}

export interface SubmitInput {
  body: CheckoutRequest
  idempotencyKey: string
}

export const checkoutActors = {
  listAddresses: fromPromise<Address[]>(() => listAddresses(silent)),
  listInvoices: fromPromise<Invoice[]>(() => listInvoices(silent)),
  confirmOrder: fromPromise<CheckoutData, CheckoutRequest>(async ({ input }) =>
    expect200<CheckoutData>(await confirmOrder(input, silent), (data) => 'storeGroupList' in data),
  ),
  addAddress: fromPromise<Address, AddressInput>(({ input }) => addAddress(input, silent)),
  editAddress: fromPromise<Address, AddressInput & { addressId: number }>(({ input }) =>
    editAddress(input, silent),
  ),
  submitOrder: fromPromise<SubmitResult, SubmitInput>(async ({ input }) => {
    const result = expect200<SubmitResult>(
      await submitOrder(input.body, input.idempotencyKey, silent),
      (data) => 'orderSnList' in data,
    )
    // the ordered lines left the cart: the header count follows (best effort, the order exists already)
    if (input.body.isCart) {
      await getCartList()
        .then((cart) => session.setCartListData(cart))
        .catch(() => undefined)
    }
    return result
  }),
}
