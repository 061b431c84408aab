import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import ordersPart from '../../i18n/parts/orders.json' with { type: 'json' }

addMessages(ordersPart)

export { orderStateMessages } from '../../components/order-status'

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
  linePrice: { id: 'orders.line.price', defaultMessage: '{price} × {quantity, number}' },
  lineSubtotal: { id: 'orders.line.subtotal', defaultMessage: 'Subtotal: {amount}' },
  goodsAmount: { id: 'orders.amount.goods', defaultMessage: 'Importe de productos' },
  discounts: { id: 'orders.amount.discounts', defaultMessage: 'Descuentos' },
  couponAmount: { id: 'orders.amount.coupon', defaultMessage: 'Cupón' },
  pointsAmount: { id: 'orders.amount.points', defaultMessage: 'Puntos' },
  total: { id: 'orders.amount.total', defaultMessage: 'Total' },
  deposit: { id: 'orders.amount.deposit', defaultMessage: 'Depósito' },
  finalPayment: { id: 'orders.amount.final', defaultMessage: 'Saldo final' },
  negative: { id: 'orders.amount.negative', defaultMessage: '−{amount}' },
  pay: { id: 'orders.pay.button', defaultMessage: 'Pagar' },
  payHidden: { id: 'orders.pay.hidden', defaultMessage: 'el pedido {orderSn}' },
  cancelReason: { id: 'orders.cancelReason', defaultMessage: 'Motivo de la cancelación: {reason}' },
  approvalState: {
    id: 'orders.pay.approvalState',
    defaultMessage: 'Aprobación del gasto (subcuenta): {state}',
  },
  approvalReason: {
    id: 'orders.pay.approvalReason',
    defaultMessage: 'Aprobación del gasto (subcuenta): {state}. Motivo: {reason}',
  },
  transferRejected: {
    id: 'orders.pay.transferRejected',
    defaultMessage: 'La tienda rechazó el comprobante de transferencia: {reason}',
  },
  storeLabel: { id: 'orders.store.label', defaultMessage: 'Tienda' },
  actorBuyer: { id: 'orders.actor.buyer', defaultMessage: 'Comprador' },
  actorSupplier: { id: 'orders.actor.supplier', defaultMessage: 'Proveedor' },
  actorPlatform: { id: 'orders.actor.platform', defaultMessage: 'Plataforma' },
})

