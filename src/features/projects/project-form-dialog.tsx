// Creating or editing a project (issue 27 item 6; SPEC.md §5 project name 1–50): checked with projectSchema, the
// rules the mock uses, so a 51-character name is refused here in Spanish before anything is sent; the period's
// days are the kit's AAAA-MM-DD fields. What was typed stays through a refusal of the server, shown above the
// fields. Plain props: the route owns the flow.
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../api/message'
import { DayField } from '../../components/day-field'
import { Dialog } from '../../components/dialog'
import { FormField } from '../../components/form-field'
import { useSay } from '../../components/say'
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  projectSchema,
  type ProjectValues,
} from '../../schemas/project.schema'
import { projectMessages as m } from './messages'

export interface ProjectFormDialogProps {
  mode: 'create' | 'edit'
  values: ProjectValues
  saving: boolean
  error: Message | null
  onSave(values: ProjectValues): void
  onCancel(): void
}

export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const intl = useIntl()
  const say = useSay()
  const formId = useId()
  const formik = useFormik<ProjectValues>({
    initialValues: props.values,
    validationSchema: projectSchema,
    onSubmit: (values) => props.onSave(values),
  })
  const errorOf = (field: keyof ProjectValues) => {
    const error = formik.errors[field]
    return formik.touched[field] && typeof error === 'string' ? error : null
  }
  const say2 = (id: string | null) => (id ? intl.formatMessage({ id }) : null)
  return (
    <Dialog
      open
      title={<FormattedMessage {...(props.mode === 'create' ? m.createTitle : m.editTitle)} />}
      width={600}
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
            <FormattedMessage
              {...(props.saving ? m.saving : props.mode === 'create' ? m.createSubmit : m.save)}
            />
          </button>
        </>
      }
    >
      <form id={formId} className="projects__form" noValidate onSubmit={formik.handleSubmit}>
        {props.error ? (
          <p className="projects__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <FormField
          label={<FormattedMessage {...m.name} />}
          hint={<FormattedMessage {...m.nameHint} />}
          required
          error={say2(errorOf('name'))}
        >
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
        <FormField
          label={<FormattedMessage {...m.description} />}
          hint={<FormattedMessage {...m.descriptionHint} />}
          error={say2(errorOf('description'))}
        >
          <textarea
            name="description"
            rows={3}
            maxLength={PROJECT_DESCRIPTION_MAX + 20}
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <div className="projects__period">
          <DayField
            id={`${formId}-start`}
            label={m.startDate}
            value={formik.values.startDate}
            error={errorOf('startDate')}
            onChange={(value) => void formik.setFieldValue('startDate', value)}
            onBlur={() => void formik.setFieldTouched('startDate', true)}
          />
          <DayField
            id={`${formId}-end`}
            label={m.endDate}
            value={formik.values.endDate}
            error={errorOf('endDate')}
            onChange={(value) => void formik.setFieldValue('endDate', value)}
            onBlur={() => void formik.setFieldTouched('endDate', true)}
          />
        </div>
      </form>
    </Dialog>
  )
}
