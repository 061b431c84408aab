// Texts of the store's coupons on the product detail (issue 16 item 4).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import goodsPart from '../../i18n/parts/goods.json' with { type: 'json' }

addMessages(goodsPart)

export const goodsCouponMessages = defineMessages({
  title: { id: 'goods.detail.coupons.title', defaultMessage: 'Cupones' },
  open: { id: 'goods.detail.coupons.open', defaultMessage: 'Recibir cupones' },
  dialogTitle: { id: 'goods.detail.coupons.dialogTitle', defaultMessage: 'Cupones de {store}' },
  close: { id: 'goods.detail.coupons.close', defaultMessage: 'Cerrar' },
})
