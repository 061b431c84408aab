// /member/invoice/info?invoiceId= (issue 11 item 5; SPEC.md §3 invoice): every field of one invoice header, in a
// kit Card under the page header, whose back link leads to the headers (issue 24 item 5).
import { FormattedMessage } from 'react-intl'
import type { Invoice } from '../../api/checkout'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import type { Message } from '../../lib/intl'
import { InvoiceKind, InvoiceNav } from './invoice-views'
import { recordMessages as m } from './messages'
import './member-records.css'

export function InvoiceInfoView({ invoice }: { invoice: Invoice | null }) {
  const rows: [Message, string | undefined][] = invoice
    ? [
        [m.fieldInvoiceTitle, invoice.invoiceTitle],
        [m.fieldTaxCode, invoice.taxCode],
        [m.fieldReceiverEmail, invoice.receiverEmail],
        [m.fieldRegisterAddr, invoice.registerAddr],
        [m.fieldRegisterPhone, invoice.registerPhone],
        [m.fieldBankName, invoice.bankName],
        [m.fieldBankAccount, invoice.bankAccount],
      ]
    : []
  return (
    <div className="page record-book">
      <PageHeader
        title={<FormattedMessage {...m.infoTitle} />}
        back={{ to: '/member/invoice/header', label: <FormattedMessage {...m.infoBack} /> }}
      />
      <InvoiceNav />
      {invoice ? (
        <Card className="record-info-card">
          <dl className="record-info">
            <dt>
              <FormattedMessage {...m.fieldTitleType} />
            </dt>
            <dd>
              <InvoiceKind invoice={invoice} />
            </dd>
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label.id} className="record-info__row">
                  <dt>
                    <FormattedMessage {...label} />
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <dt>
              <FormattedMessage {...m.defaultBadge} />
            </dt>
            <dd>{invoice.isDefault ? '✓' : '—'}</dd>
          </dl>
        </Card>
      ) : (
        <div role="status">
          <EmptyState title={<FormattedMessage {...m.infoNotFound} />} />
        </div>
      )}
    </div>
  )
}
