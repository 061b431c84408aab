// "Guardar como lista" on an order's page (issue 27 item 6; SPEC.md §2 /member/regular/list): the button, the
// dialog that asks the list's name (1–50 characters, the shared rule of src/schemas/project.schema.ts, checked
// here and by the mock) and the notice with a link to the lists once saved. Plain props: the route owns the flow
// (use-save-order-list.ts).
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import { Dialog } from '../../components/dialog'
import { FormField } from '../../components/form-field'
import { useSay } from '../../components/say'
import { PROJECT_NAME_MAX, regularListNameSchema } from '../../schemas/project.schema'
import { orderSaveListMessages as m } from './order-save-list.messages'

export interface OrderSaveListProps {
  orderSn: string
  dialog: { name: string; saving: boolean; error: Message | null } | null
  saved: { name: string } | null
  onOpen(defaultName: string): void
  onSave(name: string): void
  onCancel(): void
  onDismiss(): void
}

export function OrderSaveList(props: OrderSaveListProps) {
  const intl = useIntl()
  return (
    <div className="order-save-list">
      <button
        type="button"
        className="button"
        onClick={() => props.onOpen(intl.formatMessage(m.defaultName, { orderSn: props.orderSn }))}
      >
        <FormattedMessage {...m.open} />
      </button>
      {props.saved ? (
        <p className="order-save-list__notice" role="status">
          <FormattedMessage {...m.saved} values={{ name: props.saved.name }} />{' '}
          <Link to="/member/regular/list">
            <FormattedMessage {...m.seeLists} />
          </Link>{' '}
          <button type="button" className="link-button" onClick={props.onDismiss}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </p>
      ) : null}
      {props.dialog ? (
        <SaveListDialog {...props.dialog} onSave={props.onSave} onCancel={props.onCancel} />
      ) : null}
    </div>
  )
}

function SaveListDialog(props: {
  name: string
  saving: boolean
  error: Message | null
  onSave(name: string): void
  onCancel(): void
}) {
  const intl = useIntl()
  const say = useSay()
  const formId = useId()
  const formik = useFormik({
    initialValues: { name: props.name },
    validationSchema: regularListNameSchema,
    onSubmit: (values) => props.onSave(values.name),
  })
  const error =
    formik.touched.name && formik.errors.name ? intl.formatMessage({ id: formik.errors.name }) : null
  return (
    <Dialog
      open
      title={<FormattedMessage {...m.title} />}
      width={520}
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
      <form id={formId} className="order-save-list__form" noValidate onSubmit={formik.handleSubmit}>
        <p>
          <FormattedMessage {...m.text} />
        </p>
        {props.error ? <p role="alert">{say(props.error)}</p> : null}
        <FormField label={<FormattedMessage {...m.name} />} required error={error}>
          <input
            type="text"
            name="name"
            maxLength={PROJECT_NAME_MAX + 20}
            autoComplete="off"
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
      </form>
    </Dialog>
  )
}
