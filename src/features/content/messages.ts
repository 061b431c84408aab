import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import contentPart from '../../i18n/parts/content.json' with { type: 'json' }

addMessages(contentPart)

export const contentMessages = defineMessages({
  notFoundTitle: { id: 'content.notFound.title', defaultMessage: 'Contenido no disponible' },
  notFoundHint: {
    id: 'content.notFound.hint',
    defaultMessage: 'Es posible que el enlace sea incorrecto o que el contenido ya no esté publicado.',
  },
  missingKey: {
    id: 'content.notFound.missingKey',
    defaultMessage: 'El enlace no indica qué contenido mostrar.',
  },
  backHome: { id: 'content.notFound.backHome', defaultMessage: 'Volver al inicio' },
  updatedAt: { id: 'content.page.updatedAt', defaultMessage: 'Última actualización: {date}' },
  publishedAt: { id: 'content.news.publishedAt', defaultMessage: 'Publicado el {date}' },
  pagesNav: { id: 'content.page.nav', defaultMessage: 'Información de la plataforma' },
  agreementTitle: {
    id: 'content.agreement.title',
    defaultMessage: 'Acuerdo de usuario y política de privacidad',
  },
  // topic
  topicGoodsEmpty: {
    id: 'content.topic.goodsEmpty',
    defaultMessage: 'Pronto habrá productos en esta sección.',
  },
  topicCategories: { id: 'content.topic.categories', defaultMessage: 'Categorías del tema' },
  // coupons
  couponTitle: { id: 'content.coupon.title', defaultMessage: 'Centro de cupones' },
  couponLead: {
    id: 'content.coupon.lead',
    defaultMessage: 'Reciba cupones de la plataforma y de las tiendas y úselos al realizar su pedido.',
  },
  couponEmpty: { id: 'content.coupon.empty', defaultMessage: 'No hay cupones disponibles en este momento.' },
  couponAmountOff: { id: 'content.coupon.amountOff', defaultMessage: '{amount} de descuento' },
  couponPercentOff: { id: 'content.coupon.percentOff', defaultMessage: '{percent, number} % de descuento' },
  couponMinAmount: { id: 'content.coupon.minAmount', defaultMessage: 'En pedidos desde {amount}' },
  couponNoMinimum: { id: 'content.coupon.noMinimum', defaultMessage: 'Sin importe mínimo' },
  couponPlatform: {
    id: 'content.coupon.platform',
    defaultMessage: 'Cupón de la plataforma: válido en todas las tiendas',
  },
  couponStore: { id: 'content.coupon.store', defaultMessage: 'Cupón de la tienda:' },
  couponValidity: { id: 'content.coupon.validity', defaultMessage: 'Válido del {start} al {end}' },
  couponProgress: {
    id: 'content.coupon.progress',
    defaultMessage: 'Recibidos {received, number} de {total, number}',
  },
  couponProgressLabel: { id: 'content.coupon.progressLabel', defaultMessage: 'Cupones recibidos de {name}' },
  couponReceive: { id: 'content.coupon.receive', defaultMessage: 'Recibir' },
  couponReceiving: { id: 'content.coupon.receiving', defaultMessage: 'Recibiendo...' },
  couponReceived: { id: 'content.coupon.received', defaultMessage: 'Recibido' },
  couponSoldOut: { id: 'content.coupon.soldOut', defaultMessage: 'Agotado' },
  couponExpired: { id: 'content.coupon.expired', defaultMessage: 'Caducado' },
  couponReceiveLabel: { id: 'content.coupon.receiveLabel', defaultMessage: '{action}: {name}' },
  // news
  newsTitle: { id: 'content.news.title', defaultMessage: 'Noticias del sector' },
  newsLead: {
    id: 'content.news.lead',
    defaultMessage:
      'Aduanas, logística China–Cuba, el puerto del Mariel, normativa y tendencias de producto.',
  },
  newsCategories: { id: 'content.news.categories', defaultMessage: 'Categorías de noticias' },
  newsAllCategories: { id: 'content.news.allCategories', defaultMessage: 'Todas' },
  newsLatest: { id: 'content.news.latest', defaultMessage: 'Últimas noticias' },
  newsSeeAll: { id: 'content.news.seeAll', defaultMessage: 'Ver todas las noticias' },
  newsListTitle: { id: 'content.news.listTitle', defaultMessage: 'Listado de noticias' },
  newsListCategoryTitle: { id: 'content.news.listCategoryTitle', defaultMessage: 'Noticias: {category}' },
  newsEmpty: { id: 'content.news.empty', defaultMessage: 'No hay noticias en esta categoría.' },
  newsCount: {
    id: 'content.news.count',
    defaultMessage: '{count, plural, one {# noticia} other {# noticias}}',
  },
  newsRelated: { id: 'content.news.related', defaultMessage: 'Noticias relacionadas' },
  newsBreadcrumb: { id: 'content.news.breadcrumb', defaultMessage: 'Ruta de navegación' },
  // FAQ
  faqTitle: { id: 'content.faq.title', defaultMessage: 'Preguntas frecuentes' },
  faqLead: {
    id: 'content.faq.lead',
    defaultMessage: '¿No encuentra su respuesta? Escríbanos por el chat de atención al cliente.',
  },
  faqFilter: { id: 'content.faq.filter', defaultMessage: 'Filtrar por categoría' },
  faqAll: { id: 'content.faq.all', defaultMessage: 'Todas' },
  faqExpandAll: { id: 'content.faq.expandAll', defaultMessage: 'Desplegar todas' },
  faqCollapseAll: { id: 'content.faq.collapseAll', defaultMessage: 'Plegar todas' },
})

/** Labels of the platform information pages in the side navigation (SPEC.md §2 introduce_* and legal pages). */
export const contentPageLabels = defineMessages({
  introduce_advantage: { id: 'content.nav.advantage', defaultMessage: 'Nuestras ventajas' },
  introduce_company: { id: 'content.nav.company', defaultMessage: 'Sobre la empresa' },
  introduce_about: { id: 'content.nav.about', defaultMessage: 'Quiénes somos' },
  introduce_question: { id: 'content.nav.question', defaultMessage: 'Preguntas frecuentes' },
  introduce_guide: { id: 'content.nav.guide', defaultMessage: 'Guía de compra' },
  introduce_wallet: { id: 'content.nav.wallet', defaultMessage: 'Monedero' },
  privacy: { id: 'content.nav.privacy', defaultMessage: 'Política de privacidad' },
  shipping: { id: 'content.nav.shipping', defaultMessage: 'Política de envíos' },
  refund: { id: 'content.nav.refund', defaultMessage: 'Reembolsos y devoluciones' },
  terms: { id: 'content.nav.terms', defaultMessage: 'Términos y condiciones' },
  instructions: { id: 'content.nav.instructions', defaultMessage: 'Instrucciones de uso' },
  agreement: { id: 'content.nav.agreement', defaultMessage: 'Acuerdo de usuario' },
})
