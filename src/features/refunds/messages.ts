import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import refundsPart from '../../i18n/parts/refunds.json' with { type: 'json' }

addMessages(refundsPart)

/** Refund types (openapi RefundSummary.type) as GLOSSARY.md names the requests. */
export const refundTypeMessages = defineMessages({
  refund: { id: 'refunds.type.refund', defaultMessage: 'Solicitar reembolso' },
  return: { id: 'refunds.type.return', defaultMessage: 'Reembolso con devolución' },
})

/** The type as a column of the list and a fact of the detail. */
export const refundTypeShortMessages = defineMessages({
  refund: { id: 'refunds.typeShort.refund', defaultMessage: 'Reembolso' },
  return: { id: 'refunds.typeShort.return', defaultMessage: 'Reembolso con devolución' },
})

export const refundActorMessages = defineMessages({
  buyer: { id: 'refunds.actor.buyer', defaultMessage: 'Comprador' },
  supplier: { id: 'refunds.actor.supplier', defaultMessage: 'Proveedor' },
  platform: { id: 'refunds.actor.platform', defaultMessage: 'Plataforma' },
})

export const refundCommonMessages = defineMessages({
  retry: { id: 'refunds.common.retry', defaultMessage: 'Reintentar' },
  myOrders: { id: 'refunds.common.myOrders', defaultMessage: 'Mis pedidos' },
  allRequests: { id: 'refunds.common.allRequests', defaultMessage: 'Ver todas mis solicitudes' },
  orderSn: { id: 'refunds.common.orderSn', defaultMessage: 'Pedido' },
  store: { id: 'refunds.common.store', defaultMessage: 'Tienda' },
  products: { id: 'refunds.common.products', defaultMessage: 'Productos' },
  product: { id: 'refunds.common.product', defaultMessage: 'Producto' },
  quantity: { id: 'refunds.common.quantity', defaultMessage: 'Cantidad' },
  subtotal: { id: 'refunds.common.subtotal', defaultMessage: 'Importe' },
  quantityValue: { id: 'refunds.common.quantityValue', defaultMessage: '{count, number} {unit}' },
  orderLink: { id: 'refunds.common.orderLink', defaultMessage: 'Ver el pedido {orderSn}' },
  stepDone: { id: 'refunds.common.stepDone', defaultMessage: 'completado' },
  stepCurrent: { id: 'refunds.common.stepCurrent', defaultMessage: 'paso actual' },
  stepUpcoming: { id: 'refunds.common.stepUpcoming', defaultMessage: 'pendiente' },
})

