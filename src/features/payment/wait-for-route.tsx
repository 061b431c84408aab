// /buy/waitFor?paySn — a wire transfer waiting for the store's confirmation (SPEC.md §4): polls every 5 s,
// shows the result once confirmed, goes back to /buy/pay when the store rejects the proof.
import { useSearchParams } from 'react-router'
import { paymentMessages } from './messages'
import { PaymentLoadFailedView } from './payment-outcome-view'
import { PAY_SN_PATTERN, PaymentScreen } from './payment-screen-route'

export function WaitForRoute() {
  const [params] = useSearchParams()
  const paySn = params.get('paySn') ?? ''
  if (!PAY_SN_PATTERN.test(paySn))
    return <PaymentLoadFailedView error={{ id: paymentMessages.notFound.id }} />
  return <PaymentScreen key={paySn} paySn={paySn} requestSn={null} entry="waitFor" />
}
