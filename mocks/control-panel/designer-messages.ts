// Texts of the control panel's designer-application section (issue 27 item 5): they live in the control panel's
// dictionary.
import { defineMessages } from '../../src/lib/intl'

export const designerPanelMessages = defineMessages({
  title: { id: 'mockPanel.designers.title', defaultMessage: 'Solicitudes de diseñador (como plataforma)' },
  refresh: { id: 'mockPanel.designers.refresh', defaultMessage: 'Actualizar solicitudes de diseñador' },
  empty: { id: 'mockPanel.designers.empty', defaultMessage: 'No hay solicitudes de diseñador.' },
  member: { id: 'mockPanel.designers.member', defaultMessage: 'Miembro' },
  name: { id: 'mockPanel.designers.name', defaultMessage: 'Nombre' },
  specialty: { id: 'mockPanel.designers.specialty', defaultMessage: 'Especialidad' },
  images: { id: 'mockPanel.designers.images', defaultMessage: 'Imágenes' },
  state: { id: 'mockPanel.designers.state', defaultMessage: 'Estado' },
  sentAt: { id: 'mockPanel.designers.sentAt', defaultMessage: 'Enviada' },
  reason: { id: 'mockPanel.designers.reason', defaultMessage: 'Motivo del rechazo' },
  reasonFor: {
    id: 'mockPanel.designers.reasonFor',
    defaultMessage: 'Motivo del rechazo de la solicitud {id}',
  },
  stateInReview: { id: 'mockPanel.designers.state.inReview', defaultMessage: 'En revisión' },
  stateApproved: { id: 'mockPanel.designers.state.approved', defaultMessage: 'Aprobada' },
  stateRejected: { id: 'mockPanel.designers.state.rejected', defaultMessage: 'Rechazada' },
  approve: { id: 'mockPanel.designers.approve', defaultMessage: 'Aprobar' },
  reject: { id: 'mockPanel.designers.reject', defaultMessage: 'Rechazar' },
  approveFor: {
    id: 'mockPanel.designers.approveFor',
    defaultMessage: 'Aprobar la solicitud de diseñador de {email}',
  },
  rejectFor: {
    id: 'mockPanel.designers.rejectFor',
    defaultMessage: 'Rechazar la solicitud de diseñador de {email}',
  },
  done: { id: 'mockPanel.designers.done', defaultMessage: 'Solicitud de {email}: {state}.' },
})
