// A day filter (issue 11 item 7; the wallet's too since issue 24 item 6): a text field that shows and accepts
// AAAA-MM-DD whatever the browser's locale (a native date input shows mm/dd/yyyy in an English browser), with its
// format as a visible hint and a Spanish message tied to the field when the day is not valid (SPEC.md §9 date
// format; the rule is src/schemas/order-search.schema.ts). The field keeps its width when its message appears,
// so the row it sits in does not re-wrap under the pointer.
import type { Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../lib/intl'
import { kitMessages as k } from './kit.messages'
import './day-field.css'

export interface DayFieldProps {
  id: string
  /** the form's own class for the field's box, beside the kit's */
  className?: string
  label: Message
  value: string
  /** a dictionary id (src/schemas/order-search.schema.ts), or null */
  error: string | null
  inputRef?: Ref<HTMLInputElement>
  onChange: (value: string) => void
  onBlur: () => void
}

export function DayField({ id, className, label, value, error, inputRef, onChange, onBlur }: DayFieldProps) {
  const intl = useIntl()
  return (
    <div className={className ? `day-field ${className}` : 'day-field'}>
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
        placeholder={intl.formatMessage(k.dayPlaceholder)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="day-field__hint">
        <FormattedMessage {...k.dayHint} />
      </p>
      <p id={`${id}-error`} className="day-field__error">
        {/* a dictionary id chosen by the shared rule: not extracted from here */}
        {error ? intl.formatMessage({ id: error }) : null}
      </p>
    </div>
  )
}
