// /prototype/optimize/hisDetail?optimizeId= (issue 28 item 4; SPEC.md §2, §6 memberType 2): one of the designer's
// proposals — the product, the notes, the images, the alternatives — and the supplier's answer. Plain props: the
// route owns the actor.
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { Optimize } from '../../api/optimize'
import { Card } from '../../components/card'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { optimizeMessages as m } from './messages'
import { OptimizeGallery, OptimizeStateBadge, ProductLine, ProductTable } from './optimize-parts'
import './optimize.css'

export interface OptimizeDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  proposal: Optimize | null
  error: ErrorMessage | null
  onRetry(): void
}

const ANSWER = { 1: m.answerPending, 2: m.answerAccepted, 3: m.answerDeclined } as const

export function OptimizeDetailView(props: OptimizeDetailViewProps) {
  const intl = useIntl()
  const header = (
    <PageHeader
      back={{ to: '/prototype/optimize/history', label: <FormattedMessage {...m.back} /> }}
      title={<FormattedMessage {...m.detailTitle} />}
    />
  )
  if (props.status === 'loading') return <PageLoader />
  const { proposal } = props
  if (props.status === 'loadFailed' || !proposal)
    return (
      <div className="page optimize">
        {header}
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  return (
    <div className="page optimize">
      {header}
      <Card title={<FormattedMessage {...m.answerTitle} />}>
        <FigureGroup>
          <Figure
            label={<FormattedMessage {...m.stateLabel} />}
            value={<OptimizeStateBadge state={proposal.state} />}
          />
          <Figure label={<FormattedMessage {...m.sentAt} />} value={formatDateTime(proposal.createTime)} />
          {proposal.answerTime ? (
            <Figure
              label={<FormattedMessage {...m.answeredAt} />}
              value={formatDateTime(proposal.answerTime)}
            />
          ) : null}
        </FigureGroup>
        <p className="optimize__note">
          <FormattedMessage {...ANSWER[proposal.state]} />
        </p>
        {proposal.answer ? (
          <p className="optimize__note">
            <FormattedMessage {...m.answerWords} values={{ answer: proposal.answer }} />
          </p>
        ) : null}
      </Card>
      <Card title={<FormattedMessage {...m.productTitle} />}>
        <ProductLine product={proposal.product} />
      </Card>
      <Card title={<FormattedMessage {...m.proposalTitle} />}>
        <p className="optimize__text">{proposal.notes}</p>
        {proposal.images.length > 0 ? (
          <OptimizeGallery images={proposal.images} />
        ) : (
          <p className="optimize__muted">
            <FormattedMessage {...m.noImages} />
          </p>
        )}
      </Card>
      <Card title={<FormattedMessage {...m.alternativesTitle} />}>
        {proposal.alternatives.length > 0 ? (
          <ProductTable rows={proposal.alternatives} caption={intl.formatMessage(m.chosenCaption)} />
        ) : (
          <p>
            <FormattedMessage {...m.noneChosen} />
          </p>
        )}
      </Card>
    </div>
  )
}
