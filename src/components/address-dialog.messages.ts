// Texts of the delivery-address form shared by the checkout and the member centre's address book.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const addressDialogMessages = defineMessages({
  newTitle: { id: 'components.addressDialog.newTitle', defaultMessage: 'Nueva dirección' },
  editTitle: { id: 'components.addressDialog.editTitle', defaultMessage: 'Editar dirección' },
  contact: { id: 'components.addressDialog.contact', defaultMessage: 'Contacto' },
  phone: { id: 'components.addressDialog.phone', defaultMessage: 'Teléfono' },
  country: { id: 'components.addressDialog.country', defaultMessage: 'País' },
  province: { id: 'components.addressDialog.province', defaultMessage: 'Provincia' },
  city: { id: 'components.addressDialog.city', defaultMessage: 'Ciudad' },
  street: { id: 'components.addressDialog.street', defaultMessage: 'Calle (opcional)' },
  detail: { id: 'components.addressDialog.detail', defaultMessage: 'Dirección detallada' },
  makeDefault: {
    id: 'components.addressDialog.makeDefault',
    defaultMessage: 'Usar como dirección predeterminada',
  },
  save: { id: 'components.addressDialog.save', defaultMessage: 'Guardar dirección' },
  saving: { id: 'components.addressDialog.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'components.addressDialog.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'components.addressDialog.close', defaultMessage: 'Cerrar' },
})
