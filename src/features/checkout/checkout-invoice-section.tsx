// The invoice of the checkout: none, or one of the buyer's invoice headers.
import { FormattedMessage, useIntl } from 'react-intl'
import type { Invoice } from '../../api/checkout'
import { checkoutMessages as m } from './messages'

export interface CheckoutInvoiceProps {
  invoices: Invoice[]
  selectedId: number | null
  onSelect: (invoiceId: number | null) => void
}

function invoiceText(invoice: Invoice, format: ReturnType<typeof useIntl>['formatMessage']) {
  return invoice.invoiceType === 2
    ? format(m.invoiceVat, { title: invoice.invoiceTitle, taxCode: invoice.taxCode ?? '' })
    : format(m.invoiceNormal, { title: invoice.invoiceTitle })
}

export function CheckoutInvoiceSection({
  invoice,
  editable,
}: {
  invoice: CheckoutInvoiceProps
  editable: boolean
}) {
  const intl = useIntl()
  return (
    <section className="checkout-section" aria-labelledby="checkout-invoice-title">
      <h2 id="checkout-invoice-title">
        <FormattedMessage {...m.invoiceTitle} />
      </h2>
      <div className="checkout-field">
        <label htmlFor="checkout-invoice">
          <FormattedMessage {...m.invoiceLabel} />
        </label>
        <select
          id="checkout-invoice"
          value={invoice.selectedId ?? ''}
          disabled={!editable}
          onChange={(event) =>
            invoice.onSelect(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{intl.formatMessage(m.invoiceNone)}</option>
          {invoice.invoices.map((entry) => (
            <option key={entry.invoiceId} value={entry.invoiceId}>
              {invoiceText(entry, intl.formatMessage)}
            </option>
          ))}
        </select>
      </div>
    </section>
  )
}
