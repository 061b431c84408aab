// I/O of the cart screens: one promise actor per operation of src/api (cart or sample cart by `kind`).
// Every call is silent: the screen shows the server's refusal next to the line or in its notice.
import type { Message } from '../../src/api/message'
import { fromPromise } from 'xstate'
import {
  changeCartNum,
  changeSampleCartNum,
  checkCarts,
  checkSampleCarts,
  deleteCarts,
  deleteSampleCarts,
  emptyInvalid,
  emptySampleInvalid,
  getCartList,
  getSampleCartList,
  moveCartsToCollection,
} from '../../src/api/cart'
import { errorMessageOf } from '../../src/api/errors'
import type { AnyCart, CartKind } from './cart-rules'

const silent = { silent: true }

export interface QuantityChange {
  cartId: number
  quantity: number
}

export interface ChangeNumOutput {
  /** The cart after the last accepted change; null when none was accepted. */
  cart: AnyCart | null
  accepted: number[]
  refused: { cartId: number; message: Message }[]
}

export const cartActors = {
  getCartList: fromPromise<AnyCart, { kind: CartKind }>(({ input }) =>
    input.kind === 'sample' ? getSampleCartList() : getCartList(),
  ),
  /** The pending quantity changes one after the other; a refusal stays with its line. */
  changeCartNum: fromPromise<ChangeNumOutput, { kind: CartKind; changes: QuantityChange[] }>(
    async ({ input }) => {
      const output: ChangeNumOutput = { cart: null, accepted: [], refused: [] }
      for (const change of input.changes) {
        const body = { cartId: change.cartId, number: change.quantity }
        try {
          output.cart = await (input.kind === 'sample'
            ? changeSampleCartNum(body, silent)
            : changeCartNum(body, silent))
          output.accepted.push(change.cartId)
        } catch (error) {
          output.refused.push({ cartId: change.cartId, message: errorMessageOf(error) })
        }
      }
      return output
    },
  ),
  checkCarts: fromPromise<AnyCart, { kind: CartKind; cartIds: number[]; checked: 0 | 1 }>(({ input }) =>
    input.kind === 'sample'
      ? checkSampleCarts(input.cartIds, input.checked, silent)
      : checkCarts(input.cartIds, input.checked, silent),
  ),
  deleteCarts: fromPromise<AnyCart, { kind: CartKind; cartIds: number[] }>(({ input }) =>
    input.kind === 'sample' ? deleteSampleCarts(input.cartIds, silent) : deleteCarts(input.cartIds, silent),
  ),
  emptyInvalid: fromPromise<AnyCart, { kind: CartKind }>(({ input }) =>
    input.kind === 'sample' ? emptySampleInvalid(silent) : emptyInvalid(silent),
  ),
  moveCartsToCollection: fromPromise<AnyCart, { cartIds: number[] }>(({ input }) =>
    moveCartsToCollection(input.cartIds, silent),
  ),
}
