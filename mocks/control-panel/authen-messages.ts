// Texts of the control panel's member-authentication section (issue 27 item 4): they live in the control
// panel's dictionary.
import { defineMessages } from '../../src/lib/intl'

export const authenPanelMessages = defineMessages({
  title: { id: 'mockPanel.authen.title', defaultMessage: 'Certificaciones de miembros (como plataforma)' },
  refresh: { id: 'mockPanel.authen.refresh', defaultMessage: 'Actualizar certificaciones' },
  empty: { id: 'mockPanel.authen.empty', defaultMessage: 'No hay certificaciones enviadas.' },
  member: { id: 'mockPanel.authen.member', defaultMessage: 'Miembro' },
  type: { id: 'mockPanel.authen.type', defaultMessage: 'Tipo' },
  typePersonal: { id: 'mockPanel.authen.typePersonal', defaultMessage: 'Identidad personal' },
  typeEnterprise: { id: 'mockPanel.authen.typeEnterprise', defaultMessage: 'Certificación de empresa' },
  state: { id: 'mockPanel.authen.state', defaultMessage: 'Estado' },
  statePending: { id: 'mockPanel.authen.statePending', defaultMessage: 'En revisión' },
  stateApproved: { id: 'mockPanel.authen.stateApproved', defaultMessage: 'Aprobada' },
  stateRejected: { id: 'mockPanel.authen.stateRejected', defaultMessage: 'Rechazada' },
  name: { id: 'mockPanel.authen.name', defaultMessage: 'Nombre' },
  document: { id: 'mockPanel.authen.document', defaultMessage: 'Documento o registro' },
  reason: { id: 'mockPanel.authen.reason', defaultMessage: 'Motivo del rechazo' },
  submittedAt: { id: 'mockPanel.authen.submittedAt', defaultMessage: 'Enviada' },
  licence: { id: 'mockPanel.authen.licence', defaultMessage: 'Ver la licencia' },
  reasonFor: { id: 'mockPanel.authen.reasonFor', defaultMessage: 'Motivo del rechazo para {email}' },
  approve: { id: 'mockPanel.authen.approve', defaultMessage: 'Aprobar' },
  reject: { id: 'mockPanel.authen.reject', defaultMessage: 'Rechazar' },
  approveFor: { id: 'mockPanel.authen.approveFor', defaultMessage: 'Aprobar la certificación de {email}' },
  rejectFor: { id: 'mockPanel.authen.rejectFor', defaultMessage: 'Rechazar la certificación de {email}' },
  done: { id: 'mockPanel.authen.done', defaultMessage: 'Certificación de {email}: {state}.' },
})
