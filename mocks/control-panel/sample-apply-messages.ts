// Texts of the control panel's sample-application section (issue 28 item 3): they live in the control panel's
// dictionary; the states' labels come from the application's lifecycle (machines/sample-apply).
import { defineMessages } from '../../src/lib/intl'

export const sampleApplyPanelMessages = defineMessages({
  title: { id: 'mockPanel.sampleApplies.title', defaultMessage: 'Solicitudes de muestras (como proveedor)' },
  refresh: { id: 'mockPanel.sampleApplies.refresh', defaultMessage: 'Actualizar solicitudes de muestras' },
  empty: { id: 'mockPanel.sampleApplies.empty', defaultMessage: 'No hay solicitudes de muestras.' },
  member: { id: 'mockPanel.sampleApplies.member', defaultMessage: 'Comprador' },
  goods: { id: 'mockPanel.sampleApplies.goods', defaultMessage: 'Muestras' },
  state: { id: 'mockPanel.sampleApplies.state', defaultMessage: 'Estado' },
  amount: { id: 'mockPanel.sampleApplies.amount', defaultMessage: 'Importe' },
  placedAt: { id: 'mockPanel.sampleApplies.placedAt', defaultMessage: 'Solicitada' },
  unknownState: { id: 'mockPanel.sampleApplies.unknownState', defaultMessage: 'Estado {code}' },
  approve: { id: 'mockPanel.sampleApplies.approve', defaultMessage: 'Aprobar' },
  reject: { id: 'mockPanel.sampleApplies.reject', defaultMessage: 'Rechazar' },
  ship: { id: 'mockPanel.sampleApplies.ship', defaultMessage: 'Enviar muestras' },
  approveFor: { id: 'mockPanel.sampleApplies.approveFor', defaultMessage: 'Aprobar la solicitud {sn}' },
  rejectFor: { id: 'mockPanel.sampleApplies.rejectFor', defaultMessage: 'Rechazar la solicitud {sn}' },
  shipFor: {
    id: 'mockPanel.sampleApplies.shipFor',
    defaultMessage: 'Enviar las muestras de la solicitud {sn}',
  },
  done: { id: 'mockPanel.sampleApplies.done', defaultMessage: 'Solicitud {sn}: {state}.' },
})
