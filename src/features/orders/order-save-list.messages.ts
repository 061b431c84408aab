import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import ordersPart from '../../i18n/parts/orders.json' with { type: 'json' }

addMessages(ordersPart)

/** "Guardar como lista" on an order's page (issue 27 item 6; GLOSSARY.md "Compras frecuentes"). */
export const orderSaveListMessages = defineMessages({
  open: { id: 'orders.saveList.open', defaultMessage: 'Guardar como lista' },
  title: { id: 'orders.saveList.title', defaultMessage: 'Guardar como lista de compras frecuentes' },
  text: {
    id: 'orders.saveList.text',
    defaultMessage:
      'Cada producto del pedido, con su cantidad, pasa a una lista que podrá añadir al carrito de una vez.',
  },
  name: { id: 'orders.saveList.name', defaultMessage: 'Nombre de la lista' },
  defaultName: { id: 'orders.saveList.defaultName', defaultMessage: 'Pedido {orderSn}' },
  save: { id: 'orders.saveList.save', defaultMessage: 'Guardar lista' },
  saving: { id: 'orders.saveList.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'orders.saveList.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'orders.saveList.close', defaultMessage: 'Cerrar' },
  saved: { id: 'orders.saveList.saved', defaultMessage: 'Lista «{name}» guardada en Compras frecuentes.' },
  seeLists: { id: 'orders.saveList.seeLists', defaultMessage: 'Ver Compras frecuentes' },
  dismiss: { id: 'orders.saveList.dismiss', defaultMessage: 'Cerrar aviso' },
})