/** The buttons and links of an order's actions (GLOSSARY.md labels) and their dialogs. */
export const orderActionMessages = defineMessages({
  payDeposit: { id: 'orders.actions.payDeposit', defaultMessage: 'Pagar depósito' },
  payFinal: { id: 'orders.actions.payFinal', defaultMessage: 'Pagar saldo final' },
  cancel: { id: 'orders.actions.cancel', defaultMessage: 'Cancelar pedido' },
  confirmReceipt: { id: 'orders.actions.confirmReceipt', defaultMessage: 'Confirmar recepción' },
  evaluate: { id: 'orders.actions.evaluate', defaultMessage: 'Valorar' },
  refund: { id: 'orders.actions.refund', defaultMessage: 'Solicitar reembolso' },
  viewRefund: { id: 'orders.actions.viewRefund', defaultMessage: 'Ver reembolso' },
  buyAgain: { id: 'orders.actions.buyAgain', defaultMessage: 'Volver a comprar' },
  logistics: { id: 'orders.actions.logistics', defaultMessage: 'Logística' },
  ofOrder: { id: 'orders.actions.ofOrder', defaultMessage: 'del pedido {orderSn}' },
  groupLabel: { id: 'orders.actions.groupLabel', defaultMessage: 'Acciones del pedido {orderSn}' },
  close: { id: 'orders.actions.close', defaultMessage: 'Cerrar' },
  cancelTitle: { id: 'orders.actions.cancelTitle', defaultMessage: 'Cancelar el pedido {orderSn}' },
  reasonLegend: { id: 'orders.actions.reasonLegend', defaultMessage: 'Motivo de la cancelación' },
  loadingReasons: { id: 'orders.actions.loadingReasons', defaultMessage: 'Cargando los motivos...' },
  cancelSubmit: { id: 'orders.actions.cancelSubmit', defaultMessage: 'Cancelar pedido' },
  cancelling: { id: 'orders.actions.cancelling', defaultMessage: 'Cancelando...' },
  keepOrder: { id: 'orders.actions.keepOrder', defaultMessage: 'No cancelar' },
  receiptTitle: {
    id: 'orders.actions.receiptTitle',
    defaultMessage: 'Confirmar recepción del pedido {orderSn}',
  },
  receiptText: {
    id: 'orders.actions.receiptText',
    defaultMessage: '¿Recibió toda la mercancía de este pedido? Después de confirmar podrá valorarlo.',
  },
  receiptSubmit: { id: 'orders.actions.receiptSubmit', defaultMessage: 'Confirmar recepción' },
  confirming: { id: 'orders.actions.confirming', defaultMessage: 'Confirmando...' },
  notYet: { id: 'orders.actions.notYet', defaultMessage: 'Todavía no' },
  addingToCart: { id: 'orders.actions.addingToCart', defaultMessage: 'Añadiendo al carrito...' },
  cancelled: { id: 'orders.actions.cancelled', defaultMessage: 'Se canceló el pedido {orderSn}.' },
  received: {
    id: 'orders.actions.received',
    defaultMessage: 'Recepción confirmada del pedido {orderSn}. Ya puede valorarlo.',
  },
  failureTitle: { id: 'orders.actions.failureTitle', defaultMessage: 'No se pudo completar la acción' },
  nothingAdded: {
    id: 'orders.actions.nothingAdded',
    defaultMessage: 'No se pudo añadir ningún producto de este pedido al carrito.',
  },
  addedTitle: { id: 'orders.actions.addedTitle', defaultMessage: 'Productos añadidos al carrito' },
  addedCount: {
    id: 'orders.actions.addedCount',
    defaultMessage:
      '{count, plural, one {Se añadió # producto del pedido al carrito.} other {Se añadieron # productos del pedido al carrito.}}',
  },
  skippedIntro: { id: 'orders.actions.skippedIntro', defaultMessage: 'No se pudieron añadir:' },
  skippedLine: { id: 'orders.actions.skippedLine', defaultMessage: '{name}: {reason}' },
  goToCart: { id: 'orders.actions.goToCart', defaultMessage: 'Ir al carrito' },
})

/** Logistics states of a batch (SPEC.md §4: preparing, prepared, waiting transport, in transit; delivered). */
export const logisticsStateMessages = defineMessages({
  preparing: { id: 'orders.logisticsState.preparing', defaultMessage: 'En preparación' },
  prepared: { id: 'orders.logisticsState.prepared', defaultMessage: 'Preparado' },
  waitingTransport: { id: 'orders.logisticsState.waitingTransport', defaultMessage: 'Esperando transporte' },
  inTransit: { id: 'orders.logisticsState.inTransit', defaultMessage: 'En tránsito' },
  delivered: { id: 'orders.logisticsState.delivered', defaultMessage: 'Entregado' },
})

