// /member/subAccount (issue 27 items 1 and 2; SPEC.md §2, §6 enterprise main account): the sub-accounts with
// their rights, spending limit and state — disable or enable after a confirmation, a new password, the rights
// and limit in a dialog — and the sub-accounts' orders above their limit, which the main account approves or
// rejects with a reason. Plain props: the route owns the flows (machines/sub-accounts).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import type { OrderApproval, SubAccount } from '../../api/sub-accounts'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message as LabelMessage } from '../../lib/intl'
import { subAccountMessages as m } from './messages'
import { PasswordDialog, RejectDialog, RightsDialog, type RightsValues } from './sub-account-dialogs'
import { useRightsText } from './rights-fields'
import './sub-accounts.css'

export type SubCommand = 'disable' | 'enable'
type Status = 'loading' | 'loadFailed' | 'ready'

interface ListPart<Row> {
  status: Status
  rows: readonly Row[]
  pagination: { current: number; pageSize: number; total: number }
  error: Message | null
  /** the row a change runs on, or null */
  busyId: string | number | null
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export interface SubAccountListViewProps {
  subs: ListPart<SubAccount> & {
    onToggle(id: number, command: SubCommand): void
    onEdit(id: number): void
    onResetPassword(id: number): void
  }
  approvals: ListPart<OrderApproval> & {
    labelOf(approval: OrderApproval): LabelMessage
    canDecide(approval: OrderApproval): boolean
    onApprove(orderSn: string): void
    onReject(orderSn: string): void
  }
  notice: { tone: 'success' | 'error'; message: Message } | null
  onDismissNotice(): void
  confirm: { sub: SubAccount; command: SubCommand } | null
  onConfirm(): void
  onCancelConfirm(): void
  rights: { sub: SubAccount; values: RightsValues; saving: boolean; error: Message | null } | null
  onSaveRights(values: RightsValues): void
  onCancelRights(): void
  reset: { sub: SubAccount; password: string; saving: boolean; error: Message | null } | null
  onSavePassword(password: string): void
  onCancelPassword(): void
  reject: { orderSn: string; reason: string; saving: boolean; error: Message | null } | null
  onSaveReject(reason: string): void
  onCancelReject(): void
}

const frameStatus = (status: Status) => (status === 'loadFailed' ? 'error' : status)

export function SubAccountListView(props: SubAccountListViewProps) {
  const intl = useIntl()
  const say = useSay()
  const rightsText = useRightsText()
  const { subs, approvals } = props
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
        <span className="sub-accounts__who">
          <StatusBadge tone={sub.disabled ? 'neutral' : 'success'}>
            <FormattedMessage {...(sub.disabled ? m.disabled : m.active)} />
          </StatusBadge>
          {sub.pendingApprovals > 0 ? (
            <span className="sub-accounts__muted">
              <FormattedMessage {...m.pendingCount} values={{ count: sub.pendingApprovals }} />
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      cell: (sub) => {
        const busy = subs.busyId === sub.subMemberId
        const command: SubCommand = sub.disabled ? 'enable' : 'disable'
        const name = { name: sub.memberName }
        return (
          <span className="sub-accounts__actions">
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.editFor, name)}
              onClick={() => subs.onEdit(sub.subMemberId)}
            >
              <FormattedMessage {...m.edit} />
            </button>
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.resetFor, name)}
              onClick={() => subs.onResetPassword(sub.subMemberId)}
            >
              <FormattedMessage {...m.resetPassword} />
            </button>
            <button
              type="button"
              className="button"
              aria-label={`${intl.formatMessage(sub.disabled ? m.enable : m.disable)} ${sub.memberName}`}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => subs.onToggle(sub.subMemberId, command)}
            >
              <FormattedMessage {...(sub.disabled ? m.enable : m.disable)} />
            </button>
          </span>
        )
      },
    },
  ]
  const approvalColumns: DataColumn<OrderApproval>[] = [
    {
      key: 'order',
      header: intl.formatMessage(m.colOrder),
      rowHeader: true,
      // what was ordered, from the approval itself: the main account cannot open the sub-account's order
      cell: (a) => (
        <span className="sub-accounts__who">
          <span className="sub-accounts__order-sn">{a.orderSn}</span>
          {/* when, under the number and not in a column of its own: the state's badge keeps one line at 1280 px */}
          <span className="sub-accounts__muted">
            <FormattedMessage {...m.submittedOn} values={{ date: formatDateTime(a.submitTime) }} />
          </span>
          <span className="sub-accounts__muted">{a.storeName}</span>
          {a.lines.length > 0 ? (
            <details className="sub-accounts__lines">
              <summary>
                <FormattedMessage {...m.orderLines} values={{ count: a.lines.length }} />
              </summary>
              <ul>
                {a.lines.map((line, index) => (
                  <li key={index}>
                    <FormattedMessage
                      {...m.orderLine}
                      values={{
                        name: line.specValues ? `${line.goodsName} (${line.specValues})` : line.goodsName,
                        count: line.buyNum,
                        unit: line.saleUnit,
                        price: formatMoney(line.price),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </span>
      ),
    },
    { key: 'sub', header: intl.formatMessage(m.colAccount), cell: (a) => a.subMemberName },
    {
      key: 'amount',
      header: intl.formatMessage(m.colAmount),
      numeric: true,
      // the limit under the amount, not in a column of its own: the decision buttons stay in view at 1280 px
      cell: (a) => (
        <span className="sub-accounts__who">
          <span>{formatMoney(a.orderAmount)}</span>
          <span className="sub-accounts__muted">
            <FormattedMessage {...m.limitOf} values={{ limit: formatMoney(a.spendingLimit) }} />
          </span>
        </span>
      ),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      nowrap: true,
      cell: (a) => (
        <StatusBadge tone="warning">
          <FormattedMessage {...approvals.labelOf(a)} />
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      cell: (a) => {
        if (!approvals.canDecide(a)) return null
        const busy = approvals.busyId === a.orderSn
        return (
          <span className="sub-accounts__actions">
            <button
              type="button"
              className="button button--primary"
              aria-label={`${intl.formatMessage(m.approve)} ${a.orderSn}`}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => approvals.onApprove(a.orderSn)}
            >
              <FormattedMessage {...m.approve} />
            </button>
            <button
              type="button"
              className="button"
              aria-label={`${intl.formatMessage(m.reject)} ${a.orderSn}`}
              disabled={busy}
              onClick={() => approvals.onReject(a.orderSn)}
            >
              <FormattedMessage {...m.reject} />
            </button>
          </span>
        )
      },
    },
  ]
  const confirmName = props.confirm ? { name: props.confirm.sub.memberName } : { name: '' }
  return (
    <div className="page sub-accounts">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        lead={<FormattedMessage {...m.lead} />}
        actions={
          <Link className="button button--primary" to="/member/createSub">
            <FormattedMessage {...m.create} />
          </Link>
        }
      />
      {props.notice ? (
        <p
          className={`sub-accounts__notice${props.notice.tone === 'error' ? ' sub-accounts__notice--error' : ''}`}
          role={props.notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{say(props.notice.message)}</span>
          <button type="button" className="link-button" onClick={props.onDismissNotice}>
            <FormattedMessage {...m.dismiss} />
          </button>
        </p>
      ) : null}
      <Card title={<FormattedMessage {...m.approvalsTitle} />}>
        <PagedListFrame
          status={frameStatus(approvals.status)}
          error={say(approvals.error)}
          onRetry={approvals.onRetry}
          isEmpty={approvals.rows.length === 0}
          empty={<EmptyState title={<FormattedMessage {...m.approvalsEmpty} />} headingLevel={3} />}
          pager={{
            page: approvals.pagination.current,
            limit: approvals.pagination.pageSize,
            total: approvals.pagination.total,
            onChange: approvals.onPage,
          }}
        >
          <DataTable
            columns={approvalColumns}
            rows={approvals.rows}
            rowKey={(a) => a.orderSn}
            caption={intl.formatMessage(m.approvalsCaption)}
            captionHidden
            busy={approvals.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
      <Card title={<FormattedMessage {...m.listTitle} />}>
        <PagedListFrame
          status={frameStatus(subs.status)}
          error={say(subs.error)}
          onRetry={subs.onRetry}
          isEmpty={subs.rows.length === 0}
          empty={
            <EmptyState
              title={<FormattedMessage {...m.empty} />}
              headingLevel={3}
              action={
                <Link className="button" to="/member/createSub">
                  <FormattedMessage {...m.create} />
                </Link>
              }
            />
          }
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
      <ConfirmDialog
        open={props.confirm !== null}
        title={
          <FormattedMessage
            {...(props.confirm?.command === 'enable' ? m.enableQuestion : m.disableQuestion)}
            values={confirmName}
          />
        }
        message={
          <FormattedMessage {...(props.confirm?.command === 'enable' ? m.enableText : m.disableText)} />
        }
        confirmLabel={<FormattedMessage {...(props.confirm?.command === 'enable' ? m.enable : m.disable)} />}
        onConfirm={props.onConfirm}
        onCancel={props.onCancelConfirm}
      />
      {props.rights ? (
        <RightsDialog
          name={props.rights.sub.memberName}
          values={props.rights.values}
          saving={props.rights.saving}
          error={props.rights.error}
          onSave={props.onSaveRights}
          onCancel={props.onCancelRights}
        />
      ) : null}
      {props.reset ? (
        <PasswordDialog
          name={props.reset.sub.memberName}
          password={props.reset.password}
          saving={props.reset.saving}
          error={props.reset.error}
          onSave={props.onSavePassword}
          onCancel={props.onCancelPassword}
        />
      ) : null}
      {props.reject ? (
        <RejectDialog
          orderSn={props.reject.orderSn}
          reason={props.reject.reason}
          saving={props.reject.saving}
          error={props.reject.error}
          onSave={props.onSaveReject}
          onCancel={props.onCancelReject}
        />
      ) : null}
    </div>
  )
}
