// Texts of the control panel's chat section (issue 29 item 3): they live in the control panel's dictionary.
import { defineMessages } from '../../src/lib/intl'

export const chatPanelMessages = defineMessages({
  title: { id: 'mockPanel.chat.title', defaultMessage: 'Chat (como proveedor)' },
  refresh: { id: 'mockPanel.chat.refresh', defaultMessage: 'Actualizar conversaciones' },
  empty: {
    id: 'mockPanel.chat.empty',
    defaultMessage: 'No hay conversaciones en esta página: abra el chat de un comprador.',
  },
  conversation: { id: 'mockPanel.chat.conversation', defaultMessage: 'Conversación' },
  option: { id: 'mockPanel.chat.option', defaultMessage: '{member} con {store} ({unread} sin leer)' },
  reply: { id: 'mockPanel.chat.reply', defaultMessage: 'Respuesta del proveedor' },
  send: { id: 'mockPanel.chat.send', defaultMessage: 'Enviar como proveedor' },
  sent: { id: 'mockPanel.chat.sent', defaultMessage: 'Respuesta enviada a {member}.' },
  refused: {
    id: 'mockPanel.chat.refused',
    defaultMessage: 'No se pudo enviar: escriba de 1 a 5.000 caracteres.',
  },
  // a picture or a card of the supplier (issue 29 item 3)
  picture: { id: 'mockPanel.chat.picture', defaultMessage: 'Imagen del proveedor (PNG o JPG, hasta 4 MB)' },
  sendPicture: { id: 'mockPanel.chat.sendPicture', defaultMessage: 'Enviar la imagen como proveedor' },
  pictureSent: { id: 'mockPanel.chat.pictureSent', defaultMessage: 'Imagen enviada a {member}.' },
  pictureMissing: { id: 'mockPanel.chat.pictureMissing', defaultMessage: 'Elija una imagen.' },
  pictureFormat: { id: 'mockPanel.chat.pictureFormat', defaultMessage: 'La imagen debe ser PNG o JPG.' },
  pictureTooBig: { id: 'mockPanel.chat.pictureTooBig', defaultMessage: 'La imagen supera 4 MB.' },
  card: { id: 'mockPanel.chat.card', defaultMessage: 'Tarjeta de producto o pedido' },
  cardGoods: { id: 'mockPanel.chat.cardGoods', defaultMessage: 'Producto: {name}' },
  cardOrder: { id: 'mockPanel.chat.cardOrder', defaultMessage: 'Pedido {name}' },
  sendCard: { id: 'mockPanel.chat.sendCard', defaultMessage: 'Enviar la tarjeta como proveedor' },
  cardSent: { id: 'mockPanel.chat.cardSent', defaultMessage: 'Tarjeta enviada a {member}.' },
  noCards: {
    id: 'mockPanel.chat.noCards',
    defaultMessage: 'Esta tienda no tiene productos ni pedidos del comprador.',
  },
})
