// I/O of the buyer's actions on an order (issue 6 items 1–2): one promise actor per operation of src/api,
// named after its operationId. Calls are silent: the order screens show the server's refusal in the action's
// own dialog instead of a toast.
import { fromPromise } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { addCart as addCartLine, getCartList } from '../../src/api/cart'
import { cancelOrder, confirmReceipt, listReasons, type OrderDetail, type Reason } from '../../src/api/orders'
import type { CartData } from '../../src/api/session'

const silent = { silent: true }

/** A line of an order to buy again: the SKU and the quantity bought. */
export interface BuyAgainLine {
  productId: number
  buyNum: number
  goodsName: string
}

/** A line the cart refused (off shelf, out of stock, store closed…), with the server's reason. */
export interface SkippedLine {
  goodsName: string
  message: ErrorMessage
}

export interface AddedToCart {
  added: number
  skipped: SkippedLine[]
  /** the cart after adding, for the header's count (null when it could not be read) */
  cart: CartData | null
}

/**
 * Adds every line to the cart, one addCart per line in order. A business refusal of one line (state ≠ 200)
 * skips that line and keeps its reason; a failure of the connection stops everything (nothing is reported
 * as added that the server may not have).
 */
export async function addLinesToCart(lines: readonly BuyAgainLine[]): Promise<AddedToCart> {
  let added = 0
  const skipped: SkippedLine[] = []
  for (const line of lines) {
    try {
      await addCartLine({ productId: line.productId, number: line.buyNum }, silent)
      added += 1
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'state') throw error
      skipped.push({ goodsName: line.goodsName, message: errorMessageOf(error) })
    }
  }
  const cart = added > 0 ? await getCartList().catch(() => null) : null
  return { added, skipped, cart: cart ?? null }
}

export const orderActionsActors = {
  /** The reasons to cancel an order (type 104). */
  listReasons: fromPromise<Reason[]>(() => listReasons(104, silent)),
  cancelOrder: fromPromise<OrderDetail, { orderSn: string; reasonId: number }>(({ input }) =>
    cancelOrder(input, silent),
  ),
  confirmReceipt: fromPromise<OrderDetail, { orderSn: string }>(({ input }) =>
    confirmReceipt(input.orderSn, silent),
  ),
  /** "Volver a comprar": addCart once per line, then getCartList. */
  addCart: fromPromise<AddedToCart, { lines: BuyAgainLine[] }>(({ input }) => addLinesToCart(input.lines)),
}