export const refundApplyMessages = defineMessages({
  title: { id: 'refunds.apply.title', defaultMessage: 'Solicitar reembolso' },
  reapplyTitle: { id: 'refunds.apply.reapplyTitle', defaultMessage: 'Volver a solicitar' },
  missingOrder: { id: 'refunds.apply.missingOrder', defaultMessage: 'No se encontró el pedido.' },
  notReapplicable: {
    id: 'refunds.apply.notReapplicable',
    defaultMessage: 'Solo se puede volver a solicitar después de un rechazo.',
  },
  viewRequest: { id: 'refunds.apply.viewRequest', defaultMessage: 'Ver la solicitud' },
  orderHeading: { id: 'refunds.apply.orderHeading', defaultMessage: 'Pedido {orderSn}' },
  formHeading: { id: 'refunds.apply.formHeading', defaultMessage: 'Datos de la solicitud' },
  typeLegend: { id: 'refunds.apply.typeLegend', defaultMessage: 'Tipo de solicitud' },
  typeFixed: {
    id: 'refunds.apply.typeFixed',
    defaultMessage: 'Una nueva solicitud conserva el tipo de la solicitud rechazada.',
  },
  returnUnavailable: {
    id: 'refunds.apply.returnUnavailable',
    defaultMessage: 'El reembolso con devolución es posible cuando se ha enviado mercancía.',
  },
  amount: { id: 'refunds.apply.amount', defaultMessage: 'Importe del reembolso (US$)' },
  amountHint: { id: 'refunds.apply.amountHint', defaultMessage: 'Máximo reembolsable: {max}' },
  reason: { id: 'refunds.apply.reason', defaultMessage: 'Motivo' },
  reasonPlaceholder: { id: 'refunds.apply.reasonPlaceholder', defaultMessage: 'Seleccione un motivo' },
  description: { id: 'refunds.apply.description', defaultMessage: 'Descripción (opcional)' },
  descriptionCount: {
    id: 'refunds.apply.descriptionCount',
    defaultMessage: '{count, number} de {max, number} caracteres',
  },
  images: { id: 'refunds.apply.images', defaultMessage: 'Imágenes de prueba (opcional)' },
  account: { id: 'refunds.apply.account', defaultMessage: 'Cuenta de reembolso' },
  accountHint: {
    id: 'refunds.apply.accountHint',
    defaultMessage: 'El dinero vuelve a la cuenta con la que se pagó el pedido.',
  },
  submit: { id: 'refunds.apply.submit', defaultMessage: 'Enviar solicitud' },
  sending: { id: 'refunds.apply.sending', defaultMessage: 'Enviando la solicitud…' },
  waitImages: {
    id: 'refunds.apply.waitImages',
    defaultMessage: 'Espere a que terminen de subirse las imágenes.',
  },
  backToOrder: { id: 'refunds.apply.backToOrder', defaultMessage: 'Volver al pedido' },
  linesLegend: { id: 'refunds.apply.linesLegend', defaultMessage: 'Productos a reembolsar' },
  linesFixed: {
    id: 'refunds.apply.linesFixed',
    defaultMessage: 'Una nueva solicitud conserva los productos y las unidades de la solicitud rechazada.',
  },
  lineInclude: { id: 'refunds.apply.lineInclude', defaultMessage: 'Incluir {name}' },
  lineQuantity: { id: 'refunds.apply.lineQuantity', defaultMessage: 'Unidades de {name}' },
  lineLeft: {
    id: 'refunds.apply.lineLeft',
    defaultMessage: '{count, plural, one {Queda # por reembolsar} other {Quedan # por reembolsar}}',
  },
  lineNone: { id: 'refunds.apply.lineNone', defaultMessage: 'Sin unidades por reembolsar' },
  unitPrice: { id: 'refunds.apply.unitPrice', defaultMessage: 'Precio unitario' },
  unitsColumn: { id: 'refunds.apply.unitsColumn', defaultMessage: 'Unidades' },
  goodsStateLegend: { id: 'refunds.apply.goodsStateLegend', defaultMessage: 'Estado de la mercancía' },
  goodsNotReceived: { id: 'refunds.apply.goodsNotReceived', defaultMessage: 'Mercancía no recibida' },
  goodsReceived: { id: 'refunds.apply.goodsReceived', defaultMessage: 'Mercancía recibida' },
  goodsStateHint: {
    id: 'refunds.apply.goodsStateHint',
    defaultMessage: 'Los motivos dependen del tipo de solicitud y de si recibió la mercancía.',
  },
  amountLinesHint: {
    id: 'refunds.apply.amountLinesHint',
    defaultMessage: 'Máximo por los productos elegidos: {max}',
  },
})

