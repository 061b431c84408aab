import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cataloguePart from '../../i18n/parts/catalogue.json' with { type: 'json' }

addMessages(cataloguePart)

export const listMessages = defineMessages({
  title: { id: 'catalogue.list.title', defaultMessage: 'Productos' },
  newTitle: { id: 'catalogue.list.newTitle', defaultMessage: 'Novedades' },
  discountTitle: { id: 'catalogue.list.discountTitle', defaultMessage: 'Ofertas' },
  keywordTitle: { id: 'catalogue.list.keywordTitle', defaultMessage: 'Resultados de «{keyword}»' },
  newIntro: {
    id: 'catalogue.list.newIntro',
    defaultMessage: 'Los productos incorporados más recientemente por los proveedores.',
  },
  discountIntro: {
    id: 'catalogue.list.discountIntro',
    defaultMessage: 'Productos con un precio al menos un 10 % inferior a su precio de mercado.',
  },
  keywordTruncated: {
    id: 'catalogue.list.keywordTruncated',
    defaultMessage: 'La palabra clave era demasiado larga: se buscan sus primeros 100 caracteres.',
  },
  breadcrumb: { id: 'catalogue.list.breadcrumb', defaultMessage: 'Ruta de categorías' },
  allCategories: { id: 'catalogue.list.allCategories', defaultMessage: 'Todas las categorías' },
  subcategories: { id: 'catalogue.list.subcategories', defaultMessage: 'Subcategorías' },
  relatedCategories: { id: 'catalogue.list.relatedCategories', defaultMessage: 'Categorías relacionadas' },
  filters: { id: 'catalogue.list.filters', defaultMessage: 'Filtros' },
  brands: { id: 'catalogue.list.brands', defaultMessage: 'Marcas' },
  stockType: { id: 'catalogue.list.stockType', defaultMessage: 'Disponibilidad' },
  productionState: { id: 'catalogue.list.productionState', defaultMessage: 'Estado del producto' },
  any: { id: 'catalogue.list.any', defaultMessage: 'Todos' },
  facetCount: { id: 'catalogue.list.facetCount', defaultMessage: '{label} ({count, number})' },
  price: { id: 'catalogue.list.price', defaultMessage: 'Precio (US$)' },
  sortLabel: { id: 'catalogue.list.sortLabel', defaultMessage: 'Ordenar por' },
  sortRelevance: { id: 'catalogue.list.sort.relevance', defaultMessage: 'Relevancia' },
  sortSales: { id: 'catalogue.list.sort.sales', defaultMessage: 'Más vendidos' },
  sortPriceAsc: { id: 'catalogue.list.sort.priceAsc', defaultMessage: 'Precio ascendente' },
  sortPriceDesc: { id: 'catalogue.list.sort.priceDesc', defaultMessage: 'Precio descendente' },
  sortNewest: { id: 'catalogue.list.sort.newest', defaultMessage: 'Más recientes' },
  results: { id: 'catalogue.list.results', defaultMessage: 'Resultados' },
  count: {
    id: 'catalogue.list.count',
    defaultMessage: '{total, plural, =0 {Ningún producto} one {# producto} other {# productos}}',
  },
  empty: {
    id: 'catalogue.list.empty',
    defaultMessage: 'No hay productos que coincidan con su búsqueda.',
  },
  emptyHint: {
    id: 'catalogue.list.emptyHint',
    defaultMessage: 'Pruebe con otras palabras, quite algún filtro o explore una categoría popular.',
  },
  clearFilters: { id: 'catalogue.list.clearFilters', defaultMessage: 'Borrar todos los filtros' },
  popularCategories: { id: 'catalogue.list.popularCategories', defaultMessage: 'Categorías populares' },
  loadError: {
    id: 'catalogue.list.loadError',
    defaultMessage: 'No se pudo mostrar la lista de productos.',
  },
})

export const priceFormMessages = defineMessages({
  low: { id: 'catalogue.price.low', defaultMessage: 'Precio mínimo' },
  high: { id: 'catalogue.price.high', defaultMessage: 'Precio máximo' },
  apply: { id: 'catalogue.price.apply', defaultMessage: 'Aplicar' },
  clear: { id: 'catalogue.price.clear', defaultMessage: 'Limpiar' },
})

export const categoryMessages = defineMessages({
  title: { id: 'catalogue.category.title', defaultMessage: 'Todas las categorías' },
  jump: { id: 'catalogue.category.jump', defaultMessage: 'Ir a una categoría' },
  viewAll: { id: 'catalogue.category.viewAll', defaultMessage: 'Ver todo en {name}' },
  empty: { id: 'catalogue.category.empty', defaultMessage: 'Todavía no hay categorías.' },
})

export const brandMessages = defineMessages({
  title: { id: 'catalogue.brand.title', defaultMessage: 'Marcas' },
  intro: {
    id: 'catalogue.brand.intro',
    defaultMessage: 'Marcas de los proveedores, ordenadas de la A a la Z.',
  },
  jump: { id: 'catalogue.brand.jump', defaultMessage: 'Marcas por letra inicial' },
  noBrands: { id: 'catalogue.brand.noBrands', defaultMessage: 'Sin marcas con la letra {letter}' },
  goodsCount: {
    id: 'catalogue.brand.goodsCount',
    defaultMessage: '{count, plural, =0 {sin productos} one {# producto} other {# productos}}',
  },
  country: { id: 'catalogue.brand.country', defaultMessage: 'Origen: {country}' },
  empty: { id: 'catalogue.brand.empty', defaultMessage: 'Todavía no hay marcas.' },
})

export const seriesMessages = defineMessages({
  title: { id: 'catalogue.series.title', defaultMessage: 'Series' },
  compare: { id: 'catalogue.series.compare', defaultMessage: 'Comparar la serie {name}' },
  compared: { id: 'catalogue.series.compared', defaultMessage: 'La serie {name} está en la comparación' },
  compareFull: { id: 'catalogue.series.compareFull', defaultMessage: 'La comparación está llena (máximo 4)' },
  compareMixed: {
    id: 'catalogue.series.compareMixed',
    defaultMessage:
      'La comparación tiene productos: no se pueden mezclar productos y series. Vacíela primero.',
  },
  filter: { id: 'catalogue.series.filter', defaultMessage: 'Filtrar series' },
  category: { id: 'catalogue.series.category', defaultMessage: 'Categoría' },
  brand: { id: 'catalogue.series.brand', defaultMessage: 'Marca' },
  all: { id: 'catalogue.series.all', defaultMessage: 'Todas' },
  apply: { id: 'catalogue.series.apply', defaultMessage: 'Filtrar' },
  meta: {
    id: 'catalogue.series.meta',
    defaultMessage: '{brand} · {category} · {count, plural, one {# producto} other {# productos}}',
  },
  viewAll: { id: 'catalogue.series.viewAll', defaultMessage: 'Ver todos los productos de {name}' },
  empty: { id: 'catalogue.series.empty', defaultMessage: 'No hay series que coincidan con el filtro.' },
  showAll: { id: 'catalogue.series.showAll', defaultMessage: 'Ver todas las series' },
})
