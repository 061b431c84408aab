// /member/permission (issue 27 item 2; SPEC.md §2, §6 memberTypes 1 and 3): who may act for this account — the
// designers it has authorised to propose selections, and, for an enterprise's main account, its sub-accounts
// with their rights and spending limits (changed on /member/subAccount). Plain props: the route owns the flow.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import type { AuthorisedDesigner, SubAccount } from '../../api/sub-accounts'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { subAccountMessages as m } from './messages'
import { useRightsText } from './rights-fields'
import './sub-accounts.css'

type Status = 'loading' | 'loadFailed' | 'ready'
const frameStatus = (status: Status) => (status === 'loadFailed' ? 'error' : status)

export interface PermissionViewProps {
  designers: { status: Status; rows: readonly AuthorisedDesigner[]; error: Message | null; onRetry(): void }
  /** null for a member with no sub-accounts (a personal member) */
  subs: {
    status: Status
    rows: readonly SubAccount[]
    pagination: { current: number; pageSize: number; total: number }
    error: Message | null
    onPage(current: number, pageSize: number): void
    onRetry(): void
  } | null
}

export function PermissionView({ designers, subs }: PermissionViewProps) {
  const intl = useIntl()
  const say = useSay()
  const rightsText = useRightsText()
  const designerColumns: DataColumn<AuthorisedDesigner>[] = [
    { key: 'name', header: intl.formatMessage(m.colDesigner), rowHeader: true, cell: (d) => d.memberName },
    { key: 'trueName', header: intl.formatMessage(m.colDesignerName), cell: (d) => d.memberTrueName },
    {
      key: 'since',
      header: intl.formatMessage(m.colAuthorised),
      nowrap: true,
      cell: (d) => formatDateTime(d.authorisedTime),
    },
  ]
  const subColumns: DataColumn<SubAccount>[] = [
    {
      key: 'account',
      header: intl.formatMessage(m.colAccount),
      rowHeader: true,
      cell: (sub) => (
        <span className="sub-accounts__who">
          <span>{sub.memberName}</span>
          <span className="sub-accounts__muted">{sub.email}</span>
        </span>
      ),
    },
    { key: 'rights', header: intl.formatMessage(m.colRights), cell: (sub) => rightsText(sub.permissions) },
    {
      key: 'limit',
      header: intl.formatMessage(m.colLimit),
      numeric: true,
      cell: (sub) => formatMoney(sub.spendingLimit),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (sub) => (
        <StatusBadge tone={sub.disabled ? 'neutral' : 'success'}>
          <FormattedMessage {...(sub.disabled ? m.disabled : m.active)} />
        </StatusBadge>
      ),
    },
  ]
  return (
    <div className="page sub-accounts">
      <PageHeader
        title={<FormattedMessage {...m.permissionTitle} />}
        lead={<FormattedMessage {...m.permissionLead} />}
      />
      {subs ? (
        <Card
          title={<FormattedMessage {...m.subRightsTitle} />}
          actions={
            <Link to="/member/subAccount">
              <FormattedMessage {...m.manageSubs} />
            </Link>
          }
        >
          <PagedListFrame
            status={frameStatus(subs.status)}
            error={say(subs.error)}
            onRetry={subs.onRetry}
            isEmpty={subs.rows.length === 0}
            empty={<EmptyState title={<FormattedMessage {...m.empty} />} headingLevel={3} />}
            pager={{
              page: subs.pagination.current,
              limit: subs.pagination.pageSize,
              total: subs.pagination.total,
              onChange: subs.onPage,
            }}
          >
            <DataTable
              columns={subColumns}
              rows={subs.rows}
              rowKey={(sub) => sub.subMemberId}
              caption={intl.formatMessage(m.listCaption)}
              captionHidden
              busy={subs.status === 'loading'}
            />
          </PagedListFrame>
        </Card>
      ) : null}
      <Card title={<FormattedMessage {...m.designersTitle} />}>
        <p className="sub-accounts__lead">
          <FormattedMessage {...m.designersLead} />
        </p>
        <PagedListFrame
          status={frameStatus(designers.status)}
          error={say(designers.error)}
          onRetry={designers.onRetry}
          isEmpty={designers.rows.length === 0}
          empty={<EmptyState title={<FormattedMessage {...m.designersEmpty} />} headingLevel={3} />}
        >
          <DataTable
            columns={designerColumns}
            rows={designers.rows}
            rowKey={(d) => d.designerId}
            caption={intl.formatMessage(m.designersCaption)}
            captionHidden
            busy={designers.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}
