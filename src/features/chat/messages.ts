// Texts of the chat screen (issue 29 item 1; GLOSSARY.md chat labels).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import chatPart from '../../i18n/parts/chat.json' with { type: 'json' }

addMessages(chatPart)

export const chatMessages = defineMessages({
  title: { id: 'chat.title', defaultMessage: 'Chat con el proveedor' },
  lead: {
    id: 'chat.lead',
    defaultMessage: 'Consulte cantidades, muestras y plazos de entrega antes de hacer su pedido.',
  },
  conversations: { id: 'chat.conversations', defaultMessage: 'Conversaciones' },
  noConversations: { id: 'chat.noConversations', defaultMessage: 'Todavía no tiene conversaciones.' },
  unread: {
    id: 'chat.unread',
    defaultMessage: '{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}',
  },
  conversationWith: { id: 'chat.conversationWith', defaultMessage: 'Conversación con {name}' },
  noMessages: {
    id: 'chat.noMessages',
    defaultMessage: 'Aún no hay mensajes. Escriba su consulta y el proveedor le responderá aquí.',
  },
  older: { id: 'chat.older', defaultMessage: 'Ver mensajes anteriores' },
  loadingOlder: { id: 'chat.loadingOlder', defaultMessage: 'Cargando mensajes anteriores…' },
  you: { id: 'chat.you', defaultMessage: 'Usted' },
  box: { id: 'chat.box', defaultMessage: 'Escriba un mensaje' },
  send: { id: 'chat.send', defaultMessage: 'Enviar' },
  empty: { id: 'chat.problem.empty', defaultMessage: 'Escriba un mensaje.' },
  tooLong: { id: 'chat.problem.tooLong', defaultMessage: 'El mensaje no puede superar 5.000 caracteres.' },
  connecting: { id: 'chat.link.connecting', defaultMessage: 'Conectando…' },
  reconnecting: {
    id: 'chat.link.reconnecting',
    defaultMessage: 'Reconectando… Lo que escriba se enviará al volver la conexión.',
  },
  offline: {
    id: 'chat.link.offline',
    defaultMessage: 'Sin conexión. Lo que escriba se enviará al volver la conexión.',
  },
  retryLink: { id: 'chat.link.retry', defaultMessage: 'Reintentar' },
  sending: { id: 'chat.delivery.sending', defaultMessage: 'Enviando…' },
  waiting: { id: 'chat.delivery.waiting', defaultMessage: 'Pendiente: se enviará al volver la conexión' },
  sent: { id: 'chat.delivery.sent', defaultMessage: 'Enviado' },
  read: { id: 'chat.delivery.read', defaultMessage: 'Leído' },
  failed: { id: 'chat.delivery.failed', defaultMessage: 'No enviado: {reason}' },
  editAgain: { id: 'chat.delivery.editAgain', defaultMessage: 'Corregir y reenviar' },
  picture: { id: 'chat.content.picture', defaultMessage: 'Imagen' },
  product: { id: 'chat.content.product', defaultMessage: 'Producto: {name}' },
  order: { id: 'chat.content.order', defaultMessage: 'Pedido {sn}' },
  other: { id: 'chat.content.other', defaultMessage: 'Mensaje' },
})
