// SPEC.md §5 price filter: two inputs, "Aplicar" and "Limpiar". Errors show inline in Spanish and the typed
// text stays; a valid range is normalised (bounds, 2 decimals, swap) before it reaches the URL.
// The yup schema loads when the form first validates (on "Aplicar"), started already when a field gets the
// focus: yup is not part of the list's chunk (issue 14 item 3).
import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { normalizePriceRange, priceFilterMessages } from '../../schemas/price-range'
import { listMessages, priceFormMessages as m } from './messages'

export interface PriceFilterFormProps {
  /** The bounds the list is filtered on, as text (from the URL). */
  low: string
  high: string
  /** A message id when the URL itself carried an unusable price. */
  urlError?: string
  urlErrorField?: 'low' | 'high'
  /** `swapped`: the low price was above the high one and they were exchanged (the page says so). */
  onApply: (range: { low?: number; high?: number; swapped: boolean }) => void
  onClear: () => void
}

type Values = { low: string; high: string }

let schemaModule: Promise<typeof import('../../schemas/price-filter.schema')> | null = null
const loadSchema = () => {
  schemaModule ??= import('../../schemas/price-filter.schema').catch((error: unknown) => {
    schemaModule = null
    throw error
  })
  return schemaModule
}

/** What Formik does with a `validationSchema` (its own yup helpers), with the schema loaded on demand. */
async function validate(values: Values): Promise<FormikErrors<Values>> {
  const { priceFilterSchema } = await loadSchema()
  try {
    await validateYupSchema(values, priceFilterSchema)
    return {}
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error)
    throw error
  }
}

const messageById: Record<string, (typeof priceFilterMessages)[keyof typeof priceFilterMessages]> =
  Object.fromEntries(Object.values(priceFilterMessages).map((message) => [message.id, message]))

export function PriceFilterForm({
  low,
  high,
  urlError,
  urlErrorField,
  onApply,
  onClear,
}: PriceFilterFormProps) {
  const intl = useIntl()
  const id = useId()
  const text = (messageId: string | undefined) => {
    const message = messageId ? messageById[messageId] : undefined
    return message ? intl.formatMessage(message) : undefined
  }
  return (
    <Formik<Values>
      initialValues={{ low, high }}
      enableReinitialize
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values, helpers) => {
        const range = normalizePriceRange(values.low, values.high)
        if (range.error) {
          helpers.setErrors({ [range.errorField ?? 'low']: range.error } as FormikErrors<Values>)
          return
        }
        onApply({ low: range.low, high: range.high, swapped: range.swapped === true })
      }}
    >
      {(form) => {
        const errorOf = (field: 'low' | 'high') =>
          text(
            form.errors[field] ?? (form.submitCount === 0 && urlErrorField === field ? urlError : undefined),
          )
        const field = (name: 'low' | 'high') => {
          const error = errorOf(name)
          return (
            <div className="price-filter__field">
              <label htmlFor={`${id}-${name}`}>
                <FormattedMessage {...m[name]} />
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={form.values[name]}
                onChange={form.handleChange}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${name}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-${name}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          )
        }
        return (
          <form
            className="price-filter"
            noValidate
            onSubmit={form.handleSubmit}
            onFocus={() => void loadSchema().catch(() => undefined)}
          >
            <fieldset>
              <legend>
                <FormattedMessage {...listMessages.price} />
              </legend>
              <div className="price-filter__inputs">
                {field('low')}
                {field('high')}
              </div>
              <div className="price-filter__actions">
                <button type="submit" className="button button--primary">
                  <FormattedMessage {...m.apply} />
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    form.resetForm({ values: { low: '', high: '' } })
                    onClear()
                  }}
                >
                  <FormattedMessage {...m.clear} />
                </button>
              </div>
            </fieldset>
          </form>
        )
      }}
    </Formik>
  )
}
