import { defineMessages } from '../../lib/intl'

export const homeMessages = defineMessages({
  heading: { id: 'home.heading', defaultMessage: 'Comercio mayorista entre China, Cuba y Latinoamérica' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Compre al por mayor a proveedores verificados, con despacho aduanero digital y ruta marítima directa.',
  },
  categoriesTitle: { id: 'home.categories.title', defaultMessage: 'Categorías' },
})
