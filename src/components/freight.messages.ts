import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import freightPart from '../i18n/parts/freight.json' with { type: 'json' }

addMessages(freightPart)

/** The shipping line wherever an amount shows freight (issue 16 items 3 and 6). */
export const freightMessages = defineMessages({
  label: { id: 'freight.label', defaultMessage: 'Envío' },
  free: { id: 'freight.free', defaultMessage: 'Gratis' },
  pickup: { id: 'freight.pickup', defaultMessage: 'Recogida en almacén' },
  pending: { id: 'freight.pending', defaultMessage: 'Se calcula con la dirección' },
  estimateTitle: { id: 'freight.estimate.title', defaultMessage: 'Envío estimado' },
  shipTo: { id: 'freight.estimate.shipTo', defaultMessage: 'Enviar a' },
  estimateFor: {
    id: 'freight.estimate.for',
    defaultMessage: '{quantity, plural, one {# unidad} other {# unidades}} · {weight} kg',
  },
  freeAbove: {
    id: 'freight.estimate.freeAbove',
    defaultMessage: 'Envío gratis por tienda a partir de {amount}.',
  },
  estimating: { id: 'freight.estimate.estimating', defaultMessage: 'Calculando el envío…' },
  estimateFailed: {
    id: 'freight.estimate.failed',
    defaultMessage: 'No se pudo calcular el envío.',
  },
  retry: { id: 'freight.estimate.retry', defaultMessage: 'Reintentar' },
  regionGroup: { id: 'freight.estimate.regions', defaultMessage: 'Regiones' },
  addressGroup: { id: 'freight.estimate.addresses', defaultMessage: 'Mis direcciones' },
  addressOption: { id: 'freight.estimate.addressOption', defaultMessage: '{name} · {place}' },
})
