import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import quickOrderPart from '../../i18n/parts/quickOrder.json' with { type: 'json' }

addMessages(quickOrderPart)

export const quickOrderMessages = defineMessages({
  title: { id: 'quickOrder.page.title', defaultMessage: 'Pedido rápido' },
  intro: {
    id: 'quickOrder.page.intro',
    defaultMessage:
      'Introduzca el código de producto y la cantidad de cada artículo, o pegue varias filas a la vez.',
  },
  introMaterial: {
    id: 'quickOrder.page.introMaterial',
    defaultMessage:
      'Introduzca el código de producto, o su código de material, y la cantidad de cada artículo, o pegue varias filas a la vez.',
  },
  rowsCaption: { id: 'quickOrder.table.caption', defaultMessage: 'Filas del pedido rápido' },
  codeHeader: { id: 'quickOrder.table.productCode', defaultMessage: 'Código del producto' },
  /** an enterprise (memberType 3) may type one of its material codes instead (issue 27 item 3) */
  codeHeaderMaterial: { id: 'quickOrder.table.code', defaultMessage: 'Código del producto o de material' },
  quantityHeader: { id: 'quickOrder.table.quantity', defaultMessage: 'Cantidad' },
  productHeader: { id: 'quickOrder.table.product', defaultMessage: 'Producto' },
  priceHeader: { id: 'quickOrder.table.price', defaultMessage: 'Precio unitario' },
  actionsHeader: { id: 'quickOrder.table.actions', defaultMessage: 'Acciones' },
  codeLabel: { id: 'quickOrder.row.codeLabel', defaultMessage: 'Código del producto, fila {row, number}' },
  quantityLabel: { id: 'quickOrder.row.quantityLabel', defaultMessage: 'Cantidad, fila {row, number}' },
  removeRow: { id: 'quickOrder.row.remove', defaultMessage: 'Eliminar fila {row, number}' },
  removeRowText: { id: 'quickOrder.row.removeText', defaultMessage: 'Eliminar' },
  spec: { id: 'quickOrder.row.spec', defaultMessage: 'Especificación: {spec}' },
  materialSku: { id: 'quickOrder.row.materialSku', defaultMessage: 'Su código de material · SKU {sku}' },
  minimum: { id: 'quickOrder.row.minimum', defaultMessage: 'Pedido mínimo: {min, number} {unit}' },
  stock: { id: 'quickOrder.row.stock', defaultMessage: 'Stock: {stock, number}' },
  reserved: { id: 'quickOrder.row.reserved', defaultMessage: 'Producto de reserva' },
  notFound: { id: 'quickOrder.row.notFound', defaultMessage: 'El código no existe' },
  offShelf: { id: 'quickOrder.row.offShelf', defaultMessage: 'Producto retirado de la venta' },
  unchecked: { id: 'quickOrder.row.unchecked', defaultMessage: 'Sin comprobar' },
  addRow: { id: 'quickOrder.page.addRow', defaultMessage: 'Añadir fila' },
  pasteLabel: { id: 'quickOrder.page.pasteLabel', defaultMessage: 'Pegar filas' },
  pasteHint: {
    id: 'quickOrder.page.pasteHint',
    defaultMessage:
      'Una fila por línea: código y cantidad separados por tabulador, punto y coma, coma o espacios (máximo 200 filas).',
  },
  import: { id: 'quickOrder.page.import', defaultMessage: 'Importar' },
  check: { id: 'quickOrder.page.check', defaultMessage: 'Comprobar códigos' },
  addToCart: { id: 'quickOrder.page.addToCart', defaultMessage: 'Añadir al carrito' },
  createLink: { id: 'quickOrder.page.createLink', defaultMessage: 'Crear enlace de pedido rápido' },
  busy: { id: 'quickOrder.page.busy', defaultMessage: 'Procesando…' },
  added: {
    id: 'quickOrder.page.added',
    defaultMessage:
      '{added, plural, =0 {No se añadió ningún producto} one {Se añadió # producto} other {Se añadieron # productos}} al carrito.',
  },
  refused: {
    id: 'quickOrder.page.refused',
    defaultMessage: '{refused, plural, one {# fila fue rechazada} other {# filas fueron rechazadas}}.',
  },
  noValidRows: {
    id: 'quickOrder.page.noValidRows',
    defaultMessage: 'No hay filas válidas para añadir al carrito.',
  },
  fixRowsForLink: {
    id: 'quickOrder.page.fixRowsForLink',
    defaultMessage:
      'Para crear un enlace, cada fila debe tener un código y una cantidad entera entre 1 y 99.999.',
  },
  truncated: {
    id: 'quickOrder.page.truncated',
    defaultMessage: 'Se importaron solo las primeras filas: el pedido rápido admite como máximo 200 filas.',
  },
  linkTitle: { id: 'quickOrder.link.title', defaultMessage: 'Enlace de pedido rápido' },
  linkLabel: { id: 'quickOrder.link.label', defaultMessage: 'Dirección del enlace' },
  linkExpires: { id: 'quickOrder.link.expires', defaultMessage: 'Válido hasta el {date}' },
  copyLink: { id: 'quickOrder.link.copy', defaultMessage: 'Copiar enlace' },
  openLink: { id: 'quickOrder.link.open', defaultMessage: 'Abrir enlace' },
  copied: { id: 'quickOrder.link.copied', defaultMessage: 'Enlace copiado' },
  linkLoadError: {
    id: 'quickOrder.link.loadError',
    defaultMessage: 'No se pudo abrir el enlace de pedido rápido.',
  },
})
