// Points to pay with (SPEC.md §3): the number typed, applied on blur, Enter or the button; its cash value.
import type { Message } from '../../api/message'
import { FormattedMessage } from 'react-intl'
import type { CheckoutData } from '../../api/checkout'
import { formatMoney } from '../../i18n/format'
import { pointsToCash } from '../../schemas/checkout.schema'
import { FieldError } from './checkout-parts'
import { checkoutMessages as m } from './messages'

export interface CheckoutPointsProps {
  text: string
  error: Message | null
  onChange: (value: string) => void
  onApply: (value: string) => void
}

export function CheckoutPointsSection({
  points,
  rule,
  editable,
}: {
  points: CheckoutPointsProps
  rule: CheckoutData['integralRule']
  editable: boolean
}) {
  const { text, error } = points
  const typed = text.trim() === '' ? 0 : Number(text)
  const cash = Number.isFinite(typed) && typed > 0 ? pointsToCash(rule, typed) : 0
  const apply = () => points.onApply(text)
  return (
    <section className="checkout-section" aria-labelledby="checkout-points-title">
      <h2 id="checkout-points-title">
        <FormattedMessage {...m.pointsTitle} />
      </h2>
      <div className="checkout-field">
        <label htmlFor="checkout-points">
          <FormattedMessage {...m.pointsLabel} />
        </label>
        <div className="checkout-points">
          <input
            id="checkout-points"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder="0"
            readOnly={!editable}
            aria-invalid={error ? true : undefined}
            aria-describedby="checkout-points-hint checkout-points-error"
            onChange={(event) => points.onChange(event.target.value)}
            onBlur={apply}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                apply()
              }
            }}
          />
          <button type="button" className="button" onClick={apply} disabled={!editable}>
            <FormattedMessage {...m.pointsApply} />
          </button>
        </div>
        <p id="checkout-points-hint" className="checkout-field__hint">
          <FormattedMessage
            {...m.pointsHint}
            // numbers, grouped by the message's {x, number} (src/i18n/group-numbers.ts)
            values={{ unit: rule.unit, max: rule.maxUsable, balance: rule.memberIntegral }}
          />{' '}
          <FormattedMessage {...m.pointsCash} values={{ cash: formatMoney(cash) }} />
        </p>
        <FieldError id="checkout-points-error" message={error} />
      </div>
    </section>
  )
}
