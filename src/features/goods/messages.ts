import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import goodsPart from '../../i18n/parts/goods.json' with { type: 'json' }

addMessages(goodsPart)

export const goodsDetailMessages = defineMessages({
  notFoundTitle: { id: 'goods.detail.notFound.title', defaultMessage: 'Producto no encontrado' },
  notFoundBody: {
    id: 'goods.detail.notFound.body',
    defaultMessage: 'El producto que busca no existe o ya no está disponible.',
  },
  storeClosed: { id: 'goods.detail.storeClosed', defaultMessage: 'El proveedor no existe o está cerrado.' },
  storeClosedHint: {
    id: 'goods.detail.storeClosed.hint',
    defaultMessage: 'Puede buscar productos similares de otros proveedores en el catálogo.',
  },
  failed: { id: 'goods.detail.failed', defaultMessage: 'No se pudo cargar el producto.' },
  goHome: { id: 'goods.detail.goHome', defaultMessage: 'Volver al inicio' },
  browseGoods: { id: 'goods.detail.browseGoods', defaultMessage: 'Ver todos los productos' },
  retry: { id: 'goods.detail.retry', defaultMessage: 'Reintentar' },
  offShelf: { id: 'goods.detail.offShelf', defaultMessage: 'Este producto ha sido retirado de la venta' },
  breadcrumb: { id: 'goods.detail.breadcrumb', defaultMessage: 'Categorías del producto' },
  gallery: { id: 'goods.detail.gallery', defaultMessage: 'Imágenes del producto' },
  imageAlt: {
    id: 'goods.detail.imageAlt',
    defaultMessage: '{name}, imagen {index, number} de {total, number}',
  },
  thumbnail: {
    id: 'goods.detail.thumbnail',
    defaultMessage: 'Ver imagen {index, number} de {total, number}',
  },
  zoom: { id: 'goods.detail.zoom', defaultMessage: 'Ampliar imagen' },
  previousImage: { id: 'goods.detail.previousImage', defaultMessage: 'Imagen anterior' },
  nextImage: { id: 'goods.detail.nextImage', defaultMessage: 'Imagen siguiente' },
  close: { id: 'goods.detail.close', defaultMessage: 'Cerrar' },
  sold: { id: 'goods.detail.sold', defaultMessage: '{count, number} vendidos' },
  rating: {
    id: 'goods.detail.rating',
    defaultMessage: 'Valoración {score} de 5 ({count, plural, one {# valoración} other {# valoraciones}})',
  },
  priceTitle: { id: 'goods.detail.priceTitle', defaultMessage: 'Precio por cantidad' },
  tierQuantity: { id: 'goods.detail.tier.quantity', defaultMessage: 'Cantidad' },
  tierPrice: { id: 'goods.detail.tier.price', defaultMessage: 'Precio unitario' },
  tierFrom: { id: 'goods.detail.tier.from', defaultMessage: '{count, number} {unit} o más' },
  marketPrice: { id: 'goods.detail.marketPrice', defaultMessage: 'Precio de referencia: {price}' },
  login: { id: 'goods.detail.login', defaultMessage: 'Iniciar sesión' },
  minimum: {
    id: 'goods.detail.minimum',
    defaultMessage: 'Pedido mínimo: {count, number} {unit}; se compra en múltiplos de {count, number}',
  },
  stock: { id: 'goods.detail.stock', defaultMessage: 'Stock: {count, number} {unit}' },
  soldOut: { id: 'goods.detail.soldOut', defaultMessage: 'Agotado' },
  purchaseLimit: {
    id: 'goods.detail.purchaseLimit',
    defaultMessage: 'Límite de compra: {count, number} {unit} por pedido',
  },
  inTransit: {
    id: 'goods.detail.inTransit',
    defaultMessage:
      'Mercancía en tránsito por la ruta marítima directa China–Cuba. Llegada prevista: {date}. Puede comprarla antes de que llegue.',
  },
  reservedArrival: {
    id: 'goods.detail.reservedArrival',
    defaultMessage:
      'Pedido con reserva: depósito, preparación por el proveedor y pago final. Disponible hacia el {date}.',
  },
  origin: { id: 'goods.detail.origin', defaultMessage: 'Origen: {origin}' },
  skuCode: { id: 'goods.detail.skuCode', defaultMessage: 'Código: {code}' },
  optionUnavailable: { id: 'goods.detail.optionUnavailable', defaultMessage: '{value} (no disponible)' },
  quantity: { id: 'goods.detail.quantity', defaultMessage: 'Cantidad' },
  decrease: { id: 'goods.detail.decrease', defaultMessage: 'Disminuir cantidad' },
  increase: { id: 'goods.detail.increase', defaultMessage: 'Aumentar cantidad' },
  total: { id: 'goods.detail.total', defaultMessage: 'Total estimado: {amount} ({price} por {unit})' },
  addToCart: { id: 'goods.detail.addToCart', defaultMessage: 'Añadir al carrito' },
  requestSample: { id: 'goods.detail.requestSample', defaultMessage: 'Solicitar muestra' },
  compare: { id: 'goods.detail.compare', defaultMessage: 'Comparar' },
  addFavourite: { id: 'goods.detail.addFavourite', defaultMessage: 'Añadir a favoritos' },
  removeFavourite: { id: 'goods.detail.removeFavourite', defaultMessage: 'Quitar de favoritos' },
  quickOrder: { id: 'goods.detail.quickOrder', defaultMessage: 'Pedido rápido' },
  optimization: { id: 'goods.detail.optimization', defaultMessage: 'Optimización de selección' },
  replacements: { id: 'goods.detail.replacements', defaultMessage: 'Buscar sustitutos' },
  busy: { id: 'goods.detail.busy', defaultMessage: 'Procesando...' },
  dismiss: { id: 'goods.detail.dismiss', defaultMessage: 'Cerrar aviso' },
  storeTitle: { id: 'goods.detail.store.title', defaultMessage: 'Proveedor' },
  factory: { id: 'goods.detail.store.factory', defaultMessage: 'Fábrica' },
  self: { id: 'goods.detail.store.self', defaultMessage: 'Operada por la plataforma' },
  storeLocation: { id: 'goods.detail.store.location', defaultMessage: '{city}, {province}' },
  storeScores: {
    id: 'goods.detail.store.scores',
    defaultMessage: 'Descripción {description} · Servicio {service} · Entrega {delivery}',
  },
  follow: { id: 'goods.detail.store.follow', defaultMessage: 'Seguir tienda' },
  unfollow: { id: 'goods.detail.store.unfollow', defaultMessage: 'Dejar de seguir' },
  contact: { id: 'goods.detail.store.contact', defaultMessage: 'Contactar al proveedor' },
  newTab: { id: 'goods.detail.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  tabs: { id: 'goods.detail.tabs', defaultMessage: 'Información del producto' },
  tabDescription: { id: 'goods.detail.tab.description', defaultMessage: 'Descripción' },
  tabSpecifications: { id: 'goods.detail.tab.specifications', defaultMessage: 'Especificaciones' },
  tabReviews: { id: 'goods.detail.tab.reviews', defaultMessage: 'Valoraciones ({count, number})' },
  specName: { id: 'goods.detail.spec.name', defaultMessage: 'Característica' },
  specValue: { id: 'goods.detail.spec.value', defaultMessage: 'Valor' },
  specBrand: { id: 'goods.detail.spec.brand', defaultMessage: 'Marca' },
  specSeries: { id: 'goods.detail.spec.series', defaultMessage: 'Serie' },
  specOrigin: { id: 'goods.detail.spec.origin', defaultMessage: 'Origen' },
  specWeight: { id: 'goods.detail.spec.weight', defaultMessage: 'Peso' },
  specWeightValue: { id: 'goods.detail.spec.weightValue', defaultMessage: '{kg, number} kg' },
  specUnit: { id: 'goods.detail.spec.unit', defaultMessage: 'Unidad de venta' },
  // notices of the product page machine (machines/product-detail NOTICE_IDS and QUANTITY_MESSAGE_IDS)
  addedToCart: { id: 'goods.detail.notice.addedToCart', defaultMessage: 'Producto añadido al carrito.' },
  addedToLocalCart: {
    id: 'goods.detail.notice.addedToLocalCart',
    defaultMessage: 'Producto añadido al carrito. Inicie sesión para realizar el pedido.',
  },
  queuedForCart: {
    id: 'goods.detail.notice.queuedForCart',
    defaultMessage: 'Sin conexión: el producto se añadirá al carrito cuando vuelva la conexión.',
  },
  sampleAdded: {
    id: 'goods.detail.notice.sampleAdded',
    defaultMessage: 'Muestra añadida al carrito de muestras.',
  },
  unavailable: {
    id: 'goods.detail.notice.unavailable',
    defaultMessage: 'Este producto no se puede comprar ahora (retirado de la venta o agotado).',
  },
  favouriteAdded: {
    id: 'goods.detail.notice.favouriteAdded',
    defaultMessage: 'Producto añadido a favoritos.',
  },
  favouriteRemoved: {
    id: 'goods.detail.notice.favouriteRemoved',
    defaultMessage: 'Producto quitado de favoritos.',
  },
  storeFollowed: { id: 'goods.detail.notice.storeFollowed', defaultMessage: 'Ahora sigue esta tienda.' },
  storeUnfollowed: {
    id: 'goods.detail.notice.storeUnfollowed',
    defaultMessage: 'Ha dejado de seguir esta tienda.',
  },
  compareAdded: {
    id: 'goods.detail.notice.compareAdded',
    defaultMessage: 'Producto añadido a la comparación.',
  },
  compareAlready: {
    id: 'goods.detail.notice.compareAlready',
    defaultMessage: 'Este producto ya está en la comparación.',
  },
  compareFull: {
    id: 'goods.detail.notice.compareFull',
    defaultMessage: 'La comparación está llena (máximo 4)',
  },
  compareMixed: {
    id: 'goods.detail.notice.compareMixed',
    defaultMessage: 'No se pueden comparar productos y series a la vez. Vacíe la comparación primero.',
  },
  designersOnly: {
    id: 'goods.detail.notice.designersOnly',
    defaultMessage: 'Solo los diseñadores pueden usar esta función',
  },
  quantityStock: {
    id: 'goods.detail.quantity.stock',
    defaultMessage: 'La cantidad supera el stock disponible ({stock, number})',
  },
  quantityLimit: {
    id: 'goods.detail.quantity.limit',
    defaultMessage: 'La cantidad supera el límite de compra ({limit, number})',
  },
  quantitySoldOut: { id: 'goods.detail.quantity.soldOut', defaultMessage: 'Esta variante está agotada' },
})

export const reviewMessages = defineMessages({
  average: { id: 'goods.reviews.average', defaultMessage: 'Valoración media: {score} de 5' },
  goodShare: {
    id: 'goods.reviews.goodShare',
    defaultMessage: '{percent, number, percent} de valoraciones buenas',
  },
  filters: { id: 'goods.reviews.filters', defaultMessage: 'Filtrar valoraciones' },
  all: { id: 'goods.reviews.filter.all', defaultMessage: 'Todas ({count, number})' },
  photos: { id: 'goods.reviews.filter.photos', defaultMessage: 'Con fotos ({count, number})' },
  good: { id: 'goods.reviews.filter.good', defaultMessage: 'Buenas ({count, number})' },
  medium: { id: 'goods.reviews.filter.medium', defaultMessage: 'Regulares ({count, number})' },
  bad: { id: 'goods.reviews.filter.bad', defaultMessage: 'Malas ({count, number})' },
  empty: { id: 'goods.reviews.empty', defaultMessage: 'Todavía no hay valoraciones de este producto.' },
  emptyFilter: { id: 'goods.reviews.emptyFilter', defaultMessage: 'No hay valoraciones con este filtro.' },
  failed: { id: 'goods.reviews.failed', defaultMessage: 'No se pudieron cargar las valoraciones.' },
  loading: { id: 'goods.reviews.loading', defaultMessage: 'Cargando valoraciones...' },
  score: { id: 'goods.reviews.score', defaultMessage: '{score, number} de 5 estrellas' },
  reply: { id: 'goods.reviews.reply', defaultMessage: 'Respuesta del proveedor' },
  photo: { id: 'goods.reviews.photo', defaultMessage: 'Foto {index, number} de la valoración de {name}' },
  list: { id: 'goods.reviews.list', defaultMessage: 'Lista de valoraciones' },
})

export const contrastMessages = defineMessages({
  title: { id: 'goods.contrast.title', defaultMessage: 'Comparar productos' },
  seriesTitle: { id: 'goods.contrast.seriesTitle', defaultMessage: 'Comparar series' },
  caption: {
    id: 'goods.contrast.caption',
    defaultMessage: 'Comparación de {count, plural, one {# elemento} other {# elementos}}',
  },
  empty: { id: 'goods.contrast.empty', defaultMessage: 'No hay productos para comparar.' },
  emptyHint: {
    id: 'goods.contrast.emptyHint',
    defaultMessage: 'Añada hasta 4 productos con el botón «Comparar» de la página de cada producto.',
  },
  browse: { id: 'goods.contrast.browse', defaultMessage: 'Ver el catálogo' },
  failed: { id: 'goods.contrast.failed', defaultMessage: 'No se pudo cargar la comparación.' },
  onlyDifferences: { id: 'goods.contrast.onlyDifferences', defaultMessage: 'Mostrar solo diferencias' },
  different: { id: 'goods.contrast.different', defaultMessage: 'Diferente' },
  remove: { id: 'goods.contrast.remove', defaultMessage: 'Quitar {name} de la comparación' },
  clear: { id: 'goods.contrast.clear', defaultMessage: 'Vaciar comparación' },
  item: { id: 'goods.contrast.item', defaultMessage: 'Elemento' },
  image: { id: 'goods.contrast.row.image', defaultMessage: 'Imagen' },
  price: { id: 'goods.contrast.row.price', defaultMessage: 'Precio' },
  minimum: { id: 'goods.contrast.row.minimum', defaultMessage: 'Pedido mínimo' },
  minimumValue: { id: 'goods.contrast.row.minimumValue', defaultMessage: '{count, number} {unit}' },
  stockType: { id: 'goods.contrast.row.stockType', defaultMessage: 'Tipo de existencia' },
  productionState: { id: 'goods.contrast.row.productionState', defaultMessage: 'Estado del producto' },
  brand: { id: 'goods.contrast.row.brand', defaultMessage: 'Marca' },
  store: { id: 'goods.contrast.row.store', defaultMessage: 'Tienda' },
  category: { id: 'goods.contrast.row.category', defaultMessage: 'Categoría' },
  spec: { id: 'goods.contrast.row.spec', defaultMessage: 'Especificación' },
  missing: { id: 'goods.contrast.missing', defaultMessage: 'Sin dato' },
  newTab: { id: 'goods.contrast.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
})
