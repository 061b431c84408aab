// /member/project/list (issue 27 item 6; SPEC.md §2, §4 project states): the member's projects with their period,
// state and number of products, filtered by state, each opened on its page or deleted after the kit's
// confirmation; "Nuevo proyecto" opens the creation form. Plain props: the route owns the flow
// (machines/projects/project-list.machine.ts).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import type { ProjectState, ProjectSummary } from '../../api/projects'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatCount } from '../../i18n/format'
import type { ProjectValues } from '../../schemas/project.schema'
import { projectMessages as m } from './messages'
import { ProjectFormDialog } from './project-form-dialog'
import { PROJECT_STATES, ProjectStateBadge, projectStateLabel } from './project-parts'
import './projects.css'

type Status = 'loading' | 'loadFailed' | 'ready'

export interface ProjectListViewProps {
  list: {
    status: Status
    rows: readonly ProjectSummary[]
    pagination: { current: number; pageSize: number; total: number }
    error: Message | null
    state: ProjectState | null
    busyId: string | number | null
    onPage(current: number, pageSize: number): void
    onState(state: ProjectState | null): void
    onRetry(): void
    onDelete(projectId: number): void
  }
  notice: { tone: 'success' | 'error'; message: Message } | null
  onDismissNotice(): void
  confirmDelete: { project: ProjectSummary; busy: boolean } | null
  onConfirmDelete(): void
  onCancelDelete(): void
  creator: { values: ProjectValues; saving: boolean; error: Message | null } | null
  onCreate(): void
  onSaveCreate(values: ProjectValues): void
  onCancelCreate(): void
}

const frameStatus = (status: Status) => (status === 'loadFailed' ? 'error' : status)

export function ProjectListView(props: ProjectListViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { list } = props
  const columns: DataColumn<ProjectSummary>[] = [
    {
      key: 'name',
      header: intl.formatMessage(m.colName),
      rowHeader: true,
      cell: (row) => (
        <span className="projects__name">
          <Link to={`/member/project/detail?projectId=${row.projectId}`}>{row.name}</Link>
          {row.description ? <span className="projects__muted">{row.description}</span> : null}
        </span>
      ),
    },
    {
      key: 'period',
      header: intl.formatMessage(m.colPeriod),
      nowrap: true,
      cell: (row) => <FormattedMessage {...m.period} values={{ start: row.startDate, end: row.endDate }} />,
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      nowrap: true,
      cell: (row) => <ProjectStateBadge state={row.state} />,
    },
    {
      key: 'products',
      header: intl.formatMessage(m.colProducts),
      numeric: true,
      cell: (row) => formatCount(row.productCount),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      nowrap: true,
      cell: (row) => {
        const busy = list.busyId === row.projectId
        return (
          <span className="projects__actions">
            <Link
              className="button"
              to={`/member/project/detail?projectId=${row.projectId}`}
              aria-label={intl.formatMessage(m.openFor, { name: row.name })}
            >
              <FormattedMessage {...m.open} />
            </Link>
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.deleteFor, { name: row.name })}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => list.onDelete(row.projectId)}
            >
              <FormattedMessage {...m.delete} />
            </button>
          </span>
        )
      },
    },
  ]
  return (
    <div className="page projects">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        lead={<FormattedMessage {...m.lead} />}
        actions={
          <button type="button" className="button button--primary" onClick={props.onCreate}>
            <FormattedMessage {...m.create} />
          </button>
        }
      />
      {props.notice ? (
        <p
          className={`projects__notice${props.notice.tone === 'error' ? ' projects__notice--error' : ''}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{say(props.notice.message)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </p>
      ) : null}
      <Card title={<FormattedMessage {...m.listTitle} />}>
        <PagedListFrame
          status={frameStatus(list.status)}
          error={say(list.error)}
          onRetry={list.onRetry}
          toolbar={
            <label className="projects__filter">
              <FormattedMessage {...m.filterLabel} />
              <select
                value={list.state ?? ''}
                onChange={(event) => list.onState((event.target.value || null) as ProjectState | null)}
              >
                <option value="">{intl.formatMessage(m.filterAll)}</option>
                {PROJECT_STATES.map((state) => (
                  <option key={state} value={state}>
                    {intl.formatMessage(projectStateLabel(state))}
                  </option>
                ))}
              </select>
            </label>
          }
          isEmpty={list.rows.length === 0}
          empty={
            list.state ? (
              <EmptyState title={<FormattedMessage {...m.emptyFiltered} />} headingLevel={3} />
            ) : (
              <EmptyState
                title={<FormattedMessage {...m.empty} />}
                text={<FormattedMessage {...m.emptyText} />}
                headingLevel={3}
              />
            )
          }
          pager={{
            page: list.pagination.current,
            limit: list.pagination.pageSize,
            total: list.pagination.total,
            onChange: list.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.projectId}
            caption={intl.formatMessage(m.listCaption)}
            captionHidden
            busy={list.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
      <ConfirmDialog
        open={props.confirmDelete !== null}
        title={
          <FormattedMessage
            {...m.deleteQuestion}
            values={{ name: props.confirmDelete?.project.name ?? '' }}
          />
        }
        message={<FormattedMessage {...m.deleteText} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        busy={props.confirmDelete?.busy ?? false}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      {props.creator ? (
        <ProjectFormDialog
          mode="create"
          values={props.creator.values}
          saving={props.creator.saving}
          error={props.creator.error}
          onSave={props.onSaveCreate}
          onCancel={props.onCancelCreate}
        />
      ) : null}
    </div>
  )
}
