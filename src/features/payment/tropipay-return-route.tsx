// /tropipay/success?paySn and /tropipay/fail?paySn — where the e-payment gateway sends the buyer back. Both
// read the payment (never trust the URL): paid → the result; otherwise "El pago electrónico no se completó".
import { useSearchParams } from 'react-router'
import { paymentMessages } from './messages'
import { PaymentLoadFailedView } from './payment-outcome-view'
import { PAY_SN_PATTERN, PaymentScreen } from './payment-screen-route'

function GatewayReturn() {
  const [params] = useSearchParams()
  const paySn = params.get('paySn') ?? ''
  if (!PAY_SN_PATTERN.test(paySn))
    return <PaymentLoadFailedView error={{ id: paymentMessages.notFound.id }} />
  return <PaymentScreen key={paySn} paySn={paySn} requestSn={null} entry="gatewayReturn" />
}

export function TropipaySuccessRoute() {
  return <GatewayReturn />
}

export function TropipayFailRoute() {
  return <GatewayReturn />
}
