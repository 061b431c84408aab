// The customs registration's failures (SPEC.md §8 buyer customs info fetch or bind failure), apart from the
// form's yup schema so that the cart, which reads only whether the buyer is ready, loads no yup. Registered with
// the member screens' texts (src/features/identity/messages.ts); the cart never shows them.
import { defineMessages } from '../../src/lib/intl'

export const customsFailureMessages = defineMessages({
  fetchFailed: {
    id: 'member.customs.fetchFailed',
    defaultMessage: 'No se pudo obtener el registro aduanero del comprador. Inténtelo de nuevo más tarde.',
  },
  bindFailed: {
    id: 'member.customs.bindFailed',
    defaultMessage: 'No se pudo vincular el registro aduanero. Inténtelo de nuevo más tarde.',
  },
})
