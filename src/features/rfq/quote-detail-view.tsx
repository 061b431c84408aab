// /inquiry/purchaser/quo_info?inquirySn=&quoteSn= (issue 28 item 1; SPEC.md §2, §3 quote: products, charges,
// settlement, delivery, tax rate, contact): one quote with its current content, every version newest first
// with what changed from the one before, and "Aceptar cotización" while it can be accepted. Plain props: the
// route owns the rfq actor and words nothing itself (the changes come from machines/rfq/rfq-rules.ts).
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { InquiryDetail, Quote, QuoteVersion } from '../../api/inquiries'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { StatusBadge } from '../../components/badges'
import { LoadFailed, useSay } from '../../components/say'
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format'
import { rfqMessages as m } from './messages'
import { ChangeText, inquiryPath, QuoteStateBadge, type VersionChangeView } from './rfq-parts'
import './rfq.css'

export interface QuoteVersionView {
  version: QuoteVersion
  /** null for the first version */
  changes: readonly VersionChangeView[] | null
}

export interface QuoteDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  inquiry: InquiryDetail | null
  quote: Quote | null
  /** newest first */
  versions: readonly QuoteVersionView[]
  loadError: ErrorMessage | null
  confirming: boolean
  accepting: boolean
  acceptError: ErrorMessage | null
  onAccept(quoteSn: string): void
  onConfirm(): void
  onCancel(): void
  onRetry(): void
  /** The supplier's screen (/inquiry/supplier/quo_info): its own way back and actions instead of accepting. */
  supplier?: { back: { to: string; label: ReactNode }; actions: ReactNode; notice: ReactNode }
}

type Line = QuoteVersion['lines'][number]

