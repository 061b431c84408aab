import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import quoteOrdersPart from '../../i18n/parts/quoteOrders.json' with { type: 'json' }

addMessages(quoteOrdersPart)

/** /member/order/quoteOrder — reservation orders and their quotes. */
export const quoteOrderMessages = defineMessages({
  title: { id: 'quoteOrders.list.title', defaultMessage: 'Pedidos de cotización' },
  intro: {
    id: 'quoteOrders.list.intro',
    defaultMessage:
      'Sus pedidos de mercancía reservada: el proveedor revisa y cotiza cada pedido; usted paga el depósito y, cuando la mercancía está preparada, el saldo final.',
  },
  tabsLabel: { id: 'quoteOrders.list.tabsLabel', defaultMessage: 'Estado de la cotización' },
  tabAll: { id: 'quoteOrders.list.tabAll', defaultMessage: 'Todas' },
  tabPending: { id: 'quoteOrders.list.tabPending', defaultMessage: 'Pendientes de cotización' },
  tabQuoted: { id: 'quoteOrders.list.tabQuoted', defaultMessage: 'Cotizadas' },
  orderHeading: { id: 'quoteOrders.list.orderHeading', defaultMessage: 'Pedido {orderSn}' },
  createdAt: { id: 'quoteOrders.list.createdAt', defaultMessage: 'Fecha del pedido: {date}' },
  store: { id: 'quoteOrders.list.store', defaultMessage: 'Tienda' },
  state: { id: 'quoteOrders.list.state', defaultMessage: 'Estado' },
  linesLabel: { id: 'quoteOrders.list.linesLabel', defaultMessage: 'Productos del pedido {orderSn}' },
  lineSpec: { id: 'quoteOrders.list.lineSpec', defaultMessage: '{spec} · Código {code}' },
  lineCode: { id: 'quoteOrders.list.lineCode', defaultMessage: 'Código {code}' },
  lineQuantity: { id: 'quoteOrders.list.lineQuantity', defaultMessage: '{quantity, number} × {price}' },
  referenceAmount: { id: 'quoteOrders.list.referenceAmount', defaultMessage: 'Importe de referencia' },
  notQuoted: {
    id: 'quoteOrders.list.notQuoted',
    defaultMessage: 'El proveedor aún no ha cotizado este pedido.',
  },
  quoteTotal: { id: 'quoteOrders.list.quoteTotal', defaultMessage: 'Total cotizado' },
  deposit: { id: 'quoteOrders.list.deposit', defaultMessage: 'Depósito' },
  finalPayment: { id: 'quoteOrders.list.finalPayment', defaultMessage: 'Saldo final' },
  finalDeadline: {
    id: 'quoteOrders.list.finalDeadline',
    defaultMessage: 'Fecha límite del saldo final',
  },
  finalDeadlineWarning: {
    id: 'quoteOrders.list.finalDeadlineWarning',
    defaultMessage:
      'Si no paga el saldo final antes de esta fecha, el pedido se cierra y pierde el depósito.',
  },
  payDeposit: { id: 'quoteOrders.list.payDeposit', defaultMessage: 'Pagar depósito' },
  payFinal: { id: 'quoteOrders.list.payFinal', defaultMessage: 'Pagar saldo final' },
  viewOrder: { id: 'quoteOrders.list.viewOrder', defaultMessage: 'Ver pedido' },
  orderHidden: { id: 'quoteOrders.list.orderHidden', defaultMessage: 'del pedido {orderSn}' },
  emptyAll: {
    id: 'quoteOrders.list.emptyAll',
    defaultMessage: 'No tiene pedidos de mercancía reservada.',
  },
  emptyPending: {
    id: 'quoteOrders.list.emptyPending',
    defaultMessage: 'No tiene pedidos pendientes de cotización.',
  },
  emptyQuoted: { id: 'quoteOrders.list.emptyQuoted', defaultMessage: 'No tiene pedidos cotizados.' },
  toOrders: { id: 'quoteOrders.list.toOrders', defaultMessage: 'Ir a Mis pedidos' },
  loading: { id: 'quoteOrders.list.loading', defaultMessage: 'Cargando...' },
  results: {
    id: 'quoteOrders.list.results',
    defaultMessage: '{total, plural, one {# pedido} other {# pedidos}}',
  },
})
