// Texts of the simulated e-payment page (mock builds only): they live in the control panel's dictionary.
import { defineMessages } from '../../src/lib/intl'

export const gatewayMessages = defineMessages({
  title: { id: 'mockGateway.title', defaultMessage: 'Pasarela de pago simulada — TropiPay' },
  notice: {
    id: 'mockGateway.notice',
    defaultMessage: 'Página de prueba del entorno simulado: no se mueve dinero real.',
  },
  loading: { id: 'mockGateway.loading', defaultMessage: 'Cargando...' },
  amount: { id: 'mockGateway.amount', defaultMessage: 'Importe' },
  paySn: { id: 'mockGateway.paySn', defaultMessage: 'Número de pago' },
  question: {
    id: 'mockGateway.question',
    defaultMessage: '¿Qué debe responder la pasarela a este pago?',
  },
  approve: { id: 'mockGateway.approve', defaultMessage: 'Aprobar pago' },
  decline: { id: 'mockGateway.decline', defaultMessage: 'Rechazar pago' },
  working: { id: 'mockGateway.working', defaultMessage: 'Enviando la respuesta a la tienda...' },
  completed: {
    id: 'mockGateway.completed',
    defaultMessage: 'Esta sesión de pago ya se completó ({state}).',
  },
  stateApproved: { id: 'mockGateway.stateApproved', defaultMessage: 'aprobada' },
  stateDeclined: { id: 'mockGateway.stateDeclined', defaultMessage: 'rechazada' },
  backToShop: { id: 'mockGateway.backToShop', defaultMessage: 'Volver a la tienda' },
  missingToken: {
    id: 'mockGateway.missingToken',
    defaultMessage: 'Falta la sesión de pago en la dirección de la página.',
  },
  failed: { id: 'mockGateway.failed', defaultMessage: 'No se pudo leer la sesión de pago.' },
  retry: { id: 'mockGateway.retry', defaultMessage: 'Reintentar' },
})
