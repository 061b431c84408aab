// The quantity of the product page: − / + and the typed number (the machine checks it against the minimum,
// the multiple, the stock and the purchase limit).
import type { Message } from '../../api/message'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useText } from './goods-detail-parts'
import { goodsDetailMessages as m } from './messages'

export interface GoodsQuantityProps {
  value: number
  error: Message | null
  onChange: (quantity: number) => void
  onIncrement: () => void
  onDecrement: () => void
}

export function QuantityStepper({ quantity, disabled }: { quantity: GoodsQuantityProps; disabled: boolean }) {
  const intl = useIntl()
  const text = useText()
  const inputId = useId()
  const errorId = useId()
  const [draft, setDraft] = useState(String(quantity.value))
  const [shown, setShown] = useState(quantity.value)
  // the machine may move the quantity (stepper, SKU change): show its value unless the draft already says it
  if (shown !== quantity.value && !(Number.isNaN(shown) && Number.isNaN(quantity.value))) {
    setShown(quantity.value)
    if (Number(draft) !== quantity.value)
      setDraft(Number.isNaN(quantity.value) ? draft : String(quantity.value))
  }
  return (
    <div className="quantity">
      <label htmlFor={inputId} className="quantity__label">
        <FormattedMessage {...m.quantity} />
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="button quantity__step"
          aria-label={intl.formatMessage(m.decrease)}
          disabled={disabled}
          onClick={quantity.onDecrement}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          value={draft}
          disabled={disabled}
          aria-invalid={quantity.error !== null}
          aria-describedby={quantity.error ? errorId : undefined}
          onChange={(event) => {
            const value = event.target.value
            setDraft(value)
            quantity.onChange(value.trim() === '' ? Number.NaN : Number(value))
          }}
        />
        <button
          type="button"
          className="button quantity__step"
          aria-label={intl.formatMessage(m.increase)}
          disabled={disabled}
          onClick={quantity.onIncrement}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {quantity.error ? (
        <p id={errorId} className="gd-error" role="alert">
          {text(quantity.error)}
        </p>
      ) : null}
    </div>
  )
}
