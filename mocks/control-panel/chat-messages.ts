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
})
