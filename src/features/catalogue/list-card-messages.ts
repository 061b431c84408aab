// Texts of the goods list's review sort and self-run filter (issue 16 item 5).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cataloguePart from '../../i18n/parts/catalogue.json' with { type: 'json' }

addMessages(cataloguePart)

export const listCardMessages = defineMessages({
  sortReviews: { id: 'catalogue.list.sort.reviews', defaultMessage: 'Más valorados' },
  selfOnly: { id: 'catalogue.list.selfOnly', defaultMessage: 'Solo tiendas propias' },
  storeFilter: { id: 'catalogue.list.storeFilter', defaultMessage: 'Tiendas' },
})
