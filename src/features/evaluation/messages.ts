import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import evaluationPart from '../../i18n/parts/evaluation.json' with { type: 'json' }

addMessages(evaluationPart)

/** Pieces shared by the evaluate form and the evaluation list. */
export const evaluationCommonMessages = defineMessages({
  orderHeading: { id: 'evaluation.common.orderHeading', defaultMessage: 'Pedido {orderSn}' },
  store: { id: 'evaluation.common.store', defaultMessage: 'Tienda' },
  createdAt: { id: 'evaluation.common.createdAt', defaultMessage: 'Fecha del pedido: {date}' },
  linesLabel: { id: 'evaluation.common.linesLabel', defaultMessage: 'Productos del pedido {orderSn}' },
  lineSpec: { id: 'evaluation.common.lineSpec', defaultMessage: '{spec} · Código {code}' },
  lineCode: { id: 'evaluation.common.lineCode', defaultMessage: 'Código {code}' },
  lineQuantity: { id: 'evaluation.common.lineQuantity', defaultMessage: '{quantity, number} × {price}' },
  viewOrder: { id: 'evaluation.common.viewOrder', defaultMessage: 'Ver pedido' },
  viewOrderHidden: { id: 'evaluation.common.viewOrderHidden', defaultMessage: '{orderSn}' },
})

/** /member/order/evaluate?orderSn — the form. */
export const evaluateMessages = defineMessages({
  title: { id: 'evaluation.evaluate.title', defaultMessage: 'Valorar pedido' },
  formHeading: { id: 'evaluation.evaluate.formHeading', defaultMessage: 'Su valoración' },
  score: { id: 'evaluation.evaluate.score', defaultMessage: 'Puntuación' },
  star: {
    id: 'evaluation.evaluate.star',
    defaultMessage: '{count, plural, one {# estrella} other {# estrellas}}',
  },
  content: { id: 'evaluation.evaluate.content', defaultMessage: 'Comentario' },
  contentHint: {
    id: 'evaluation.evaluate.contentHint',
    defaultMessage: 'Opcional. Cuéntenos qué le parecieron la mercancía y el servicio de la tienda.',
  },
  counter: {
    id: 'evaluation.evaluate.counter',
    defaultMessage: '{count, number} de {max, number} caracteres',
  },
  photos: { id: 'evaluation.evaluate.photos', defaultMessage: 'Fotos (opcional)' },
  submit: { id: 'evaluation.evaluate.submit', defaultMessage: 'Publicar valoración' },
  submitting: { id: 'evaluation.evaluate.submitting', defaultMessage: 'Publicando su valoración…' },
  waitPhotos: {
    id: 'evaluation.evaluate.waitPhotos',
    defaultMessage: 'Espere a que terminen de subirse las fotos para publicar.',
  },
  published: { id: 'evaluation.evaluate.published', defaultMessage: 'Su valoración se publicó.' },
  loadFailedTitle: {
    id: 'evaluation.evaluate.loadFailedTitle',
    defaultMessage: 'No se pudo abrir el pedido',
  },
  badOrderSn: {
    id: 'evaluation.evaluate.badOrderSn',
    defaultMessage: 'El enlace no indica un número de pedido válido.',
  },
  retry: { id: 'evaluation.evaluate.retry', defaultMessage: 'Reintentar' },
  backToOrders: { id: 'evaluation.evaluate.backToOrders', defaultMessage: 'Volver a Mis pedidos' },
  alreadyEvaluatedTitle: {
    id: 'evaluation.evaluate.alreadyEvaluatedTitle',
    defaultMessage: 'Ya valoró este pedido',
  },
  alreadyEvaluated: {
    id: 'evaluation.evaluate.alreadyEvaluated',
    defaultMessage: 'Cada pedido se valora una sola vez. Puede ver su valoración en Mis valoraciones.',
  },
  notEvaluableTitle: {
    id: 'evaluation.evaluate.notEvaluableTitle',
    defaultMessage: 'Este pedido no está pendiente de valoración',
  },
  notEvaluable: {
    id: 'evaluation.evaluate.notEvaluable',
    defaultMessage:
      'Solo se valoran los pedidos recibidos, una vez confirmada la recepción. Estado actual: {state}.',
  },
  toEvaluations: { id: 'evaluation.evaluate.toEvaluations', defaultMessage: 'Ir a Mis valoraciones' },
})

