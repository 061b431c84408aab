// The form dialog of the invoice books (headers and receiving addresses; the checkout's new header too), checked
// on blur and on submit with the book's shared yup schema (src/schemas/invoice.schema.ts). What was typed stays in the form while it is saved and
// after a refusal of the server (issue 11 bad input: nothing typed is lost).
import { isText, type Message as ApiMessage } from '../api/message'
import { useFormik, type FormikProps } from 'formik'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AnyObjectSchema } from 'yup'
import type { Message } from '../lib/intl'
import { Dialog } from './dialog'
import { invoiceFormMessages as m } from './invoice-form.messages'
import './address-dialog.css'
import './record-form-dialog.css'

export interface RecordField<V> {
  name: keyof V & string
  label: Message
  autoComplete?: string
  multiline?: boolean
  type?: 'text' | 'email' | 'tel'
}

export interface RecordFormDialogProps<V extends { isDefault: boolean }> {
  title: Message
  values: V
  schema: AnyObjectSchema
  fields: (values: V) => RecordField<V>[]
  saving: boolean
  error: ApiMessage | null
  onSave: (values: V) => void
  onCancel: () => void
  /** Choices above the text fields (radio groups), drawn by the caller with formik's state. */
  choices?: (formik: FormikProps<V>) => ReactNode
  /** Stories and tests: every field touched and validated from the start. */
  showAllErrors?: boolean
}

export function RecordFormDialog<V extends { isDefault: boolean }>(props: RecordFormDialogProps<V>) {
  const intl = useIntl()
  const baseId = useId()
  const formik = useFormik<V>({
    initialValues: props.values,
    initialTouched: props.showAllErrors
      ? (Object.fromEntries(Object.keys(props.values).map((key) => [key, true])) as never)
      : {},
    validateOnMount: props.showAllErrors,
    validationSchema: props.schema,
    onSubmit: (submitted, helpers) => {
      helpers.setSubmitting(false)
      props.onSave(submitted)
    },
  })
  const { saving } = props
  const serverText = props.error
    ? isText(props.error)
      ? props.error.text
      : intl.formatMessage({ id: props.error.id }, props.error.values)
    : null
  const formId = `${baseId}-form`
  return (
    <Dialog
      open
      title={intl.formatMessage(props.title)}
      width={640}
      onClose={saving ? undefined : props.onCancel}
      closeLabel={intl.formatMessage(m.close)}
      actions={
        <>
          <button type="button" className="button" onClick={props.onCancel} disabled={saving}>
            <FormattedMessage {...m.cancel} />
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={saving}
            aria-busy={saving}
          >
            <FormattedMessage {...(saving ? m.saving : m.save)} />
          </button>
        </>
      }
    >
      <form id={formId} className="address-form record-form" noValidate onSubmit={formik.handleSubmit}>
        {serverText ? (
          <p className="address-form__server-error" role="alert">
            {serverText}
          </p>
        ) : null}
        {props.choices ? <div className="address-form__field--wide">{props.choices(formik)}</div> : null}
        {props.fields(formik.values).map((field) => {
          const inputId = `${baseId}-${field.name}`
          const errorId = `${inputId}-error`
          const touched = (formik.touched as Record<string, unknown>)[field.name]
          const shown = touched
            ? (formik.errors as Record<string, string | undefined>)[field.name]
            : undefined
          const common = {
            id: inputId,
            name: field.name,
            value: String(formik.values[field.name] ?? ''),
            onChange: formik.handleChange,
            onBlur: formik.handleBlur,
            autoComplete: field.autoComplete ?? 'off',
            readOnly: saving,
            'aria-invalid': shown ? true : undefined,
            'aria-describedby': shown ? errorId : undefined,
            className: 'address-form__input',
          }
          return (
            <div
              key={field.name}
              className={`address-form__field${field.multiline ? ' address-form__field--wide' : ''}`}
            >
              <label htmlFor={inputId}>
                <FormattedMessage {...field.label} />
              </label>
              {field.multiline ? (
                <textarea {...common} rows={3} />
              ) : (
                <input {...common} type={field.type ?? 'text'} />
              )}
              <p id={errorId} className="address-form__error">
                {shown ? intl.formatMessage({ id: shown }) : null}
              </p>
            </div>
          )
        })}
        <label className="address-form__default">
          <input
            type="checkbox"
            name="isDefault"
            checked={formik.values.isDefault}
            disabled={saving}
            onChange={(event) => void formik.setFieldValue('isDefault', event.target.checked)}
          />
          <FormattedMessage {...m.fieldDefault} />
        </label>
      </form>
    </Dialog>
  )
}
