// Pieces shared by the tender screens (issue 28 item 2): the state badge, the addresses of a tender's pages, the
// list's columns, and the notice's blocks (facts, items, documents, offers side by side). Plain props.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { TenderDetail, TenderOffer, TenderState, TenderSummary } from '../../api/tenders'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format'
import { safeHref } from '../../lib/external-url'
import type { Message } from '../../lib/intl'
import { tenderMessages as m } from './messages'

export const TENDER_STATE_LABEL: Record<TenderState, Message> = {
  open: m.stateOpen,
  opening: m.stateOpening,
  won: m.stateWon,
  terminated: m.stateTerminated,
}

const TONE = { open: 'info', opening: 'warning', won: 'success', terminated: 'neutral' } as const

export function TenderStateBadge({ state }: { state: TenderState }) {
  return (
    <StatusBadge tone={TONE[state]}>
      <FormattedMessage {...TENDER_STATE_LABEL[state]} />
    </StatusBadge>
  )
}

const withSn = (path: string) => (tenderSn: string) => `${path}?tenderSn=${encodeURIComponent(tenderSn)}`
export const tenderPaths = {
  detail: withSn('/bid/detail'),
  opening: withSn('/bid/openBid'),
  winNotice: withSn('/bid/winbidNoti'),
  terminationNotice: withSn('/bid/terbidNoti'),
  mine: withSn('/member/bid'),
}

/** The columns of a list of tenders; `linkTo` names the page a row opens. */
export function useTenderColumns(linkTo: (tenderSn: string) => string): DataColumn<TenderSummary>[] {
  const intl = useIntl()
  return [
    {
      key: 'number',
      header: intl.formatMessage(m.colTender),
      rowHeader: true,
      nowrap: true,
      cell: (tender) => <Link to={linkTo(tender.tenderSn)}>{tender.tenderSn}</Link>,
    },
    {
      key: 'title',
      header: intl.formatMessage(m.colTitle),
      cell: (tender) => (
        <>
          {tender.title}
          {tender.invited ? (
            <>
              {' '}
              <StatusBadge tone="info">
                <FormattedMessage {...m.invited} />
              </StatusBadge>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'buyer', header: intl.formatMessage(m.colBuyer), cell: (tender) => tender.buyerName },
    { key: 'deadline', header: intl.formatMessage(m.colDeadline), nowrap: true, cell: (t) => t.deadline },
    { key: 'opening', header: intl.formatMessage(m.colOpening), nowrap: true, cell: (t) => t.openingDate },
    {
      key: 'offers',
      header: intl.formatMessage(m.colOffers),
      numeric: true,
      cell: (tender) => formatCount(tender.offerCount),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (tender) => <TenderStateBadge state={tender.state} />,
    },
  ]
}

export function TenderFacts({ tender }: { tender: TenderDetail }) {
  const intl = useIntl()
  const facts: [Message, string][] = [
    [m.buyer, tender.buyerName],
    [m.publishedAt, formatDateTime(tender.publishedAt)],
    [m.deadline, tender.deadline],
    [m.openingDate, tender.openingDate],
    [m.offerCount, formatCount(tender.offerCount)],
  ]
  const itemColumns: DataColumn<TenderDetail['items'][number]>[] = [
    { key: 'item', header: intl.formatMessage(m.colItem), rowHeader: true, cell: (item) => item.goodsName },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (item) => formatCount(item.buyNum),
    },
    { key: 'unit', header: intl.formatMessage(m.colUnit), cell: (item) => item.unit },
  ]
  return (
    <div className="tenders__columns">
      <Card title={<FormattedMessage {...m.noticeFacts} />}>
        <dl className="tenders__facts">
          {facts.map(([label, value]) => (
            <div key={label.id}>
              <dt>
                <FormattedMessage {...label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>
              <FormattedMessage {...m.colState} />
            </dt>
            <dd>
              <TenderStateBadge state={tender.state} />
            </dd>
          </div>
        </dl>
        {tender.description ? (
          <>
            <h3>
              <FormattedMessage {...m.description} />
            </h3>
            <p>{tender.description}</p>
          </>
        ) : null}
      </Card>
      <Card title={<FormattedMessage {...m.items} />}>
        <DataTable
          columns={itemColumns}
          rows={tender.items}
          rowKey={(item) => item.goodsName}
          caption={intl.formatMessage(m.itemsCaption)}
          captionHidden
        />
        <h3>
          <FormattedMessage {...m.documents} />
        </h3>
        {tender.documents.length === 0 ? (
          <p>
            <FormattedMessage {...m.noDocuments} />
          </p>
        ) : (
          <ul className="tenders__documents">
            {tender.documents.map((document) => (
              <li key={document.path}>
                <a href={safeHref(document.path)} target="_blank" rel="noreferrer">
                  {document.fileName}
                </a>{' '}
                <FormattedMessage
                  {...m.documentSize}
                  values={{ kb: Math.max(1, Math.round(document.size / 1024)) }}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}

export interface OfferTableProps {
  offers: readonly TenderOffer[]
  /** the owner may award while the offers are opened */
  canAward: boolean
  busy: boolean
  onAward(offerSn: string): void
}

/** The opened offers as rows read across: cheapest first (as served), the winner marked. */
export function OfferTable({ offers, canAward, busy, onAward }: OfferTableProps) {
  const intl = useIntl()
  const columns: DataColumn<TenderOffer>[] = [
    {
      key: 'supplier',
      header: intl.formatMessage(m.colSupplier),
      rowHeader: true,
      cell: (offer) => (
        <>
          {offer.storeName}
          {offer.won ? (
            <>
              {' '}
              <StatusBadge tone="success">
                <FormattedMessage {...m.winnerBadge} />
              </StatusBadge>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'amount',
      header: intl.formatMessage(m.colAmount),
      numeric: true,
      cell: (offer) => formatMoney(offer.amount),
    },
    {
      key: 'delivery',
      header: intl.formatMessage(m.colDelivery),
      nowrap: true,
      cell: (offer) => intl.formatMessage(m.deliveryDays, { days: offer.deliveryDays }),
    },
    { key: 'note', header: intl.formatMessage(m.colNote), cell: (offer) => offer.note },
  ]
  if (canAward)
    columns.push({
      key: 'action',
      header: intl.formatMessage(m.colAction),
      cell: (offer) => (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={intl.formatMessage(m.awardFor, { store: offer.storeName })}
          onClick={() => onAward(offer.offerSn)}
        >
          <FormattedMessage {...m.award} />
        </button>
      ),
    })
  return (
    <DataTable
      columns={columns}
      rows={offers}
      rowKey={(offer) => offer.offerSn}
      caption={intl.formatMessage(m.offersCaption)}
      captionHidden
      busy={busy}
    />
  )
}
