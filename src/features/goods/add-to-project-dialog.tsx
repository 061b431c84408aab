// «Añadir a un proyecto» on the product page (issue 27 leftovers item 3; SPEC.md §2 /member/project/detail, §5
// purchase quantities): the kit's dialog with the member's projects and the quantity, then the project named
// with a link to it. Plain props: the route owns the flow.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { Dialog } from '../../components/dialog'
import { FormField } from '../../components/form-field'
import { LoadFailed, useSay } from '../../components/say'
import { addToProjectMessages as m } from './add-to-project.messages'

export interface AddToProjectDialogProps {
  stage: 'loading' | 'loadFailed' | 'noProjects' | 'choosing' | 'added'
  goodsName: string
  saleUnit: string
  minBuyNum: number
  projects: readonly { projectId: number; name: string }[]
  projectId: number | null
  quantity: string
  errors: { projectId?: ErrorMessage; quantity?: ErrorMessage }
  error: ErrorMessage | null
  adding: boolean
  added: { projectId: number; name: string } | null
  onProject(projectId: number): void
  onQuantity(value: string): void
  onSubmit(): void
  onRetry(): void
  onClose(): void
}

export function AddToProjectDialog(props: AddToProjectDialogProps) {
  const intl = useIntl()
  const say = useSay()
  const close = props.adding ? undefined : props.onClose
  const formId = 'add-to-project-form'
  const actions =
    props.stage === 'choosing' ? (
      <>
        <button type="button" className="button" onClick={close}>
          <FormattedMessage {...m.cancel} />
        </button>
        <button
          type="submit"
          form={formId}
          className="button button--primary"
          aria-disabled={props.adding || undefined}
        >
          <FormattedMessage {...(props.adding ? m.adding : m.add)} />
        </button>
      </>
    ) : (
      <button type="button" className="button" onClick={close}>
        <FormattedMessage {...m.close} />
      </button>
    )
  return (
    <Dialog
      open
      title={intl.formatMessage(m.title)}
      onClose={close}
      closeLabel={intl.formatMessage(m.close)}
      actions={actions}
    >
      {props.stage === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : null}
      {props.stage === 'loadFailed' ? <LoadFailed error={props.error} onRetry={props.onRetry} /> : null}
      {props.stage === 'noProjects' ? (
        <p>
          <FormattedMessage {...m.none} />{' '}
          <Link to="/member/project/list">
            <FormattedMessage {...m.toProjects} />
          </Link>
        </p>
      ) : null}
      {props.stage === 'added' && props.added ? (
        <p role="status">
          <FormattedMessage {...m.added} values={{ name: props.added.name }} />{' '}
          <Link to={`/member/project/detail?projectId=${props.added.projectId}`}>
            <FormattedMessage {...m.toProject} />
          </Link>
        </p>
      ) : null}
      {props.stage === 'choosing' ? (
        <form
          id={formId}
          className="goods-add-project"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!props.adding) props.onSubmit()
          }}
        >
          <p className="goods-add-project__lead">
            <FormattedMessage {...m.lead} values={{ name: props.goodsName }} />
          </p>
          <FormField label={<FormattedMessage {...m.project} />} error={say(props.errors.projectId)} required>
            <select
              value={props.projectId ?? ''}
              onChange={(event) => {
                if (event.target.value) props.onProject(Number(event.target.value))
              }}
            >
              <option value="" disabled>
                {intl.formatMessage(m.chooseProject)}
              </option>
              {props.projects.map((project) => (
                <option key={project.projectId} value={project.projectId}>
                  {project.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={<FormattedMessage {...m.quantity} values={{ unit: props.saleUnit }} />}
            hint={<FormattedMessage {...m.quantityHint} values={{ min: props.minBuyNum }} />}
            error={say(props.errors.quantity)}
            required
          >
            <input
              type="number"
              inputMode="numeric"
              min={props.minBuyNum}
              step={props.minBuyNum}
              value={props.quantity}
              onChange={(event) => props.onQuantity(event.target.value)}
            />
          </FormField>
          {props.error ? (
            <p className="goods-add-project__error" role="alert">
              {say(props.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  )
}
