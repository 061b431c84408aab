import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import shellPart from '../../i18n/parts/shell.json' with { type: 'json' }

addMessages(shellPart)

export const shellMessages = defineMessages({
  siteTitle: { id: 'shell.siteTitle', defaultMessage: 'Mercado Mayorista China–Cuba' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Saltar al contenido' },
  login: { id: 'shell.login', defaultMessage: 'Iniciar sesión' },
  logout: { id: 'shell.logout', defaultMessage: 'Cerrar sesión' },
  register: { id: 'shell.register', defaultMessage: 'Crear cuenta' },
  greeting: { id: 'shell.greeting', defaultMessage: 'Hola, {name}' },
  memberCentre: { id: 'shell.memberCentre', defaultMessage: 'Centro de miembros' },
  myOrders: { id: 'shell.myOrders', defaultMessage: 'Mis pedidos' },
  thirdPartyPayments: { id: 'shell.thirdPartyPayments', defaultMessage: 'Pagos por un tercero' },
  cart: { id: 'shell.cart', defaultMessage: 'Carrito' },
  cartCount: {
    id: 'shell.cartCount',
    defaultMessage: 'Carrito ({count, plural, one {# producto} other {# productos}})',
  },
  messages: {
    id: 'shell.messages',
    defaultMessage: '{count, plural, =0 {Mensajes} other {Mensajes (# sin leer)}}',
  },
  chat: {
    id: 'shell.chat',
    defaultMessage: '{count, plural, =0 {Chat} other {Chat (# sin leer)}}',
  },
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
  accountNav: { id: 'shell.accountNav', defaultMessage: 'Mi cuenta' },
  categories: { id: 'shell.categories', defaultMessage: 'Categorías' },
  brands: { id: 'shell.brands', defaultMessage: 'Marcas' },
  series: { id: 'shell.series', defaultMessage: 'Series' },
  stores: { id: 'shell.stores', defaultMessage: 'Tiendas' },
  newGoods: { id: 'shell.newGoods', defaultMessage: 'Novedades' },
  discount: { id: 'shell.discount', defaultMessage: 'Ofertas' },
  coupons: { id: 'shell.coupons', defaultMessage: 'Cupones' },
  news: { id: 'shell.news', defaultMessage: 'Noticias' },
  inquiry: { id: 'shell.inquiry', defaultMessage: 'Solicitar cotización' },
  bids: { id: 'shell.bids', defaultMessage: 'Licitaciones' },
  guide: { id: 'shell.legal.guide', defaultMessage: 'Guía de compra' },
  about: { id: 'shell.legal.about', defaultMessage: 'Quiénes somos' },
  mobileSite: { id: 'shell.external.mobile', defaultMessage: 'Sitio móvil' },
  chatApp: { id: 'shell.external.chat', defaultMessage: 'Contactar por chat' },
  socialPage: { id: 'shell.external.social', defaultMessage: 'Síganos en redes sociales' },
  photoPage: { id: 'shell.external.photos', defaultMessage: 'Galería de fotos' },
  newTab: { id: 'shell.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  loadingPage: { id: 'shell.loadingPage', defaultMessage: 'Cargando...' },
  copyright: { id: 'shell.copyright', defaultMessage: '© {year} {site}. Todos los derechos reservados.' },
})

/** The member centre's menu (src/app/member-menu.ts). */
export const memberMenuMessages = defineMessages({
  label: { id: 'shell.memberMenu.label', defaultMessage: 'Menú del centro de miembros' },
  home: { id: 'shell.memberMenu.home', defaultMessage: 'Centro de miembros' },
  orders: { id: 'shell.memberMenu.orders', defaultMessage: 'Pedidos' },
  assets: { id: 'shell.memberMenu.assets', defaultMessage: 'Activos' },
  purchasing: { id: 'shell.memberMenu.purchasing', defaultMessage: 'Compras' },
  account: { id: 'shell.memberMenu.account', defaultMessage: 'Cuenta' },
})

/** The route guard's word when it sends a member away from a designer's screen (SPEC.md §6, §8; issue 27 item 5). */
export const guardMessages = defineMessages({
  designersOnly: {
    id: 'shell.guard.designersOnly',
    defaultMessage: 'Solo los diseñadores pueden usar esta función',
  },
})
