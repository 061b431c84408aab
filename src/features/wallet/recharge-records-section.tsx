// The buyer's top-up records with their states (issue 12 item 2; SPEC.md §4 "Recharge: pending confirmation,
// confirmed"; REFERENCE.md §8 balanceRecharge/list). Plain: the route's loader reads the page. Drawn with the
// kit's paged-list frame and table (issue 24 item 5).
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Recharge } from '../../api/wallet'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { walletMessages as m } from './messages'
import { METHOD_LABEL, StateBadge, useViewText, type ViewMessage } from './wallet-parts'

export interface RechargeRecordsSectionProps {
  records: Recharge[]
  page: number
  limit: number
  total: number
  onPageChange(page: number, limit: number): void
  /** "Continuar pago" and "Cancelar" of an unpaid e-payment top-up (issue 24 item 6); absent in a read-only list */
  actions?: RechargeRecordActions
}

export interface RechargeRecordActions {
  /** whether a record can be continued or cancelled (the machine's rule) */
  isResumable(record: Recharge): boolean
  /** the record asked about in the cancel dialog, or null when it is closed */
  confirming: Recharge | null
  busy: 'continuing' | 'cancelling' | null
  error: ViewMessage | null
  cancelledSn: string | null
  onContinue(record: Recharge): void
  onCancel(record: Recharge): void
  onCancelConfirm(): void
  onCancelDismiss(): void
}

export const rechargePath = (rechargeSn: string) =>
  `/member/recharge?rechargeSn=${encodeURIComponent(rechargeSn)}`

export function RechargeRecordsSection(props: RechargeRecordsSectionProps) {
  const intl = useIntl()
  const columns: DataColumn<Recharge>[] = [
    {
      key: 'sn',
      header: intl.formatMessage(m.rechargeSn),
      cell: (record) => <Link to={rechargePath(record.rechargeSn)}>{record.rechargeSn}</Link>,
      nowrap: true,
    },
    {
      key: 'time',
      header: intl.formatMessage(m.createTime),
      cell: (record) => formatDateTime(record.createTime),
      nowrap: true,
    },
    {
      key: 'method',
      header: intl.formatMessage(m.method),
      cell: (record) => intl.formatMessage(METHOD_LABEL[record.payMethod]),
    },
    {
      key: 'amount',
      header: intl.formatMessage(m.amount),
      numeric: true,
      cell: (record) => formatMoney(record.amount),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.state),
      cell: (record) => (
        <>
          <StateBadge state={record.payState} />
          {record.rejectReason ? (
            <span className="wallet-note">
              {intl.formatMessage(m.rejectReason, { reason: record.rejectReason })}
            </span>
          ) : null}
        </>
      ),
    },
  ]
  const actions = props.actions
  if (actions && props.records.some(actions.isResumable))
    columns.push({
      key: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (record) =>
        actions.isResumable(record) ? (
          <span className="wallet-record-actions">
            <button
              type="button"
              className="button button--primary"
              aria-label={intl.formatMessage(m.continuePayOf, { rechargeSn: record.rechargeSn })}
              aria-disabled={actions.busy !== null || undefined}
              onClick={() => actions.onContinue(record)}
            >
              {intl.formatMessage(m.continuePay)}
            </button>
            <button
              type="button"
              className="button"
              aria-label={intl.formatMessage(m.cancelOf, { rechargeSn: record.rechargeSn })}
              aria-disabled={actions.busy !== null || undefined}
              onClick={() => actions.onCancel(record)}
            >
              {intl.formatMessage(m.cancel)}
            </button>
          </span>
        ) : null,
    })
  return (
    <>
      {actions ? <RecordActionsFeedback actions={actions} /> : null}
      <PagedListFrame
        title={intl.formatMessage(m.records)}
        status="ready"
        isEmpty={props.records.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.recordsEmpty)}
            text={intl.formatMessage(m.recordsEmptyHint)}
            action={
              <Link className="button" to="/member/recharge">
                {intl.formatMessage(m.topUp)}
              </Link>
            }
          />
        }
        pager={{ page: props.page, limit: props.limit, total: props.total, onChange: props.onPageChange }}
      >
        <DataTable
          caption={intl.formatMessage(m.records)}
          captionHidden
          columns={columns}
          rows={props.records}
          rowKey={(record) => record.rechargeSn}
        />
      </PagedListFrame>
    </>
  )
}

function RecordActionsFeedback({ actions }: { actions: RechargeRecordActions }) {
  const intl = useIntl()
  const text = useViewText()
  const record = actions.confirming
  return (
    <>
      <p role="status" className="wallet-note">
        {actions.cancelledSn ? intl.formatMessage(m.cancelled, { rechargeSn: actions.cancelledSn }) : null}
      </p>
      {actions.error ? (
        <p role="alert" className="recharge-error">
          {text(actions.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={record !== null || actions.busy === 'cancelling'}
        title={intl.formatMessage(m.cancelTitle)}
        message={
          record
            ? intl.formatMessage(m.cancelText, {
                rechargeSn: record.rechargeSn,
                amount: formatMoney(record.amount),
              })
            : null
        }
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        busy={actions.busy === 'cancelling'}
        onConfirm={actions.onCancelConfirm}
        onCancel={actions.onCancelDismiss}
      />
    </>
  )
}
