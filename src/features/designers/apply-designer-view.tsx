// /applyDesigner (issue 27 item 5; SPEC.md §2, §5 images png/jpg at most 5, §6): a member applies to become a
// certified designer with portfolio images, then sees the platform's review: in review, rejected with the reason
// and "Volver a solicitar", or approved. Plain props: the route owns the application actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { DesignerApply } from '../../api/designers'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { FilePicker } from '../../components/file-picker'
import { Figure, FigureGroup } from '../../components/figure'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { ApplyStateBadge, PortfolioGallery } from './designer-parts'
import { designerMessages as m } from './messages'
import './designers.css'

export type ApplyDesignerStage = 'loading' | 'loadFailed' | 'form' | 'inReview' | 'turnedDown' | 'approved'
type Field = 'realName' | 'specialty' | 'intro'

export interface ApplyDesignerViewProps {
  stage: ApplyDesignerStage
  record: DesignerApply | null
  values: Record<Field, string>
  images: readonly { url: string; name: string }[]
  errors: Partial<Record<Field | 'images', ErrorMessage>>
  imageError: ErrorMessage | null
  error: ErrorMessage | null
  uploading: boolean
  busy: boolean
  maxImages: number
  onChange(field: Field, value: string): void
  onPick(files: File[]): void
  onRemove(index: number): void
  onSubmit(): void
  onReapply(): void
  onRetry(): void
}

export function ApplyDesignerView(props: ApplyDesignerViewProps) {
  const header = (
    <PageHeader title={<FormattedMessage {...m.applyTitle} />} lead={<FormattedMessage {...m.applyLead} />} />
  )
  if (props.stage === 'loading') return <PageLoader />
  if (props.stage === 'loadFailed')
    return (
      <div className="page designers">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  return (
    <div className="page designers">
      {header}
      {props.stage === 'form' ? (
        <ApplyForm {...props} />
      ) : props.record ? (
        <ApplyState {...props} record={props.record} />
      ) : null}
    </div>
  )
}

function ApplyState(props: ApplyDesignerViewProps & { record: DesignerApply }) {
  const { record } = props
  return (
    <>
      <Card title={<FormattedMessage {...m.stateTitle} />}>
        <FigureGroup>
          <Figure
            label={<FormattedMessage {...m.stateLabel} />}
            value={<ApplyStateBadge state={record.state} />}
          />
          <Figure label={<FormattedMessage {...m.sentAt} />} value={formatDateTime(record.createTime)} />
          {record.reviewTime ? (
            <Figure
              label={<FormattedMessage {...m.reviewedAt} />}
              value={formatDateTime(record.reviewTime)}
            />
          ) : null}
        </FigureGroup>
        {props.stage === 'inReview' ? (
          <p className="designers__note" role="status">
            <FormattedMessage {...m.inReviewText} />
          </p>
        ) : null}
        {props.stage === 'turnedDown' && record.rejectReason ? (
          <p className="designers__note">
            <FormattedMessage {...m.rejectReason} />: {record.rejectReason}
          </p>
        ) : null}
        {props.stage === 'approved' ? (
          <p className="designers__note" role="status">
            <FormattedMessage {...m.approvedText} />
          </p>
        ) : null}
        <div className="designers__actions">
          {props.stage === 'inReview' ? (
            <button type="button" className="button" onClick={props.onRetry}>
              <FormattedMessage {...m.refresh} />
            </button>
          ) : null}
          {props.stage === 'turnedDown' ? (
            <button type="button" className="button button--primary" onClick={props.onReapply}>
              <FormattedMessage {...m.reapply} />
            </button>
          ) : null}
          {props.stage === 'approved' ? (
            <Link className="button button--primary" to="/member/applyInfo">
              <FormattedMessage {...m.toInfo} />
            </Link>
          ) : null}
        </div>
      </Card>
      <Card title={<FormattedMessage {...m.submittedPortfolio} />}>
        <p>
          {record.realName} · {record.specialty}
        </p>
        <p>{record.intro}</p>
        <PortfolioGallery images={record.images} />
      </Card>
    </>
  )
}

function ApplyForm(props: ApplyDesignerViewProps) {
  const intl = useIntl()
  const say = useSay()
  const field = (name: Field, label: Message, hint?: Message) => (
    <FormField
      label={<FormattedMessage {...label} />}
      error={say(props.errors[name])}
      required
      hint={hint ? <FormattedMessage {...hint} /> : undefined}
    >
      <input
        type="text"
        value={props.values[name]}
        maxLength={50}
        autoComplete={name === 'realName' ? 'name' : 'off'}
        onChange={(event) => props.onChange(name, event.target.value)}
      />
    </FormField>
  )
  return (
    <Card>
      <form
        className="designers__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <div className="designers__fields">
          {field('realName', m.realName)}
          {field('specialty', m.specialty, m.specialtyHint)}
        </div>
        <FormField label={<FormattedMessage {...m.intro} />} error={say(props.errors.intro)} required>
          <textarea
            className="designers__intro"
            value={props.values.intro}
            maxLength={500}
            onChange={(event) => props.onChange('intro', event.target.value)}
          />
        </FormField>
        <FilePicker
          label={intl.formatMessage(m.portfolio)}
          accept="image/png,image/jpeg"
          multiple
          buttonLabel={intl.formatMessage(m.portfolioButton)}
          summary={intl.formatMessage(m.portfolioCount, { count: props.images.length })}
          hint={intl.formatMessage(m.portfolioHint, { max: props.maxImages })}
          error={say(props.imageError ?? props.errors.images ?? null)}
          status={props.uploading ? intl.formatMessage(m.portfolioUploading) : undefined}
          required
          disabled={props.busy}
          onPick={props.onPick}
        >
          <PortfolioGallery
            images={props.images.map((image) => image.url)}
            controlOf={(index) => (
              <button
                type="button"
                className="button"
                disabled={props.busy}
                onClick={() => props.onRemove(index)}
              >
                {intl.formatMessage(m.removeImage, { n: index + 1 })}
              </button>
            )}
          />
        </FilePicker>
        {props.error ? (
          <p className="designers__error" role="alert">
            {say(props.error)}
          </p>
        ) : null}
        <div className="designers__actions">
          <button type="submit" className="button button--primary" aria-disabled={props.busy || undefined}>
            <FormattedMessage {...(props.busy && !props.uploading ? m.submitting : m.submit)} />
          </button>
        </div>
      </form>
    </Card>
  )
}
