import { defineMessages } from '../../src/lib/intl'

export const panelMessages = defineMessages({
  toggle: { id: 'mockPanel.toggle', defaultMessage: 'Panel de simulación' },
  title: { id: 'mockPanel.title', defaultMessage: 'Panel de simulación (solo datos de prueba)' },
  clockTitle: { id: 'mockPanel.clock.title', defaultMessage: 'Reloj simulado' },
  clockNow: { id: 'mockPanel.clock.now', defaultMessage: 'Hora simulada: {now}' },
  clockOffset: { id: 'mockPanel.clock.offset', defaultMessage: 'Adelanto: {hours, number} h' },
  advance1: { id: 'mockPanel.clock.advance1', defaultMessage: 'Adelantar 1 hora' },
  advance24: { id: 'mockPanel.clock.advance24', defaultMessage: 'Adelantar 24 horas' },
  hoursLabel: { id: 'mockPanel.clock.hoursLabel', defaultMessage: 'Horas a adelantar' },
  advanceCustom: { id: 'mockPanel.clock.advanceCustom', defaultMessage: 'Adelantar' },
  dataTitle: { id: 'mockPanel.data.title', defaultMessage: 'Base de datos simulada' },
  reset: { id: 'mockPanel.data.reset', defaultMessage: 'Restablecer datos iniciales' },
  resetConfirm: {
    id: 'mockPanel.data.resetConfirm',
    defaultMessage: '¿Restablecer todos los datos simulados? Se perderán pedidos, carritos y sesiones.',
  },
  resetDone: { id: 'mockPanel.data.resetDone', defaultMessage: 'Datos restablecidos' },
  close: { id: 'mockPanel.close', defaultMessage: 'Cerrar panel' },
})
