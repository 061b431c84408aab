// Texts of the kit's file picker (issue 24 item 6): Spanish words where Chromium wrote "Choose File".
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const filePickerMessages = defineMessages({
  chooseOne: { id: 'components.filePicker.chooseOne', defaultMessage: 'Elegir archivo' },
  chooseMany: { id: 'components.filePicker.chooseMany', defaultMessage: 'Elegir archivos' },
  chooseImages: { id: 'components.filePicker.chooseImages', defaultMessage: 'Elegir imágenes' },
  chooseImage: { id: 'components.filePicker.chooseImage', defaultMessage: 'Elegir imagen' },
  none: { id: 'components.filePicker.none', defaultMessage: 'Ningún archivo elegido' },
  drop: { id: 'components.filePicker.drop', defaultMessage: 'o arrástrelo aquí' },
  lightening: {
    id: 'components.filePicker.lightening',
    defaultMessage: 'Reduciendo la imagen para enviarla…',
  },
  dropMany: { id: 'components.filePicker.dropMany', defaultMessage: 'o arrástrelos aquí' },
})
