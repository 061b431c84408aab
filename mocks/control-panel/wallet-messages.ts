// Texts of the control panel's top-up section (issue 12 item 2): they live in the control panel's dictionary.
import { defineMessages } from '../../src/lib/intl'

export const walletPanelMessages = defineMessages({
  title: { id: 'mockPanel.recharges.title', defaultMessage: 'Recargas por transferencia (como plataforma)' },
  refresh: { id: 'mockPanel.recharges.refresh', defaultMessage: 'Actualizar recargas' },
  empty: { id: 'mockPanel.recharges.empty', defaultMessage: 'No hay recargas pendientes de confirmación.' },
  member: { id: 'mockPanel.recharges.member', defaultMessage: 'Comprador' },
  amount: { id: 'mockPanel.recharges.amount', defaultMessage: 'Importe' },
  submittedAt: { id: 'mockPanel.recharges.submittedAt', defaultMessage: 'Enviada' },
  voucher: { id: 'mockPanel.recharges.voucher', defaultMessage: 'Comprobante' },
  voucherAlt: { id: 'mockPanel.recharges.voucherAlt', defaultMessage: 'Comprobante de la recarga {sn}' },
  reason: { id: 'mockPanel.recharges.reason', defaultMessage: 'Motivo del rechazo' },
  confirm: { id: 'mockPanel.recharges.confirm', defaultMessage: 'Confirmar recarga' },
  confirmFor: { id: 'mockPanel.recharges.confirmFor', defaultMessage: 'Confirmar recarga {sn}' },
  reject: { id: 'mockPanel.recharges.reject', defaultMessage: 'Rechazar recarga' },
  rejectFor: { id: 'mockPanel.recharges.rejectFor', defaultMessage: 'Rechazar recarga {sn}' },
  confirmed: { id: 'mockPanel.recharges.confirmed', defaultMessage: 'Recarga {sn} confirmada.' },
  rejected: { id: 'mockPanel.recharges.rejected', defaultMessage: 'Recarga {sn} rechazada.' },
})
