// Texts of the control panel's tender section (issue 28 item 2): they live in the control panel's dictionary.
import { defineMessages } from '../../src/lib/intl'

export const tenderPanelMessages = defineMessages({
  title: { id: 'mockPanel.tenders.title', defaultMessage: 'Licitaciones (como proveedor)' },
  refresh: { id: 'mockPanel.tenders.refresh', defaultMessage: 'Actualizar licitaciones' },
  empty: { id: 'mockPanel.tenders.empty', defaultMessage: 'No hay licitaciones.' },
  member: { id: 'mockPanel.tenders.member', defaultMessage: 'Comprador' },
  asked: { id: 'mockPanel.tenders.asked', defaultMessage: 'Pide' },
  state: { id: 'mockPanel.tenders.state', defaultMessage: 'Estado' },
  deadline: { id: 'mockPanel.tenders.deadline', defaultMessage: 'Fecha límite' },
  offerLine: {
    id: 'mockPanel.tenders.offerLine',
    defaultMessage:
      '{offerSn} · {store} · {amount} · {days, number} días{won, select, true { · adjudicada} other {}}',
  },
  newOffer: { id: 'mockPanel.tenders.newOffer', defaultMessage: 'Ofertar' },
  newOfferFor: { id: 'mockPanel.tenders.newOfferFor', defaultMessage: 'Ofertar en la licitación {sn}' },
  formTitle: { id: 'mockPanel.tenders.formTitle', defaultMessage: 'Oferta para {sn}' },
  store: { id: 'mockPanel.tenders.store', defaultMessage: 'Tienda que oferta' },
  amount: { id: 'mockPanel.tenders.amount', defaultMessage: 'Importe total (USD)' },
  days: { id: 'mockPanel.tenders.days', defaultMessage: 'Plazo de entrega (días)' },
  send: { id: 'mockPanel.tenders.send', defaultMessage: 'Enviar oferta' },
  cancel: { id: 'mockPanel.tenders.cancel', defaultMessage: 'Cancelar' },
  offered: { id: 'mockPanel.tenders.offered', defaultMessage: 'Oferta {sn} enviada.' },
  stateOpen: { id: 'mockPanel.tenders.stateOpen', defaultMessage: 'Abierta' },
  stateOpening: { id: 'mockPanel.tenders.stateOpening', defaultMessage: 'Ofertas abiertas' },
  stateWon: { id: 'mockPanel.tenders.stateWon', defaultMessage: 'Adjudicada' },
  stateTerminated: { id: 'mockPanel.tenders.stateTerminated', defaultMessage: 'Terminada' },
})
