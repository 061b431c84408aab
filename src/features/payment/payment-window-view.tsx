// The texts of a payment window (SPEC.md §4, §9; issue 15 item 10): how long it is, when it ends and what
// happens then — 24 h for an order or a deposit (the order is cancelled), 7 days for a reservation's final
// payment (the order closes and the deposit is forfeited). Every figure comes from the server's payment
// (windowStartTime, expireTime), the same expireTime the countdown counts to, so text and timer agree.
import type { IntlShape } from 'react-intl'
import { useIntl } from 'react-intl'
import type { PayInfo } from '../../api/payment'
import { formatDateTime } from '../../i18n/format'
import { paymentMessages as m } from './messages'

export interface PaymentWindowProps {
  kind: PayInfo['payKind']
  /** expireTime − windowStartTime */
  lengthMs: number
  /** the server's expireTime */
  endsAt: string
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** "7 días" for a whole number of days from two days on, else "24 horas" (rounded to the hour). */
export function windowLengthText(intl: IntlShape, lengthMs: number): string {
  if (lengthMs >= 2 * DAY && lengthMs % DAY === 0)
    return intl.formatMessage(m.lengthDays, { days: lengthMs / DAY })
  return intl.formatMessage(m.lengthHours, { hours: Math.round(lengthMs / HOUR) })
}

const NOTE = { order: m.windowOrder, deposit: m.windowDeposit, final: m.windowFinal } as const

/** The note under the countdown of /buy/pay. */
export function PaymentWindowNote({ window, className }: { window: PaymentWindowProps; className?: string }) {
  const intl = useIntl()
  return (
    <p className={className}>
      {intl.formatMessage(NOTE[window.kind], {
        length: windowLengthText(intl, window.lengthMs),
        date: formatDateTime(window.endsAt),
      })}
    </p>
  )
}

/** Why an expired payment ended: the orders were cancelled, or (final payment) the deposit was lost. */
export function PaymentExpiredNote({ window }: { window: PaymentWindowProps }) {
  const intl = useIntl()
  return (
    <p>
      {intl.formatMessage(window.kind === 'final' ? m.expiredFinalIntro : m.expiredIntro, {
        length: windowLengthText(intl, window.lengthMs),
        date: formatDateTime(window.endsAt),
      })}
    </p>
  )
}
