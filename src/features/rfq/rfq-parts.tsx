// Pieces shared by the RFQ screens (issue 28 item 1): the state badges of inquiries and quotes, the side-by-side
// comparison of quotes (inq_info), and what changed between two versions of a quote (quo_info). Plain props.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { InquiryState, Quote, QuoteState, QuoteVersion } from '../../api/inquiries'
import { StatusBadge } from '../../components/badges'
import { useOverflowsX } from '../../components/data-table'
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { rfqMessages as m } from './messages'

/** The rules of machines/rfq/rfq-rules.ts give the changes; the view only words them. */
export type VersionChangeView =
  | { field: 'price' | 'buyNum'; goodsName: string; before: number; after: number }
  | { field: 'lineAdded' | 'lineRemoved'; goodsName: string }
  | { field: 'chargesAmount' | 'taxRate' | 'totalAmount'; before: number; after: number }
  | {
      field: 'settlement' | 'deliveryPlace' | 'deliveryDate' | 'deliveryTerm' | 'contact' | 'validUntil'
      before: string
      after: string
    }

export const INQUIRY_STATE_LABEL: Record<InquiryState, Message> = {
  open: m.inquiryOpen,
  closed: m.inquiryClosed,
  accepted: m.inquiryAccepted,
}

export const QUOTE_STATE_LABEL: Record<QuoteState, Message> = {
  active: m.quoteActive,
  expired: m.quoteExpired,
  withdrawn: m.quoteWithdrawn,
  accepted: m.quoteAccepted,
  notChosen: m.quoteNotChosen,
}

const INQUIRY_TONE = { open: 'info', closed: 'neutral', accepted: 'success' } as const
const QUOTE_TONE = {
  active: 'info',
  expired: 'warning',
  withdrawn: 'neutral',
  accepted: 'success',
  notChosen: 'neutral',
} as const

export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return (
    <StatusBadge tone={INQUIRY_TONE[state]}>
      <FormattedMessage {...INQUIRY_STATE_LABEL[state]} />
    </StatusBadge>
  )
}

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <StatusBadge tone={QUOTE_TONE[state]}>
      <FormattedMessage {...QUOTE_STATE_LABEL[state]} />
    </StatusBadge>
  )
}

export const inquiryPath = (inquirySn: string) =>
  `/inquiry/purchaser/inq_info?inquirySn=${encodeURIComponent(inquirySn)}`
export const quotePath = (inquirySn: string, quoteSn: string) =>
  `/inquiry/purchaser/quo_info?inquirySn=${encodeURIComponent(inquirySn)}&quoteSn=${encodeURIComponent(quoteSn)}`
export const contractPath = (contractNo: string) =>
  `/inquiry/purchaser/contract_info?contractNo=${encodeURIComponent(contractNo)}`

const deliveryOf = (quote: Pick<QuoteVersion, 'delivery'>) => quote.delivery

export interface QuoteComparisonProps {
  quotes: readonly Quote[]
  busy: boolean
  onAccept(quoteSn: string): void
}

