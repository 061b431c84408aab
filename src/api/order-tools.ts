// The buyer's housekeeping on an order (tag `order`, issue 16 item 6; REFERENCE.md §4): a new delivery address
// before it ships (the server recomputes the freight), and removing a finished or cancelled order from the list.
import { call, client, JSON_BODY, type CallOptions } from './client'

/** "Cambiar dirección"; answers the order with its new address and amounts. */
export const updateOrderAddress = (body: { orderSn: string; addressId: number }, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderOperate/updateAddress', { body, headers: JSON_BODY }),
    options,
  )

/** "Eliminar pedido": hidden from the buyer's list; the supplier keeps it. */
export const deleteOrder = (orderSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderOperate/delete', { body: { orderSn }, headers: JSON_BODY }),
    options,
  )
