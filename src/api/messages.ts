// Spanish texts of the request layer's own errors (SPEC.md §8).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import apiPart from '../i18n/parts/api.json' with { type: 'json' }

addMessages(apiPart)

export const apiMessages = defineMessages({
  network: {
    id: 'api.error.network',
    defaultMessage: 'Lo sentimos, la conexión con el servidor es anómala. Vuelva a intentarlo más tarde.',
  },
  timeout: {
    id: 'api.error.timeout',
    defaultMessage: 'La solicitud al sistema ha superado el tiempo de espera. Vuelva a intentarlo más tarde.',
  },
  loginAgain: { id: 'api.error.loginAgain', defaultMessage: 'Inicie sesión' },
  upgrade: {
    id: 'api.error.upgrade',
    defaultMessage: 'El servicio se está actualizando. Vuelva a intentarlo más tarde.',
  },
  // GLOSSARY.md "connection needed for money": a money action is never queued while offline
  offlineMoney: {
    id: 'api.error.offlineMoney',
    defaultMessage: 'Necesita conexión para pagar',
  },
  // the lines added to the cart offline, sent when the link returned (src/api/cart-outbox.ts)
  outboxSent: {
    id: 'api.outboxSent',
    defaultMessage:
      '{count, plural, one {Conexión recuperada: se añadió al carrito # producto pendiente.} other {Conexión recuperada: se añadieron al carrito # productos pendientes.}}',
  },
  // a read that failed on the link is tried again by itself (src/api/read-retry.ts)
  retrying: {
    id: 'api.retrying',
    defaultMessage: 'La conexión falló. Reintentando…',
  },
})
