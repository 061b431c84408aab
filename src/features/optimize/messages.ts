// Texts of the designer optimisation screens (issue 28 item 4): /prototype/optimize/index, history, hisDetail.
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import designersPart from '../../i18n/parts/designers.json' with { type: 'json' }

addMessages(designersPart)

export const optimizeMessages = defineMessages({
  title: { id: 'designers.optimize.title', defaultMessage: 'Proponer una optimización' },
  lead: {
    id: 'designers.optimize.lead',
    defaultMessage:
      'Explique al proveedor cómo mejorar este producto: sus notas, imágenes y, si quiere, otros productos del catálogo como alternativa.',
  },
  productTitle: { id: 'designers.optimize.productTitle', defaultMessage: 'Producto' },
  productImageAlt: { id: 'designers.optimize.productImageAlt', defaultMessage: 'Foto de {name}' },
  notes: { id: 'designers.optimize.notes', defaultMessage: 'Notas de la optimización' },
  notesHint: { id: 'designers.optimize.notesHint', defaultMessage: 'Entre 10 y 500 caracteres.' },
  images: { id: 'designers.optimize.images', defaultMessage: 'Imágenes' },
  imagesButton: { id: 'designers.optimize.imagesButton', defaultMessage: 'Añadir imágenes' },
  imagesCount: {
    id: 'designers.optimize.imagesCount',
    defaultMessage: '{count, plural, =0 {Ninguna imagen} one {# imagen} other {# imágenes}}',
  },
  imagesHint: {
    id: 'designers.optimize.imagesHint',
    defaultMessage: 'PNG o JPG de hasta 1 MB; como máximo {max, number}. Opcional.',
  },
  imagesUploading: { id: 'designers.optimize.imagesUploading', defaultMessage: 'Subiendo imágenes…' },
  imageAlt: { id: 'designers.optimize.imageAlt', defaultMessage: 'Imagen {n, number} de la propuesta' },
  removeImage: { id: 'designers.optimize.removeImage', defaultMessage: 'Quitar la imagen {n, number}' },
  alternativesTitle: { id: 'designers.optimize.alternativesTitle', defaultMessage: 'Alternativas' },
  alternativesHint: {
    id: 'designers.optimize.alternativesHint',
    defaultMessage:
      'Busque en el catálogo hasta {max, number} productos que el proveedor podría ofrecer en su lugar.',
  },
  searchLabel: { id: 'designers.optimize.searchLabel', defaultMessage: 'Producto del catálogo' },
  searchButton: { id: 'designers.optimize.searchButton', defaultMessage: 'Buscar alternativas' },
  searching: { id: 'designers.optimize.searching', defaultMessage: 'Buscando…' },
  resultsCaption: { id: 'designers.optimize.resultsCaption', defaultMessage: 'Productos encontrados' },
  noResults: {
    id: 'designers.optimize.noResults',
    defaultMessage: 'Ningún producto coincide con «{keyword}».',
  },
  add: { id: 'designers.optimize.add', defaultMessage: 'Añadir' },
  addFor: { id: 'designers.optimize.addFor', defaultMessage: 'Añadir {name} como alternativa' },
  chosenCaption: { id: 'designers.optimize.chosenCaption', defaultMessage: 'Alternativas elegidas' },
  noneChosen: { id: 'designers.optimize.noneChosen', defaultMessage: 'Aún no ha elegido alternativas.' },
  remove: { id: 'designers.optimize.remove', defaultMessage: 'Quitar' },
  removeFor: { id: 'designers.optimize.removeFor', defaultMessage: 'Quitar {name} de las alternativas' },
  colProduct: { id: 'designers.optimize.colProduct', defaultMessage: 'Producto' },
  colStore: { id: 'designers.optimize.colStore', defaultMessage: 'Tienda' },
  colPrice: { id: 'designers.optimize.colPrice', defaultMessage: 'Precio desde' },
  priceFrom: { id: 'designers.optimize.priceFrom', defaultMessage: 'desde {price}' },
  colAction: { id: 'designers.optimize.colAction', defaultMessage: 'Acción' },
  submit: { id: 'designers.optimize.submit', defaultMessage: 'Enviar la propuesta' },
  submitting: { id: 'designers.optimize.submitting', defaultMessage: 'Enviando…' },
  sentTitle: { id: 'designers.optimize.sentTitle', defaultMessage: 'Propuesta enviada' },
  sentText: {
    id: 'designers.optimize.sentText',
    defaultMessage: 'El proveedor la revisará; verá su respuesta en el historial.',
  },
  toDetail: { id: 'designers.optimize.toDetail', defaultMessage: 'Ver la propuesta' },
  toHistory: { id: 'designers.optimize.toHistory', defaultMessage: 'Historial de optimización' },
  toProduct: { id: 'designers.optimize.toProduct', defaultMessage: 'Volver al producto' },
  historyTitle: { id: 'designers.optimize.historyTitle', defaultMessage: 'Historial de optimización' },
  historyLead: {
    id: 'designers.optimize.historyLead',
    defaultMessage: 'Sus propuestas de optimización y la respuesta de cada proveedor.',
  },
  historyCaption: { id: 'designers.optimize.historyCaption', defaultMessage: 'Propuestas de optimización' },
  historyEmpty: {
    id: 'designers.optimize.historyEmpty',
    defaultMessage: 'Aún no ha propuesto optimizaciones.',
  },
  historyEmptyHint: {
    id: 'designers.optimize.historyEmptyHint',
    defaultMessage: 'En la página de un producto, elija «Optimización de selección».',
  },
  filterLabel: { id: 'designers.optimize.filterLabel', defaultMessage: 'Estado' },
  filterAll: { id: 'designers.optimize.filterAll', defaultMessage: 'Todas' },
  colDate: { id: 'designers.optimize.colDate', defaultMessage: 'Fecha' },
  colState: { id: 'designers.optimize.colState', defaultMessage: 'Estado' },
  open: { id: 'designers.optimize.open', defaultMessage: 'Ver' },
  openFor: { id: 'designers.optimize.openFor', defaultMessage: 'Ver la propuesta sobre {name}' },
  state1: { id: 'designers.optimize.state1', defaultMessage: 'Pendiente' },
  state2: { id: 'designers.optimize.state2', defaultMessage: 'Aceptada' },
  state3: { id: 'designers.optimize.state3', defaultMessage: 'Rechazada' },
  detailTitle: { id: 'designers.optimize.detailTitle', defaultMessage: 'Detalle de optimización' },
  back: { id: 'designers.optimize.back', defaultMessage: 'Historial de optimización' },
  stateLabel: { id: 'designers.optimize.stateLabel', defaultMessage: 'Estado' },
  sentAt: { id: 'designers.optimize.sentAt', defaultMessage: 'Enviada' },
  answeredAt: { id: 'designers.optimize.answeredAt', defaultMessage: 'Respondida' },
  proposalTitle: { id: 'designers.optimize.proposalTitle', defaultMessage: 'Su propuesta' },
  answerTitle: { id: 'designers.optimize.answerTitle', defaultMessage: 'Respuesta del proveedor' },
  answerPending: {
    id: 'designers.optimize.answerPending',
    defaultMessage: 'El proveedor aún no ha respondido.',
  },
  answerAccepted: {
    id: 'designers.optimize.answerAccepted',
    defaultMessage: 'El proveedor aceptó la propuesta.',
  },
  answerDeclined: {
    id: 'designers.optimize.answerDeclined',
    defaultMessage: 'El proveedor rechazó la propuesta.',
  },
  answerWords: { id: 'designers.optimize.answerWords', defaultMessage: 'Motivo o comentario: {answer}' },
  noImages: { id: 'designers.optimize.noImages', defaultMessage: 'Sin imágenes.' },
})
