// /member/invoice/info?invoiceId= (issue 11 item 5; SPEC.md §3 invoice): every field of one invoice header.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Invoice } from '../../api/checkout'
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
      <h1>
        <FormattedMessage {...m.infoTitle} />
      </h1>
      <InvoiceNav />
      {invoice ? (
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
      ) : (
        <p className="empty-state" role="status">
          <FormattedMessage {...m.infoNotFound} />
        </p>
      )}
      <p>
        <Link className="button" to="/member/invoice/header">
          <FormattedMessage {...m.infoBack} />
        </Link>
      </p>
    </div>
  )
}
