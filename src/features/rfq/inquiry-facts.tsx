// What was asked in an inquiry (issue 28 item 1; SPEC.md §2 /inquiry/purchaser/inq_info and
// /inquiry/supplier/inq_info): state, delivery place and date, deadline, description, the products and the
// attachments. The buyer's and the supplier's screens show the same card; each says where its contract opens.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { InquiryDetail } from '../../api/inquiries'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { formatCount } from '../../i18n/format'
import { rfqMessages as m } from './messages'
import { InquiryStateBadge } from './rfq-parts'

type Line = InquiryDetail['lines'][number]

export function InquiryFacts({
  inquiry,
  contractHref,
}: {
  inquiry: InquiryDetail
  contractHref(contractNo: string): string
}) {
  const intl = useIntl()
  const columns: DataColumn<Line>[] = [
    {
      key: 'name',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (line) => line.goodsName,
    },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (line) => `${formatCount(line.buyNum)}${line.unit ? ` ${line.unit}` : ''}`,
    },
    {
      key: 'origin',
      header: intl.formatMessage(m.colOrigin),
      cell: (line) => intl.formatMessage(line.productId ? m.originCatalogue : m.originText),
    },
  ]
  return (
    <Card title={<FormattedMessage {...m.inquiryFacts} />}>
      <dl className="rfq__facts">
        <div>
          <dt>
            <FormattedMessage {...m.factState} />
          </dt>
          <dd>
            <InquiryStateBadge state={inquiry.state} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.factPlace} />
          </dt>
          <dd>{inquiry.deliveryPlace}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.factDeliveryDate} />
          </dt>
          <dd>{inquiry.deliveryDate}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.factDeadline} />
          </dt>
          <dd>{inquiry.deadline}</dd>
        </div>
        {inquiry.contractNo ? (
          <div>
            <dt>
              <FormattedMessage {...m.factContract} />
            </dt>
            <dd>
              <Link to={contractHref(inquiry.contractNo)}>{inquiry.contractNo}</Link>
            </dd>
          </div>
        ) : null}
        {inquiry.description ? (
          <div className="rfq__facts-wide">
            <dt>
              <FormattedMessage {...m.factDescription} />
            </dt>
            <dd>{inquiry.description}</dd>
          </div>
        ) : null}
      </dl>
      {inquiry.lines.length > 0 ? (
        <DataTable
          columns={columns}
          rows={inquiry.lines}
          rowKey={(line) => `${line.productId ?? 'text'}-${line.goodsName}`}
          caption={intl.formatMessage(m.askedCaption)}
        />
      ) : null}
      {inquiry.attachments.length > 0 ? (
        <>
          <h3 className="rfq__subtitle">
            <FormattedMessage {...m.attachmentsTitle} />
          </h3>
          <ul className="rfq__files">
            {inquiry.attachments.map((file) => (
              <li key={file.path}>{file.fileName}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  )
}
