// Adding or editing a material code by hand (issue 27 item 3): checked with materialCodeSchema, the rules the
// import and the mock use; what was typed stays through a refusal of the server (an unknown SKU, a code already
// taken), which is shown above the fields. Plain props: the route owns the flow.
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../api/message'
import { Dialog } from '../../components/dialog'
import { FormField } from '../../components/form-field'
import { useSay } from '../../components/say'
import {
  MATERIAL_CODE_MAX,
  MATERIAL_DESCRIPTION_MAX,
  materialCodeSchema,
  type MaterialCodeValues,
} from '../../schemas/material-code.schema'
import { materialCodeMessages as m } from './messages'

export interface CodeDialogProps {
  /** the code being edited, or null for a new one */
  editing: string | null
  values: MaterialCodeValues
  saving: boolean
  error: Message | null
  onSave(values: MaterialCodeValues): void
  onCancel(): void
}

export function CodeDialog(props: CodeDialogProps) {
  const intl = useIntl()
  const say = useSay()
  const formId = useId()
  const formik = useFormik<MaterialCodeValues>({
    initialValues: props.values,
    validationSchema: materialCodeSchema,
    onSubmit: (values) => props.onSave(values),
  })
  const errorOf = (field: keyof MaterialCodeValues) => {
    const error = formik.errors[field]
    return formik.touched[field] && typeof error === 'string' ? intl.formatMessage({ id: error }) : null
  }
  const field = (name: keyof MaterialCodeValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  })
  return (
    <Dialog
      open
      title={
        props.editing === null ? (
          <FormattedMessage {...m.addTitle} />
        ) : (
          <FormattedMessage {...m.editFor} values={{ code: props.editing }} />
        )
      }
      width={560}
      onClose={props.saving ? undefined : props.onCancel}
      closeLabel={intl.formatMessage(m.close)}
      actions={
        <>
          <button type="button" className="button" onClick={props.onCancel} disabled={props.saving}>
            <FormattedMessage {...m.cancel} />
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            aria-busy={props.saving}
            disabled={props.saving}
          >
            <FormattedMessage {...(props.saving ? m.saving : m.save)} />
          </button>
        </>
      }
    >
      <form id={formId} className="material-codes__form" noValidate onSubmit={formik.handleSubmit}>
        {props.error ? (
          <p className="material-codes__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <FormField label={<FormattedMessage {...m.colCode} />} required error={errorOf('materialCode')}>
          <input
            type="text"
            maxLength={MATERIAL_CODE_MAX + 10}
            autoComplete="off"
            {...field('materialCode')}
          />
        </FormField>
        <FormField
          label={<FormattedMessage {...m.colSku} />}
          hint={<FormattedMessage {...m.skuHint} />}
          required
          error={errorOf('productCode')}
        >
          <input
            type="text"
            maxLength={MATERIAL_CODE_MAX + 10}
            autoComplete="off"
            {...field('productCode')}
          />
        </FormField>
        <FormField
          label={<FormattedMessage {...m.colDescription} />}
          hint={<FormattedMessage {...m.descriptionHint} />}
          error={errorOf('description')}
        >
          <input type="text" maxLength={MATERIAL_DESCRIPTION_MAX + 10} {...field('description')} />
        </FormField>
      </form>
    </Dialog>
  )
}