/** Batches, pickup code and logistics, on the order detail and the logistics page. */
export const shipmentMessages = defineMessages({
  batchesTitle: { id: 'orders.shipment.batchesTitle', defaultMessage: 'Lotes y logística' },
  batchHeading: { id: 'orders.shipment.batchHeading', defaultMessage: 'Lote {batchNo}' },
  noBatches: { id: 'orders.shipment.noBatches', defaultMessage: 'Aún no se ha enviado ningún lote.' },
  unitsShipped: {
    id: 'orders.shipment.unitsShipped',
    defaultMessage: 'Unidades enviadas: {shipped, number} de {total, number}',
  },
  units: { id: 'orders.shipment.units', defaultMessage: 'Unidades' },
  batchLines: { id: 'orders.shipment.batchLines', defaultMessage: 'Productos del lote' },
  batchLine: { id: 'orders.shipment.batchLine', defaultMessage: '{name} × {quantity, number}' },
  containerNumber: { id: 'orders.shipment.containerNumber', defaultMessage: 'Número de contenedor' },
  carrier: { id: 'orders.shipment.carrier', defaultMessage: 'Transportista' },
  trackingNumber: { id: 'orders.shipment.trackingNumber', defaultMessage: 'Número de seguimiento' },
  shippedTime: { id: 'orders.shipment.shippedTime', defaultMessage: 'Fecha de envío' },
  logisticsState: { id: 'orders.shipment.logisticsState', defaultMessage: 'Estado logístico' },
  logisticsProgress: {
    id: 'orders.shipment.logisticsProgress',
    defaultMessage: 'Estado logístico del lote {batchNo}',
  },
  eventsTitle: { id: 'orders.shipment.eventsTitle', defaultMessage: 'Seguimiento del lote {batchNo}' },
  noEvents: { id: 'orders.shipment.noEvents', defaultMessage: 'Sin movimientos registrados.' },
  stepDone: { id: 'orders.shipment.stepDone', defaultMessage: '(hecho)' },
  stepCurrent: { id: 'orders.shipment.stepCurrent', defaultMessage: '(estado actual)' },
  stepUpcoming: { id: 'orders.shipment.stepUpcoming', defaultMessage: '(pendiente)' },
  pickupTitle: { id: 'orders.shipment.pickupTitle', defaultMessage: 'Código de recogida' },
  pickupText: {
    id: 'orders.shipment.pickupText',
    defaultMessage: 'Muestre este código, o su código QR, al recoger la mercancía.',
  },
  pickupUsed: {
    id: 'orders.shipment.pickupUsed',
    defaultMessage: 'La mercancía ya se recogió con este código.',
  },
  pickupQrLabel: {
    id: 'orders.shipment.pickupQrLabel',
    defaultMessage: 'Código QR del código de recogida {code}',
  },
  viewLogistics: { id: 'orders.shipment.viewLogistics', defaultMessage: 'Ver la logística' },
})

export const logisticsPageMessages = defineMessages({
  title: { id: 'orders.logistics.title', defaultMessage: 'Logística del pedido' },
  summaryTitle: { id: 'orders.logistics.summaryTitle', defaultMessage: 'Pedido {orderSn}' },
  unitsProgress: { id: 'orders.logistics.unitsProgress', defaultMessage: 'Unidades enviadas' },
  address: { id: 'orders.logistics.address', defaultMessage: 'Dirección de entrega' },
  noAddress: { id: 'orders.logistics.noAddress', defaultMessage: 'Sin dirección de entrega' },
  backToDetail: { id: 'orders.logistics.backToDetail', defaultMessage: 'Volver al detalle del pedido' },
  notFoundTitle: {
    id: 'orders.logistics.notFoundTitle',
    defaultMessage: 'No se pudo mostrar la logística del pedido',
  },
})

