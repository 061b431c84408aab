import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import ordersPart from '../../i18n/parts/orders.json'

addMessages(ordersPart)

/** GLOSSARY.md order status labels, by orderState code (openapi OrderSummary.orderState). */
export const orderStateMessages = defineMessages({
  state0: { id: 'orders.state.cancelled', defaultMessage: 'Cancelado' },
  state10: { id: 'orders.state.pendingPayment', defaultMessage: 'Pendiente de pago' },
  state20: { id: 'orders.state.pendingShipment', defaultMessage: 'Pendiente de envío' },
  state31: { id: 'orders.state.partiallyShipped', defaultMessage: 'Enviado parcialmente' },
  state35: { id: 'orders.state.pendingPickup', defaultMessage: 'Pendiente de recogida' },
  state30: { id: 'orders.state.pendingReceipt', defaultMessage: 'Pendiente de confirmación de recepción' },
  state40: { id: 'orders.state.pendingReview', defaultMessage: 'Pendiente de valoración' },
  state50: { id: 'orders.state.completed', defaultMessage: 'Completado' },
  state60: { id: 'orders.state.rejected', defaultMessage: 'Rechazado' },
  state70: { id: 'orders.state.afterSales', defaultMessage: 'Reembolso/Posventa' },
})

/** SPEC.md §4 reservation-order states (openapi OrderSummary.reserveState). */
export const reserveStateMessages = defineMessages({
  waitingReview: {
    id: 'orders.reserve.waitingReview',
    defaultMessage: 'Pendiente de revisión del proveedor',
  },
  rejected: { id: 'orders.reserve.rejected', defaultMessage: 'Revisión rechazada por el proveedor' },
  waitingQuote: {
    id: 'orders.reserve.waitingQuote',
    defaultMessage: 'Pendiente de cotización del proveedor',
  },
  waitingDeposit: { id: 'orders.reserve.waitingDeposit', defaultMessage: 'Pendiente de pago del depósito' },
  preparing: { id: 'orders.reserve.preparing', defaultMessage: 'El proveedor prepara la mercancía' },
  waitingFinalPayment: {
    id: 'orders.reserve.waitingFinalPayment',
    defaultMessage: 'Pendiente de pago final',
  },
  shipping: { id: 'orders.reserve.shipping', defaultMessage: 'Enviado en lotes' },
  waitingPickup: { id: 'orders.reserve.waitingPickup', defaultMessage: 'Pendiente de recogida' },
  waitingReceipt: {
    id: 'orders.reserve.waitingReceipt',
    defaultMessage: 'Pendiente de confirmación de recepción',
  },
  finished: { id: 'orders.reserve.finished', defaultMessage: 'Finalizado' },
  cancelled: { id: 'orders.reserve.cancelled', defaultMessage: 'Cancelado' },
  closedOverdue: { id: 'orders.reserve.closedOverdue', defaultMessage: 'Cerrado por pago final vencido' },
})

/** Payment methods (GLOSSARY.md labels) and payment states of an order. */
export const paymentMessages = defineMessages({
  balance: { id: 'orders.payMethod.balance', defaultMessage: 'Saldo prepago' },
  credit: { id: 'orders.payMethod.credit', defaultMessage: 'Crédito' },
  card: { id: 'orders.payMethod.card', defaultMessage: 'Tarjeta bancaria' },
  transfer: { id: 'orders.payMethod.transfer', defaultMessage: 'Transferencia bancaria' },
  voucher: { id: 'orders.payMethod.voucher', defaultMessage: 'Vale de recarga' },
  tropipay: { id: 'orders.payMethod.tropipay', defaultMessage: 'TropiPay (pago electrónico)' },
  unpaid: { id: 'orders.payState.unpaid', defaultMessage: 'Sin pagar' },
  pendingConfirmation: {
    id: 'orders.payState.pendingConfirmation',
    defaultMessage: 'Pendiente de confirmación de la tienda',
  },
  paid: { id: 'orders.payState.paid', defaultMessage: 'Pagado' },
  cancelled: { id: 'orders.payState.cancelled', defaultMessage: 'Pago cancelado' },
})