export const refundDetailMessages = defineMessages({
  title: { id: 'refunds.detail.title', defaultMessage: 'Solicitud de reembolso {afsSn}' },
  missing: { id: 'refunds.detail.missing', defaultMessage: 'La solicitud de reembolso no existe.' },
  summaryHeading: { id: 'refunds.detail.summaryHeading', defaultMessage: 'Resumen' },
  afsSn: { id: 'refunds.detail.afsSn', defaultMessage: 'Número de solicitud' },
  type: { id: 'refunds.detail.type', defaultMessage: 'Tipo' },
  state: { id: 'refunds.detail.state', defaultMessage: 'Estado' },
  amount: { id: 'refunds.detail.amount', defaultMessage: 'Importe solicitado' },
  account: { id: 'refunds.detail.account', defaultMessage: 'Cuenta de reembolso' },
  reason: { id: 'refunds.detail.reason', defaultMessage: 'Motivo' },
  description: { id: 'refunds.detail.description', defaultMessage: 'Descripción' },
  createTime: { id: 'refunds.detail.createTime', defaultMessage: 'Fecha de solicitud' },
  images: { id: 'refunds.detail.images', defaultMessage: 'Imágenes' },
  imageAlt: { id: 'refunds.detail.imageAlt', defaultMessage: 'Imagen de prueba {index, number}' },
  refuseReason: { id: 'refunds.detail.refuseReason', defaultMessage: 'Motivo del rechazo del proveedor' },
  stepsHeading: { id: 'refunds.detail.stepsHeading', defaultMessage: 'Progreso' },
  historyHeading: { id: 'refunds.detail.historyHeading', defaultMessage: 'Historial' },
  historyActor: { id: 'refunds.detail.historyActor', defaultMessage: '{actor} · {time}' },
  returnHeading: { id: 'refunds.detail.returnHeading', defaultMessage: 'Devolución de la mercancía' },
  returnAddress: { id: 'refunds.detail.returnAddress', defaultMessage: 'Dirección de devolución' },
  returnInstructions: {
    id: 'refunds.detail.returnInstructions',
    defaultMessage:
      'Envíe la mercancía a esta dirección e indique la empresa de transporte y el número de seguimiento.',
  },
  carrier: { id: 'refunds.detail.carrier', defaultMessage: 'Empresa de transporte' },
  carrierPlaceholder: {
    id: 'refunds.detail.carrierPlaceholder',
    defaultMessage: 'Seleccione una empresa de transporte',
  },
  trackingNumber: { id: 'refunds.detail.trackingNumber', defaultMessage: 'Número de seguimiento' },
  trackingHint: { id: 'refunds.detail.trackingHint', defaultMessage: 'De 1 a 20 letras o cifras.' },
  sendReturn: { id: 'refunds.detail.sendReturn', defaultMessage: 'Enviar datos de devolución' },
  sendingReturn: { id: 'refunds.detail.sendingReturn', defaultMessage: 'Enviando los datos de devolución…' },
  returnSent: {
    id: 'refunds.detail.returnSent',
    defaultMessage: 'Enviada con {carrier}, número de seguimiento {trackingNumber}, el {time}.',
  },
  reapply: { id: 'refunds.detail.reapply', defaultMessage: 'Volver a solicitar' },
  withdraw: { id: 'refunds.detail.withdraw', defaultMessage: 'Retirar solicitud' },
  withdrawTitle: { id: 'refunds.detail.withdrawTitle', defaultMessage: '¿Retirar la solicitud?' },
  withdrawBody: {
    id: 'refunds.detail.withdrawBody',
    defaultMessage: 'La solicitud se cerrará y el pedido volverá a su estado anterior.',
  },
  withdrawConfirm: { id: 'refunds.detail.withdrawConfirm', defaultMessage: 'Sí, retirar' },
  withdrawKeep: { id: 'refunds.detail.withdrawKeep', defaultMessage: 'No, mantenerla' },
  withdrawing: { id: 'refunds.detail.withdrawing', defaultMessage: 'Retirando la solicitud…' },
})

export const aftersalesListMessages = defineMessages({
  title: { id: 'refunds.list.title', defaultMessage: 'Reembolsos y posventa' },
  tabs: { id: 'refunds.list.tabs', defaultMessage: 'Tipo de solicitud' },
  tabAll: { id: 'refunds.list.tabAll', defaultMessage: 'Todos' },
  tabRefund: { id: 'refunds.list.tabRefund', defaultMessage: 'Reembolso' },
  tabReturn: { id: 'refunds.list.tabReturn', defaultMessage: 'Reembolso con devolución' },
  afsSn: { id: 'refunds.list.afsSn', defaultMessage: 'Solicitud' },
  createTime: { id: 'refunds.list.createTime', defaultMessage: 'Fecha' },
  type: { id: 'refunds.list.type', defaultMessage: 'Tipo' },
  amount: { id: 'refunds.list.amount', defaultMessage: 'Importe' },
  state: { id: 'refunds.list.state', defaultMessage: 'Estado' },
  actions: { id: 'refunds.list.actions', defaultMessage: 'Acciones' },
  viewDetail: { id: 'refunds.list.viewDetail', defaultMessage: 'Ver detalle' },
  viewDetailOf: { id: 'refunds.list.viewDetailOf', defaultMessage: 'Ver detalle de la solicitud {afsSn}' },
  shipBack: { id: 'refunds.list.shipBack', defaultMessage: 'Devolver mercancía' },
  shipBackOf: {
    id: 'refunds.list.shipBackOf',
    defaultMessage: 'Devolver mercancía de la solicitud {afsSn}',
  },
  units: { id: 'refunds.list.units', defaultMessage: '{count, plural, one {# unidad} other {# unidades}}' },
  moreProducts: {
    id: 'refunds.list.moreProducts',
    defaultMessage: 'y {count, plural, one {# producto más} other {# productos más}}',
  },
  empty: { id: 'refunds.list.empty', defaultMessage: 'No tiene solicitudes de reembolso.' },
})