export const orderListMessages = defineMessages({
  title: { id: 'orders.list.title', defaultMessage: 'Mis pedidos' },
  tabsLabel: { id: 'orders.list.tabsLabel', defaultMessage: 'Estado del pedido' },
  tabAll: { id: 'orders.list.tabAll', defaultMessage: 'Todos' },
  tabCount: {
    id: 'orders.list.tabCount',
    defaultMessage: '{count, plural, one {# pedido} other {# pedidos}}',
  },
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
  // issue 29 item 1: the chat opens with this order's card offered to send
  chatAboutOrder: { id: 'orders.detail.chatAboutOrder', defaultMessage: 'Consultar al proveedor' },
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
  logBy: { id: 'orders.detail.log.by', defaultMessage: 'Por: {actor}' },
  logQuoted: {
    id: 'orders.detail.log.quoted',
    defaultMessage: 'Cotización del proveedor: {total}; depósito de {deposit}.',
  },
  logOrderRejected: {
    id: 'orders.detail.log.orderRejected',
    defaultMessage: 'Pedido rechazado por el proveedor: {reason}. {amount} devueltos a la cuenta de pago.',
  },
  logRefundPaidBack: {
    id: 'orders.detail.log.refundPaidBack',
    defaultMessage: 'Reembolso {afsSn}: {amount} devueltos a la cuenta de pago.',
  },
  progressTitle: { id: 'orders.detail.progressTitle', defaultMessage: 'Progreso del pedido' },
  contractNo: { id: 'orders.detail.contractNo', defaultMessage: 'Número de contrato' },
  rejectReason: { id: 'orders.detail.rejectReason', defaultMessage: 'Motivo del rechazo' },
  depositForfeited: {
    id: 'orders.detail.depositForfeited',
    defaultMessage:
      'El saldo final no se pagó antes del plazo: el pedido se cerró y se perdió el depósito de {amount}.',
  },
  quoteTitle: { id: 'orders.detail.quoteTitle', defaultMessage: 'Cotización del proveedor' },
  quoteTotal: { id: 'orders.detail.quoteTotal', defaultMessage: 'Total cotizado' },
  quoteDeposit: { id: 'orders.detail.quoteDeposit', defaultMessage: 'Depósito' },
  quoteFinal: { id: 'orders.detail.quoteFinal', defaultMessage: 'Saldo final' },
  quoteTime: { id: 'orders.detail.quoteTime', defaultMessage: 'Fecha de la cotización' },
  quoteNote: { id: 'orders.detail.quoteNote', defaultMessage: 'Nota del proveedor' },
  depositPayState: { id: 'orders.detail.depositPayState', defaultMessage: 'Pago del depósito' },
  depositPaySn: { id: 'orders.detail.depositPaySn', defaultMessage: 'Número de pago del depósito' },
  finalPayState: { id: 'orders.detail.finalPayState', defaultMessage: 'Pago del saldo final' },
  finalPaySn: { id: 'orders.detail.finalPaySn', defaultMessage: 'Número de pago del saldo final' },
  finalDeadline: { id: 'orders.detail.finalDeadline', defaultMessage: 'Plazo del saldo final' },
  notYetDue: { id: 'orders.detail.notYetDue', defaultMessage: 'Aún no corresponde' },
  paymentAccount: { id: 'orders.detail.paymentAccount', defaultMessage: 'Cuenta de pago' },
  paymentsCaption: { id: 'orders.detail.payments.caption', defaultMessage: 'Pagos del pedido' },
  paymentKind: { id: 'orders.detail.payments.kind', defaultMessage: 'Concepto' },
  paymentAmount: { id: 'orders.detail.payments.amount', defaultMessage: 'Importe' },
  paymentKindOrder: { id: 'orders.detail.payments.kindOrder', defaultMessage: 'Pedido' },
  paymentKindDeposit: { id: 'orders.detail.payments.kindDeposit', defaultMessage: 'Depósito' },
  paymentKindFinal: { id: 'orders.detail.payments.kindFinal', defaultMessage: 'Saldo final' },
  refundedAmount: { id: 'orders.detail.refundedAmount', defaultMessage: 'Reembolsado' },
  refundsTitle: { id: 'orders.detail.refundsTitle', defaultMessage: 'Reembolsos' },
  refundLink: { id: 'orders.detail.refundLink', defaultMessage: 'Reembolso {afsSn}' },
  refundTypeRefund: { id: 'orders.detail.refundType.refund', defaultMessage: 'Solo reembolso' },
  refundTypeReturn: { id: 'orders.detail.refundType.return', defaultMessage: 'Reembolso con devolución' },
  refundAmount: { id: 'orders.detail.refundAmount', defaultMessage: 'Importe' },
  refundState: { id: 'orders.detail.refundState', defaultMessage: 'Estado' },
  refundDate: { id: 'orders.detail.refundDate', defaultMessage: 'Fecha' },
  evaluationTitle: { id: 'orders.detail.evaluationTitle', defaultMessage: 'Su valoración' },
  evaluationScore: {
    id: 'orders.detail.evaluationScore',
    defaultMessage: '{score, plural, one {# estrella de 5} other {# estrellas de 5}}',
  },
})