/** Texts shared by the order list and the order detail. */
export const orderMessages = defineMessages({
  typeRegular: { id: 'orders.type.regular', defaultMessage: 'Pedido normal' },
  typeReservation: { id: 'orders.type.reservation', defaultMessage: 'Pedido de reserva' },
  lineSku: { id: 'orders.line.sku', defaultMessage: '{spec} · Código {code}' },
  lineCode: { id: 'orders.line.code', defaultMessage: 'Código {code}' },
  linePrice: { id: 'orders.line.price', defaultMessage: '{price} × {quantity}' },
  lineSubtotal: { id: 'orders.line.subtotal', defaultMessage: 'Subtotal: {amount}' },
  goodsAmount: { id: 'orders.amount.goods', defaultMessage: 'Importe de productos' },
  discounts: { id: 'orders.amount.discounts', defaultMessage: 'Descuentos' },
  couponAmount: { id: 'orders.amount.coupon', defaultMessage: 'Cupón' },
  pointsAmount: { id: 'orders.amount.points', defaultMessage: 'Puntos' },
  total: { id: 'orders.amount.total', defaultMessage: 'Total' },
  deposit: { id: 'orders.amount.deposit', defaultMessage: 'Depósito' },
  finalPayment: { id: 'orders.amount.final', defaultMessage: 'Saldo final' },
  negative: { id: 'orders.amount.negative', defaultMessage: '−{amount}' },
  countdown: { id: 'orders.pay.countdown', defaultMessage: 'Tiempo restante para pagar: {time}' },
  payBefore: { id: 'orders.pay.before', defaultMessage: 'Pague antes del {date}' },
  pay: { id: 'orders.pay.button', defaultMessage: 'Pagar' },
  payHidden: { id: 'orders.pay.hidden', defaultMessage: 'el pedido {orderSn}' },
  cancelReason: { id: 'orders.cancelReason', defaultMessage: 'Motivo de la cancelación: {reason}' },
  transferRejected: {
    id: 'orders.pay.transferRejected',
    defaultMessage: 'La tienda rechazó el comprobante de transferencia: {reason}',
  },
  storeLabel: { id: 'orders.store.label', defaultMessage: 'Tienda' },
})

