import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import payRequestPart from '../../i18n/parts/payRequest.json' with { type: 'json' }

addMessages(payRequestPart)

export const payRequestMessages = defineMessages({
  // shared pieces
  stateRequested: { id: 'payRequest.state.requested', defaultMessage: 'Solicitado' },
  stateWaitingPayment: { id: 'payRequest.state.waitingPayment', defaultMessage: 'Pendiente de pago' },
  statePaid: { id: 'payRequest.state.paid', defaultMessage: 'Pagado' },
  stateCancelled: { id: 'payRequest.state.cancelled', defaultMessage: 'Cancelado' },
  stateExpired: { id: 'payRequest.state.expired', defaultMessage: 'Caducado' },
  state: { id: 'payRequest.common.state', defaultMessage: 'Estado' },
  requestSn: { id: 'payRequest.common.requestSn', defaultMessage: 'N.º de solicitud' },
  paySn: { id: 'payRequest.common.paySn', defaultMessage: 'N.º de pago' },
  amount: { id: 'payRequest.common.amount', defaultMessage: 'Importe' },
  createTime: { id: 'payRequest.common.createTime', defaultMessage: 'Fecha de solicitud' },
  expireTime: { id: 'payRequest.common.expireTime', defaultMessage: 'Caduca el' },
  paidAt: { id: 'payRequest.common.paidAt', defaultMessage: 'Fecha de pago' },
  countdown: { id: 'payRequest.common.countdown', defaultMessage: 'Tiempo restante para pagar' },
  name: { id: 'payRequest.common.name', defaultMessage: 'Nombre' },
  company: { id: 'payRequest.common.company', defaultMessage: 'Empresa' },
  noCompany: { id: 'payRequest.common.noCompany', defaultMessage: 'Sin empresa' },
  email: { id: 'payRequest.common.email', defaultMessage: 'Correo electrónico' },
  message: { id: 'payRequest.common.message', defaultMessage: 'Mensaje del solicitante' },
  applicant: { id: 'payRequest.common.applicant', defaultMessage: 'Solicitante' },
  payer: { id: 'payRequest.common.payer', defaultMessage: 'Pagador' },
  orders: { id: 'payRequest.common.orders', defaultMessage: 'Pedidos' },
  ordersCaption: { id: 'payRequest.common.ordersCaption', defaultMessage: 'Pedidos incluidos en el pago' },
  orderSn: { id: 'payRequest.common.orderSn', defaultMessage: 'N.º de pedido' },
  store: { id: 'payRequest.common.store', defaultMessage: 'Tienda' },
  goods: { id: 'payRequest.common.goods', defaultMessage: 'Productos' },
  orderAmount: { id: 'payRequest.common.orderAmount', defaultMessage: 'Importe del pedido' },
  total: { id: 'payRequest.common.total', defaultMessage: 'Total a pagar' },
  refuseReason: { id: 'payRequest.common.refuseReason', defaultMessage: 'Motivo del rechazo del pagador' },
  cancelledByApplicant: {
    id: 'payRequest.common.cancelledByApplicant',
    defaultMessage: 'El solicitante canceló la solicitud.',
  },
  cancelledByPayer: {
    id: 'payRequest.common.cancelledByPayer',
    defaultMessage: 'El pagador rechazó la solicitud.',
  },
  gone: {
    id: 'payRequest.common.gone',
    defaultMessage: 'La solicitud de pago por un tercero fue cancelada o caducó.',
  },
  paymentExpired: { id: 'payRequest.common.paymentExpired', defaultMessage: 'La orden de pago ha caducado.' },
  notFound: { id: 'payRequest.common.notFound', defaultMessage: 'No se encontró el registro de pago.' },
  retry: { id: 'payRequest.common.retry', defaultMessage: 'Reintentar' },
  busy: { id: 'payRequest.common.busy', defaultMessage: 'Procesando…' },
  thirdParty: { id: 'payRequest.common.thirdParty', defaultMessage: 'Pago por un tercero' },
  myRequests: { id: 'payRequest.common.myRequests', defaultMessage: 'Mis solicitudes de pago' },
  forOthers: { id: 'payRequest.common.forOthers', defaultMessage: 'Pagos que me solicitaron' },
  myOrders: { id: 'payRequest.common.myOrders', defaultMessage: 'Ver mis pedidos' },

  // /buy/request
  createTitle: { id: 'payRequest.create.title', defaultMessage: 'Solicitar el pago a un tercero' },
  createIntro: {
    id: 'payRequest.create.intro',
    defaultMessage:
      'Pida a otro miembro registrado de la plataforma que pague este pedido por usted. Le enviaremos la solicitud; el pagador verá su nombre, su empresa, los pedidos y el importe antes de pagar.',
  },
  payment: { id: 'payRequest.create.payment', defaultMessage: 'Pago a solicitar' },
  payBefore: {
    id: 'payRequest.create.payBefore',
    defaultMessage: 'El pago debe completarse antes del {date}; después, los pedidos se cancelan.',
  },
  payerEmail: { id: 'payRequest.create.payerEmail', defaultMessage: 'Correo electrónico del pagador' },
  payerEmailHint: {
    id: 'payRequest.create.payerEmailHint',
    defaultMessage: 'El pagador debe tener una cuenta aprobada en la plataforma.',
  },
  payerMessage: { id: 'payRequest.create.message', defaultMessage: 'Mensaje para el pagador (opcional)' },
  payerMessageHint: { id: 'payRequest.create.messageHint', defaultMessage: 'Máximo 200 caracteres.' },
  send: { id: 'payRequest.create.send', defaultMessage: 'Enviar solicitud' },
  sending: { id: 'payRequest.create.sending', defaultMessage: 'Enviando la solicitud…' },
  backToPay: { id: 'payRequest.create.backToPay', defaultMessage: 'Volver al pago' },
  alreadyPaid: { id: 'payRequest.create.alreadyPaid', defaultMessage: 'Este pedido ya está pagado.' },
  awaitingConfirmation: {
    id: 'payRequest.create.awaitingConfirmation',
    defaultMessage:
      'Este pago tiene una transferencia pendiente de confirmación de la tienda: no se puede pedir a un tercero.',
  },
  alreadyRequested: {
    id: 'payRequest.create.alreadyRequested',
    defaultMessage: 'Este pago ya tiene una solicitud de pago por un tercero en curso.',
  },
  viewRequest: { id: 'payRequest.create.viewRequest', defaultMessage: 'Ver la solicitud' },
  missingPaySn: {
    id: 'payRequest.create.missingPaySn',
    defaultMessage: 'Falta el número de pago en la dirección.',
  },

  // /buy/another/result
  resultSentTitle: { id: 'payRequest.result.sentTitle', defaultMessage: 'Solicitud enviada' },
  resultSentText: {
    id: 'payRequest.result.sentText',
    defaultMessage: 'Enviamos su solicitud de pago de {amount} a {payer} ({email}).',
  },
  resultNextTitle: { id: 'payRequest.result.nextTitle', defaultMessage: 'Qué pasa ahora' },
  resultNextIdentify: {
    id: 'payRequest.result.nextIdentify',
    defaultMessage:
      'El pagador revisará quién le pide el pago, los pedidos y el importe, y aceptará o rechazará.',
  },
  resultNextPay: {
    id: 'payRequest.result.nextPay',
    defaultMessage: 'Cuando el pagador pague, sus pedidos pasarán a «Pendiente de envío».',
  },
  resultNextExpire: {
    id: 'payRequest.result.nextExpire',
    defaultMessage: 'Si no se paga antes del {date}, la solicitud caduca y los pedidos se cancelan.',
  },
  resultNextCancel: {
    id: 'payRequest.result.nextCancel',
    defaultMessage: 'Puede cancelar la solicitud desde su detalle mientras no esté pagada.',
  },
  resultPaidTitle: { id: 'payRequest.result.paidTitle', defaultMessage: 'Pago realizado para {applicant}' },
  resultPaidText: {
    id: 'payRequest.result.paidText',
    defaultMessage: 'Pagó {amount} por los pedidos de {applicant} el {date}.',
  },
  resultNotPaid: {
    id: 'payRequest.result.notPaid',
    defaultMessage: 'El pago de esta solicitud todavía no consta como realizado.',
  },
  resultCurrentState: { id: 'payRequest.result.currentState', defaultMessage: 'Estado actual: {state}' },
  viewDetail: { id: 'payRequest.result.viewDetail', defaultMessage: 'Ver el detalle de la solicitud' },
  missingRequestSn: {
    id: 'payRequest.common.missingRequestSn',
    defaultMessage: 'Falta el número de solicitud en la dirección.',
  },

  // lists
  listTitle: { id: 'payRequest.list.title', defaultMessage: 'Mis solicitudes de pago por un tercero' },
  listIntro: {
    id: 'payRequest.list.intro',
    defaultMessage: 'Solicitudes en las que usted pidió a otro miembro que pagara sus pedidos.',
  },
  payerListTitle: { id: 'payRequest.payerList.title', defaultMessage: 'Pagos que me solicitaron' },
  payerListIntro: {
    id: 'payRequest.payerList.intro',
    defaultMessage: 'Solicitudes en las que otros miembros le pidieron que pagara sus pedidos.',
  },
  tabs: { id: 'payRequest.list.tabs', defaultMessage: 'Filtrar por estado' },
  sides: { id: 'payRequest.list.sides', defaultMessage: 'Pagos por un tercero' },
  sideMine: { id: 'payRequest.list.sideMine', defaultMessage: 'Mis solicitudes' },
  sideForMe: { id: 'payRequest.list.sideForMe', defaultMessage: 'Solicitudes para pagar' },
  tabAll: { id: 'payRequest.list.tabAll', defaultMessage: 'Todas' },
  listCaption: { id: 'payRequest.list.caption', defaultMessage: 'Solicitudes de pago por un tercero' },
  actions: { id: 'payRequest.list.actions', defaultMessage: 'Acciones' },
  listEmpty: { id: 'payRequest.list.empty', defaultMessage: 'No hay solicitudes en este estado.' },
  listFailed: { id: 'payRequest.list.failed', defaultMessage: 'No se pudieron cargar las solicitudes.' },
  viewRow: { id: 'payRequest.list.view', defaultMessage: 'Ver detalle de {requestSn}' },
  viewRowText: { id: 'payRequest.list.viewText', defaultMessage: 'Ver detalle' },
  reviewRow: { id: 'payRequest.list.review', defaultMessage: 'Revisar y pagar {requestSn}' },
  reviewRowText: { id: 'payRequest.list.reviewText', defaultMessage: 'Revisar y pagar' },

  // /buy/another/detail and /buy/another/pay/detail
  detailTitle: { id: 'payRequest.detail.title', defaultMessage: 'Detalle de la solicitud de pago' },
  payerDetailTitle: { id: 'payRequest.payerDetail.title', defaultMessage: 'Detalle del pago por un tercero' },
  cancel: { id: 'payRequest.detail.cancel', defaultMessage: 'Cancelar solicitud' },
  cancelTitle: { id: 'payRequest.detail.cancelTitle', defaultMessage: '¿Cancelar la solicitud?' },
  cancelText: {
    id: 'payRequest.detail.cancelText',
    defaultMessage:
      'El pagador ya no podrá pagar estos pedidos. Los pedidos siguen pendientes de pago y puede pagarlos usted.',
  },
  cancelConfirm: { id: 'payRequest.detail.cancelConfirm', defaultMessage: 'Sí, cancelar la solicitud' },
  cancelDismiss: { id: 'payRequest.detail.cancelDismiss', defaultMessage: 'No, volver' },
  requestedNote: {
    id: 'payRequest.detail.requestedNote',
    defaultMessage: 'El pagador todavía no ha respondido.',
  },
  waitingNote: {
    id: 'payRequest.detail.waitingNote',
    defaultMessage: 'El pagador aceptó la solicitud y tiene que completar el pago.',
  },
  paidNote: { id: 'payRequest.detail.paidNote', defaultMessage: 'El pagador pagó sus pedidos.' },
  expiredNote: {
    id: 'payRequest.detail.expiredNote',
    defaultMessage: 'El plazo de pago terminó sin que se pagara.',
  },
  goToPayerPage: { id: 'payRequest.payerDetail.goToPay', defaultMessage: 'Ir a la página de pago' },
  parties: { id: 'payRequest.detail.parties', defaultMessage: 'Participantes' },

  // /buy/another/pay
  payTitle: { id: 'payRequest.pay.title', defaultMessage: 'Pagar por otra persona' },
  payIntro: {
    id: 'payRequest.pay.intro',
    defaultMessage:
      'Antes de pagar, compruebe que conoce a quien le pide el pago. Si no lo conoce, rechace la solicitud.',
  },
  whoAsks: { id: 'payRequest.pay.whoAsks', defaultMessage: 'Quién le pide el pago' },
  whatToPay: { id: 'payRequest.pay.whatToPay', defaultMessage: 'Qué va a pagar' },
  knowApplicant: {
    id: 'payRequest.pay.knowApplicant',
    defaultMessage: 'Conozco al solicitante y acepto pagar',
  },
  accept: { id: 'payRequest.pay.accept', defaultMessage: 'Aceptar y pagar' },
  identifyFirst: {
    id: 'payRequest.pay.identifyFirst',
    defaultMessage:
      'Para aceptar y pagar, marque «Conozco al solicitante y acepto pagar». Si no conoce al solicitante, rechace la solicitud.',
  },
  pay: { id: 'payRequest.pay.pay', defaultMessage: 'Pagar' },
  acceptedNote: {
    id: 'payRequest.pay.acceptedNote',
    defaultMessage: 'Usted aceptó esta solicitud. Complete el pago antes de que caduque.',
  },
  refuse: { id: 'payRequest.pay.refuse', defaultMessage: 'Rechazar' },
  refuseTitle: { id: 'payRequest.pay.refuseTitle', defaultMessage: 'Rechazar la solicitud' },
  refuseLabel: { id: 'payRequest.pay.refuseLabel', defaultMessage: 'Motivo del rechazo' },
  refuseHint: {
    id: 'payRequest.pay.refuseHint',
    defaultMessage: 'El solicitante verá este motivo. Entre 2 y 200 caracteres.',
  },
  refuseConfirm: { id: 'payRequest.pay.refuseConfirm', defaultMessage: 'Rechazar solicitud' },
  refuseDismiss: { id: 'payRequest.pay.refuseDismiss', defaultMessage: 'Volver' },
  paidByYou: { id: 'payRequest.pay.paidByYou', defaultMessage: 'Esta solicitud ya está pagada.' },
  viewPayment: { id: 'payRequest.pay.viewPayment', defaultMessage: 'Ver el detalle del pago' },
  ownRequest: {
    id: 'payRequest.pay.ownRequest',
    defaultMessage: 'Usted pidió este pago: lo paga el tercero al que se lo pidió.',
  },
  yourBalance: { id: 'payRequest.pay.balance', defaultMessage: 'Su saldo prepago disponible: {amount}' },
})
