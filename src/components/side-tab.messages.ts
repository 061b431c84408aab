import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import sideTabPart from '../i18n/parts/sideTab.json' with { type: 'json' }

addMessages(sideTabPart)

export const sideTabMessages = defineMessages({
  label: { id: 'sideTab.label', defaultMessage: 'Accesos rápidos' },
  help: { id: 'sideTab.help', defaultMessage: 'Preguntas frecuentes' },
  cart: { id: 'sideTab.cart', defaultMessage: 'Carrito' },
  cartCount: {
    id: 'sideTab.cartCount',
    defaultMessage: '{count, plural, one {# producto en el carrito} other {# productos en el carrito}}',
  },
  cartCountOverflow: { id: 'sideTab.cartCountOverflow', defaultMessage: '{max, number}+' },
  footprint: { id: 'sideTab.footprint', defaultMessage: 'Historial de navegación' },
  chatApp: { id: 'sideTab.chatApp', defaultMessage: 'Contactar por chat' },
  service: { id: 'sideTab.service', defaultMessage: 'Atención al cliente' },
  serviceUnread: {
    id: 'sideTab.serviceUnread',
    defaultMessage: '{count, plural, one {# mensaje de chat sin leer} other {# mensajes de chat sin leer}}',
  },
  newTab: { id: 'sideTab.newTab', defaultMessage: 'Se abre en una pestaña nueva' },
  backToTop: { id: 'sideTab.backToTop', defaultMessage: 'Volver arriba' },
})