/** The store ratings and product scores of the form (issue 16 item 8). */
export const evaluateScoreMessages = defineMessages({
  storeHeading: { id: 'evaluation.scores.storeHeading', defaultMessage: 'Valoración de la tienda' },
  description: { id: 'evaluation.scores.description', defaultMessage: 'Descripción del producto' },
  service: { id: 'evaluation.scores.service', defaultMessage: 'Atención del proveedor' },
  delivery: { id: 'evaluation.scores.delivery', defaultMessage: 'Velocidad de entrega' },
  productsHeading: { id: 'evaluation.scores.productsHeading', defaultMessage: 'Valoración de los productos' },
  productsHint: {
    id: 'evaluation.scores.productsHint',
    defaultMessage:
      'Cada producto empieza con 5 estrellas; cámbielas si lo desea. Comentario y fotos opcionales.',
  },
  productScore: { id: 'evaluation.scores.productScore', defaultMessage: 'Puntuación de {goods}' },
  productContent: { id: 'evaluation.scores.productContent', defaultMessage: 'Comentario sobre {goods}' },
  productPhotos: { id: 'evaluation.scores.productPhotos', defaultMessage: 'Fotos de {goods} (opcional)' },
})

/** /member/order/evaluation — pending orders and the member's evaluations. */
export const evaluationListMessages = defineMessages({
  title: { id: 'evaluation.list.title', defaultMessage: 'Valoraciones' },
  tabsLabel: { id: 'evaluation.list.tabsLabel', defaultMessage: 'Valoraciones' },
  tabPending: { id: 'evaluation.list.tabPending', defaultMessage: 'Pendientes de valorar' },
  tabMine: { id: 'evaluation.list.tabMine', defaultMessage: 'Mis valoraciones' },
  evaluate: { id: 'evaluation.list.evaluate', defaultMessage: 'Valorar' },
  evaluateHidden: { id: 'evaluation.list.evaluateHidden', defaultMessage: 'el pedido {orderSn}' },
  state: { id: 'evaluation.list.state', defaultMessage: 'Estado: {state}' },
  typeReservation: { id: 'evaluation.list.typeReservation', defaultMessage: 'Pedido de reserva' },
  evaluatedAt: { id: 'evaluation.list.evaluatedAt', defaultMessage: 'Valorado el {date}' },
  stars: { id: 'evaluation.list.stars', defaultMessage: '{score, number} de 5 estrellas' },
  labelledStars: { id: 'evaluation.list.labelledStars', defaultMessage: '{label}: {stars}' },
  storeScoresLabel: { id: 'evaluation.list.storeScores', defaultMessage: 'Valoración de la tienda' },
  productScoresLabel: {
    id: 'evaluation.list.productScores',
    defaultMessage: 'Valoración de los productos del pedido {orderSn}',
  },
  productPhotosLabel: { id: 'evaluation.list.productPhotos', defaultMessage: 'Fotos de {goods}' },
  productPhotoAlt: {
    id: 'evaluation.list.productPhotoAlt',
    defaultMessage: 'Foto {index, number} de {goods}',
  },
  noContent: { id: 'evaluation.list.noContent', defaultMessage: 'Sin comentario.' },
  photosLabel: {
    id: 'evaluation.list.photosLabel',
    defaultMessage: 'Fotos de la valoración del pedido {orderSn}',
  },
  photoAlt: {
    id: 'evaluation.list.photoAlt',
    defaultMessage: 'Foto {index, number} de la valoración del pedido {orderSn}',
  },
  emptyPending: {
    id: 'evaluation.list.emptyPending',
    defaultMessage: 'No tiene pedidos pendientes de valorar.',
  },
  emptyMine: { id: 'evaluation.list.emptyMine', defaultMessage: 'Aún no ha publicado ninguna valoración.' },
  toOrders: { id: 'evaluation.list.toOrders', defaultMessage: 'Ir a Mis pedidos' },
  loading: { id: 'evaluation.list.loading', defaultMessage: 'Cargando...' },
  results: {
    id: 'evaluation.list.results',
    defaultMessage: '{total, plural, one {# resultado} other {# resultados}}',
  },
})
