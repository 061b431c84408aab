// Whole seconds left until a moment of this device's clock, ticking once a second: the resend countdown of
// every "Enviar código" button (registration, recovery, mobile binding, the member centre's security forms).
import { useEffect, useState } from 'react'

/** Whole seconds left until `until` (ms), ticking once a second while positive. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until <= Date.now()) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(() => {
      tick()
      if (Date.now() >= until) clearInterval(timer)
    }, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [until])
  return Math.max(0, Math.ceil((until - now) / 1000))
}
