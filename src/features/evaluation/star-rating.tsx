// An accessible 1–5 star rating (issue 6 item 6; issue 16 item 8): a radio group named by its visible legend,
// one real radio per star ("1 estrella" … "5 estrellas"), so arrow keys, Tab and Space work as in any radio
// group, with its rule's message linked through aria-describedby. Used for the order's score, the three store
// ratings and each product's score.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { evaluateMessages as m } from './messages'

const STARS = [1, 2, 3, 4, 5] as const

export function StarRating({
  label,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  /** The group's visible name (legend). */
  label: string
  value: number | null
  error: string | null
  disabled: boolean
  onChange: (score: number) => void
  onBlur: () => void
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <fieldset
      className="star-rating"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={`${id}-error`}
      aria-invalid={error ? true : undefined}
      aria-required="true"
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className="evaluation-field__label">
        {label}
      </legend>
      <div className="star-rating__options">
        {STARS.map((score) => (
          <label
            key={score}
            className={`star-rating__option${value !== null && score <= value ? ' is-on' : ''}`}
          >
            <input
              className="star-rating__input"
              type="radio"
              name={`${id}-score`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onBlur={onBlur}
            />
            <span className="star-rating__star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{intl.formatMessage(m.star, { count: score })}</span>
          </label>
        ))}
        {value !== null ? (
          <span className="star-rating__value" aria-hidden="true">
            {intl.formatMessage(m.star, { count: value })}
          </span>
        ) : null}
      </div>
      <p id={`${id}-error`} className="evaluation-error" role="alert">
        {error}
      </p>
    </fieldset>
  )
}
