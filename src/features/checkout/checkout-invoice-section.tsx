// The invoice of the checkout: none, or one of the buyer's invoice headers; a new header can be added here
// without leaving the checkout (issue 16 item 4), through the member centre's dialog and schema.
import type { Message } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Invoice } from '../../api/checkout'
import { InvoiceDialog } from '../../components/invoice-dialogs'

import type { InvoiceFormValues } from '../../schemas/invoice.schema'
import { checkoutMessages as m } from './messages'
import { platformCouponViewMessages as pm } from './platform-coupon-messages'

export interface CheckoutInvoiceDialogProps {
  values: InvoiceFormValues
  saving: boolean
  error: Message | null
  onSave: (values: InvoiceFormValues) => void
  onCancel: () => void
}

export interface CheckoutInvoiceProps {
  invoices: Invoice[]
  selectedId: number | null
  onSelect: (invoiceId: number | null) => void
  /** "Nuevo encabezado de factura" (issue 16 item 4) and its dialog while open */
  onAdd?: () => void
  dialog?: CheckoutInvoiceDialogProps | null
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
      {invoice.onAdd ? (
        <button
          type="button"
          className="button checkout-invoice__new"
          disabled={!editable}
          onClick={invoice.onAdd}
        >
          <FormattedMessage {...pm.newInvoice} />
        </button>
      ) : null}
      {invoice.dialog ? <InvoiceDialog mode="new" {...invoice.dialog} /> : null}
    </section>
  )
}