/** Quotes as columns, their terms as rows: what a buyer reads across to choose (cheapest first, as served). */
export function QuoteComparison({ quotes, busy, onAccept }: QuoteComparisonProps) {
  const intl = useIntl()
  const [scroller, overflows] = useOverflowsX<HTMLDivElement>()
  const cheapest = quotes.filter((quote) => quote.state === 'active')[0]?.quoteSn
  const rows: { key: string; label: Message; cell(quote: Quote): ReactNode }[] = [
    { key: 'state', label: m.rowState, cell: (q) => <QuoteStateBadge state={q.state} /> },
    { key: 'version', label: m.rowVersion, cell: (q) => intl.formatMessage(m.versionN, { n: q.version }) },
    { key: 'goods', label: m.rowGoods, cell: (q) => formatMoney(q.goodsAmount) },
    { key: 'charges', label: m.rowCharges, cell: (q) => formatMoney(q.chargesAmount) },
    {
      key: 'tax',
      label: m.rowTax,
      cell: (q) => intl.formatMessage(m.taxWithRate, { amount: formatMoney(q.taxAmount), rate: q.taxRate }),
    },
    { key: 'total', label: m.rowTotal, cell: (q) => <strong>{formatMoney(q.totalAmount)}</strong> },
    { key: 'settlement', label: m.rowSettlement, cell: (q) => q.settlement },
    {
      key: 'delivery',
      label: m.rowDelivery,
      cell: (q) =>
        intl.formatMessage(m.deliveryText, {
          term: deliveryOf(q).term,
          place: deliveryOf(q).place,
          date: deliveryOf(q).date,
        }),
    },
    { key: 'valid', label: m.rowValidUntil, cell: (q) => formatDateTime(q.validUntil) },
    { key: 'contact', label: m.rowContact, cell: (q) => `${q.contact.name} · ${q.contact.phone}` },
  ]
  return (
    <div
      ref={scroller}
      className="rfq-compare"
      role="region"
      aria-label={intl.formatMessage(m.compareCaption)}
      // reachable by keyboard only when it scrolls sideways (many quotes on a narrow window), as the kit's table
      {...(overflows ? { tabIndex: 0 } : {})}
    >
      <table className="rfq-compare__table">
        <caption className="visually-hidden">{intl.formatMessage(m.compareCaption)}</caption>
        <thead>
          <tr>
            <td />
            {quotes.map((quote) => (
              <th key={quote.quoteSn} scope="col">
                <span className="rfq-compare__store">{quote.storeName}</span>
                <span className="rfq-compare__sn">{quote.quoteSn}</span>
                {quote.quoteSn === cheapest && quotes.length > 1 ? (
                  <StatusBadge tone="success">
                    <FormattedMessage {...m.cheapest} />
                  </StatusBadge>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <FormattedMessage {...row.label} />
              </th>
              {quotes.map((quote) => (
                <td key={quote.quoteSn}>{row.cell(quote)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <FormattedMessage {...m.rowActions} />
            </th>
            {quotes.map((quote) => (
              <td key={quote.quoteSn}>
                <div className="rfq-compare__actions">
                  <Link
                    to={quotePath(quote.inquirySn, quote.quoteSn)}
                    aria-label={intl.formatMessage(m.seeQuoteFor, { store: quote.storeName })}
                  >
                    <FormattedMessage {...m.seeQuote} />
                  </Link>
                  {quote.canAccept ? (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      aria-label={intl.formatMessage(m.acceptFor, { store: quote.storeName })}
                      onClick={() => onAccept(quote.quoteSn)}
                    >
                      <FormattedMessage {...m.accept} />
                    </button>
                  ) : quote.contractNo ? (
                    <Link to={contractPath(quote.contractNo)}>
                      <FormattedMessage {...m.seeContract} />
                    </Link>
                  ) : null}
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/** One change in words. */
export function ChangeText({ change }: { change: VersionChangeView }) {
  const intl = useIntl()
  switch (change.field) {
    case 'price':
      return intl.formatMessage(m.changePrice, {
        name: change.goodsName,
        before: formatMoney(change.before),
        after: formatMoney(change.after),
      })
    case 'buyNum':
      return intl.formatMessage(m.changeBuyNum, {
        name: change.goodsName,
        before: formatCount(change.before),
        after: formatCount(change.after),
      })
    case 'lineAdded':
      return intl.formatMessage(m.changeLineAdded, { name: change.goodsName })
    case 'lineRemoved':
      return intl.formatMessage(m.changeLineRemoved, { name: change.goodsName })
    case 'chargesAmount':
      return intl.formatMessage(m.changeChargesAmount, {
        before: formatMoney(change.before),
        after: formatMoney(change.after),
      })
    case 'totalAmount':
      return intl.formatMessage(m.changeTotalAmount, {
        before: formatMoney(change.before),
        after: formatMoney(change.after),
      })
    case 'taxRate':
      return intl.formatMessage(m.changeTaxRate, { before: change.before, after: change.after })
    case 'validUntil':
      return intl.formatMessage(m.changeValidUntil, {
        before: formatDateTime(change.before),
        after: formatDateTime(change.after),
      })
    default: {
      const message = {
        settlement: m.changeSettlement,
        deliveryPlace: m.changeDeliveryPlace,
        deliveryDate: m.changeDeliveryDate,
        deliveryTerm: m.changeDeliveryTerm,
        contact: m.changeContact,
      }[change.field]
      return intl.formatMessage(message, { before: change.before, after: change.after })
    }
  }
}
