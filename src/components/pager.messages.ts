import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import pagerPart from '../i18n/parts/pager.json' with { type: 'json' }

addMessages(pagerPart)

export const pagerMessages = defineMessages({
  label: { id: 'pager.label', defaultMessage: 'Paginación' },
  total: {
    id: 'pager.total',
    defaultMessage: '{total, plural, one {# resultado} other {# resultados}}',
  },
  previous: { id: 'pager.previous', defaultMessage: 'Página anterior' },
  next: { id: 'pager.next', defaultMessage: 'Página siguiente' },
  page: { id: 'pager.page', defaultMessage: 'Página {page, number}' },
  pageSize: { id: 'pager.pageSize', defaultMessage: 'Por página' },
  goToLabel: { id: 'pager.goTo.label', defaultMessage: 'Ir a la página' },
  goToButton: { id: 'pager.goTo.button', defaultMessage: 'Ir' },
})
