// Texts of /member/project/list|detail and /member/regular/list (issue 27 item 6; GLOSSARY.md "Proyectos /
// Compras frecuentes"; SPEC.md §4 project states).
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../lib/intl'

addMessages(memberPart)

export const projectMessages = defineMessages({
  title: { id: 'member.project.title', defaultMessage: 'Mis proyectos' },
  lead: {
    id: 'member.project.lead',
    defaultMessage:
      'Agrupe los productos de cada obra o encargo, con su periodo, y añádalos al carrito de una vez.',
  },
  create: { id: 'member.project.create', defaultMessage: 'Nuevo proyecto' },
  listTitle: { id: 'member.project.listTitle', defaultMessage: 'Sus proyectos' },
  listCaption: { id: 'member.project.listCaption', defaultMessage: 'Proyectos' },
  filterLabel: { id: 'member.project.filterLabel', defaultMessage: 'Estado' },
  filterAll: { id: 'member.project.filterAll', defaultMessage: 'Todos' },
  empty: { id: 'member.project.empty', defaultMessage: 'Todavía no tiene proyectos' },
  emptyText: {
    id: 'member.project.emptyText',
    defaultMessage: 'Cree un proyecto y añada los productos que necesita para él.',
  },
  emptyFiltered: { id: 'member.project.emptyFiltered', defaultMessage: 'Ningún proyecto en este estado' },
  colName: { id: 'member.project.colName', defaultMessage: 'Proyecto' },
  colPeriod: { id: 'member.project.colPeriod', defaultMessage: 'Periodo' },
  colState: { id: 'member.project.colState', defaultMessage: 'Estado' },
  colProducts: { id: 'member.project.colProducts', defaultMessage: 'Productos' },
  colActions: { id: 'member.project.colActions', defaultMessage: 'Acciones' },
  period: { id: 'member.project.period', defaultMessage: '{start} a {end}' },
  open: { id: 'member.project.open', defaultMessage: 'Ver' },
  openFor: { id: 'member.project.openFor', defaultMessage: 'Ver el proyecto {name}' },
  delete: { id: 'member.project.delete', defaultMessage: 'Eliminar' },
  deleteFor: { id: 'member.project.deleteFor', defaultMessage: 'Eliminar el proyecto {name}' },
  deleteQuestion: { id: 'member.project.deleteQuestion', defaultMessage: '¿Eliminar el proyecto {name}?' },
  deleteText: {
    id: 'member.project.deleteText',
    defaultMessage:
      'Se pierde la lista de sus productos. Los productos siguen en el catálogo y en su carrito.',
  },
  stateNotStarted: { id: 'member.project.state.notStarted', defaultMessage: 'No iniciado' },
  stateInProgress: { id: 'member.project.state.inProgress', defaultMessage: 'En curso' },
  stateEnded: { id: 'member.project.state.ended', defaultMessage: 'Finalizado' },
  // the form
  createTitle: { id: 'member.project.createTitle', defaultMessage: 'Nuevo proyecto' },
  editTitle: { id: 'member.project.editTitle', defaultMessage: 'Editar el proyecto' },
  name: { id: 'member.project.name', defaultMessage: 'Nombre del proyecto' },
  nameHint: { id: 'member.project.nameHint', defaultMessage: 'Entre 1 y 50 caracteres.' },
  description: { id: 'member.project.description', defaultMessage: 'Descripción' },
  descriptionHint: {
    id: 'member.project.descriptionHint',
    defaultMessage: 'Opcional, hasta 500 caracteres.',
  },
  startDate: { id: 'member.project.startDate', defaultMessage: 'Fecha de inicio' },
  endDate: { id: 'member.project.endDate', defaultMessage: 'Fecha de fin' },
  save: { id: 'member.project.save', defaultMessage: 'Guardar' },
  createSubmit: { id: 'member.project.createSubmit', defaultMessage: 'Crear proyecto' },
  saving: { id: 'member.project.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'member.project.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'member.project.close', defaultMessage: 'Cerrar' },
  dismiss: { id: 'member.project.dismiss', defaultMessage: 'Cerrar aviso' },
  // the detail
  back: { id: 'member.project.back', defaultMessage: 'Mis proyectos' },
  edit: { id: 'member.project.edit', defaultMessage: 'Editar' },
  deleteProject: { id: 'member.project.deleteProject', defaultMessage: 'Eliminar proyecto' },
  summaryTitle: { id: 'member.project.summaryTitle', defaultMessage: 'Datos del proyecto' },
  noDescription: { id: 'member.project.noDescription', defaultMessage: 'Sin descripción.' },
  productsTitle: { id: 'member.project.productsTitle', defaultMessage: 'Productos del proyecto' },
  productsCaption: { id: 'member.project.productsCaption', defaultMessage: 'Productos del proyecto' },
  productsEmpty: {
    id: 'member.project.productsEmpty',
    defaultMessage: 'El proyecto todavía no tiene productos',
  },
  productsEmptyText: {
    id: 'member.project.productsEmptyText',
    defaultMessage: 'Búsquelos en el catálogo aquí abajo y añádalos con la cantidad que necesita.',
  },
  colProduct: { id: 'member.project.colProduct', defaultMessage: 'Producto' },
  colPrice: { id: 'member.project.colPrice', defaultMessage: 'Precio unitario' },
  colQuantity: { id: 'member.project.colQuantity', defaultMessage: 'Cantidad' },
  colSubtotal: { id: 'member.project.colSubtotal', defaultMessage: 'Subtotal' },
  minBuy: { id: 'member.project.minBuy', defaultMessage: 'Pedido mínimo: {min, number} {unit}' },
  offShelf: { id: 'member.project.offShelf', defaultMessage: 'No disponible' },
  remove: { id: 'member.project.remove', defaultMessage: 'Quitar' },
  removeFor: { id: 'member.project.removeFor', defaultMessage: 'Quitar {name} del proyecto' },
  addAllToCart: { id: 'member.project.addAllToCart', defaultMessage: 'Añadir los productos al carrito' },
  addingToCart: { id: 'member.project.addingToCart', defaultMessage: 'Añadiendo…' },
  total: { id: 'member.project.total', defaultMessage: 'Total estimado: {amount}' },
  cartAdded: {
    id: 'member.project.cartAdded',
    defaultMessage:
      '{count, plural, =0 {No se añadió ningún producto al carrito.} one {Se añadió # producto al carrito.} other {Se añadieron # productos al carrito.}}',
  },
  cartRefused: {
    id: 'member.project.cartRefused',
    defaultMessage:
      '{count, plural, one {Este producto no se pudo añadir:} other {Estos # productos no se pudieron añadir:}}',
  },
  goToCart: { id: 'member.project.goToCart', defaultMessage: 'Ir al carrito' },
  searchTitle: { id: 'member.project.searchTitle', defaultMessage: 'Añadir productos del catálogo' },
  searchLabel: { id: 'member.project.searchLabel', defaultMessage: 'Buscar en el catálogo' },
  search: { id: 'member.project.search', defaultMessage: 'Buscar' },
  searching: { id: 'member.project.searching', defaultMessage: 'Buscando…' },
  noResults: { id: 'member.project.noResults', defaultMessage: 'Ningún producto coincide con «{keyword}».' },
  resultsCaption: { id: 'member.project.resultsCaption', defaultMessage: 'Resultados de la búsqueda' },
  quantityFor: { id: 'member.project.quantityFor', defaultMessage: 'Cantidad de {name}' },
  // a line's quantity edited in place (issue 27 leftovers item 4)
  lineQuantityFor: {
    id: 'member.project.lineQuantityFor',
    defaultMessage: 'Cantidad prevista de {name} ({unit})',
  },
  saveQuantity: { id: 'member.project.saveQuantity', defaultMessage: 'Guardar' },
  saveQuantityFor: { id: 'member.project.saveQuantityFor', defaultMessage: 'Guardar la cantidad de {name}' },
  add: { id: 'member.project.add', defaultMessage: 'Añadir' },
  addFor: { id: 'member.project.addFor', defaultMessage: 'Añadir {name} al proyecto' },
  attached: { id: 'member.project.attached', defaultMessage: 'En el proyecto' },
  fromCatalogue: {
    id: 'member.project.fromCatalogue',
    defaultMessage: 'También puede abrir un producto del catálogo y volver aquí con su código.',
  },
  loadFailed: { id: 'member.project.loadFailed', defaultMessage: 'No se pudo cargar el proyecto.' },
})

