import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import storesPart from '../../i18n/parts/stores.json' with { type: 'json' }

addMessages(storesPart)

export const storeMessages = defineMessages({
  listTitle: { id: 'stores.list.title', defaultMessage: 'Tiendas de proveedores' },
  factoriesTitle: { id: 'stores.factories.title', defaultMessage: 'Fábricas destacadas' },
  allStores: { id: 'stores.list.all', defaultMessage: 'Todas las tiendas' },
  factoriesOnly: { id: 'stores.list.factoriesOnly', defaultMessage: 'Solo fábricas' },
  searchLabel: { id: 'stores.list.searchLabel', defaultMessage: 'Buscar tiendas' },
  searchButton: { id: 'stores.list.searchButton', defaultMessage: 'Buscar' },
  factory: { id: 'stores.card.factory', defaultMessage: 'Fábrica' },
  self: { id: 'stores.card.self', defaultMessage: 'Operada por la plataforma' },
  location: { id: 'stores.card.location', defaultMessage: '{city}, {province}' },
  since: { id: 'stores.card.since', defaultMessage: 'Desde {year} · {employees, number} empleados' },
  goods: { id: 'stores.card.goods', defaultMessage: '{count, plural, one {# producto} other {# productos}}' },
  scores: {
    id: 'stores.card.scores',
    defaultMessage: 'Descripción {description} · Servicio {service} · Entrega {delivery}',
  },
  visit: { id: 'stores.card.visit', defaultMessage: 'Visitar la tienda {name}' },
  newTab: { id: 'stores.card.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  empty: { id: 'stores.list.empty', defaultMessage: 'No hay tiendas que coincidan con «{keyword}».' },
  emptyHint: {
    id: 'stores.list.emptyHint',
    defaultMessage: 'Pruebe con otra palabra o vea todas las tiendas.',
  },
})
