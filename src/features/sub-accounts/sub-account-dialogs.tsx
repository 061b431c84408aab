// The dialogs of /member/subAccount (issue 27 items 1 and 2): a sub-account's rights and spending limit, its new
// password, and the reason of a rejected order. Each form is checked with the shared yup rules of
// src/schemas/sub-account.schema.ts (the mock checks the same), keeps what was typed through a refusal of the
// server, and waits while it is sent. Plain props: the route owns the flows.
import { useFormik } from 'formik'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { object } from 'yup'
import type { Message } from '../../api/message'
import { Dialog } from '../../components/dialog'
import { FormField } from '../../components/form-field'
import { useSay } from '../../components/say'
import {
  rejectReasonRule,
  resetSubPasswordSchema,
  subRightsSchema,
  type SubPermission,
} from '../../schemas/sub-account.schema'
import { subAccountMessages as m } from './messages'
import { RightsFields } from './rights-fields'

export interface RightsValues {
  spendingLimit: string
  permissions: SubPermission[]
}

const rejectSchema = object({ reason: rejectReasonRule() })

function FormDialog({
  title,
  saving,
  error,
  onCancel,
  onSubmit,
  children,
}: {
  title: ReactNode
  saving: boolean
  error: Message | null
  onCancel(): void
  onSubmit(): void
  children: ReactNode
}) {
  const intl = useIntl()
  const say = useSay()
  const formId = useId()
  return (
    <Dialog
      open
      title={title}
      width={560}
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
            aria-busy={saving}
            disabled={saving}
          >
            <FormattedMessage {...(saving ? m.saving : m.save)} />
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="sub-accounts__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {error ? (
          <p className="sub-accounts__error" role="alert">
            {say(error)}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  )
}

const errorText = (intl: ReturnType<typeof useIntl>, touched: unknown, error: unknown) =>
  touched && typeof error === 'string' ? intl.formatMessage({ id: error }) : null

export function RightsDialog(props: {
  name: string
  values: RightsValues
  saving: boolean
  error: Message | null
  onSave(values: RightsValues): void
  onCancel(): void
}) {
  const intl = useIntl()
  const formik = useFormik<RightsValues>({
    initialValues: props.values,
    validationSchema: subRightsSchema,
    onSubmit: (values) => props.onSave(values),
  })
  return (
    <FormDialog
      title={<FormattedMessage {...m.editFor} values={{ name: props.name }} />}
      saving={props.saving}
      error={props.error}
      onCancel={props.onCancel}
      onSubmit={formik.submitForm}
    >
      <FormField
        label={<FormattedMessage {...m.fieldLimit} />}
        hint={<FormattedMessage {...m.limitHint} />}
        error={errorText(intl, formik.touched.spendingLimit, formik.errors.spendingLimit)}
        required
      >
        <input
          name="spendingLimit"
          inputMode="decimal"
          autoComplete="off"
          value={formik.values.spendingLimit}
          readOnly={props.saving}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <RightsFields
        value={formik.values.permissions}
        disabled={props.saving}
        onChange={(next) => void formik.setFieldValue('permissions', next)}
      />
    </FormDialog>
  )
}

export function PasswordDialog(props: {
  name: string
  password: string
  saving: boolean
  error: Message | null
  onSave(password: string): void
  onCancel(): void
}) {
  const intl = useIntl()
  const formik = useFormik({
    initialValues: { password: props.password },
    validationSchema: resetSubPasswordSchema,
    onSubmit: (values) => props.onSave(values.password),
  })
  return (
    <FormDialog
      title={<FormattedMessage {...m.resetFor} values={{ name: props.name }} />}
      saving={props.saving}
      error={props.error}
      onCancel={props.onCancel}
      onSubmit={formik.submitForm}
    >
      <FormField
        label={<FormattedMessage {...m.fieldNewPassword} />}
        hint={<FormattedMessage {...m.passwordHint} />}
        error={errorText(intl, formik.touched.password, formik.errors.password)}
        required
      >
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          value={formik.values.password}
          readOnly={props.saving}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
    </FormDialog>
  )
}

export function RejectDialog(props: {
  orderSn: string
  reason: string
  saving: boolean
  error: Message | null
  onSave(reason: string): void
  onCancel(): void
}) {
  const intl = useIntl()
  const formik = useFormik({
    initialValues: { reason: props.reason },
    validationSchema: rejectSchema,
    onSubmit: (values) => props.onSave(values.reason),
  })
  return (
    <FormDialog
      title={<FormattedMessage {...m.rejectFor} values={{ orderSn: props.orderSn }} />}
      saving={props.saving}
      error={props.error}
      onCancel={props.onCancel}
      onSubmit={formik.submitForm}
    >
      <p className="sub-accounts__lead">
        <FormattedMessage {...m.rejectLead} />
      </p>
      <FormField
        label={<FormattedMessage {...m.fieldReason} />}
        error={errorText(intl, formik.touched.reason, formik.errors.reason)}
        required
      >
        <textarea
          name="reason"
          rows={3}
          value={formik.values.reason}
          readOnly={props.saving}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
    </FormDialog>
  )
}
