// Pieces every section of the checkout view uses: the text of a message (a dictionary id or the server's own
// Spanish), a field's error line and an amount row.
import { isText, type Message } from '../../api/message'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '../../i18n/format'

export type CheckoutStatus = 'loading' | 'loadFailed' | 'blocked' | 'ready' | 'submitting' | 'submitFailed'

export function useText() {
  const intl = useIntl()
  return (message: Message) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
}

export function FieldError({ id, message }: { id: string; message: Message | null | undefined }) {
  const text = useText()
  return (
    <p id={id} className="checkout-field__error">
      {message ? text(message) : null}
    </p>
  )
}

export function Amount({
  label,
  value,
  negative,
  strong,
}: {
  label: ReactNode
  value: number
  negative?: boolean
  strong?: boolean
}) {
  return (
    <div className={`checkout-amount${strong ? ' checkout-amount--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{negative && value > 0 ? `− ${formatMoney(value)}` : formatMoney(value)}</dd>
    </div>
  )
}
