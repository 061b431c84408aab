// /buy/another/list (requests I made, as applicant) and /buy/another/anotherFor (requests made to me, as
// payer): one page with both sides as tabs, "Mis solicitudes" / "Solicitudes para pagar" (issue 15 item 12: the
// header's "Pagos por un tercero" leads here and must show the requests others made to the buyer too), then tabs
// by state and pagination, all held in the URL (SPEC.md §3 pagination, §4 request states).
// Plain view: the route's loader reads the list.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayRequestRole, PayRequestState, PayRequestSummary } from '../../api/pay-request'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { payRequestMessages as m } from './messages'
import { Alert, STATE_LABEL, StateBadge, useViewText } from './pay-request-parts'
import './pay-request.css'

export const LIST_TABS: (PayRequestState | null)[] = [
  null,
  'requested',
  'waitingPayment',
  'paid',
  'cancelled',
  'expired',
]

export interface RequestListViewProps {
  /** Which side of the request the page shows. */
  side: PayRequestRole
  state: PayRequestState | null
  list: PayRequestSummary[]
  page: number
  limit: number
  total: number
  error: Message | null
  /** The URL of a tab (page 1 of that state). */
  tabHref: (state: PayRequestState | null) => string
  onPageChange: (page: number, limit: number) => void
  onRetry: () => void
}

/** The page of each side (the server filters by role). */
export const SIDE_PATH: Record<PayRequestRole, string> = {
  applicant: '/buy/another/list',
  payer: '/buy/another/anotherFor',
}

/** Where a row leads: the applicant's detail; for the payer, the pay page while open, else the payer detail. */
export function rowHref(role: PayRequestRole, request: PayRequestSummary): string {
  const sn = encodeURIComponent(request.requestSn)
  if (role === 'applicant') return `/buy/another/detail?requestSn=${sn}`
  const open = request.state === 'requested' || request.state === 'waitingPayment'
  return open ? `/buy/another/pay?requestSn=${sn}` : `/buy/another/pay/detail?requestSn=${sn}`
}

export function RequestListView(props: RequestListViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  const applicant = props.side === 'applicant'
  const counterpart = intl.formatMessage(applicant ? m.payer : m.applicant)

  return (
    <section className="pay-request pay-request--wide" aria-labelledby={titleId}>
      <nav className="pay-request-tabs pay-request-tabs--sides" aria-label={intl.formatMessage(m.sides)}>
        <ul>
          {(['applicant', 'payer'] as const).map((side) => (
            <li key={side}>
              <Link
                className="pay-request-tabs__tab"
                to={SIDE_PATH[side]}
                aria-current={side === props.side ? 'page' : undefined}
              >
                {intl.formatMessage(side === 'applicant' ? m.sideMine : m.sideForMe)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 id={titleId}>{intl.formatMessage(applicant ? m.listTitle : m.payerListTitle)}</h1>
      <p>{intl.formatMessage(applicant ? m.listIntro : m.payerListIntro)}</p>
      <nav className="pay-request-tabs" aria-label={intl.formatMessage(m.tabs)}>
        <ul>
          {LIST_TABS.map((state) => (
            <li key={state ?? 'all'}>
              <Link
                className="pay-request-tabs__tab"
                to={props.tabHref(state)}
                aria-current={state === props.state ? 'page' : undefined}
              >
                {intl.formatMessage(state ? STATE_LABEL[state] : m.tabAll)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {props.error ? (
        <div className="pay-request__state">
          <Alert>{text(props.error)}</Alert>
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : props.list.length === 0 ? (
        <p className="pay-request__empty">{intl.formatMessage(m.listEmpty)}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="pay-request-table pay-request-table--list">
              <caption>{intl.formatMessage(m.listCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.requestSn)}</th>
                  <th scope="col">{intl.formatMessage(m.createTime)}</th>
                  <th scope="col">{counterpart}</th>
                  <th scope="col">{intl.formatMessage(m.orders)}</th>
                  <th scope="col" className="pay-request-table__money">
                    {intl.formatMessage(m.amount)}
                  </th>
                  <th scope="col">{intl.formatMessage(m.state)}</th>
                  <th scope="col">{intl.formatMessage(m.actions)}</th>
                </tr>
              </thead>
              <tbody>
                {props.list.map((request) => {
                  const party = applicant ? request.payer : request.applicant
                  const open = request.state === 'requested' || request.state === 'waitingPayment'
                  const review = !applicant && open
                  return (
                    <tr key={request.requestSn}>
                      <td>{request.requestSn}</td>
                      <td>{formatDateTime(request.createTime)}</td>
                      <td>
                        <span className="pay-request-table__party">{party.memberName}</span>
                        {party.companyName ? (
                          <span className="pay-request__muted">{party.companyName}</span>
                        ) : null}
                      </td>
                      <td>{request.orderSnList.join(', ')}</td>
                      <td className="pay-request-table__money">{formatMoney(request.needPay)}</td>
                      <td>
                        <StateBadge state={request.state} label={request.stateValue} />
                      </td>
                      <td>
                        <Link
                          to={rowHref(props.side, request)}
                          aria-label={intl.formatMessage(review ? m.reviewRow : m.viewRow, {
                            requestSn: request.requestSn,
                          })}
                        >
                          {intl.formatMessage(review ? m.reviewRowText : m.viewRowText)}
                        </Link>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {!props.error && props.total > 0 ? (
        <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      ) : null}
    </section>
  )
}
