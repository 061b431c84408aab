// Texts of the product page's buy now and SKU grid (issue 16 items 1–2). Ids under goods.detail.grid / buyNow;
// the machine's notice ids of the grid (machines/product-detail NOTICE_IDS) are defined here.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import goodsPart from '../../i18n/parts/goods.json' with { type: 'json' }

addMessages(goodsPart)

export const skuGridMessages = defineMessages({
  buyNow: { id: 'goods.detail.buyNow', defaultMessage: 'Comprar ahora' },
  unitPriceNow: { id: 'goods.detail.unitPriceNow', defaultMessage: 'Precio actual: {price} por {unit}' },
  openGrid: { id: 'goods.detail.grid.open', defaultMessage: 'Pedir varias variantes' },
  closeGrid: { id: 'goods.detail.grid.close', defaultMessage: 'Pedir una sola variante' },
  title: { id: 'goods.detail.grid.title', defaultMessage: 'Pedido por variantes' },
  hint: {
    id: 'goods.detail.grid.hint',
    defaultMessage:
      'Indique la cantidad de cada variante que necesita (mínimo {min, number} {unit}, en múltiplos de {min, number}). Deje en 0 las que no pide.',
  },
  variant: { id: 'goods.detail.grid.variant', defaultMessage: 'Variante' },
  code: { id: 'goods.detail.grid.code', defaultMessage: 'Código' },
  stock: { id: 'goods.detail.grid.stock', defaultMessage: 'Stock' },
  unitPrice: { id: 'goods.detail.grid.unitPrice', defaultMessage: 'Precio unitario' },
  quantity: { id: 'goods.detail.grid.quantity', defaultMessage: 'Cantidad' },
  subtotal: { id: 'goods.detail.grid.subtotal', defaultMessage: 'Subtotal' },
  quantityOf: { id: 'goods.detail.grid.quantityOf', defaultMessage: 'Cantidad de {variant}' },
  decreaseOf: { id: 'goods.detail.grid.decreaseOf', defaultMessage: 'Menos {variant}' },
  increaseOf: { id: 'goods.detail.grid.increaseOf', defaultMessage: 'Más {variant}' },
  soldOut: { id: 'goods.detail.grid.soldOut', defaultMessage: 'Agotado' },
  total: {
    id: 'goods.detail.grid.total',
    defaultMessage:
      'Total: {amount} · {units, number} {unit} en {lines, plural, one {# variante} other {# variantes}}',
  },
  selected: {
    id: 'goods.detail.grid.selected',
    defaultMessage:
      'Seleccionado: {units, number} {unit} en {lines, plural, one {# variante} other {# variantes}}',
  },
  totalNone: { id: 'goods.detail.grid.totalNone', defaultMessage: 'Aún no ha indicado ninguna cantidad.' },
  fix: { id: 'goods.detail.grid.fix', defaultMessage: 'Revise las cantidades marcadas antes de continuar.' },
  refused: {
    id: 'goods.detail.grid.refused',
    defaultMessage: 'No se añadió ninguna variante: corrija las marcadas e inténtelo de nuevo.',
  },
})
