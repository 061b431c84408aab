import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import storePart from '../../i18n/parts/store.json' with { type: 'json' }

addMessages(storePart)

export const storeMessages = defineMessages({
  // header
  logoAlt: { id: 'store.header.logoAlt', defaultMessage: 'Logotipo de {name}' },
  factory: { id: 'store.header.factory', defaultMessage: 'Fábrica' },
  self: { id: 'store.header.self', defaultMessage: 'Operada por la plataforma' },
  location: { id: 'store.header.location', defaultMessage: '{city}, {province}' },
  since: { id: 'store.header.since', defaultMessage: 'Desde {year} · {employees, number} empleados' },
  scores: {
    id: 'store.header.scores',
    defaultMessage: 'Descripción {description} · Servicio {service} · Entrega {delivery}',
  },
  phone: { id: 'store.header.phone', defaultMessage: 'Teléfono de atención: {phone}' },
  goodsCount: {
    id: 'store.header.goodsCount',
    defaultMessage: '{count, plural, one {# producto} other {# productos}}',
  },
  follow: { id: 'store.header.follow', defaultMessage: 'Seguir tienda' },
  unfollow: { id: 'store.header.unfollow', defaultMessage: 'Dejar de seguir' },
  contact: { id: 'store.header.contact', defaultMessage: 'Contactar al proveedor' },
  newTab: { id: 'store.header.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  searchLabel: { id: 'store.header.searchLabel', defaultMessage: 'Buscar en esta tienda' },
  searchButton: { id: 'store.header.searchButton', defaultMessage: 'Buscar' },
  compactBar: { id: 'store.header.compactBar', defaultMessage: 'Barra de la tienda' },
  // navigation
  navLabel: { id: 'store.nav.label', defaultMessage: 'Secciones de la tienda' },
  navHome: { id: 'store.nav.home', defaultMessage: 'Inicio' },
  navGoods: { id: 'store.nav.goods', defaultMessage: 'Productos' },
  navNew: { id: 'store.nav.new', defaultMessage: 'Novedades' },
  navNews: { id: 'store.nav.news', defaultMessage: 'Noticias' },
  navArticles: { id: 'store.nav.articles', defaultMessage: 'Artículos' },
  navIntroduce: { id: 'store.nav.introduce', defaultMessage: 'Presentación' },
  categoriesTitle: { id: 'store.categories.title', defaultMessage: 'Categorías de la tienda' },
  allGoods: { id: 'store.categories.all', defaultMessage: 'Todos los productos' },
  // closed store
  closedTitle: { id: 'store.closed.title', defaultMessage: 'El proveedor no existe o está cerrado.' },
  closedHint: {
    id: 'store.closed.hint',
    defaultMessage: 'Puede seguir comprando en las demás tiendas de proveedores.',
  },
  closedLink: { id: 'store.closed.link', defaultMessage: 'Ver todas las tiendas' },
  // home sections
  featuredTitle: { id: 'store.home.featured', defaultMessage: 'Productos más vendidos' },
  featuredMore: { id: 'store.home.featuredMore', defaultMessage: 'Ver todos los productos' },
  featuredEmpty: {
    id: 'store.home.featuredEmpty',
    defaultMessage: 'Esta tienda aún no tiene productos a la venta.',
  },
  aboutTitle: { id: 'store.home.about', defaultMessage: 'Sobre nosotros' },
  videosTitle: { id: 'store.home.videos', defaultMessage: 'Vídeos' },
  videoLabel: { id: 'store.home.videoLabel', defaultMessage: 'Vídeo de presentación' },
  videoPosterAlt: { id: 'store.home.videoPosterAlt', defaultMessage: 'Imagen del vídeo «{title}»' },
  photosTitle: { id: 'store.home.photos', defaultMessage: 'Fotos' },
  certificatesTitle: { id: 'store.home.certificates', defaultMessage: 'Certificados' },
  certificateIssuer: { id: 'store.home.certificateIssuer', defaultMessage: 'Emitido por {issuer}' },
  certificateValid: { id: 'store.home.certificateValid', defaultMessage: 'Válido hasta {date}' },
  certificateAlt: { id: 'store.home.certificateAlt', defaultMessage: 'Certificado {name}' },
  latestNewsTitle: { id: 'store.home.latestNews', defaultMessage: 'Últimas noticias' },
  moreIntroduce: { id: 'store.home.moreIntroduce', defaultMessage: 'Ver la presentación completa' },
  moreNews: { id: 'store.home.moreNews', defaultMessage: 'Ver todas las noticias' },
  emptySection: { id: 'store.home.emptySection', defaultMessage: 'Sin contenido por ahora.' },
  // goods
  goodsTitle: { id: 'store.goods.title', defaultMessage: 'Productos de {name}' },
  newGoodsTitle: { id: 'store.goods.newTitle', defaultMessage: 'Novedades de {name}' },
  resultsFor: { id: 'store.goods.resultsFor', defaultMessage: 'Resultados para «{keyword}»' },
  clearKeyword: { id: 'store.goods.clearKeyword', defaultMessage: 'Quitar la búsqueda' },
  sortLabel: { id: 'store.goods.sortLabel', defaultMessage: 'Ordenar por' },
  sortDefault: { id: 'store.goods.sort.default', defaultMessage: 'Relevancia' },
  sortSales: { id: 'store.goods.sort.sales', defaultMessage: 'Más vendidos' },
  sortPriceAsc: { id: 'store.goods.sort.priceAsc', defaultMessage: 'Precio: de menor a mayor' },
  sortPriceDesc: { id: 'store.goods.sort.priceDesc', defaultMessage: 'Precio: de mayor a menor' },
  sortNewest: { id: 'store.goods.sort.newest', defaultMessage: 'Más recientes' },
  goodsEmpty: { id: 'store.goods.empty', defaultMessage: 'No hay productos que coincidan con su búsqueda.' },
  goodsEmptyHint: { id: 'store.goods.emptyHint', defaultMessage: 'Pruebe con otra palabra o categoría.' },
  // news
  newsTitle: { id: 'store.news.title', defaultMessage: 'Noticias de {name}' },
  articlesTitle: { id: 'store.news.articlesTitle', defaultMessage: 'Artículos de {name}' },
  newsEmpty: { id: 'store.news.empty', defaultMessage: 'Esta tienda aún no ha publicado noticias.' },
  articlesEmpty: {
    id: 'store.news.articlesEmpty',
    defaultMessage: 'Esta tienda aún no ha publicado artículos.',
  },
  published: { id: 'store.news.published', defaultMessage: 'Publicado el {date}' },
  kindNews: { id: 'store.news.kind.news', defaultMessage: 'Noticia' },
  kindArticle: { id: 'store.news.kind.article', defaultMessage: 'Artículo' },
  backToNews: { id: 'store.newsInfo.backToNews', defaultMessage: 'Volver a las noticias' },
  backToArticles: { id: 'store.newsInfo.backToArticles', defaultMessage: 'Volver a los artículos' },
  newsMissing: { id: 'store.newsInfo.missing', defaultMessage: 'La noticia no existe.' },
  // introduce
  introduceTitle: { id: 'store.introduce.title', defaultMessage: 'Presentación de {name}' },
})
