// The customs registration's failures (SPEC.md §8 buyer customs info fetch or bind failure), apart from the
// form's yup schema so that the cart, which reads only whether the buyer is ready, loads no yup; in their own
// small dictionary part (customs.json), not the member screens' large one, for the same reason.
import { addMessages } from '../../src/i18n/dictionary'
import customsPart from '../../src/i18n/parts/customs.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(customsPart)

export const customsFailureMessages = defineMessages({
  fetchFailed: {
    id: 'customs.fetchFailed',
    defaultMessage: 'No se pudo obtener el registro aduanero del comprador. Inténtelo de nuevo más tarde.',
  },
  bindFailed: {
    id: 'customs.bindFailed',
    defaultMessage: 'No se pudo vincular el registro aduanero. Inténtelo de nuevo más tarde.',
  },
})
