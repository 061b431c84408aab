import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const imagePickerMessages = defineMessages({
  hint: {
    id: 'components.imagePicker.hint',
    defaultMessage: 'Imágenes PNG o JPG de hasta 1 MB; como máximo {max, number}.',
  },
  count: {
    id: 'components.imagePicker.count',
    defaultMessage: '{count, number} de {max, number} imágenes',
  },
  alt: { id: 'components.imagePicker.alt', defaultMessage: 'Imagen {index, number}: {name}' },
  remove: { id: 'components.imagePicker.remove', defaultMessage: 'Quitar imagen {index, number}' },
  uploading: { id: 'components.imagePicker.uploading', defaultMessage: 'Subiendo imágenes…' },
})
