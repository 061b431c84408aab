// The buyer's top-up records with their states (issue 12 item 2; SPEC.md §4 "Recharge: pending confirmation,
// confirmed"; REFERENCE.md §8 balanceRecharge/list). Plain: the route's loader reads the page.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Recharge } from '../../api/wallet'
import { Pager } from '../../components/pager'
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
  const id = useId()
  return (
    <section className="wallet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(m.records)}</h2>
      {props.records.length === 0 ? (
        <p className="wallet-empty">{intl.formatMessage(m.recordsEmpty)}</p>
      ) : (
        <table className="wallet-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.rechargeSn)}</th>
              <th scope="col">{intl.formatMessage(m.createTime)}</th>
              <th scope="col">{intl.formatMessage(m.method)}</th>
              <th scope="col" className="wallet-table__money">
                {intl.formatMessage(m.amount)}
              </th>
              <th scope="col">{intl.formatMessage(m.state)}</th>
            </tr>
          </thead>
          <tbody>
            {props.records.map((record) => (
              <tr key={record.rechargeSn}>
                <td>
                  <Link to={rechargePath(record.rechargeSn)}>{record.rechargeSn}</Link>
                </td>
                <td>{formatDateTime(record.createTime)}</td>
                <td>{intl.formatMessage(METHOD_LABEL[record.payMethod])}</td>
                <td className="wallet-table__money">{formatMoney(record.amount)}</td>
                <td>
                  <StateBadge state={record.payState} />
                  {record.rejectReason ? (
                    <span className="wallet-reason">
                      {intl.formatMessage(m.rejectReason, { reason: record.rejectReason })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </section>
  )
}
