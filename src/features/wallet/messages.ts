// Texts of the wallet screens (issue 12 item 2): /member/wallet, /member/balance, /member/recharge.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import walletPart from '../../i18n/parts/wallet.json' with { type: 'json' }

addMessages(walletPart)

export const walletMessages = defineMessages({
  title: { id: 'wallet.overview.title', defaultMessage: 'Monedero' },
  balance: { id: 'wallet.overview.balance', defaultMessage: 'Saldo prepago' },
  creditAvailable: { id: 'wallet.overview.creditAvailable', defaultMessage: 'Crédito disponible' },
  creditOf: { id: 'wallet.overview.creditOf', defaultMessage: 'de {limit}' },
  creditOverdue: {
    id: 'wallet.overview.creditOverdue',
    defaultMessage: 'Tiene facturas de crédito vencidas.',
  },
  points: { id: 'wallet.overview.points', defaultMessage: 'Mis puntos' },
  figures: { id: 'wallet.overview.figures', defaultMessage: 'Saldo, crédito y puntos' },
  topUp: { id: 'wallet.overview.topUp', defaultMessage: 'Recargar' },
  loadFailed: { id: 'wallet.overview.loadFailed', defaultMessage: 'No se pudo cargar el monedero.' },
  retry: { id: 'wallet.overview.retry', defaultMessage: 'Reintentar' },
  // movements
  movements: { id: 'wallet.log.title', defaultMessage: 'Movimientos' },
  filters: { id: 'wallet.log.filters', defaultMessage: 'Filtrar movimientos' },
  filterType: { id: 'wallet.log.filterType', defaultMessage: 'Dirección' },
  typeAll: { id: 'wallet.log.typeAll', defaultMessage: 'Todos' },
  typeIncome: { id: 'wallet.log.typeIncome', defaultMessage: 'Ingresos' },
  typeExpense: { id: 'wallet.log.typeExpense', defaultMessage: 'Gastos' },
  filterKind: { id: 'wallet.log.filterKind', defaultMessage: 'Tipo de movimiento' },
  kindAll: { id: 'wallet.log.kindAll', defaultMessage: 'Todos los tipos' },
  startDate: { id: 'wallet.log.startDate', defaultMessage: 'Desde' },
  endDate: { id: 'wallet.log.endDate', defaultMessage: 'Hasta' },
  apply: { id: 'wallet.log.apply', defaultMessage: 'Filtrar' },
  clear: { id: 'wallet.log.clear', defaultMessage: 'Quitar filtros' },
  empty: { id: 'wallet.log.empty', defaultMessage: 'No hay movimientos con estos filtros.' },
  // issue 24 "Bad input": a wallet that never moved is no filter's result
  emptyHistory: {
    id: 'wallet.log.emptyHistory',
    defaultMessage: 'Todavía no hay movimientos en su monedero.',
  },
  emptyHint: {
    id: 'wallet.log.emptyHint',
    defaultMessage: 'Quite los filtros o amplíe las fechas para ver más movimientos.',
  },
  colTime: { id: 'wallet.log.colTime', defaultMessage: 'Fecha' },
  colKind: { id: 'wallet.log.colKind', defaultMessage: 'Concepto' },
  colDocument: { id: 'wallet.log.colDocument', defaultMessage: 'Documento' },
  colChange: { id: 'wallet.log.colChange', defaultMessage: 'Importe' },
  colAfter: { id: 'wallet.log.colAfter', defaultMessage: 'Saldo después' },
  kindOpening: { id: 'wallet.kind.opening', defaultMessage: 'Saldo inicial' },
  kindTopUp: { id: 'wallet.kind.topUp', defaultMessage: 'Recarga' },
  kindOrderPaid: { id: 'wallet.kind.orderPaid', defaultMessage: 'Pago de pedido' },
  kindVoucherRest: { id: 'wallet.kind.voucherRest', defaultMessage: 'Resto de vale de recarga' },
  kindRefund: { id: 'wallet.kind.refund', defaultMessage: 'Reembolso' },
  kindOrderRejected: { id: 'wallet.kind.orderRejected', defaultMessage: 'Devolución de pedido rechazado' },
  kindDepositForfeited: { id: 'wallet.kind.depositForfeited', defaultMessage: 'Depósito retenido' },
  kindAdjustment: { id: 'wallet.kind.adjustment', defaultMessage: 'Ajuste de la plataforma' },
  kindCardBound: { id: 'wallet.kind.cardBound', defaultMessage: 'Tarjeta de recarga vinculada' },
  kindBillPaid: { id: 'wallet.kind.billPaid', defaultMessage: 'Pago de factura de crédito' },
  kindPointsSpent: { id: 'wallet.kind.pointsSpent', defaultMessage: 'Puntos canjeados' },
  kindPointsReturned: { id: 'wallet.kind.pointsReturned', defaultMessage: 'Puntos devueltos' },
  kindPointsEarned: { id: 'wallet.kind.pointsEarned', defaultMessage: 'Puntos ganados' },
  kindOther: { id: 'wallet.kind.other', defaultMessage: 'Otro movimiento' },
  recordedNote: {
    id: 'wallet.log.recordedNote',
    defaultMessage: 'Importe retenido: {amount} (el saldo no cambia)',
  },
  income: { id: 'wallet.log.income', defaultMessage: 'Ingreso' },
  expense: { id: 'wallet.log.expense', defaultMessage: 'Gasto' },
  // recharge records
  records: { id: 'wallet.records.title', defaultMessage: 'Registros de recarga' },
  recordsEmpty: { id: 'wallet.records.empty', defaultMessage: 'Todavía no ha hecho ninguna recarga.' },
  recordsEmptyHint: {
    id: 'wallet.records.emptyHint',
    defaultMessage:
      'Recargue por transferencia bancaria o con TropiPay; cada recarga aparecerá aquí con su estado.',
  },
  rechargeSn: { id: 'wallet.records.rechargeSn', defaultMessage: 'N.º de recarga' },
  amount: { id: 'wallet.records.amount', defaultMessage: 'Importe' },
  method: { id: 'wallet.records.method', defaultMessage: 'Forma de recarga' },
  state: { id: 'wallet.records.state', defaultMessage: 'Estado' },
  createTime: { id: 'wallet.records.createTime', defaultMessage: 'Fecha de solicitud' },
  rejectReason: { id: 'wallet.records.rejectReason', defaultMessage: 'Motivo: {reason}' },
  methodTransfer: { id: 'wallet.method.transfer', defaultMessage: 'Transferencia bancaria' },
  methodTropipay: { id: 'wallet.method.tropipay', defaultMessage: 'TropiPay (pago electrónico)' },
  stateUnpaid: { id: 'wallet.state.unpaid', defaultMessage: 'Pendiente de pago' },
  statePendingConfirmation: {
    id: 'wallet.state.pendingConfirmation',
    defaultMessage: 'Pendiente de confirmación',
  },
  stateConfirmed: { id: 'wallet.state.confirmed', defaultMessage: 'Confirmada' },
  stateDeclined: { id: 'wallet.state.declined', defaultMessage: 'Rechazada' },
  stateFailed: { id: 'wallet.state.failed', defaultMessage: 'Pago no completado' },
  stateCancelled: { id: 'wallet.state.cancelled', defaultMessage: 'Cancelada' },
  stateExpired: { id: 'wallet.state.expired', defaultMessage: 'Caducada' },
  continuePay: { id: 'wallet.records.continuePay', defaultMessage: 'Continuar pago' },
  continuePayOf: {
    id: 'wallet.records.continuePayOf',
    defaultMessage: 'Continuar pago de la recarga {rechargeSn}',
  },
  cancel: { id: 'wallet.records.cancel', defaultMessage: 'Cancelar' },
  cancelOf: { id: 'wallet.records.cancelOf', defaultMessage: 'Cancelar la recarga {rechargeSn}' },
  cancelTitle: { id: 'wallet.records.cancelTitle', defaultMessage: '¿Cancelar esta recarga?' },
  cancelText: {
    id: 'wallet.records.cancelText',
    defaultMessage:
      'La recarga {rechargeSn} de {amount} se cancela y ya no podrá pagarse. No se ha cobrado nada.',
  },
  cancelConfirm: { id: 'wallet.records.cancelConfirm', defaultMessage: 'Cancelar recarga' },
  cancelKeep: { id: 'wallet.records.cancelKeep', defaultMessage: 'Volver' },
  cancelled: { id: 'wallet.records.cancelled', defaultMessage: 'La recarga {rechargeSn} se canceló.' },
  actions: { id: 'wallet.records.actions', defaultMessage: 'Acciones' },
})

