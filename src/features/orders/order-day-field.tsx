// A day of the order list's date filters (issue 11 item 7): a text field that shows and accepts AAAA-MM-DD
// whatever the browser's locale (a native date input shows mm/dd/yyyy in an English browser), with its format
// as a visible hint and a Spanish message tied to the field when the day is not valid (SPEC.md §9 date format).
import type { Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../lib/intl'
import { orderListMessages as l } from './messages'

export interface DayFieldProps {
  id: string
  label: Message
  value: string
  /** a dictionary id (src/schemas/order-search.schema.ts), or null */
  error: string | null
  inputRef?: Ref<HTMLInputElement>
  onChange: (value: string) => void
  onBlur: () => void
}

export function DayField({ id, label, value, error, inputRef, onChange, onBlur }: DayFieldProps) {
  const intl = useIntl()
  return (
    <div className="order-search__field">
      <label htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={intl.formatMessage(l.dayPlaceholder)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="order-search__hint">
        <FormattedMessage {...l.dayHint} />
      </p>
      <p id={`${id}-error`} className="order-search__error">
        {/* a dictionary id chosen by the shared rule: not extracted from here */}
        {error ? intl.formatMessage({ id: error }) : null}
      </p>
    </div>
  )
}
