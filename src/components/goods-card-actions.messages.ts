// Texts of a goods card's buying actions and badges (issue 16 item 5).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const goodsCardActionMessages = defineMessages({
  addToCart: { id: 'components.goodsCard.addToCart', defaultMessage: 'Añadir al carrito' },
  addToCartLabel: {
    id: 'components.goodsCard.addToCartLabel',
    defaultMessage: 'Añadir al carrito: {name} ({count, number} {unit})',
  },
  favourite: { id: 'components.goodsCard.favourite', defaultMessage: 'Añadir a favoritos' },
  favouriteLabel: { id: 'components.goodsCard.favouriteLabel', defaultMessage: 'Añadir a favoritos: {name}' },
  selfRun: { id: 'components.goodsCard.selfRun', defaultMessage: 'Tienda propia' },
  reviews: {
    id: 'components.goodsCard.reviews',
    defaultMessage: '{count, plural, one {# valoración} other {# valoraciones}}',
  },
})
