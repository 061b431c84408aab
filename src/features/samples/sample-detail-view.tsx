// /prototype/sample/detail?applySn= (issue 28 item 3; SPEC.md §2): one application — its state as the supplier
// left it (reviewing, approved, shipped with its tracking number, or rejected with the reason and the quota
// given back), the lines and the delivery. Plain props: the route owns the detail actor.
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { SampleApplication } from '../../api/sample-applies'
import { Card } from '../../components/card'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed } from '../../components/say'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { sampleApplyMessages as m } from './messages'
import { SampleApplyStateBadge, SampleLinesTable } from './sample-parts'
import './samples.css'

export interface SampleDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  apply: SampleApplication | null
  error: ErrorMessage | null
  /** the state's label and whether its lines still use the month's quota (the lifecycle's meta) */
  labelOf(code: number): Message | null
  usesQuota(code: number): boolean
  onRefresh(): void
  onRetry(): void
}

export function SampleDetailView(props: SampleDetailViewProps) {
  const intl = useIntl()
  const back = { to: '/prototype/sample/history', label: <FormattedMessage {...m.detailBack} /> }
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !props.apply)
    return (
      <div className="page samples">
        <PageHeader title={<FormattedMessage {...m.historyTitle} />} back={back} />
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      </div>
    )
  const apply = props.apply
  return (
    <div className="page samples">
      <PageHeader
        title={<FormattedMessage {...m.detailTitle} values={{ applySn: apply.applySn }} />}
        back={back}
        actions={
          <button type="button" className="button" onClick={props.onRefresh}>
            <FormattedMessage {...m.detailRefresh} />
          </button>
        }
      />
      <Card>
        <FigureGroup>
          <Figure
            label={<FormattedMessage {...m.detailState} />}
            value={<SampleApplyStateBadge code={apply.state} label={props.labelOf(apply.state)} />}
          />
          <Figure label={<FormattedMessage {...m.detailDate} />} value={formatDateTime(apply.createTime)} />
          <Figure label={<FormattedMessage {...m.detailTotal} />} value={formatMoney(apply.totalAmount)} />
          {apply.shipTime ? (
            <Figure
              label={<FormattedMessage {...m.detailShipped} />}
              value={formatDateTime(apply.shipTime)}
            />
          ) : null}
          {apply.expressNumber ? (
            <Figure label={<FormattedMessage {...m.detailExpress} />} value={apply.expressNumber} />
          ) : null}
        </FigureGroup>
        {apply.rejectReason ? (
          <p className="samples__note">
            <FormattedMessage {...m.detailRejectReason} />: {apply.rejectReason}
          </p>
        ) : null}
        {!props.usesQuota(apply.state) ? (
          <p className="samples__note" role="status">
            <FormattedMessage {...m.quotaBack} />
          </p>
        ) : null}
      </Card>
      <Card title={<FormattedMessage {...m.linesTitle} />}>
        <SampleLinesTable
          caption={intl.formatMessage(m.linesTitle)}
          lines={apply.lines.map((line) => ({ ...line, key: line.productId }))}
        />
      </Card>
      <Card title={<FormattedMessage {...m.detailReceiver} />}>
        <p>
          {apply.receiverName} · {apply.receiverMobile}
        </p>
        <p>{apply.address}</p>
        {apply.remark ? (
          <p>
            <FormattedMessage {...m.detailRemark} />: {apply.remark}
          </p>
        ) : null}
      </Card>
    </div>
  )
}
