// The filter of the panel's "Pedidos" (issue 6 item 7): buyer e-mail, order number, open orders only.
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { panelMessages as m } from './messages'

/** The filter keeps its own typing state, so that a keystroke does not render every order again. */
export function OrderFilter({
  openOnly,
  onOpenOnly,
  onApply,
}: {
  openOnly: boolean
  onOpenOnly: (openOnly: boolean) => void
  onApply: (filter: { email: string; orderSn: string }) => void
}) {
  const ids = useId()
  const [email, setEmail] = useState('')
  const [orderSn, setOrderSn] = useState('')

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply({ email: email.trim(), orderSn: orderSn.trim().toUpperCase() })
  }

  return (
    <form onSubmit={apply}>
      <div className="mock-panel__row">
        <label htmlFor={`${ids}-email`}>
          <FormattedMessage {...m.ordersEmail} />
        </label>
        <input
          id={`${ids}-email`}
          className="mock-panel__wide"
          type="email"
          maxLength={100}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="mock-panel__row">
        <label htmlFor={`${ids}-sn`}>
          <FormattedMessage {...m.ordersNumber} />
        </label>
        <input
          id={`${ids}-sn`}
          className="mock-panel__wide"
          maxLength={32}
          value={orderSn}
          onChange={(event) => setOrderSn(event.target.value)}
        />
      </div>
      <div className="mock-panel__row">
        <label>
          <input
            type="checkbox"
            className="mock-panel__check"
            checked={openOnly}
            onChange={(event) => onOpenOnly(event.target.checked)}
          />{' '}
          <FormattedMessage {...m.ordersOpenOnly} />
        </label>
        <button type="submit" className="button">
          <FormattedMessage {...m.ordersRefresh} />
        </button>
      </div>
    </form>
  )
}
