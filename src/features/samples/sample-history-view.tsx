// /prototype/sample/history (issue 28 item 3; SPEC.md §2): the member's sample applications, newest first, with
// their state as the supplier left it, in the paged-list frame. Plain props: the route owns the list actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { SampleApplication } from '../../api/sample-applies'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { sampleApplyMessages as m } from './messages'
import { SampleApplyStateBadge } from './sample-parts'
import './samples.css'

export interface SampleHistoryViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly SampleApplication[]
  pagination: { current: number; pageSize: number; total: number }
  error: ErrorMessage | null
  labelOf(code: number): Message | null
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export const detailPath = (applySn: string) =>
  `/prototype/sample/detail?applySn=${encodeURIComponent(applySn)}`

export function SampleHistoryView(props: SampleHistoryViewProps) {
  const intl = useIntl()
  const say = useSay()
  const columns: DataColumn<SampleApplication>[] = [
    {
      key: 'number',
      header: intl.formatMessage(m.colNumber),
      rowHeader: true,
      nowrap: true,
      cell: (apply) => <Link to={detailPath(apply.applySn)}>{apply.applySn}</Link>,
    },
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      nowrap: true,
      cell: (apply) => formatDateTime(apply.createTime),
    },
    {
      key: 'goods',
      header: intl.formatMessage(m.colGoods),
      cell: (apply) => apply.lines[0]?.goodsName ?? '',
    },
    {
      key: 'lines',
      header: intl.formatMessage(m.colLines),
      numeric: true,
      cell: (apply) => formatCount(apply.lineCount),
    },
    {
      key: 'amount',
      header: intl.formatMessage(m.colAmount),
      numeric: true,
      cell: (apply) => formatMoney(apply.totalAmount),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (apply) => <SampleApplyStateBadge code={apply.state} label={props.labelOf(apply.state)} />,
    },
  ]
  return (
    <div className="page samples">
      <PageHeader title={<FormattedMessage {...m.historyTitle} />} />
      <Card>
        <PagedListFrame
          status={props.status === 'loadFailed' ? 'error' : props.status}
          error={say(props.error)}
          onRetry={props.onRetry}
          isEmpty={props.list.length === 0}
          empty={
            <EmptyState
              title={<FormattedMessage {...m.historyEmpty} />}
              action={
                <Link className="button" to="/cart/request">
                  <FormattedMessage {...m.goToCart} />
                </Link>
              }
            />
          }
          pager={{
            page: props.pagination.current,
            limit: props.pagination.pageSize,
            total: props.pagination.total,
            onChange: props.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={props.list}
            rowKey={(apply) => apply.applySn}
            caption={intl.formatMessage(m.historyCaption)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
