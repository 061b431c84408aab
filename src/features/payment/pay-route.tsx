// /buy/pay?paySn&payFrom (1 checkout, 2 order list)[&requestSn when a third party pays] — SPEC.md §2, issue 5
// item 5. The screen is keyed by the payment, so another paySn in the URL starts a fresh flow.
import { useSearchParams } from 'react-router'
import { paymentMessages } from './messages'
import { PaymentLoadFailedView } from './payment-outcome-view'
import { PAY_SN_PATTERN, PaymentScreen } from './payment-screen-route'

export function PayRoute() {
  const [params] = useSearchParams()
  const paySn = params.get('paySn') ?? ''
  const requestSn = params.get('requestSn') || null
  if (!PAY_SN_PATTERN.test(paySn))
    return <PaymentLoadFailedView error={{ id: paymentMessages.notFound.id }} />
  return <PaymentScreen key={`${paySn}-${requestSn ?? ''}`} paySn={paySn} requestSn={requestSn} entry="pay" />
}
