// A labelled form control (issue 24 item 2): the label, the control, a hint and the error, wired so that a
// screen reader announces the hint and the error with the control (aria-describedby) and knows it is invalid
// (aria-invalid). The error line keeps its height when empty, so showing an error moves nothing below it — the
// submit button stays where the pointer is. A required field says so with aria-required; the asterisk is
// only for the eye.
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import './form-field.css'

/** What the control must carry; spread it on the input, select or textarea. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export interface FormFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The error in words; null or empty when the value is fine. */
  error?: ReactNode
  required?: boolean
  /** The control's id, when the screen needs to know it; generated otherwise. */
  id?: string
  /** The control: an element (it receives the props) or a function of the props. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode)
}

export function FormField({ label, hint, error, required = false, id, children }: FormFieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const hasError = error !== null && error !== undefined && error !== false && error !== ''
  const own = isValidElement(children) ? children.props['aria-describedby'] : undefined
  const describedBy = [own, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ')
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  }
  return (
    <div className={hasError ? 'kit-field kit-field--invalid' : 'kit-field'}>
      <label className="kit-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="kit-field__required" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {hint ? (
        <p id={hintId} className="kit-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="kit-field__error" aria-live="polite">
        {hasError ? error : null}
      </p>
    </div>
  )
}
