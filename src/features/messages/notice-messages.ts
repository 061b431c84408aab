// The Spanish texts of the notices the server sends as dictionary keys with values (issue 11 item 6;
// mocks/lib/notices.ts writes the same ids). A notice whose key this dictionary lacks is shown with a generic
// title, never as a raw id.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import msgPart from '../../i18n/parts/msg.json' with { type: 'json' }

addMessages(msgPart)

export const noticeTexts = defineMessages({
  accountApprovedTitle: {
    id: 'msg.system.accountApproved.title',
    defaultMessage: 'Su cuenta ha sido aprobada',
  },
  accountApprovedContent: {
    id: 'msg.system.accountApproved.content',
    defaultMessage:
      'Hola, {memberName}: su cuenta superó la revisión. Ya puede comprar en el Mercado Mayorista.',
  },
  accountRejectedTitle: {
    id: 'msg.system.accountRejected.title',
    defaultMessage: 'Su cuenta no superó la revisión',
  },
  accountRejectedContent: {
    id: 'msg.system.accountRejected.content',
    defaultMessage:
      'Hola, {memberName}: lo sentimos, su cuenta no superó la revisión. Contacte con el soporte de la plataforma.',
  },
  orderApprovedTitle: {
    id: 'msg.notice.orderApproved.title',
    defaultMessage: 'Pedido aprobado por el proveedor',
  },
  orderApprovedContent: {
    id: 'msg.notice.orderApproved.content',
    defaultMessage: 'El proveedor aprobó su pedido de reserva {orderSn}. Recibirá la cotización en breve.',
  },
  orderRejectedTitle: {
    id: 'msg.notice.orderRejected.title',
    defaultMessage: 'Pedido rechazado por el proveedor',
  },
  orderRejectedContent: {
    id: 'msg.notice.orderRejected.content',
    defaultMessage: 'El proveedor rechazó el pedido {orderSn}. Motivo: {reason}',
  },
  orderQuotedTitle: { id: 'msg.notice.orderQuoted.title', defaultMessage: 'Cotización recibida' },
  orderQuotedContent: {
    id: 'msg.notice.orderQuoted.content',
    defaultMessage:
      'El proveedor cotizó su pedido {orderSn}. Pague el depósito para que prepare la mercancía.',
  },
  orderCancelledUnpaidTitle: {
    id: 'msg.notice.orderCancelledUnpaid.title',
    defaultMessage: 'Pedido cancelado',
  },
  orderCancelledUnpaidContent: {
    id: 'msg.notice.orderCancelledUnpaid.content',
    defaultMessage: 'El pedido {orderSn} se canceló porque no se pagó en 24 horas.',
  },
  orderClosedOverdueTitle: {
    id: 'msg.notice.orderClosedOverdue.title',
    defaultMessage: 'Pedido cerrado por saldo final vencido',
  },
  orderClosedOverdueContent: {
    id: 'msg.notice.orderClosedOverdue.content',
    defaultMessage:
      'El pedido {orderSn} se cerró porque el saldo final no se pagó a tiempo. El depósito se pierde.',
  },
  orderShippedTitle: { id: 'msg.notice.orderShipped.title', defaultMessage: 'Mercancía enviada' },
  orderShippedContent: {
    id: 'msg.notice.orderShipped.content',
    defaultMessage:
      'El proveedor envió {units, plural, one {# unidad} other {# unidades}} del pedido {orderSn}.',
  },
  orderPickupReadyTitle: {
    id: 'msg.notice.orderPickupReady.title',
    defaultMessage: 'Mercancía lista para recoger',
  },
  orderPickupReadyContent: {
    id: 'msg.notice.orderPickupReady.content',
    defaultMessage:
      'La mercancía del pedido {orderSn} está lista para recoger. Muestre su código de recogida en el almacén.',
  },
  orderPickedUpTitle: { id: 'msg.notice.orderPickedUp.title', defaultMessage: 'Recogida registrada' },
  orderPickedUpContent: {
    id: 'msg.notice.orderPickedUp.content',
    defaultMessage: 'Se registró la recogida del pedido {orderSn}. Confirme la recepción cuando la revise.',
  },
  orderReceiptAutoConfirmedTitle: {
    id: 'msg.notice.orderReceiptAutoConfirmed.title',
    defaultMessage: 'Recepción confirmada automáticamente',
  },
  orderReceiptAutoConfirmedContent: {
    id: 'msg.notice.orderReceiptAutoConfirmed.content',
    defaultMessage: 'La recepción del pedido {orderSn} se confirmó automáticamente al vencer el plazo.',
  },
  paymentReceivedTitle: { id: 'msg.notice.paymentReceived.title', defaultMessage: 'Pago recibido' },
  paymentReceivedContent: {
    id: 'msg.notice.paymentReceived.content',
    defaultMessage: 'Recibimos el pago del pedido {orderSn}. El proveedor preparará el envío.',
  },
  depositReceivedTitle: { id: 'msg.notice.depositReceived.title', defaultMessage: 'Depósito recibido' },
  depositReceivedContent: {
    id: 'msg.notice.depositReceived.content',
    defaultMessage: 'Recibimos el depósito del pedido {orderSn}. El proveedor prepara la mercancía.',
  },
  finalPaymentDueTitle: { id: 'msg.notice.finalPaymentDue.title', defaultMessage: 'Saldo final pendiente' },
  finalPaymentDueContent: {
    id: 'msg.notice.finalPaymentDue.content',
    defaultMessage:
      'La mercancía del pedido {orderSn} está preparada. Pague el saldo final dentro del plazo; si vence, el pedido se cierra y el depósito se pierde.',
  },
  finalPaymentReceivedTitle: {
    id: 'msg.notice.finalPaymentReceived.title',
    defaultMessage: 'Saldo final recibido',
  },
  finalPaymentReceivedContent: {
    id: 'msg.notice.finalPaymentReceived.content',
    defaultMessage: 'Recibimos el saldo final del pedido {orderSn}. El proveedor preparará el envío.',
  },
  transferRejectedTitle: {
    id: 'msg.notice.transferRejected.title',
    defaultMessage: 'Transferencia rechazada',
  },
  transferRejectedContent: {
    id: 'msg.notice.transferRejected.content',
    defaultMessage:
      'La tienda rechazó el comprobante de transferencia del pago {paySn}. Motivo: {reason}. Vuelva a pagar.',
  },
  refundRefusedTitle: { id: 'msg.notice.refundRefused.title', defaultMessage: 'Reembolso rechazado' },
  refundRefusedContent: {
    id: 'msg.notice.refundRefused.content',
    defaultMessage:
      'El proveedor rechazó el reembolso {afsSn} del pedido {orderSn}. Motivo: {reason}. Puede volver a solicitarlo.',
  },
  refundAwaitingReturnTitle: {
    id: 'msg.notice.refundAwaitingReturn.title',
    defaultMessage: 'Reembolso aceptado: devuelva la mercancía',
  },
  refundAwaitingReturnContent: {
    id: 'msg.notice.refundAwaitingReturn.content',
    defaultMessage:
      'El proveedor aceptó el reembolso con devolución {afsSn}. Envíe la mercancía e indique los datos del envío.',
  },
  refundConfirmedTitle: { id: 'msg.notice.refundConfirmed.title', defaultMessage: 'Reembolso confirmado' },
  refundConfirmedContent: {
    id: 'msg.notice.refundConfirmed.content',
    defaultMessage:
      'El reembolso {afsSn} del pedido {orderSn} se confirmó; el importe vuelve a su cuenta de pago.',
  },
  payRequestReceivedTitle: {
    id: 'msg.notice.payRequestReceived.title',
    defaultMessage: 'Le piden que pague un pedido',
  },
  payRequestReceivedContent: {
    id: 'msg.notice.payRequestReceived.content',
    defaultMessage: '{applicant} le pide que pague el pago {paySn} (solicitud {requestSn}).',
  },
  payRequestAcceptedTitle: {
    id: 'msg.notice.payRequestAccepted.title',
    defaultMessage: 'Solicitud de pago aceptada',
  },
  payRequestAcceptedContent: {
    id: 'msg.notice.payRequestAccepted.content',
    defaultMessage: '{payer} aceptó pagar su solicitud {requestSn}.',
  },
  payRequestRefusedTitle: {
    id: 'msg.notice.payRequestRefused.title',
    defaultMessage: 'Solicitud de pago rechazada',
  },
  payRequestRefusedContent: {
    id: 'msg.notice.payRequestRefused.content',
    defaultMessage: '{payer} rechazó pagar su solicitud {requestSn}. Motivo: {reason}',
  },
  payRequestWithdrawnTitle: {
    id: 'msg.notice.payRequestWithdrawn.title',
    defaultMessage: 'Solicitud de pago cancelada',
  },
  payRequestWithdrawnContent: {
    id: 'msg.notice.payRequestWithdrawn.content',
    defaultMessage: 'La solicitud {requestSn} de {applicant} se canceló; ya no necesita pagarla.',
  },
  payRequestPaidTitle: { id: 'msg.notice.payRequestPaid.title', defaultMessage: 'Pagado por un tercero' },
  payRequestPaidContent: {
    id: 'msg.notice.payRequestPaid.content',
    defaultMessage: '{payer} pagó su solicitud {requestSn}.',
  },
  payRequestExpiredTitle: {
    id: 'msg.notice.payRequestExpired.title',
    defaultMessage: 'Solicitud de pago vencida',
  },
  payRequestExpiredContent: {
    id: 'msg.notice.payRequestExpired.content',
    defaultMessage: 'La solicitud {requestSn} venció sin pagarse.',
  },
  unknownTitle: { id: 'msg.notice.unknown.title', defaultMessage: 'Aviso' },
})
