// Texts of the control panel's optimisation section (issue 28 item 4): they live in the control panel's
// dictionary.
import { defineMessages } from '../../src/lib/intl'

export const optimizePanelMessages = defineMessages({
  title: { id: 'mockPanel.optimize.title', defaultMessage: 'Propuestas de optimización (como proveedor)' },
  refresh: { id: 'mockPanel.optimize.refresh', defaultMessage: 'Actualizar propuestas de optimización' },
  empty: { id: 'mockPanel.optimize.empty', defaultMessage: 'No hay propuestas de optimización.' },
  product: { id: 'mockPanel.optimize.product', defaultMessage: 'Producto' },
  notes: { id: 'mockPanel.optimize.notes', defaultMessage: 'Notas' },
  alternatives: { id: 'mockPanel.optimize.alternatives', defaultMessage: 'Alternativas' },
  images: { id: 'mockPanel.optimize.images', defaultMessage: 'Imágenes' },
  state: { id: 'mockPanel.optimize.state', defaultMessage: 'Estado' },
  sentAt: { id: 'mockPanel.optimize.sentAt', defaultMessage: 'Enviada' },
  reason: { id: 'mockPanel.optimize.reason', defaultMessage: 'Respuesta (obligatoria al rechazar)' },
  reasonFor: {
    id: 'mockPanel.optimize.reasonFor',
    defaultMessage: 'Respuesta a la propuesta de optimización {id}',
  },
  statePending: { id: 'mockPanel.optimize.state.pending', defaultMessage: 'Pendiente' },
  stateAccepted: { id: 'mockPanel.optimize.state.accepted', defaultMessage: 'Aceptada' },
  stateDeclined: { id: 'mockPanel.optimize.state.declined', defaultMessage: 'Rechazada' },
  accept: { id: 'mockPanel.optimize.accept', defaultMessage: 'Aceptar' },
  decline: { id: 'mockPanel.optimize.decline', defaultMessage: 'Rechazar' },
  acceptFor: {
    id: 'mockPanel.optimize.acceptFor',
    defaultMessage: 'Aceptar la propuesta {id} de {email}',
  },
  declineFor: {
    id: 'mockPanel.optimize.declineFor',
    defaultMessage: 'Rechazar la propuesta {id} de {email}',
  },
  done: { id: 'mockPanel.optimize.done', defaultMessage: 'Propuesta {id} de {email}: {state}.' },
})
