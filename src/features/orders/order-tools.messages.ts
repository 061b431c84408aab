import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import ordersPart from '../../i18n/parts/orders.json' with { type: 'json' }

addMessages(ordersPart)

/** "Cambiar dirección" and "Eliminar pedido" (issue 16 item 6; REFERENCE.md §4). */
export const orderToolMessages = defineMessages({
  changeAddress: { id: 'orders.tools.changeAddress', defaultMessage: 'Cambiar dirección' },
  delete: { id: 'orders.tools.delete', defaultMessage: 'Eliminar pedido' },
  ofOrder: { id: 'orders.tools.ofOrder', defaultMessage: 'del pedido {orderSn}' },
  addressTitle: {
    id: 'orders.tools.addressTitle',
    defaultMessage: 'Cambiar la dirección del pedido {orderSn}',
  },
  addressLegend: { id: 'orders.tools.addressLegend', defaultMessage: 'Nueva dirección de entrega' },
  addressCurrent: { id: 'orders.tools.addressCurrent', defaultMessage: '(dirección actual)' },
  addressOtherRegion: {
    id: 'orders.tools.addressOtherRegion',
    defaultMessage: '(otra región de envío)',
  },
  addressPaidHint: {
    id: 'orders.tools.addressPaidHint',
    defaultMessage:
      'El pedido ya está pagado: solo puede elegir una dirección de la misma región de envío. El envío se recalcula en los pedidos sin pagar.',
  },
  addressUnpaidHint: {
    id: 'orders.tools.addressUnpaidHint',
    defaultMessage: 'El envío y el total del pedido se recalculan con la nueva dirección.',
  },
  addressNone: {
    id: 'orders.tools.addressNone',
    defaultMessage: 'No tiene otras direcciones. Añádalas en «Mis direcciones».',
  },
  loadingAddresses: { id: 'orders.tools.loadingAddresses', defaultMessage: 'Cargando sus direcciones…' },
  saveAddress: { id: 'orders.tools.saveAddress', defaultMessage: 'Guardar dirección' },
  savingAddress: { id: 'orders.tools.savingAddress', defaultMessage: 'Guardando…' },
  keepAddress: { id: 'orders.tools.keepAddress', defaultMessage: 'Mantener la actual' },
  addressChanged: {
    id: 'orders.tools.addressChanged',
    defaultMessage: 'La dirección del pedido {orderSn} se ha cambiado.',
  },
  deleteTitle: { id: 'orders.tools.deleteTitle', defaultMessage: '¿Eliminar el pedido {orderSn}?' },
  deleteText: {
    id: 'orders.tools.deleteText',
    defaultMessage:
      'El pedido desaparecerá de su lista de pedidos. El proveedor lo conserva en su historial. Esta acción no se puede deshacer.',
  },
  deleteConfirm: { id: 'orders.tools.deleteConfirm', defaultMessage: 'Eliminar' },
  deleting: { id: 'orders.tools.deleting', defaultMessage: 'Eliminando…' },
  keepOrder: { id: 'orders.tools.keepOrder', defaultMessage: 'No eliminar' },
  deleted: { id: 'orders.tools.deleted', defaultMessage: 'El pedido {orderSn} se ha eliminado de su lista.' },
  failureTitle: { id: 'orders.tools.failureTitle', defaultMessage: 'No se pudo completar la acción' },
  close: { id: 'orders.tools.close', defaultMessage: 'Cerrar' },
})