export const orderListMessages = defineMessages({
  title: { id: 'orders.list.title', defaultMessage: 'Mis pedidos' },
  tabsLabel: { id: 'orders.list.tabsLabel', defaultMessage: 'Estado del pedido' },
  tabAll: { id: 'orders.list.tabAll', defaultMessage: 'Todos' },
  searchLabel: { id: 'orders.list.searchLabel', defaultMessage: 'Buscar pedidos' },
  keywordLabel: { id: 'orders.list.keywordLabel', defaultMessage: 'Número de pedido, producto o tienda' },
  startLabel: { id: 'orders.list.startLabel', defaultMessage: 'Desde' },
  endLabel: { id: 'orders.list.endLabel', defaultMessage: 'Hasta' },
  search: { id: 'orders.list.search', defaultMessage: 'Buscar' },
  clear: { id: 'orders.list.clear', defaultMessage: 'Quitar filtros' },
  orderHeading: { id: 'orders.list.orderHeading', defaultMessage: 'Pedido {orderSn}' },
  createdAt: { id: 'orders.list.createdAt', defaultMessage: 'Creado el {date}' },
  linesLabel: { id: 'orders.list.linesLabel', defaultMessage: 'Productos del pedido {orderSn}' },
  detail: { id: 'orders.list.detail', defaultMessage: 'Ver detalle' },
  detailHidden: { id: 'orders.list.detailHidden', defaultMessage: 'del pedido {orderSn}' },
  loading: { id: 'orders.list.loading', defaultMessage: 'Cargando...' },
  results: {
    id: 'orders.list.results',
    defaultMessage: '{total, plural, =0 {Ningún pedido} one {# pedido} other {# pedidos}}',
  },
  emptyFiltered: {
    id: 'orders.list.emptyFiltered',
    defaultMessage: 'Ningún pedido coincide con la búsqueda. Pruebe con otras palabras o fechas.',
  },
  emptyAll: { id: 'orders.list.emptyAll', defaultMessage: 'Aún no tiene pedidos.' },
  empty0: { id: 'orders.list.empty.cancelled', defaultMessage: 'No tiene pedidos cancelados.' },
  empty10: { id: 'orders.list.empty.pendingPayment', defaultMessage: 'No tiene pedidos pendientes de pago.' },
  empty20: {
    id: 'orders.list.empty.pendingShipment',
    defaultMessage: 'No tiene pedidos pendientes de envío.',
  },
  empty31: {
    id: 'orders.list.empty.partiallyShipped',
    defaultMessage: 'No tiene pedidos enviados parcialmente.',
  },
  empty35: {
    id: 'orders.list.empty.pendingPickup',
    defaultMessage: 'No tiene pedidos pendientes de recogida.',
  },
  empty30: {
    id: 'orders.list.empty.pendingReceipt',
    defaultMessage: 'No tiene pedidos pendientes de confirmación de recepción.',
  },
  empty40: {
    id: 'orders.list.empty.pendingReview',
    defaultMessage: 'No tiene pedidos pendientes de valoración.',
  },
  empty50: { id: 'orders.list.empty.completed', defaultMessage: 'No tiene pedidos completados.' },
  empty60: { id: 'orders.list.empty.rejected', defaultMessage: 'No tiene pedidos rechazados.' },
  empty70: {
    id: 'orders.list.empty.afterSales',
    defaultMessage: 'No tiene pedidos en reembolso o posventa.',
  },
  shop: { id: 'orders.list.shop', defaultMessage: 'Ir de compras' },
})

