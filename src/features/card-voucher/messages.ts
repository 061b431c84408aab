import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cardVoucherPart from '../../i18n/parts/cardVoucher.json' with { type: 'json' }

addMessages(cardVoucherPart)

export const cardVoucherMessages = defineMessages({
  title: { id: 'cardVoucher.page.title', defaultMessage: 'Recarga con tarjeta' },
  intro: {
    id: 'cardVoucher.page.intro',
    defaultMessage:
      'Vincule un vale de recarga con su número y su PIN: su valor se abona una sola vez a su saldo prepago.',
  },
  formTitle: { id: 'cardVoucher.form.title', defaultMessage: 'Vincular tarjeta' },
  cardNumber: { id: 'cardVoucher.form.cardNumber', defaultMessage: 'Número de la tarjeta' },
  cardNumberHint: { id: 'cardVoucher.form.cardNumberHint', defaultMessage: '19 dígitos, sin letras' },
  cardPin: { id: 'cardVoucher.form.cardPin', defaultMessage: 'PIN de la tarjeta' },
  cardPinHint: { id: 'cardVoucher.form.cardPinHint', defaultMessage: '16 dígitos, sin letras' },
  submit: { id: 'cardVoucher.form.submit', defaultMessage: 'Vincular tarjeta' },
  submitting: { id: 'cardVoucher.form.submitting', defaultMessage: 'Vinculando…' },
  boundTitle: { id: 'cardVoucher.bound.title', defaultMessage: 'Tarjeta vinculada' },
  boundCard: { id: 'cardVoucher.bound.card', defaultMessage: 'Tarjeta' },
  boundValue: { id: 'cardVoucher.bound.value', defaultMessage: 'Abonado a su saldo prepago' },
  balanceAfter: { id: 'cardVoucher.bound.balanceAfter', defaultMessage: 'Saldo prepago actual' },
  bindSn: { id: 'cardVoucher.bound.bindSn', defaultMessage: 'N.º de vinculación' },
  toWallet: { id: 'cardVoucher.bound.toWallet', defaultMessage: 'Ver mi monedero' },
  another: { id: 'cardVoucher.bound.another', defaultMessage: 'Vincular otra tarjeta' },
  listTitle: { id: 'cardVoucher.list.title', defaultMessage: 'Tarjetas vinculadas' },
  columnCard: { id: 'cardVoucher.list.card', defaultMessage: 'Tarjeta' },
  columnValue: { id: 'cardVoucher.list.value', defaultMessage: 'Valor' },
  columnBoundAt: { id: 'cardVoucher.list.boundAt', defaultMessage: 'Fecha de vinculación' },
  columnBindSn: { id: 'cardVoucher.list.bindSn', defaultMessage: 'N.º de vinculación' },
  empty: { id: 'cardVoucher.list.empty', defaultMessage: 'Aún no ha vinculado ninguna tarjeta.' },
  listFailed: {
    id: 'cardVoucher.list.failed',
    defaultMessage: 'No se pudo cargar la lista de tarjetas vinculadas.',
  },
  retry: { id: 'cardVoucher.list.retry', defaultMessage: 'Reintentar' },
  loading: { id: 'cardVoucher.list.loading', defaultMessage: 'Cargando...' },
})
