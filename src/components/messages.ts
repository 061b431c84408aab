import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import commonPart from '../i18n/parts/common.json' with { type: 'json' }

addMessages(commonPart)

export const commonMessages = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Cerrar' },
  gotIt: { id: 'common.gotIt', defaultMessage: 'Entendido' },
  notice: { id: 'common.notice', defaultMessage: 'Aviso' },
  loading: { id: 'common.loading', defaultMessage: 'Cargando...' },
  retry: { id: 'common.retry', defaultMessage: 'Reintentar' },
  notifications: { id: 'common.notifications', defaultMessage: 'Notificaciones' },
  featureUpgrade: { id: 'common.featureUpgrade', defaultMessage: 'Función en actualización' },
  featureUpgradeHint: {
    id: 'common.featureUpgradeHint',
    defaultMessage: 'Estamos mejorando esta sección. Vuelva pronto o siga comprando en el catálogo.',
  },
  newTab: { id: 'common.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  backHome: { id: 'common.backHome', defaultMessage: 'Volver al inicio' },
  loginForPrice: { id: 'common.loginForPrice', defaultMessage: 'Inicie sesión para ver el precio' },
  viewCart: { id: 'common.viewCart', defaultMessage: 'Ver carrito' },
})
