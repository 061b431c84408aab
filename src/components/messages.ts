import { defineMessages } from '../lib/intl'

export const commonMessages = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Cerrar' },
  gotIt: { id: 'common.gotIt', defaultMessage: 'Entendido' },
  notice: { id: 'common.notice', defaultMessage: 'Aviso' },
  loading: { id: 'common.loading', defaultMessage: 'Cargando...' },
  retry: { id: 'common.retry', defaultMessage: 'Reintentar' },
  notifications: { id: 'common.notifications', defaultMessage: 'Notificaciones' },
})