export const rechargeMessages = defineMessages({
  title: { id: 'wallet.recharge.title', defaultMessage: 'Recargar' },
  intro: {
    id: 'wallet.recharge.intro',
    defaultMessage: 'Recargue su saldo prepago en USD, de 1 a 5.000 en números enteros.',
  },
  amount: { id: 'wallet.recharge.amount', defaultMessage: 'Importe de recarga' },
  amountHint: { id: 'wallet.recharge.amountHint', defaultMessage: 'Número entero entre 1 y 5.000 (USD).' },
  method: { id: 'wallet.recharge.method', defaultMessage: 'Forma de recarga' },
  transferHint: {
    id: 'wallet.recharge.transferHint',
    defaultMessage:
      'Transfiera el importe a la cuenta de la plataforma y adjunte el comprobante. El saldo se abona cuando la plataforma lo confirme.',
  },
  tropipayHint: {
    id: 'wallet.recharge.tropipayHint',
    defaultMessage: 'Pagará en la pasarela de pago electrónico y volverá aquí.',
  },
  voucher: { id: 'wallet.recharge.voucher', defaultMessage: 'Comprobante de la transferencia' },
  voucherHint: { id: 'wallet.recharge.voucherHint', defaultMessage: 'Imagen PNG o JPG de hasta 1 MB.' },
  voucherAttached: { id: 'wallet.recharge.voucherAttached', defaultMessage: 'Comprobante adjunto: {name}' },
  voucherRemove: { id: 'wallet.recharge.voucherRemove', defaultMessage: 'Quitar comprobante' },
  checking: { id: 'wallet.recharge.checking', defaultMessage: 'Comprobando el archivo...' },
  submit: { id: 'wallet.recharge.submit', defaultMessage: 'Recargar' },
  submitting: { id: 'wallet.recharge.submitting', defaultMessage: 'Enviando la recarga...' },
  unsafeRedirect: {
    id: 'wallet.recharge.unsafeRedirect',
    defaultMessage: 'La dirección de la pasarela de pago no es válida. Inténtelo de nuevo.',
  },
  redirecting: { id: 'wallet.recharge.redirecting', defaultMessage: 'Le llevamos a la pasarela de pago...' },
  loading: { id: 'wallet.recharge.loading', defaultMessage: 'Cargando la recarga...' },
  pendingTitle: { id: 'wallet.recharge.pendingTitle', defaultMessage: 'Recarga pendiente de confirmación' },
  pendingIntro: {
    id: 'wallet.recharge.pendingIntro',
    defaultMessage:
      'La plataforma revisará el comprobante. El saldo se abonará cuando la recarga quede confirmada; esta página se actualiza sola.',
  },
  confirmedTitle: { id: 'wallet.recharge.confirmedTitle', defaultMessage: 'Recarga confirmada' },
  confirmedIntro: {
    id: 'wallet.recharge.confirmedIntro',
    defaultMessage: 'El importe ya está en su saldo prepago.',
  },
  declinedTitle: { id: 'wallet.recharge.declinedTitle', defaultMessage: 'Recarga rechazada' },
  declinedIntro: {
    id: 'wallet.recharge.declinedIntro',
    defaultMessage: 'La plataforma no aceptó el comprobante. No se ha abonado nada en su saldo.',
  },
  failedTitle: { id: 'wallet.recharge.failedTitle', defaultMessage: 'El pago electrónico no se completó' },
  failedIntro: {
    id: 'wallet.recharge.failedIntro',
    defaultMessage: 'No se ha abonado nada en su saldo. Puede intentarlo de nuevo.',
  },
  loadFailed: { id: 'wallet.recharge.loadFailed', defaultMessage: 'No se pudo leer la recarga.' },
  again: { id: 'wallet.recharge.again', defaultMessage: 'Hacer otra recarga' },
  toWallet: { id: 'wallet.recharge.toWallet', defaultMessage: 'Ver mi monedero' },
  backToPayment: { id: 'wallet.recharge.backToPayment', defaultMessage: 'Volver al pago' },
  retry: { id: 'wallet.recharge.retry', defaultMessage: 'Reintentar' },
})
