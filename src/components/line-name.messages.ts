import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const lineNameMessages = defineMessages({
  withSpec: {
    id: 'components.lineName.withSpec',
    defaultMessage: '{text} ({spec})',
    description:
      "a line control's name followed by the SKU's spec values, e.g. Camiseta (Talla: M, Color: Rojo)",
  },
})
