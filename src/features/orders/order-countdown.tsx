// The payment countdown of an unpaid order (SPEC.md §4: hh:mm:ss until the 24 h window ends), counted on the
// server's clock. At zero it reports once, so the route can load the orders again (the server cancels them).
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { formatCountdown, formatDateTime } from '../../i18n/format'
import { orderMessages as m } from './messages'
import { serverNow, type ServerClock } from './order-labels'

export interface OrderCountdownProps {
  expireTime: string
  /** null when the server time could not be read: then only the deadline is shown */
  clock: ServerClock | null
  onExpired?: () => void
}

export function OrderCountdown({ expireTime, clock, onExpired }: OrderCountdownProps) {
  const deadline = new Date(expireTime).getTime()
  const remainingNow = () => (clock ? deadline - serverNow(clock) : null)
  const [remaining, setRemaining] = useState(remainingNow)
  const reported = useRef(false)
  const expiredRef = useRef(onExpired)
  useEffect(() => {
    expiredRef.current = onExpired
  }, [onExpired])

  useEffect(() => {
    if (!clock) return
    const tick = () => {
      const left = deadline - serverNow(clock)
      setRemaining(left)
      if (left <= 0 && !reported.current) {
        reported.current = true
        expiredRef.current?.()
      }
      return left
    }
    if (tick() <= 0) return
    const timer = setInterval(() => {
      if (tick() <= 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [clock, deadline])

  return (
    <p className="order-countdown">
      {remaining !== null ? (
        <>
          <FormattedMessage
            {...m.countdown}
            values={{ time: <span role="timer">{formatCountdown(remaining)}</span> }}
          />{' '}
        </>
      ) : null}
      <span className="order-countdown__deadline">
        <FormattedMessage {...m.payBefore} values={{ date: formatDateTime(expireTime) }} />
      </span>
    </p>
  )
}