export function QuoteDetailView(props: QuoteDetailViewProps) {
  const intl = useIntl()
  const say = useSay()
  if (props.status === 'loading') return <PageLoader />
  const back = props.supplier
    ? props.supplier.back
    : props.inquiry
      ? { to: inquiryPath(props.inquiry.inquirySn), label: <FormattedMessage {...m.quoteBack} /> }
      : { to: '/member/inquiry/myQuo', label: <FormattedMessage {...m.quotesTitle} /> }
  if (props.status === 'loadFailed' || !props.inquiry || !props.quote)
    return (
      <div className="page rfq">
        <PageHeader title={<FormattedMessage {...m.quotesTitle} />} back={back} />
        <LoadFailed error={props.loadError ?? { id: m.quoteMissing.id }} onRetry={props.onRetry} />
      </div>
    )
  const quote = props.quote
  const columns: DataColumn<Line>[] = [
    {
      key: 'name',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (line) => line.goodsName,
    },
    { key: 'spec', header: intl.formatMessage(m.colSpec), cell: (line) => line.specValues },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (line) => formatCount(line.buyNum),
    },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (l) => formatMoney(l.price),
    },
    {
      key: 'subtotal',
      header: intl.formatMessage(m.colSubtotal),
      numeric: true,
      cell: (line) => formatMoney(line.subtotal),
    },
  ]
  return (
    <div className="page rfq">
      <PageHeader
        title={<FormattedMessage {...m.quoteTitle} values={{ store: quote.storeName }} />}
        lead={
          <FormattedMessage
            {...m.quoteLead}
            values={{ title: props.inquiry.title, inquirySn: props.inquiry.inquirySn }}
          />
        }
        back={back}
        actions={
          props.supplier ? (
            props.supplier.actions
          ) : quote.canAccept ? (
            <button
              type="button"
              className="button button--primary"
              disabled={props.accepting}
              onClick={() => props.onAccept(quote.quoteSn)}
            >
              <FormattedMessage {...m.accept} />
            </button>
          ) : null
        }
      />
      {props.supplier?.notice}
      {props.acceptError ? (
        <p role="alert" className="rfq__error">
          {say(props.acceptError)}
        </p>
      ) : null}
      <Card
        title={
          <>
            {quote.quoteSn} · <FormattedMessage {...m.versionN} values={{ n: quote.version }} />
          </>
        }
        actions={<QuoteStateBadge state={quote.state} />}
      >
        <FigureGroup>
          <Figure label={<FormattedMessage {...m.rowGoods} />} value={formatMoney(quote.goodsAmount)} />
          <Figure label={<FormattedMessage {...m.rowCharges} />} value={formatMoney(quote.chargesAmount)} />
          <Figure
            label={<FormattedMessage {...m.rowTax} />}
            value={formatMoney(quote.taxAmount)}
            suffix={`${quote.taxRate} %`}
          />
          <Figure
            label={<FormattedMessage {...m.rowTotal} />}
            value={formatMoney(quote.totalAmount)}
            size="lg"
          />
        </FigureGroup>
        <dl className="rfq__facts">
          <div>
            <dt>
              <FormattedMessage {...m.rowSettlement} />
            </dt>
            <dd>{quote.settlement}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.rowDelivery} />
            </dt>
            <dd>
              <FormattedMessage
                {...m.deliveryText}
                values={{ term: quote.delivery.term, place: quote.delivery.place, date: quote.delivery.date }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.rowValidUntil} />
            </dt>
            <dd>{formatDateTime(quote.validUntil)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.rowContact} />
            </dt>
            <dd>
              {quote.contact.name} · {quote.contact.phone} · {quote.contact.email}
            </dd>
          </div>
          {quote.charges.map((charge) => (
            <div key={charge.name}>
              <dt>{charge.name}</dt>
              <dd>{formatMoney(charge.amount)}</dd>
            </div>
          ))}
        </dl>
        <DataTable
          columns={columns}
          rows={quote.lines}
          rowKey={(line) => line.productId}
          caption={intl.formatMessage(m.linesCaption, { n: quote.version })}
        />
      </Card>
      <Card title={<FormattedMessage {...m.versionsTitle} />}>
        <ol className="rfq__versions" reversed>
          {props.versions.map(({ version, changes }) => (
            <li key={version.version} className="rfq__version">
              <h3 className="rfq__subtitle">
                <FormattedMessage
                  {...m.versionHeading}
                  values={{ n: version.version, at: formatDateTime(version.createdAt) }}
                />{' '}
                {version.version === quote.version ? (
                  <StatusBadge tone="info">
                    <FormattedMessage {...m.currentVersion} />
                  </StatusBadge>
                ) : null}
              </h3>
              {version.note ? (
                <p>
                  <FormattedMessage {...m.supplierNote} values={{ note: version.note }} />
                </p>
              ) : null}
              {changes === null ? (
                <p>
                  <FormattedMessage {...m.firstVersion} />
                </p>
              ) : changes.length === 0 ? (
                <p>
                  <FormattedMessage {...m.noChanges} />
                </p>
              ) : (
                <ul className="rfq__changes">
                  {changes.map((change, index) => (
                    <li key={index}>
                      <ChangeText change={change} />
                    </li>
                  ))}
                </ul>
              )}
              <p className="rfq__note">
                <FormattedMessage
                  {...m.versionSummary}
                  values={{
                    total: formatMoney(version.totalAmount),
                    validUntil: formatDateTime(version.validUntil),
                  }}
                />
              </p>
            </li>
          ))}
        </ol>
      </Card>
      <ConfirmDialog
        open={props.confirming}
        title={<FormattedMessage {...m.confirmTitle} />}
        message={
          <FormattedMessage
            {...m.confirmText}
            values={{ version: quote.version, store: quote.storeName, total: formatMoney(quote.totalAmount) }}
          />
        }
        confirmLabel={<FormattedMessage {...m.confirmAccept} />}
        busy={props.accepting}
        busyLabel={<FormattedMessage {...m.accepting} />}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </div>
  )
}
