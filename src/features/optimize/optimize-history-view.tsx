// /prototype/optimize/history (issue 28 item 4; SPEC.md §2, §6 memberType 2): the designer's optimisation
// proposals, newest first, filtered by state, in the paged-list frame. Plain props: the route owns the actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { Optimize } from '../../api/optimize'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { FilterGroup } from '../../components/filter-group'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { optimizeMessages as m } from './messages'
import { OptimizeStateBadge, optimizeStateLabel } from './optimize-parts'
import { optimizeDetailPath } from './optimize-view'
import './optimize.css'

export type OptimizeStateFilter = 0 | 1 | 2 | 3

export interface OptimizeHistoryViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly Optimize[]
  pagination: { current: number; pageSize: number; total: number }
  state: OptimizeStateFilter
  error: ErrorMessage | null
  onState(state: OptimizeStateFilter): void
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export function OptimizeHistoryView(props: OptimizeHistoryViewProps) {
  const intl = useIntl()
  const say = useSay()
  const columns: DataColumn<Optimize>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (row) => (
        <span className="optimize__name">
          {row.product.goodsName}
          <span className="optimize__muted">{row.product.storeName}</span>
        </span>
      ),
    },
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      nowrap: true,
      cell: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (row) => <OptimizeStateBadge state={row.state} />,
    },
    {
      key: 'action',
      header: intl.formatMessage(m.colAction),
      nowrap: true,
      cell: (row) => (
        <Link
          to={optimizeDetailPath(row.optimizeId)}
          aria-label={intl.formatMessage(m.openFor, { name: row.product.goodsName })}
        >
          <FormattedMessage {...m.open} />
        </Link>
      ),
    },
  ]
  const options = ([0, 1, 2, 3] as const).map((value) => ({
    value,
    label: intl.formatMessage(value === 0 ? m.filterAll : optimizeStateLabel(value)),
  }))
  return (
    <div className="page optimize">
      <PageHeader
        title={<FormattedMessage {...m.historyTitle} />}
        lead={<FormattedMessage {...m.historyLead} />}
      />
      <Card>
        <FilterGroup
          label={intl.formatMessage(m.filterLabel)}
          options={options}
          value={props.state}
          onChange={props.onState}
        />
        <PagedListFrame
          status={props.status === 'loadFailed' ? 'error' : props.status}
          error={say(props.error)}
          onRetry={props.onRetry}
          isEmpty={props.list.length === 0}
          empty={
            <EmptyState
              title={<FormattedMessage {...m.historyEmpty} />}
              text={<FormattedMessage {...m.historyEmptyHint} />}
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
            rowKey={(row) => row.optimizeId}
            caption={intl.formatMessage(m.historyCaption)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
