import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import paymentPart from '../../i18n/parts/payment.json' with { type: 'json' }

addMessages(paymentPart)

export const paymentMessages = defineMessages({
  title: { id: 'payment.pay.title', defaultMessage: 'Pago del pedido' },
  loading: { id: 'payment.pay.loading', defaultMessage: 'Cargando...' },
  loadFailed: { id: 'payment.pay.loadFailed', defaultMessage: 'No se pudo cargar el pago.' },
  notFound: { id: 'payment.pay.notFound', defaultMessage: 'No se encontró el registro de pago.' },
  methodsFailed: {
    id: 'payment.pay.methodsFailed',
    defaultMessage: 'No se pudieron cargar los métodos de pago.',
  },
  retry: { id: 'payment.pay.retry', defaultMessage: 'Reintentar' },
  summaryTitle: { id: 'payment.pay.summaryTitle', defaultMessage: 'Resumen del pago' },
  paySn: { id: 'payment.pay.paySn', defaultMessage: 'Número de pago' },
  needPay: { id: 'payment.pay.needPay', defaultMessage: 'Importe a pagar' },
  receiver: { id: 'payment.pay.receiver', defaultMessage: 'Destinatario' },
  ordersCaption: { id: 'payment.pay.ordersCaption', defaultMessage: 'Pedidos de este pago' },
  orderSn: { id: 'payment.pay.orderSn', defaultMessage: 'Número de pedido' },
  store: { id: 'payment.pay.store', defaultMessage: 'Tienda' },
  goods: { id: 'payment.pay.goods', defaultMessage: 'Productos' },
  orderAmount: { id: 'payment.pay.orderAmount', defaultMessage: 'Importe' },
  countdownLabel: { id: 'payment.pay.countdownLabel', defaultMessage: 'Tiempo restante para pagar:' },
  windowOrder: {
    id: 'payment.window.order',
    defaultMessage: 'Plazo de pago: {length}, hasta el {date}. Si no paga antes, el pedido se cancelará.',
  },
  windowDeposit: {
    id: 'payment.window.deposit',
    defaultMessage:
      'Plazo para pagar el depósito: {length}, hasta el {date}. Si no lo paga antes, el pedido de reserva se cancelará.',
  },
  windowFinal: {
    id: 'payment.window.final',
    defaultMessage:
      'Plazo para pagar el saldo final: {length}, hasta el {date}. Si no lo paga antes, el pedido se cerrará y perderá el depósito.',
  },
  lengthDays: { id: 'payment.window.days', defaultMessage: '{days, plural, one {# día} other {# días}}' },
  lengthHours: {
    id: 'payment.window.hours',
    defaultMessage: '{hours, plural, one {# hora} other {# horas}}',
  },
  approvalWaiting: {
    id: 'payment.pay.approvalWaiting',
    defaultMessage:
      'Aprobación del gasto: {state}. Este pedido supera su límite de gasto y podrá pagarlo cuando la cuenta principal lo apruebe.',
  },
  approvalApproved: {
    id: 'payment.pay.approvalApproved',
    defaultMessage: 'Aprobación del gasto: {state}. Ya puede pagar este pedido.',
  },
  approvalRejected: {
    id: 'payment.pay.approvalRejected',
    defaultMessage: 'Aprobación del gasto: {state}. Motivo: {reason}',
  },
  rejectedProof: {
    id: 'payment.pay.rejectedProof',
    defaultMessage: 'La tienda rechazó su comprobante de transferencia: {reason}',
  },
  requestActive: {
    id: 'payment.pay.requestActive',
    defaultMessage: 'Este pago tiene una solicitud de pago por un tercero en curso ({state}).',
  },
  requestDetail: { id: 'payment.pay.requestDetail', defaultMessage: 'Ver la solicitud' },
  payingFor: {
    id: 'payment.pay.payingFor',
    defaultMessage: 'Usted paga este pedido por encargo de {name} ({company}).',
  },
  methodsLegend: { id: 'payment.pay.methodsLegend', defaultMessage: 'Método de pago' },
  methodBalance: { id: 'payment.method.balance', defaultMessage: 'Saldo prepago' },
  methodCredit: { id: 'payment.method.credit', defaultMessage: 'Crédito' },
  methodCard: { id: 'payment.method.card', defaultMessage: 'Tarjeta bancaria' },
  methodTransfer: { id: 'payment.method.transfer', defaultMessage: 'Transferencia bancaria' },
  methodVoucher: { id: 'payment.method.voucher', defaultMessage: 'Vale de recarga' },
  methodTropipay: { id: 'payment.method.tropipay', defaultMessage: 'TropiPay (pago electrónico)' },
  noMethods: {
    id: 'payment.pay.noMethods',
    defaultMessage: 'No hay métodos de pago disponibles para este pago.',
  },
  thirdPartyQuestion: {
    id: 'payment.pay.thirdPartyQuestion',
    defaultMessage: '¿Otra persona registrada pagará este pedido?',
  },
  thirdPartyLink: { id: 'payment.pay.thirdPartyLink', defaultMessage: 'Pago por un tercero' },
  depositPayer: {
    id: 'payment.pay.depositPayer',
    defaultMessage:
      'El saldo final solo puede pagarse desde la cuenta que pagó el depósito: {name} ({email}).',
  },
  forgotPayPassword: {
    id: 'payment.pay.forgotPayPassword',
    defaultMessage: '¿Olvidó la contraseña de pago?',
  },
  balanceAvailable: { id: 'payment.balance.available', defaultMessage: 'Saldo disponible: {amount}' },
  recharge: { id: 'payment.balance.recharge', defaultMessage: 'Recargar' },
  creditAvailable: {
    id: 'payment.credit.available',
    defaultMessage: 'Crédito disponible: {available} de {limit}',
  },
  payPassword: { id: 'payment.form.payPassword', defaultMessage: 'Contraseña de pago' },
  payPasswordHint: {
    id: 'payment.form.payPasswordHint',
    defaultMessage: 'Al menos 8 dígitos.',
  },
  noPayPassword: {
    id: 'payment.form.noPayPassword',
    defaultMessage: 'Aún no ha establecido una contraseña de pago.',
  },
  setPayPassword: { id: 'payment.form.setPayPassword', defaultMessage: 'Establecer contraseña de pago' },
  cardNumber: { id: 'payment.card.number', defaultMessage: 'Número de tarjeta' },
  cardHolder: { id: 'payment.card.holder', defaultMessage: 'Titular de la tarjeta' },
  cardExpiry: { id: 'payment.card.expiry', defaultMessage: 'Fecha de caducidad (MM/AA)' },
  cardCvv: { id: 'payment.card.cvv', defaultMessage: 'Código de seguridad (CVV)' },
  voucherNumber: { id: 'payment.voucher.number', defaultMessage: 'Número del vale (19 dígitos)' },
  voucherPin: { id: 'payment.voucher.pin', defaultMessage: 'PIN del vale (16 dígitos)' },
  voucherNote: {
    id: 'payment.voucher.note',
    defaultMessage: 'Si el vale vale más que el importe, el resto se añadirá a su saldo prepago.',
  },
  transferIntro: {
    id: 'payment.transfer.intro',
    defaultMessage:
      'Transfiera {amount} a esta cuenta e indique el número de pago {paySn} en el concepto. Después adjunte el comprobante.',
  },
  proofLabel: {
    id: 'payment.transfer.proofLabel',
    defaultMessage: 'Comprobante de pago (PNG o JPG, máximo 1 MB)',
  },
  proofUploading: { id: 'payment.transfer.proofUploading', defaultMessage: 'Subiendo el comprobante...' },
  proofAttached: { id: 'payment.transfer.proofAttached', defaultMessage: 'Comprobante adjunto: {name}' },
  proofAlt: { id: 'payment.transfer.proofAlt', defaultMessage: 'Comprobante de pago adjunto' },
  proofRemove: { id: 'payment.transfer.proofRemove', defaultMessage: 'Quitar el comprobante' },
  tropipayNote: {
    id: 'payment.tropipay.note',
    defaultMessage:
      'Al pulsar «Pagar» irá a la pasarela de pago TropiPay. Al terminar volverá aquí y verá el resultado.',
  },
  pay: { id: 'payment.pay.submit', defaultMessage: 'Pagar' },
  paying: { id: 'payment.pay.paying', defaultMessage: 'Procesando el pago...' },
  redirecting: {
    id: 'payment.pay.redirecting',
    defaultMessage: 'Redirigiendo a la pasarela de pago...',
  },
  unsafeRedirect: {
    id: 'payment.pay.unsafeRedirect',
    defaultMessage: 'La pasarela de pago no respondió correctamente. Inténtelo de nuevo o elija otro método.',
  },
  paidTitle: { id: 'payment.result.title', defaultMessage: 'Pago realizado' },
  paidIntro: {
    id: 'payment.result.intro',
    defaultMessage: 'Recibimos su pago. La tienda preparará su pedido.',
  },
  tradeSn: { id: 'payment.result.tradeSn', defaultMessage: 'Número de transacción' },
  paidAmount: { id: 'payment.result.amount', defaultMessage: 'Importe pagado' },
  paidAt: { id: 'payment.result.paidAt', defaultMessage: 'Fecha de pago' },
  balanceAfter: { id: 'payment.result.balanceAfter', defaultMessage: 'Saldo prepago actual' },
  myOrders: { id: 'payment.result.myOrders', defaultMessage: 'Ver mis pedidos' },
  keepShopping: { id: 'payment.result.keepShopping', defaultMessage: 'Seguir comprando' },
  expiredTitle: { id: 'payment.expired.title', defaultMessage: 'La orden de pago ha caducado.' },
  expiredIntro: {
    id: 'payment.expired.intro',
    defaultMessage: 'No se pagó dentro del plazo ({length}, hasta el {date}) y los pedidos se cancelaron.',
  },
  expiredFinalIntro: {
    id: 'payment.expired.finalIntro',
    defaultMessage:
      'El saldo final no se pagó dentro del plazo ({length}, hasta el {date}): el pedido se cerró y se perdió el depósito.',
  },
  waitTitle: { id: 'payment.waitFor.title', defaultMessage: 'Pendiente de confirmación de la tienda' },
  waitIntro: {
    id: 'payment.waitFor.intro',
    defaultMessage:
      'Recibimos su comprobante de transferencia. La tienda confirmará el pago; esta página se actualiza sola.',
  },
  waitProofAlt: { id: 'payment.waitFor.proofAlt', defaultMessage: 'Comprobante de transferencia enviado' },
  waitProofTitle: { id: 'payment.waitFor.proofTitle', defaultMessage: 'Comprobante enviado' },
  gatewayFailedTitle: {
    id: 'payment.gateway.failedTitle',
    defaultMessage: 'El pago electrónico no se completó',
  },
  gatewayFailedIntro: {
    id: 'payment.gateway.failedIntro',
    defaultMessage: 'No se cobró nada. Puede intentarlo de nuevo o elegir otro método de pago.',
  },
  tryAgain: { id: 'payment.gateway.tryAgain', defaultMessage: 'Volver a intentar' },
})
