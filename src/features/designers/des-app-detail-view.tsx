// /member/desApp/detail?desAppId= (issue 27 item 5; SPEC.md §2, §6 memberType 3): one designer application —
// the designer, the proposal and the portfolio — accepted after a confirmation or declined with a reason. Plain
// props: the route owns the actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { DesignerApplication } from '../../api/designers'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Dialog } from '../../components/dialog'
import { Figure, FigureGroup } from '../../components/figure'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { ApplicationStateBadge, PortfolioGallery } from './designer-parts'
import { designerMessages as m } from './messages'
import './designers.css'

export interface DesAppDetailViewProps {
  stage: 'loading' | 'loadFailed' | 'shown'
  application: DesignerApplication | null
  /** the dialog open, if any */
  decision: 'accept' | 'decline' | null
  reason: string
  reasonError: ErrorMessage | null
  error: ErrorMessage | null
  busy: boolean
  onAccept(): void
  onDecline(): void
  onReason(value: string): void
  onConfirm(): void
  onCancel(): void
  onRetry(): void
}

export function DesAppDetailView(props: DesAppDetailViewProps) {
  const intl = useIntl()
  const say = useSay()
  const back = { to: '/member/desApp/list', label: <FormattedMessage {...m.detailBack} /> }
  if (props.stage === 'loading') return <PageLoader />
  if (props.stage === 'loadFailed' || !props.application)
    return (
      <div className="page designers">
        <PageHeader title={<FormattedMessage {...m.desAppTitle} />} back={back} />
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  const app = props.application
  const name = app.designerName
  const pending = app.state === 1
  return (
    <div className="page designers">
      <PageHeader
        title={<FormattedMessage {...m.detailTitle} values={{ name }} />}
        back={back}
        actions={
          pending ? (
            <>
              <button type="button" className="button" onClick={props.onDecline} disabled={props.busy}>
                <FormattedMessage {...m.decline} />
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={props.onAccept}
                disabled={props.busy}
              >
                <FormattedMessage {...m.accept} />
              </button>
            </>
          ) : undefined
        }
      />
      <Card>
        <FigureGroup>
          <Figure
            label={<FormattedMessage {...m.colState} />}
            value={<ApplicationStateBadge state={app.state} />}
          />
          <Figure label={<FormattedMessage {...m.colSpecialty} />} value={app.specialty} />
          <Figure label={<FormattedMessage {...m.colDate} />} value={formatDateTime(app.createTime)} />
          {app.decideTime ? (
            <Figure label={<FormattedMessage {...m.decidedAt} />} value={formatDateTime(app.decideTime)} />
          ) : null}
        </FigureGroup>
        {app.declineReason ? (
          <p className="designers__note">
            <FormattedMessage {...m.declineReason} />: {app.declineReason}
          </p>
        ) : null}
        {app.state === 2 ? (
          <p className="designers__note" role="status">
            <FormattedMessage {...m.acceptedNote} />{' '}
            <Link to="/member/permission">
              <FormattedMessage {...m.toPermissions} />
            </Link>
          </p>
        ) : null}
        {props.error ? (
          <p className="designers__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
      </Card>
      <Card title={<FormattedMessage {...m.message} />}>
        <p>{app.message}</p>
        <PortfolioGallery images={app.images} />
      </Card>
      <ConfirmDialog
        open={props.decision === 'accept'}
        title={intl.formatMessage(m.acceptTitle, { name })}
        message={<FormattedMessage {...m.acceptText} />}
        confirmLabel={intl.formatMessage(m.accept)}
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
      <Dialog
        open={props.decision === 'decline'}
        title={intl.formatMessage(m.declineTitle, { name })}
        onClose={props.busy ? undefined : props.onCancel}
        actions={
          <>
            <button type="button" className="button" onClick={props.busy ? undefined : props.onCancel}>
              <FormattedMessage {...m.cancel} />
            </button>
            <button
              type="button"
              className="button button--primary"
              aria-disabled={props.busy || undefined}
              onClick={props.busy ? undefined : props.onConfirm}
            >
              <FormattedMessage {...m.decline} />
            </button>
          </>
        }
      >
        <FormField label={<FormattedMessage {...m.reason} />} error={say(props.reasonError)} required>
          <textarea
            className="designers__reason"
            value={props.reason}
            maxLength={200}
            onChange={(event) => props.onReason(event.target.value)}
          />
        </FormField>
      </Dialog>
    </div>
  )
}
