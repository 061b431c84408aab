// Countdowns of an order (SPEC.md §4: hh:mm:ss until the 24 h payment window ends; the final-payment deadline of a
// reservation order; the automatic receipt confirmation), counted on the server's clock. Which clocks exist and
// their words come from the lifecycle module (machines/order-lifecycle/order-states.ts DEADLINES). At zero each
// reports once, so the route can load the order(s) again: the server, following its own clock, has moved them on.
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { formatCountdown, formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { DEADLINES, DEADLINE_NAMES, type DeadlineName } from '../../../machines/order-lifecycle/order-states'
import { serverNow, type ServerClock } from './order-labels'

export interface CountdownProps {
  deadline: string
  /** null when the server time could not be read: then only the deadline is shown */
  clock: ServerClock | null
  /** "… {time}" */
  remainingMessage: Message
  /** "… {date}" */
  deadlineMessage: Message
  onExpired?: () => void
}

export function Countdown({ deadline, clock, remainingMessage, deadlineMessage, onExpired }: CountdownProps) {
  const at = new Date(deadline).getTime()
  const remainingNow = () => (clock ? at - serverNow(clock) : null)
  const [remaining, setRemaining] = useState(remainingNow)
  const reported = useRef(false)
  const expiredRef = useRef(onExpired)
  useEffect(() => {
    expiredRef.current = onExpired
  }, [onExpired])

  useEffect(() => {
    if (!clock) return
    const tick = () => {
      const left = at - serverNow(clock)
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
  }, [clock, at])

  return (
    <p className="order-countdown">
      {remaining !== null ? (
        <>
          <FormattedMessage
            {...remainingMessage}
            values={{ time: <span role="timer">{formatCountdown(remaining)}</span> }}
          />{' '}
        </>
      ) : null}
      <span className="order-countdown__deadline">
        <FormattedMessage {...deadlineMessage} values={{ date: formatDateTime(deadline) }} />
      </span>
    </p>
  )
}

/** The countdown of one clock of the lifecycles, in its own words (machines/order-lifecycle DEADLINES). */
export function DeadlineCountdown({
  name,
  ...props
}: { name: DeadlineName } & Pick<CountdownProps, 'deadline' | 'clock' | 'onExpired'>) {
  return (
    <Countdown
      {...props}
      remainingMessage={DEADLINES[name].remaining}
      deadlineMessage={DEADLINES[name].before}
    />
  )
}

/** Every deadline an order has now, one countdown each (only the clock its state runs has one). */
export function OrderDeadlineCountdowns({
  deadlines,
  clock,
  onExpired,
}: {
  deadlines: Record<DeadlineName, string | null>
  clock: ServerClock | null
  onExpired?: () => void
}) {
  return (
    <>
      {DEADLINE_NAMES.map((name) => {
        const deadline = deadlines[name]
        return deadline ? (
          <DeadlineCountdown key={name} name={name} deadline={deadline} clock={clock} onExpired={onExpired} />
        ) : null
      })}
    </>
  )
}
