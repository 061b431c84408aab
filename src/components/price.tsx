// Every price a buyer can see goes through here (issue 15 item 8): SPEC.md §6 says a visitor sees no price,
// so product pages, goods cards, the comparison table, store pages and the visitor's local cart show the
// same login prompt where a member sees the amount. The rule itself is `canSeePrices` (src/api/session.ts).
import { useSyncExternalStore, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { canSeePrices, session } from '../api/session'
import { formatMoney } from '../i18n/format'
import { commonMessages as m } from './messages'

/** Whether the current session may see prices; routes hand the answer to their views as a plain prop. */
export function usePricesVisible(): boolean {
  return useSyncExternalStore(
    session.subscribe,
    () => canSeePrices(session.getSnapshot()),
    () => false,
  )
}

/** The prompt shown instead of a price. */
export function LoginForPrice({ className = 'price-login' }: { className?: string }) {
  return (
    <span className={className}>
      <FormattedMessage {...m.loginForPrice} />
    </span>
  )
}

export interface PriceProps {
  amount: number
  visible: boolean
  /** Wraps the formatted amount in its label (e.g. "Subtotal: {amount}"); the prompt is never labelled. */
  children?: (price: string) => ReactNode
  /** For a repeated amount (a line's subtotal beside its unit price): a visitor sees nothing at all. */
  silentForVisitors?: boolean
}

export function Price({ amount, visible, children, silentForVisitors = false }: PriceProps) {
  if (!visible) return silentForVisitors ? null : <LoginForPrice />
  const price = formatMoney(amount)
  return <>{children ? children(price) : price}</>
}

/** The same rule as text, for places that compare or join strings (the comparison table). */
export function usePriceText(visible: boolean): (amount: number) => string {
  const intl = useIntl()
  return (amount) => (visible ? formatMoney(amount) : intl.formatMessage(m.loginForPrice))
}
