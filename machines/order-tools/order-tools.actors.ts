// I/O of the buyer's housekeeping on an order (issue 16 item 6): one promise actor per operation of src/api.
// Calls are silent: the dialogs show the server's refusal themselves.
import { fromPromise } from 'xstate'
import { listAddresses, type Address } from '../../src/api/checkout'
import { getOrder, type OrderDetail } from '../../src/api/orders'
import { deleteOrder, updateOrderAddress } from '../../src/api/order-tools'

const silent = { silent: true }

/** What choosing a new address needs: the buyer's addresses and the order as it is now (address, payment). */
export interface AddressChoice {
  addresses: Address[]
  order: OrderDetail
}

export const orderToolsActors = {
  loadAddressChoice: fromPromise<AddressChoice, { orderSn: string }>(async ({ input }) => {
    const [addresses, order] = await Promise.all([listAddresses(silent), getOrder(input.orderSn, silent)])
    return { addresses, order }
  }),
  updateOrderAddress: fromPromise<OrderDetail, { orderSn: string; addressId: number }>(({ input }) =>
    updateOrderAddress(input, silent),
  ),
  deleteOrder: fromPromise<unknown, { orderSn: string }>(({ input }) => deleteOrder(input.orderSn, silent)),
}
