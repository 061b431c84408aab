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
  other: { id: 'chat.content.other', defaultMessage: 'Mensaje' },
  // pictures (issue 29 item 1)
  attachPicture: { id: 'chat.picture.attach', defaultMessage: 'Adjuntar imagen' },
  choosePicture: { id: 'chat.picture.choose', defaultMessage: 'Elegir imagen' },
  pictureHint: {
    id: 'chat.picture.hint',
    defaultMessage: 'PNG o JPG, hasta 4 MB. Se envía al terminar de subir.',
  },
  pictureUploading: { id: 'chat.picture.uploading', defaultMessage: 'Subiendo {name}: {percent, number} %' },
  pictureFormat: { id: 'chat.picture.format', defaultMessage: '{name} no es una imagen PNG o JPG.' },
  pictureTooBig: { id: 'chat.picture.tooBig', defaultMessage: '{name} supera el tamaño máximo de 4 MB.' },
  pictureFailed: { id: 'chat.picture.failed', defaultMessage: 'No se pudo subir {name}.' },
  pictureRetry: { id: 'chat.picture.retry', defaultMessage: 'Reintentar la subida' },
  pictureDismiss: { id: 'chat.picture.dismiss', defaultMessage: 'Quitar la imagen' },
  pictureProgress: { id: 'chat.picture.progress', defaultMessage: 'Progreso de la subida' },
  pictureOpen: { id: 'chat.picture.open', defaultMessage: 'Ver la imagen en grande' },
  pictureAlt: { id: 'chat.picture.alt', defaultMessage: 'Imagen enviada por {author}' },
  pictureDialog: { id: 'chat.picture.dialog', defaultMessage: 'Imagen de la conversación' },
  pictureMissing: { id: 'chat.picture.missing', defaultMessage: 'Imagen no disponible' },
  // emoji (issue 29 item 1)
  emoji: { id: 'chat.emoji.open', defaultMessage: 'Insertar emoji' },
  emojiGrid: { id: 'chat.emoji.grid', defaultMessage: 'Emojis' },
  // product and order cards (issue 29 item 1)
  offerTitle: { id: 'chat.offer.title', defaultMessage: 'Consultar sobre este artículo' },
  offerTitleOrder: { id: 'chat.offer.titleOrder', defaultMessage: 'Consultar sobre este pedido' },
  offerSend: { id: 'chat.offer.send', defaultMessage: 'Enviar la tarjeta' },
  offerDismiss: { id: 'chat.offer.dismiss', defaultMessage: 'No enviar' },
  cardProduct: { id: 'chat.card.product', defaultMessage: 'Producto' },
  cardOrder: { id: 'chat.card.order', defaultMessage: 'Pedido {sn}' },
  cardOrderPlaced: { id: 'chat.card.orderPlaced', defaultMessage: 'Realizado el {time}' },
  cardOrderTotal: { id: 'chat.card.orderTotal', defaultMessage: 'Total: {amount}' },
  cardSeeProduct: { id: 'chat.card.seeProduct', defaultMessage: 'Ver el producto' },
  cardSeeOrder: { id: 'chat.card.seeOrder', defaultMessage: 'Ver el pedido' },
})

/** The composer's emoji, each with its Spanish name (the button's accessible name). */
export const chatEmojiNames = defineMessages({
  smile: { id: 'chat.emoji.smile', defaultMessage: 'Cara sonriente' },
  happy: { id: 'chat.emoji.happy', defaultMessage: 'Cara feliz' },
  laugh: { id: 'chat.emoji.laugh', defaultMessage: 'Risa' },
  wink: { id: 'chat.emoji.wink', defaultMessage: 'Guiño' },
  thinking: { id: 'chat.emoji.thinking', defaultMessage: 'Cara pensativa' },
  surprised: { id: 'chat.emoji.surprised', defaultMessage: 'Sorpresa' },
  sad: { id: 'chat.emoji.sad', defaultMessage: 'Cara triste' },
  thumbsUp: { id: 'chat.emoji.thumbsUp', defaultMessage: 'Pulgar arriba' },
  thumbsDown: { id: 'chat.emoji.thumbsDown', defaultMessage: 'Pulgar abajo' },
  clap: { id: 'chat.emoji.clap', defaultMessage: 'Aplausos' },
  thanks: { id: 'chat.emoji.thanks', defaultMessage: 'Manos juntas: gracias' },
  handshake: { id: 'chat.emoji.handshake', defaultMessage: 'Apretón de manos' },
  check: { id: 'chat.emoji.check', defaultMessage: 'Marca de verificación' },
  package: { id: 'chat.emoji.package', defaultMessage: 'Paquete' },
  truck: { id: 'chat.emoji.truck', defaultMessage: 'Camión de reparto' },
  calendar: { id: 'chat.emoji.calendar', defaultMessage: 'Calendario' },
})
