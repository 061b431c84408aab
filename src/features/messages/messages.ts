import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import msgPart from '../../i18n/parts/msg.json' with { type: 'json' }

addMessages(msgPart)

export const messageTypeLabels = defineMessages({
  system: { id: 'msg.type.system', defaultMessage: 'Sistema' },
  order: { id: 'msg.type.order', defaultMessage: 'Pedidos' },
  afterSales: { id: 'msg.type.afterSales', defaultMessage: 'Reembolsos y posventa' },
  payment: { id: 'msg.type.payment', defaultMessage: 'Pagos' },
  payRequest: { id: 'msg.type.payRequest', defaultMessage: 'Pagos por un tercero' },
})

export const messageTypeHints = defineMessages({
  system: {
    id: 'msg.typeHint.system',
    defaultMessage: 'Revisión de su cuenta y avisos de la plataforma. Siempre se reciben.',
  },
  order: {
    id: 'msg.typeHint.order',
    defaultMessage: 'Revisión y cotización de pedidos de reserva, envíos, recogidas y pedidos cerrados.',
  },
  afterSales: {
    id: 'msg.typeHint.afterSales',
    defaultMessage: 'Decisiones del proveedor sobre sus reembolsos y devoluciones.',
  },
  payment: {
    id: 'msg.typeHint.payment',
    defaultMessage: 'Pagos recibidos, depósitos, saldo final pendiente y transferencias rechazadas.',
  },
  payRequest: {
    id: 'msg.typeHint.payRequest',
    defaultMessage: 'Solicitudes de pago por un tercero que usted envía o recibe.',
  },
})

export const msgMessages = defineMessages({
  listTitle: { id: 'msg.list.title', defaultMessage: 'Mensajes' },
  typeFilter: { id: 'msg.list.typeFilter', defaultMessage: 'Tipo de mensaje' },
  allTypes: { id: 'msg.list.allTypes', defaultMessage: 'Todos' },
  stateFilter: { id: 'msg.list.stateFilter', defaultMessage: 'Mostrar' },
  stateAll: { id: 'msg.list.stateAll', defaultMessage: 'Todos los mensajes' },
  stateUnread: { id: 'msg.list.stateUnread', defaultMessage: 'No leídos' },
  stateRead: { id: 'msg.list.stateRead', defaultMessage: 'Leídos' },
  markAllRead: { id: 'msg.list.markAllRead', defaultMessage: 'Marcar todos como leídos' },
  unreadBadge: { id: 'msg.list.unreadBadge', defaultMessage: 'No leído' },
  unreadCount: { id: 'msg.list.unreadCount', defaultMessage: '{count} sin leer' },
  markRead: { id: 'msg.list.markRead', defaultMessage: 'Marcar como leído' },
  markReadNamed: { id: 'msg.list.markReadNamed', defaultMessage: 'Marcar como leído: {title}' },
  remove: { id: 'msg.list.remove', defaultMessage: 'Eliminar' },
  removeNamed: { id: 'msg.list.removeNamed', defaultMessage: 'Eliminar: {title}' },
  open: { id: 'msg.list.open', defaultMessage: 'Ver detalle' },
  openNamed: { id: 'msg.list.openNamed', defaultMessage: 'Ver detalle: {title}' },
  sentAt: { id: 'msg.list.sentAt', defaultMessage: 'Recibido el {time}' },
  empty: { id: 'msg.list.empty', defaultMessage: 'No tiene mensajes.' },
  emptyFiltered: { id: 'msg.list.emptyFiltered', defaultMessage: 'No hay mensajes con este filtro.' },
  loading: { id: 'msg.list.loading', defaultMessage: 'Cargando...' },
  retry: { id: 'msg.list.retry', defaultMessage: 'Reintentar' },
  dismiss: { id: 'msg.list.dismiss', defaultMessage: 'Cerrar aviso' },
  confirmTitle: { id: 'msg.list.confirmTitle', defaultMessage: '¿Eliminar este mensaje?' },
  confirmText: {
    id: 'msg.list.confirmText',
    defaultMessage: 'Se eliminará «{title}». Esta acción no se puede deshacer.',
  },
  confirmYes: { id: 'msg.list.confirmYes', defaultMessage: 'Eliminar' },
  confirmNo: { id: 'msg.list.confirmNo', defaultMessage: 'Cancelar' },
  settingTitle: { id: 'msg.setting.title', defaultMessage: 'Ajustes de mensajes' },
  settingIntro: {
    id: 'msg.setting.intro',
    defaultMessage:
      'Elija qué avisos desea recibir en Mensajes. Un tipo desactivado deja de generar avisos nuevos; los ya recibidos se conservan.',
  },
  settingReceive: { id: 'msg.setting.receive', defaultMessage: 'Recibir avisos de {type}' },
  settingOn: { id: 'msg.setting.on', defaultMessage: 'Activado' },
  settingOff: { id: 'msg.setting.off', defaultMessage: 'Desactivado' },
  articlesTitle: { id: 'msg.articles.title', defaultMessage: 'Anuncios de la plataforma' },
  articlesEmpty: { id: 'msg.articles.empty', defaultMessage: 'No hay anuncios publicados.' },
  articlePinned: { id: 'msg.articles.pinned', defaultMessage: 'Destacado' },
  articlePublished: { id: 'msg.articles.published', defaultMessage: 'Publicado el {time}' },
  articleBack: { id: 'msg.articles.back', defaultMessage: 'Volver a los anuncios' },
  articleRead: { id: 'msg.articles.read', defaultMessage: 'Leer el anuncio' },
  articleCategoryNotice: { id: 'msg.articles.category.notice', defaultMessage: 'Aviso' },
  articleCategoryPolicy: { id: 'msg.articles.category.policy', defaultMessage: 'Política' },
  articleCategoryGuide: { id: 'msg.articles.category.guide', defaultMessage: 'Guía' },
})
