// /member/order/aftersales: the member's refunds, newest first, with tabs Todos / Reembolso / Reembolso con
// devolución and pagination (the URL holds the tab and the page). Each row: number, order, store, product,
// type, amount, state and "Ver detalle"; "Devolver mercancía" for a refund waiting for the return (issue 16
// item 7, REFERENCE.md §5: to the return form of the refund). SPEC.md §2, §4. Plain view: the route loads the page.
// Drawn with the kit (issue 24 item 5): a DataTable that fits beside the member menu at 1280 px — the order cell
// carries its store and products, the amount its type, the actions stack —; amounts at the end, states as badges.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { RefundSummary, RefundType } from '../../api/after-sales'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { LineProductLink } from '../../components/entity-links'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { aftersalesListMessages as m, refundCommonMessages as c, refundTypeShortMessages } from './messages'
import { RefundStateBadge, RETURN_SECTION_ID } from './refund-parts'
import './refunds.css'

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
  const columns: DataColumn<RefundSummary>[] = [
    {
      key: 'afsSn',
      header: intl.formatMessage(m.afsSn),
      rowHeader: true,
      cell: (refund) => refund.afsSn,
      nowrap: true,
    },
    {
      key: 'date',
      header: intl.formatMessage(m.createTime),
      // the day over the hour, so the column stays narrow
      cell: (refund) => {
        const [day, time] = formatDateTime(refund.createTime).split(' ')
        return (
          <>
            <span className="refund-date">{day}</span> <span className="refund-date">{time}</span>
          </>
        )
      },
    },
    {
      key: 'order',
      header: intl.formatMessage(c.orderSn),
      // the order, its store and the products asked back, as one block: the table fits at 1280 px
      cell: (refund) => (
        <>
          <Link to={`/member/order/detail?orderSn=${encodeURIComponent(refund.orderSn)}`}>
            {refund.orderSn}
          </Link>
          <span className="refund-cell-note">{refund.storeName}</span>
          <RefundProducts refund={refund} />
        </>
      ),
    },
    {
      key: 'amount',
      header: intl.formatMessage(m.amount),
      align: 'end',
      cell: (refund) => (
        <>
          <span className="refund-amount">{formatMoney(refund.amount)}</span>
          <span className="refund-cell-note">{intl.formatMessage(refundTypeShortMessages[refund.type])}</span>
        </>
      ),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.state),
      cell: (refund) => <RefundStateBadge state={refund.state} fallback={refund.stateValue} />,
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.actions),
      align: 'end',
      cell: (refund) => <RefundActions refund={refund} canShipBack={props.canShipBack(refund)} />,
    },
  ]
  return (
    <section className="refund-page" aria-labelledby={titleId}>
      <PageHeader titleId={titleId} title={intl.formatMessage(m.title)} />
      <PagedListFrame
        toolbar={
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
        }
        status="ready"
        isEmpty={props.refunds.length === 0}
        empty={<EmptyState title={intl.formatMessage(m.empty)} />}
        pager={{ page: props.page, limit: props.limit, total: props.total, onChange: props.onPageChange }}
      >
        <DataTable
          caption={intl.formatMessage(m.title)}
          captionHidden
          columns={columns}
          rows={props.refunds}
          rowKey={(refund) => refund.afsSn}
        />
      </PagedListFrame>
    </section>
  )
}

function RefundProducts({ refund }: { refund: RefundSummary }) {
  const intl = useIntl()
  const [first, ...others] = refund.productList
  if (!first) return null
  return (
    <div className="refund-product">
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
  )
}

function RefundActions({ refund, canShipBack }: { refund: RefundSummary; canShipBack: boolean }) {
  const intl = useIntl()
  return (
    <div className="refund-row-actions">
      {canShipBack ? (
        <Link
          className="button button--primary"
          to={`${refundDetailHref(refund.afsSn)}#${RETURN_SECTION_ID}`}
          aria-label={intl.formatMessage(m.shipBackOf, { afsSn: refund.afsSn })}
        >
          {intl.formatMessage(m.shipBack)}
        </Link>
      ) : null}
      <Link
        className="refund-row-actions__link"
        to={refundDetailHref(refund.afsSn)}
        aria-label={intl.formatMessage(m.viewDetailOf, { afsSn: refund.afsSn })}
      >
        {intl.formatMessage(m.viewDetail)}
      </Link>
    </div>
  )
}
