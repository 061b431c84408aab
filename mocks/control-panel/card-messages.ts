// Texts of the "Vales de recarga" section of the mock control panel (issue 12 item 3).
import { defineMessages } from '../../src/lib/intl'

export const cardPanelMessages = defineMessages({
  title: { id: 'mockPanel.cards.title', defaultMessage: 'Vales de recarga (plataforma)' },
  hint: {
    id: 'mockPanel.cards.hint',
    defaultMessage: 'Tarjetas de prueba para /shopping/card y el pago con vale: número, PIN, valor y uso.',
  },
  refresh: { id: 'mockPanel.cards.refresh', defaultMessage: 'Actualizar vales' },
  number: { id: 'mockPanel.cards.number', defaultMessage: 'Número' },
  pin: { id: 'mockPanel.cards.pin', defaultMessage: 'PIN' },
  value: { id: 'mockPanel.cards.value', defaultMessage: 'Valor' },
  state: { id: 'mockPanel.cards.state', defaultMessage: 'Estado' },
  unused: { id: 'mockPanel.cards.unused', defaultMessage: 'Sin usar' },
  bound: { id: 'mockPanel.cards.bound', defaultMessage: 'Vinculada por {email} el {time}' },
  spent: { id: 'mockPanel.cards.spent', defaultMessage: 'Usada en un pago por {email} el {time}' },
})
