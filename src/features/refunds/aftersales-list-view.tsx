// /member/order/aftersales: the member's refunds, newest first, with tabs Todos / Reembolso / Reembolso con
// devolución and pagination (the URL holds the tab and the page). Each row: number, order, store, product,
// type, amount, state and "Ver detalle"; "Devolver mercancía" for a refund waiting for the return (issue 16
// item 7, REFERENCE.md §5: to the return form of the refund). SPEC.md §2, §4. Plain view: the route loads the page.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { RefundSummary, RefundType } from '../../api/after-sales'
import { LineProductLink } from '../../components/entity-links'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { aftersalesListMessages as m, refundCommonMessages as c, refundTypeShortMessages } from './messages'
import { RefundStateBadge, RETURN_SECTION_ID } from './refund-parts'
import './refunds.css'
import { Picture } from '../../components/picture'

export type AftersalesTab = RefundType | 'all'

export interface AftersalesListViewProps {
  tab: AftersalesTab
  refunds: readonly RefundSummary[]
  page: number
  limit: number
  total: number
  /** the URL of a tab (page 1) */
  tabHref: (tab: AftersalesTab) => string
  /** the refund waits for the goods to be shipped back (its machine takes return.shipped) */
  canShipBack: (refund: RefundSummary) => boolean
  onPageChange: (page: number, limit: number) => void
}

const TABS: { tab: AftersalesTab; label: Message }[] = [
  { tab: 'all', label: m.tabAll },
  { tab: 'refund', label: m.tabRefund },
  { tab: 'return', label: m.tabReturn },
]

export const refundDetailHref = (afsSn: string) =>
  `/member/order/refund/detail?afsSn=${encodeURIComponent(afsSn)}`

export function AftersalesListView(props: AftersalesListViewProps) {
  const intl = useIntl()
  const titleId = useId()
  return (
    <section className="refund-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{intl.formatMessage(m.title)}</h1>
      <nav className="refund-tabs" aria-label={intl.formatMessage(m.tabs)}>
        <ul>
          {TABS.map(({ tab, label }) => (
            <li key={tab}>
              <Link
                className={`refund-tabs__tab${props.tab === tab ? ' refund-tabs__tab--current' : ''}`}
                to={props.tabHref(tab)}
                aria-current={props.tab === tab ? 'page' : undefined}
              >
                {intl.formatMessage(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {props.refunds.length === 0 ? (
        <p className="refund-card refund-empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <div className="refund-table-wrap">
          <table className="refund-table refund-table--list">
            <caption className="visually-hidden">{intl.formatMessage(m.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.afsSn)}</th>
                <th scope="col">{intl.formatMessage(m.createTime)}</th>
                <th scope="col">{intl.formatMessage(c.orderSn)}</th>
                <th scope="col">{intl.formatMessage(c.store)}</th>
                <th scope="col">{intl.formatMessage(c.product)}</th>
                <th scope="col">{intl.formatMessage(m.type)}</th>
                <th scope="col">{intl.formatMessage(m.amount)}</th>
                <th scope="col">{intl.formatMessage(m.state)}</th>
                <th scope="col">{intl.formatMessage(m.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {props.refunds.map((refund) => (
                <RefundRow key={refund.afsSn} refund={refund} canShipBack={props.canShipBack(refund)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </section>
  )
}

function RefundRow({ refund, canShipBack }: { refund: RefundSummary; canShipBack: boolean }) {
  const intl = useIntl()
  const [first, ...others] = refund.productList
  return (
    <tr>
      <th scope="row">{refund.afsSn}</th>
      <td>{formatDateTime(refund.createTime)}</td>
      <td>
        <Link to={`/member/order/detail?orderSn=${encodeURIComponent(refund.orderSn)}`}>
          {refund.orderSn}
        </Link>
      </td>
      <td>{refund.storeName}</td>
      <td>
        {first ? (
          <div className="refund-product">
            <Picture className="refund-product__image" src={first.goodsImage} alt="" width={40} height={40} />
            <span>
              <LineProductLink line={first} />
              {refund.lines.length > 0 ? (
                <span className="refund-muted">
                  {' '}
                  {intl.formatMessage(m.units, {
                    count: refund.lines.reduce((sum, line) => sum + line.afsNum, 0),
                  })}
                </span>
              ) : null}
              {others.length > 0 ? (
                <span className="refund-muted">
                  {' '}
                  {intl.formatMessage(m.moreProducts, { count: others.length })}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
      </td>
      <td>{intl.formatMessage(refundTypeShortMessages[refund.type])}</td>
      <td>{formatMoney(refund.amount)}</td>
      <td>
        <RefundStateBadge state={refund.state} fallback={refund.stateValue} />
      </td>
      <td>
        <Link
          className="button"
          to={refundDetailHref(refund.afsSn)}
          aria-label={intl.formatMessage(m.viewDetailOf, { afsSn: refund.afsSn })}
        >
          {intl.formatMessage(m.viewDetail)}
        </Link>
        {canShipBack ? (
          <Link
            className="button button--primary"
            to={`${refundDetailHref(refund.afsSn)}#${RETURN_SECTION_ID}`}
            aria-label={intl.formatMessage(m.shipBackOf, { afsSn: refund.afsSn })}
          >
            {intl.formatMessage(m.shipBack)}
          </Link>
        ) : null}
      </td>
    </tr>
  )
}
