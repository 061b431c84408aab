// Texts of /prototype/replacement/search and list (issue 28 item 5).
import { addMessages } from '../../i18n/dictionary'
import cataloguePart from '../../i18n/parts/catalogue.json' with { type: 'json' }
import { defineMessages } from '../../lib/intl'

addMessages(cataloguePart)

export const replacementMessages = defineMessages({
  searchTitle: { id: 'catalogue.replacement.searchTitle', defaultMessage: 'Buscar sustitutos' },
  searchLead: {
    id: 'catalogue.replacement.searchLead',
    defaultMessage:
      'Busque el producto que quiere sustituir. Le mostraremos los de su misma categoría, ordenados por cuántos atributos comparten con él.',
  },
  searchLabel: { id: 'catalogue.replacement.searchLabel', defaultMessage: 'Producto a sustituir' },
  search: { id: 'catalogue.replacement.search', defaultMessage: 'Buscar' },
  searching: { id: 'catalogue.replacement.searching', defaultMessage: 'Buscando…' },
  resultsTitle: { id: 'catalogue.replacement.resultsTitle', defaultMessage: 'Productos encontrados' },
  resultsCaption: { id: 'catalogue.replacement.resultsCaption', defaultMessage: 'Productos encontrados' },
  noResults: {
    id: 'catalogue.replacement.noResults',
    defaultMessage: 'Ningún producto coincide con «{keyword}».',
  },
  colProduct: { id: 'catalogue.replacement.colProduct', defaultMessage: 'Producto' },
  colPrice: { id: 'catalogue.replacement.colPrice', defaultMessage: 'Precio desde' },
  colMatch: { id: 'catalogue.replacement.colMatch', defaultMessage: 'Atributos que coinciden' },
  colDifferences: { id: 'catalogue.replacement.colDifferences', defaultMessage: 'Diferencias' },
  colActions: { id: 'catalogue.replacement.colActions', defaultMessage: 'Acciones' },
  findFor: { id: 'catalogue.replacement.findFor', defaultMessage: 'Buscar sustitutos de {name}' },
  find: { id: 'catalogue.replacement.find', defaultMessage: 'Buscar sustitutos' },
  listTitle: { id: 'catalogue.replacement.listTitle', defaultMessage: 'Productos sustitutos' },
  back: { id: 'catalogue.replacement.back', defaultMessage: 'Buscar sustitutos' },
  targetTitle: { id: 'catalogue.replacement.targetTitle', defaultMessage: 'Producto a sustituir' },
  category: { id: 'catalogue.replacement.category', defaultMessage: 'Categoría: {name}' },
  noAttributes: {
    id: 'catalogue.replacement.noAttributes',
    defaultMessage: 'Este producto no declara atributos: los sustitutos se ordenan por precio.',
  },
  candidatesTitle: { id: 'catalogue.replacement.candidatesTitle', defaultMessage: 'Sustitutos' },
  candidatesCaption: {
    id: 'catalogue.replacement.candidatesCaption',
    defaultMessage: 'Sustitutos, los que más atributos comparten primero',
  },
  matched: { id: 'catalogue.replacement.matched', defaultMessage: '{matched, number} de {compared, number}' },
  allMatch: { id: 'catalogue.replacement.allMatch', defaultMessage: 'Ninguna' },
  difference: {
    id: 'catalogue.replacement.difference',
    defaultMessage: '{name}: {offered} (busca {wanted})',
  },
  missing: { id: 'catalogue.replacement.missing', defaultMessage: '{name}: no indicado (busca {wanted})' },
  minBuy: { id: 'catalogue.replacement.minBuy', defaultMessage: 'Pedido mínimo: {min, number} {unit}' },
  empty: { id: 'catalogue.replacement.empty', defaultMessage: 'No hay otros productos en esta categoría' },
})
