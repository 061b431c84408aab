// Texts of the component kit (issue 24 item 2): the defaults a kit piece shows when the screen gives none.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const kitMessages = defineMessages({
  back: { id: 'components.pageHeader.back', defaultMessage: 'Volver' },
  dayPlaceholder: { id: 'components.dayField.placeholder', defaultMessage: 'AAAA-MM-DD' },
  dayHint: { id: 'components.dayField.hint', defaultMessage: 'Formato AAAA-MM-DD' },
  count: {
    id: 'components.countBadge.count',
    defaultMessage: '{count, plural, one {# elemento} other {# elementos}}',
  },
  tableEmpty: { id: 'components.dataTable.empty', defaultMessage: 'No hay datos que mostrar.' },
  // the verbs of the app's hand-written alert dialogs ("Cancelar" and the action), not "Sí"/"No"
  confirm: { id: 'components.confirmDialog.confirm', defaultMessage: 'Confirmar' },
  cancel: { id: 'components.confirmDialog.cancel', defaultMessage: 'Cancelar' },
  busy: { id: 'components.confirmDialog.busy', defaultMessage: 'Procesando…' },
  loading: { id: 'components.pagedList.loading', defaultMessage: 'Cargando…' },
  loadFailed: {
    id: 'components.pagedList.loadFailed',
    defaultMessage: 'No se pudo cargar la lista. Vuelva a intentarlo.',
  },
  retry: { id: 'components.pagedList.retry', defaultMessage: 'Reintentar' },
})
