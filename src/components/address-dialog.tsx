// The delivery-address form in a dialog, shared by the checkout and the member centre's address book (SPEC.md §3
// contact info, §5: contact 2–50, address 5–500, the mobile rule), checked with the shared addressSchema on blur
// and on submit. Plain props: the caller's route owns the machine. What was typed stays in the form while it is saved and after a refusal of the server.
import { isText, type Message } from '../api/message'
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { addressSchema, type AddressFormValues } from '../schemas/address.schema'
import { addressDialogMessages as m } from './address-dialog.messages'
import { Dialog } from './dialog'
import './address-dialog.css'

export interface AddressDialogProps {
  mode: 'new' | 'edit'
  values: AddressFormValues
  saving: boolean
  /** the server's refusal */
  error: Message | null
  onSave: (values: AddressFormValues) => void
  onCancel: () => void
  /** Stories and tests: every field touched and validated from the start. */
  showAllErrors?: boolean
}

type TextField = Exclude<keyof AddressFormValues, 'isDefault'>

const FIELDS: { name: TextField; label: keyof typeof m; autoComplete: string; multiline?: boolean }[] = [
  { name: 'memberName', label: 'contact', autoComplete: 'name' },
  { name: 'telMobile', label: 'phone', autoComplete: 'tel' },
  { name: 'country', label: 'country', autoComplete: 'country-name' },
  { name: 'province', label: 'province', autoComplete: 'address-level1' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'street', label: 'street', autoComplete: 'address-line1' },
  { name: 'detailAddress', label: 'detail', autoComplete: 'address-line2', multiline: true },
]

/** addressSchema's limits of country/province/city and of the street. */
const REGION_MAX = 50
const STREET_MAX = 100

const ALL_TOUCHED = Object.fromEntries(FIELDS.map((field) => [field.name, true]))

export function AddressDialog({
  mode,
  values,
  saving,
  error,
  onSave,
  onCancel,
  showAllErrors,
}: AddressDialogProps) {
  const intl = useIntl()
  const baseId = useId()
  const formik = useFormik<AddressFormValues>({
    initialValues: values,
    initialTouched: showAllErrors ? ALL_TOUCHED : {},
    validateOnMount: showAllErrors,
    validationSchema: addressSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: (submitted, helpers) => {
      helpers.setSubmitting(false)
      onSave(submitted)
    },
  })
  // Formik keeps only the message id: the one length rule with a value takes it from its field
  const messageOf = (field: TextField, id: string | undefined) =>
    id ? intl.formatMessage({ id }, { max: field === 'street' ? STREET_MAX : REGION_MAX }) : null
  const serverText = error
    ? isText(error)
      ? error.text
      : intl.formatMessage({ id: error.id }, error.values)
    : null
  const title = intl.formatMessage(mode === 'new' ? m.newTitle : m.editTitle)
  const formId = `${baseId}-form`

  return (
    <Dialog
      open
      title={title}
      width={640}
      onClose={saving ? undefined : onCancel}
      closeLabel={intl.formatMessage(m.close)}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={saving}>
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
      <form id={formId} className="address-form" noValidate onSubmit={formik.handleSubmit}>
        {serverText && (
          <p className="address-form__server-error" role="alert">
            {serverText}
          </p>
        )}
        {FIELDS.map((field) => {
          const inputId = `${baseId}-${field.name}`
          const errorId = `${inputId}-error`
          const shown = formik.touched[field.name] ? formik.errors[field.name] : undefined
          const common = {
            id: inputId,
            name: field.name,
            value: formik.values[field.name],
            onChange: formik.handleChange,
            onBlur: formik.handleBlur,
            autoComplete: field.autoComplete,
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
                <FormattedMessage {...m[field.label]} />
              </label>
              {field.multiline ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
              <p id={errorId} className="address-form__error">
                {messageOf(field.name, shown)}
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
          <FormattedMessage {...m.makeDefault} />
        </label>
      </form>
    </Dialog>
  )
}
