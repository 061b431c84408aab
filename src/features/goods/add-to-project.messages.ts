// Texts of «Añadir a un proyecto» on the product page (issue 27 leftovers item 3).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import goodsPart from '../../i18n/parts/goods.json' with { type: 'json' }

addMessages(goodsPart)

export const addToProjectMessages = defineMessages({
  button: { id: 'goods.addToProject.button', defaultMessage: 'Añadir a un proyecto' },
  title: { id: 'goods.addToProject.title', defaultMessage: 'Añadir a un proyecto' },
  lead: {
    id: 'goods.addToProject.lead',
    defaultMessage:
      '{name}: elija el proyecto y la cantidad prevista. Si ya está en el proyecto, se cambia su cantidad.',
  },
  project: { id: 'goods.addToProject.project', defaultMessage: 'Proyecto' },
  chooseProject: { id: 'goods.addToProject.chooseProject', defaultMessage: 'Elija un proyecto' },
  quantity: { id: 'goods.addToProject.quantity', defaultMessage: 'Cantidad ({unit})' },
  quantityHint: {
    id: 'goods.addToProject.quantityHint',
    defaultMessage: 'Pedido mínimo {min, number}; en múltiplos de {min, number}.',
  },
  add: { id: 'goods.addToProject.add', defaultMessage: 'Añadir' },
  adding: { id: 'goods.addToProject.adding', defaultMessage: 'Añadiendo…' },
  cancel: { id: 'goods.addToProject.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'goods.addToProject.close', defaultMessage: 'Cerrar' },
  loading: { id: 'goods.addToProject.loading', defaultMessage: 'Cargando sus proyectos…' },
  none: {
    id: 'goods.addToProject.none',
    defaultMessage: 'Todavía no tiene proyectos. Cree uno en Mis proyectos y vuelva a este producto.',
  },
  toProjects: { id: 'goods.addToProject.toProjects', defaultMessage: 'Ir a Mis proyectos' },
  added: { id: 'goods.addToProject.added', defaultMessage: 'Añadido al proyecto «{name}».' },
  toProject: { id: 'goods.addToProject.toProject', defaultMessage: 'Ver el proyecto' },
})