export const regularMessages = defineMessages({
  title: { id: 'member.regular.title', defaultMessage: 'Compras frecuentes' },
  lead: {
    id: 'member.regular.lead',
    defaultMessage:
      'Listas de productos que compra a menudo, con sus cantidades. Guarde las líneas de un pedido desde su detalle («Guardar como lista») y vuelva a pedirlas con un clic.',
  },
  listCaption: { id: 'member.regular.listCaption', defaultMessage: 'Listas de compras frecuentes' },
  listTitle: { id: 'member.regular.listTitle', defaultMessage: 'Sus listas' },
  empty: { id: 'member.regular.empty', defaultMessage: 'Todavía no tiene listas de compras frecuentes' },
  emptyText: {
    id: 'member.regular.emptyText',
    defaultMessage: 'Abra un pedido de «Mis pedidos» y pulse «Guardar como lista».',
  },
  goToOrders: { id: 'member.regular.goToOrders', defaultMessage: 'Ir a Mis pedidos' },
  lines: {
    id: 'member.regular.lines',
    defaultMessage: '{count, plural, one {# producto} other {# productos}}',
  },
  fromOrder: { id: 'member.regular.fromOrder', defaultMessage: 'Guardada del pedido {orderSn}' },
  addToCart: { id: 'member.regular.addToCart', defaultMessage: 'Añadir todo al carrito' },
  addToCartFor: { id: 'member.regular.addToCartFor', defaultMessage: 'Añadir todo {name} al carrito' },
  rename: { id: 'member.regular.rename', defaultMessage: 'Renombrar' },
  renameFor: { id: 'member.regular.renameFor', defaultMessage: 'Renombrar {name}' },
  renameTitle: { id: 'member.regular.renameTitle', defaultMessage: 'Renombrar la lista' },
  name: { id: 'member.regular.name', defaultMessage: 'Nombre de la lista' },
  delete: { id: 'member.regular.delete', defaultMessage: 'Eliminar' },
  deleteFor: { id: 'member.regular.deleteFor', defaultMessage: 'Eliminar {name}' },
  deleteQuestion: { id: 'member.regular.deleteQuestion', defaultMessage: '¿Eliminar la lista {name}?' },
  deleteText: {
    id: 'member.regular.deleteText',
    defaultMessage: 'Los productos siguen en el catálogo y el pedido del que salió no cambia.',
  },
  cartResultTitle: { id: 'member.regular.cartResultTitle', defaultMessage: 'Lista «{name}» y el carrito' },
})
