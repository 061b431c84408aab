// The exact messages of the contract for orders (openapi/marketplace.yaml, tag `order`): checkout and orders
// (issue 5), the buyer's actions on an order (issue 6). Shared by the order, order-action and after-sales
// handlers and asserted by their tests.
import { CHECKOUT_MESSAGES } from './checkout'

export const ORDER_MESSAGES = {
  addressNotFound: 'La dirección no existe.',
  invoiceNotFound: 'La factura no existe.',
  orderNotFound: 'El pedido no existe.',
  productNotFound: 'El producto no existe.',
  buyNowNoLine: 'Solicitud no válida: la compra directa lleva al menos un producto.',
  ...CHECKOUT_MESSAGES,
} as const

/** The issue 6 operations of tag `order`: cancel, confirm receipt, evaluate. */
export const ORDER_ACTION_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  notCancellable: 'Este pedido ya no se puede cancelar.',
  cancelReason: 'Seleccione un motivo de cancelación.',
  notWaitingReceipt: 'Este pedido no está pendiente de confirmación de recepción.',
  notWaitingReview: 'Este pedido no está pendiente de valoración.',
  /**
   * An image path that is not an upload of this member for this purpose (SPEC.md §8 "upload failed"; the
   * contract names no message for it).
   */
  imageNotUploaded: 'Error al subir el archivo',
} as const

/** The buyer's housekeeping on an order (issue 16 item 6): change the address, delete from the list. */
export const ORDER_TOOL_MESSAGES = {
  addressLocked: 'La dirección de este pedido ya no se puede cambiar.',
  notDeletable: 'Solo se pueden eliminar pedidos finalizados o cancelados.',
} as const
