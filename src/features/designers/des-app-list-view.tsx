// /member/desApp/list (issue 27 item 5; SPEC.md §2, §6 memberType 3): the designer applications made to this
// enterprise, newest first, filtered by state, in the paged-list frame. Plain props: the route owns the actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { DesignerApplication } from '../../api/designers'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { FilterGroup } from '../../components/filter-group'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import { ApplicationStateBadge, applicationStateLabel } from './designer-parts'
import { designerMessages as m } from './messages'
import './designers.css'

export type DesAppStateFilter = 0 | 1 | 2 | 3

export interface DesAppListViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly DesignerApplication[]
  pagination: { current: number; pageSize: number; total: number }
  state: DesAppStateFilter
  error: ErrorMessage | null
  onState(state: DesAppStateFilter): void
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export const desAppDetailPath = (desAppId: number) => `/member/desApp/detail?desAppId=${desAppId}`

export function DesAppListView(props: DesAppListViewProps) {
  const intl = useIntl()
  const say = useSay()
  const columns: DataColumn<DesignerApplication>[] = [
    {
      key: 'designer',
      header: intl.formatMessage(m.colDesigner),
      rowHeader: true,
      cell: (row) => row.designerName,
    },
    { key: 'specialty', header: intl.formatMessage(m.colSpecialty), cell: (row) => row.specialty },
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      nowrap: true,
      cell: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (row) => <ApplicationStateBadge state={row.state} />,
    },
    {
      key: 'action',
      header: intl.formatMessage(m.colAction),
      nowrap: true,
      cell: (row) => (
        <Link
          to={desAppDetailPath(row.desAppId)}
          aria-label={intl.formatMessage(m.openFor, { name: row.designerName })}
        >
          <FormattedMessage {...m.open} />
        </Link>
      ),
    },
  ]
  const options = ([0, 1, 2, 3] as const).map((value) => ({
    value,
    label: intl.formatMessage(value === 0 ? m.filterAll : applicationStateLabel(value)),
  }))
  return (
    <div className="page designers">
      <PageHeader
        title={<FormattedMessage {...m.desAppTitle} />}
        lead={<FormattedMessage {...m.desAppLead} />}
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
          empty={<EmptyState title={<FormattedMessage {...m.desAppEmpty} />} />}
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
            rowKey={(row) => row.desAppId}
            caption={intl.formatMessage(m.desAppCaption)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
