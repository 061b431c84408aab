import { defineMessages } from '../../lib/intl'

export const shellMessages = defineMessages({
  siteTitle: { id: 'shell.siteTitle', defaultMessage: 'Mercado Mayorista China–Cuba' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Saltar al contenido' },
  login: { id: 'shell.login', defaultMessage: 'Iniciar sesión' },
  logout: { id: 'shell.logout', defaultMessage: 'Cerrar sesión' },
  register: { id: 'shell.register', defaultMessage: 'Crear cuenta' },
  greeting: { id: 'shell.greeting', defaultMessage: 'Hola, {name}' },
  memberCentre: { id: 'shell.memberCentre', defaultMessage: 'Centro de miembros' },
  myOrders: { id: 'shell.myOrders', defaultMessage: 'Mis pedidos' },
  cart: { id: 'shell.cart', defaultMessage: 'Carrito' },
  cartCount: { id: 'shell.cartCount', defaultMessage: 'Carrito ({count, number} productos)' },
  home: { id: 'shell.home', defaultMessage: 'Inicio' },
  mainNav: { id: 'shell.mainNav', defaultMessage: 'Navegación principal' },
  footerNav: { id: 'shell.footerNav', defaultMessage: 'Información legal y de ayuda' },
  advantagesTitle: { id: 'shell.advantages.title', defaultMessage: 'Nuestras ventajas' },
  advantageBonded: {
    id: 'shell.advantages.bonded',
    defaultMessage: 'Existencias en almacenes en régimen de depósito',
  },
  advantageRange: { id: 'shell.advantages.range', defaultMessage: 'Amplia gama de productos' },
  advantageCustoms: {
    id: 'shell.advantages.customs',
    defaultMessage: 'Despacho aduanero digital: 3-5 días frente a 25-30 días por la vía tradicional',
  },
  advantageSupply: { id: 'shell.advantages.supply', defaultMessage: 'Cadena de suministro integrada' },
  advantageRoute: {
    id: 'shell.advantages.route',
    defaultMessage: 'Ruta marítima directa China–Cuba con mercancía en tránsito disponible para la compra',
  },
  privacy: { id: 'shell.legal.privacy', defaultMessage: 'Política de privacidad' },
  shipping: { id: 'shell.legal.shipping', defaultMessage: 'Política de envíos' },
  refunds: { id: 'shell.legal.refunds', defaultMessage: 'Reembolsos y devoluciones' },
  terms: { id: 'shell.legal.terms', defaultMessage: 'Términos y condiciones' },
  instructions: { id: 'shell.legal.instructions', defaultMessage: 'Instrucciones de uso' },
  faq: { id: 'shell.legal.faq', defaultMessage: 'Preguntas frecuentes' },
  copyright: { id: 'shell.copyright', defaultMessage: '© {year} {site}. Todos los derechos reservados.' },
})
