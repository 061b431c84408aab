// Spanish labels of the stock type and product state of SPEC.md §4/§5, shared by every goods view.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import goodsPart from '../i18n/parts/goods.json' with { type: 'json' }

addMessages(goodsPart)

export const stockTypeMessages = defineMessages({
  inStock: { id: 'goods.stockType.inStock', defaultMessage: 'En existencia' },
  reserved: { id: 'goods.stockType.reserved', defaultMessage: 'Por encargo' },
})

export const productionStateMessages = defineMessages({
  inStock: { id: 'goods.state.inStock', defaultMessage: 'En existencia' },
  semiFinished: { id: 'goods.state.semiFinished', defaultMessage: 'Semiacabado' },
  awaitingProduction: { id: 'goods.state.awaitingProduction', defaultMessage: 'Pendiente de producción' },
  inProduction: { id: 'goods.state.inProduction', defaultMessage: 'En producción' },
  inTransit: { id: 'goods.state.inTransit', defaultMessage: 'En tránsito' },
})

export const goodsCardMessages = defineMessages({
  minimum: { id: 'goods.card.minimum', defaultMessage: 'Pedido mínimo: {count, number} {unit}' },
  sold: { id: 'goods.card.sold', defaultMessage: '{count, number} vendidos' },
  fromPrice: { id: 'goods.card.fromPrice', defaultMessage: 'Desde {price}' },
  isNew: { id: 'goods.card.new', defaultMessage: 'Nuevo' },
  arrival: { id: 'goods.card.arrival', defaultMessage: 'Llegada prevista: {date}' },
})
