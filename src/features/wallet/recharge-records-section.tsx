// The buyer's top-up records with their states (issue 12 item 2; SPEC.md §4 "Recharge: pending confirmation,
// confirmed"; REFERENCE.md §8 balanceRecharge/list). Plain: the route's loader reads the page. Drawn with the
// kit's paged-list frame and table (issue 24 item 5).
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Recharge } from '../../api/wallet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { walletMessages as m } from './messages'
import { METHOD_LABEL, StateBadge } from './wallet-parts'

export interface RechargeRecordsSectionProps {
  records: Recharge[]
  page: number
  limit: number
  total: number
  onPageChange(page: number, limit: number): void
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
  return (
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
  )
}