export const orderDetailMessages = defineMessages({
  title: { id: 'orders.detail.title', defaultMessage: 'Detalle del pedido' },
  notFoundTitle: { id: 'orders.detail.notFoundTitle', defaultMessage: 'No se pudo mostrar el pedido' },
  badOrderSn: {
    id: 'orders.detail.badOrderSn',
    defaultMessage: 'El enlace no indica un número de pedido válido.',
  },
  backToList: { id: 'orders.detail.backToList', defaultMessage: 'Volver a Mis pedidos' },
  summaryTitle: { id: 'orders.detail.summaryTitle', defaultMessage: 'Pedido {orderSn}' },
  orderSn: { id: 'orders.detail.orderSn', defaultMessage: 'Número de pedido' },
  type: { id: 'orders.detail.type', defaultMessage: 'Tipo' },
  state: { id: 'orders.detail.state', defaultMessage: 'Estado' },
  createdAt: { id: 'orders.detail.createdAt', defaultMessage: 'Fecha de creación' },
  purchaseOrderNumber: {
    id: 'orders.detail.purchaseOrderNumber',
    defaultMessage: 'Número de orden de compra',
  },
  remark: { id: 'orders.detail.remark', defaultMessage: 'Nota para la tienda' },
  cancelReason: { id: 'orders.detail.cancelReason', defaultMessage: 'Motivo de la cancelación' },
  none: { id: 'orders.detail.none', defaultMessage: 'No indicado' },
  linesTitle: { id: 'orders.detail.linesTitle', defaultMessage: 'Productos' },
  colProduct: { id: 'orders.detail.colProduct', defaultMessage: 'Producto' },
  colPrice: { id: 'orders.detail.colPrice', defaultMessage: 'Precio unitario' },
  colQuantity: { id: 'orders.detail.colQuantity', defaultMessage: 'Cantidad' },
  colSubtotal: { id: 'orders.detail.colSubtotal', defaultMessage: 'Subtotal' },
  amountsTitle: { id: 'orders.detail.amountsTitle', defaultMessage: 'Importes' },
  addressTitle: { id: 'orders.detail.addressTitle', defaultMessage: 'Dirección de entrega' },
  noAddress: { id: 'orders.detail.noAddress', defaultMessage: 'Este pedido no tiene dirección de entrega.' },
  contact: { id: 'orders.detail.contact', defaultMessage: 'Contacto' },
  phone: { id: 'orders.detail.phone', defaultMessage: 'Teléfono' },
  address: { id: 'orders.detail.address', defaultMessage: 'Dirección' },
  invoiceTitle: { id: 'orders.detail.invoiceTitle', defaultMessage: 'Factura' },
  noInvoice: { id: 'orders.detail.noInvoice', defaultMessage: 'Sin factura' },
  invoiceHeader: { id: 'orders.detail.invoiceHeader', defaultMessage: 'Título de la factura' },
  invoiceKind: { id: 'orders.detail.invoiceKind', defaultMessage: 'Tipo de factura' },
  invoicePersonal: { id: 'orders.detail.invoicePersonal', defaultMessage: 'Persona física' },
  invoiceCompany: { id: 'orders.detail.invoiceCompany', defaultMessage: 'Empresa' },
  invoiceNormal: { id: 'orders.detail.invoiceNormal', defaultMessage: 'Factura normal' },
  invoiceVat: { id: 'orders.detail.invoiceVat', defaultMessage: 'Factura con IVA' },
  taxCode: { id: 'orders.detail.taxCode', defaultMessage: 'Número de identificación fiscal' },
  receiverEmail: { id: 'orders.detail.receiverEmail', defaultMessage: 'Correo para recibir la factura' },
  registerAddr: { id: 'orders.detail.registerAddr', defaultMessage: 'Dirección registrada' },
  registerPhone: { id: 'orders.detail.registerPhone', defaultMessage: 'Teléfono registrado' },
  bankName: { id: 'orders.detail.bankName', defaultMessage: 'Banco' },
  bankAccount: { id: 'orders.detail.bankAccount', defaultMessage: 'Cuenta bancaria' },
  paymentTitle: { id: 'orders.detail.paymentTitle', defaultMessage: 'Pago' },
  payState: { id: 'orders.detail.payState', defaultMessage: 'Estado del pago' },
  payMethod: { id: 'orders.detail.payMethod', defaultMessage: 'Método de pago' },
  paySn: { id: 'orders.detail.paySn', defaultMessage: 'Número de pago' },
  tradeSn: { id: 'orders.detail.tradeSn', defaultMessage: 'Número de transacción' },
  payTime: { id: 'orders.detail.payTime', defaultMessage: 'Fecha de pago' },
  logTitle: { id: 'orders.detail.logTitle', defaultMessage: 'Historial del pedido' },
  logCreated: { id: 'orders.detail.log.created', defaultMessage: 'Pedido enviado' },
  logWaitingReview: {
    id: 'orders.detail.log.waitingReview',
    defaultMessage: 'Pedido de reserva enviado; espera la revisión del proveedor',
  },
  logTransferSent: {
    id: 'orders.detail.log.transferSent',
    defaultMessage: 'Comprobante de transferencia enviado; pendiente de confirmación de la tienda',
  },
  logTransferRejected: {
    id: 'orders.detail.log.transferRejected',
    defaultMessage: 'La tienda rechazó el comprobante de transferencia',
  },
  logPaid: { id: 'orders.detail.log.paid', defaultMessage: 'Pagado' },
  logPaidWith: { id: 'orders.detail.log.paidWith', defaultMessage: 'Pagado con {method}' },
  logCancelled: { id: 'orders.detail.log.cancelled', defaultMessage: 'Pedido cancelado' },
  logState: { id: 'orders.detail.log.state', defaultMessage: 'Estado actual: {state}' },
  logNoTime: { id: 'orders.detail.log.noTime', defaultMessage: 'Fecha no disponible' },
})
