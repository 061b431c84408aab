// Texts of /member/matCode (issue 27 item 3; GLOSSARY.md "Códigos de material / Importar / Descargar plantilla").
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../lib/intl'

addMessages(memberPart)

export const materialCodeMessages = defineMessages({
  title: { id: 'member.matCode.title', defaultMessage: 'Códigos de material' },
  lead: {
    id: 'member.matCode.lead',
    defaultMessage:
      'Sus propios códigos para los productos del catálogo. Úselos en el pedido rápido en lugar del código del producto.',
  },
  add: { id: 'member.matCode.add', defaultMessage: 'Añadir código' },
  listTitle: { id: 'member.matCode.listTitle', defaultMessage: 'Sus códigos' },
  listCaption: { id: 'member.matCode.listCaption', defaultMessage: 'Códigos de material' },
  searchLabel: { id: 'member.matCode.searchLabel', defaultMessage: 'Buscar código o producto' },
  search: { id: 'member.matCode.search', defaultMessage: 'Buscar' },
  clearSearch: { id: 'member.matCode.clearSearch', defaultMessage: 'Ver todos' },
  empty: { id: 'member.matCode.empty', defaultMessage: 'Todavía no tiene códigos de material' },
  emptyText: {
    id: 'member.matCode.emptyText',
    defaultMessage: 'Añádalos uno a uno o importe una hoja de Excel con la plantilla.',
  },
  noMatch: { id: 'member.matCode.noMatch', defaultMessage: 'Ningún código coincide con «{keyword}»' },
  colCode: { id: 'member.matCode.colCode', defaultMessage: 'Código de material' },
  colSku: { id: 'member.matCode.colSku', defaultMessage: 'Código de producto (SKU)' },
  colProduct: { id: 'member.matCode.colProduct', defaultMessage: 'Producto' },
  colDescription: { id: 'member.matCode.colDescription', defaultMessage: 'Descripción' },
  colCreated: { id: 'member.matCode.colCreated', defaultMessage: 'Creado' },
  colActions: { id: 'member.matCode.colActions', defaultMessage: 'Acciones' },
  edit: { id: 'member.matCode.edit', defaultMessage: 'Editar' },
  editFor: { id: 'member.matCode.editFor', defaultMessage: 'Editar {code}' },
  delete: { id: 'member.matCode.delete', defaultMessage: 'Eliminar' },
  deleteFor: { id: 'member.matCode.deleteFor', defaultMessage: 'Eliminar {code}' },
  deleteQuestion: { id: 'member.matCode.deleteQuestion', defaultMessage: '¿Eliminar el código {code}?' },
  deleteText: {
    id: 'member.matCode.deleteText',
    defaultMessage: 'El pedido rápido dejará de reconocerlo. El producto sigue en el catálogo.',
  },
  addTitle: { id: 'member.matCode.addTitle', defaultMessage: 'Añadir código de material' },
  descriptionHint: {
    id: 'member.matCode.descriptionHint',
    defaultMessage: 'Opcional, hasta 100 caracteres.',
  },
  skuHint: {
    id: 'member.matCode.skuHint',
    defaultMessage: 'El código del producto en el catálogo, p. ej. PC-000123-1.',
  },
  save: { id: 'member.matCode.save', defaultMessage: 'Guardar' },
  saving: { id: 'member.matCode.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'member.matCode.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'member.matCode.close', defaultMessage: 'Cerrar' },
  dismiss: { id: 'member.matCode.dismiss', defaultMessage: 'Cerrar aviso' },
  importTitle: { id: 'member.matCode.importTitle', defaultMessage: 'Importar' },
  importLead: {
    id: 'member.matCode.importLead',
    defaultMessage:
      'Suba una hoja de Excel (.xls o .xlsx) con la plantilla: una fila por código, hasta {max, number} filas. Antes de guardar verá cada fila con su comprobación.',
  },
  template: { id: 'member.matCode.template', defaultMessage: 'Descargar plantilla' },
  templateFile: { id: 'member.matCode.templateFile', defaultMessage: 'plantilla-codigos-de-material.xls' },
  templateSheet: { id: 'member.matCode.templateSheet', defaultMessage: 'Códigos' },
  templateExample: { id: 'member.matCode.templateExample', defaultMessage: 'Ejemplo: bórrelo' },
  fileLabel: { id: 'member.matCode.fileLabel', defaultMessage: 'Archivo de códigos' },
  fileButton: { id: 'member.matCode.fileButton', defaultMessage: 'Elegir archivo .xls' },
  fileHint: { id: 'member.matCode.fileHint', defaultMessage: 'Excel .xls o .xlsx, hasta {max, number} MB.' },
  reading: { id: 'member.matCode.reading', defaultMessage: 'Leyendo el archivo…' },
  previewTitle: { id: 'member.matCode.previewTitle', defaultMessage: 'Vista previa de {name}' },
  previewSummary: {
    id: 'member.matCode.previewSummary',
    defaultMessage:
      '{total, plural, one {# fila} other {# filas}}: {good, plural, one {# correcta} other {# correctas}}, {bad, plural, =0 {ninguna con errores} one {# con errores} other {# con errores}}. Solo se guardarán las filas correctas.',
  },
  headerRow: {
    id: 'member.matCode.headerRow',
    defaultMessage: 'La fila 1 se tomó como encabezado y no se guarda: {cells}.',
  },
  badTitle: { id: 'member.matCode.badTitle', defaultMessage: 'Filas con errores' },
  goodTitle: {
    id: 'member.matCode.goodTitle',
    defaultMessage: 'Filas correctas ({count, number})',
  },
  colLine: { id: 'member.matCode.colLine', defaultMessage: 'Fila' },
  colProblem: { id: 'member.matCode.colProblem', defaultMessage: 'Error' },
  emptyCell: { id: 'member.matCode.emptyCell', defaultMessage: '(vacía)' },
  kindEmptyCell: { id: 'member.matCode.kind.emptyCell', defaultMessage: 'Celda vacía' },
  kindInvalid: { id: 'member.matCode.kind.invalid', defaultMessage: 'Formato' },
  kindDuplicateExisting: { id: 'member.matCode.kind.duplicateExisting', defaultMessage: 'Código duplicado' },
  kindDuplicateInFile: {
    id: 'member.matCode.kind.duplicateInFile',
    defaultMessage: 'Repetido en el archivo',
  },
  kindUnknownSku: { id: 'member.matCode.kind.unknownSku', defaultMessage: 'SKU desconocido' },
  confirmImport: {
    id: 'member.matCode.confirmImport',
    defaultMessage: 'Guardar {count, plural, one {# código correcto} other {# códigos correctos}}',
  },
  noGoodRows: {
    id: 'member.matCode.noGoodRows',
    defaultMessage: 'Ninguna fila es correcta: corrija el archivo y súbalo de nuevo.',
  },
  cancelImport: { id: 'member.matCode.cancelImport', defaultMessage: 'Descartar' },
  savingImport: { id: 'member.matCode.savingImport', defaultMessage: 'Guardando los códigos…' },
  importDone: {
    id: 'member.matCode.importDone',
    defaultMessage: '{count, plural, one {Se guardó # código} other {Se guardaron # códigos}} de {name}.',
  },
  importAnother: { id: 'member.matCode.importAnother', defaultMessage: 'Importar otro archivo' },
  importFailed: {
    id: 'member.matCode.importFailed',
    defaultMessage: 'No se importó {name}: nada se ha guardado.',
  },
  retryImport: { id: 'member.matCode.retryImport', defaultMessage: 'Reintentar' },
})
