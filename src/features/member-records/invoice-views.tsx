// /member/invoice/header (and /add) and /member/invoice/address (issue 11 item 5; SPEC.md §3 invoice): the
// invoice headers the checkout offers, and where paper invoices are received. Plain props.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, NavLink } from 'react-router'
import type { Invoice } from '../../api/checkout'
import type { InvoiceAddress } from '../../api/member-records'
import type { InvoiceAddressFormValues, InvoiceFormValues } from '../../schemas/invoice.schema'
import { InvoiceAddressDialog, InvoiceDialog } from '../../components/invoice-dialogs'
import { recordMessages as m } from './messages'
import { RecordBookView, type RecordBookViewProps } from './record-book-view'
import type { RecordEditorState } from './use-record-book'

type BookProps<R> = Omit<
  RecordBookViewProps<R>,
  'title' | 'hint' | 'addLabel' | 'emptyLabel' | 'isDefault' | 'renderRecord' | 'editor'
>

interface ViewProps<R, V> {
  book: BookProps<R>
  editor: RecordEditorState<V> | null
  onSave(values: V): void
  onCancel(): void
}

export function InvoiceNav() {
  const intl = useIntl()
  return (
    <nav className="record-book__nav" aria-label={intl.formatMessage(m.nav)}>
      <NavLink to="/member/invoice/header">
        <FormattedMessage {...m.invoicesTitle} />
      </NavLink>
      <NavLink to="/member/invoice/address">
        <FormattedMessage {...m.invoiceAddressesTitle} />
      </NavLink>
    </nav>
  )
}

export const invoiceName = (invoice: Invoice) => invoice.invoiceTitle
export const invoiceAddressName = (address: InvoiceAddress) => address.receiverName

export function InvoiceKind({ invoice }: { invoice: Pick<Invoice, 'titleType' | 'invoiceType'> }) {
  return (
    <>
      <FormattedMessage {...(invoice.titleType === 2 ? m.titleType2 : m.titleType1)} />
      {' · '}
      <FormattedMessage {...(invoice.invoiceType === 2 ? m.invoiceType2 : m.invoiceType1)} />
    </>
  )
}

export function InvoiceHeadersView({
  book,
  editor,
  onSave,
  onCancel,
}: ViewProps<Invoice, InvoiceFormValues>) {
  const intl = useIntl()
  return (
    <RecordBookView
      {...book}
      nav={<InvoiceNav />}
      title={m.invoicesTitle}
      hint={m.invoicesHint}
      addLabel={m.invoicesAdd}
      emptyLabel={m.invoicesEmpty}
      isDefault={(invoice) => invoice.isDefault}
      renderRecord={(invoice) => (
        <>
          <p className="record-card__line">
            <InvoiceKind invoice={invoice} />
          </p>
          {invoice.taxCode ? (
            <p className="record-card__line">
              <FormattedMessage {...m.taxCodeShown} values={{ code: invoice.taxCode }} />
            </p>
          ) : null}
          {invoice.receiverEmail ? (
            <p className="record-card__line">
              <FormattedMessage {...m.email} values={{ email: invoice.receiverEmail }} />
            </p>
          ) : null}
        </>
      )}
      renderLinks={(invoice) => (
        <Link
          to={`/member/invoice/info?invoiceId=${invoice.invoiceId}`}
          aria-label={intl.formatMessage(m.invoiceDetail, { name: invoice.invoiceTitle })}
        >
          <FormattedMessage {...m.infoTitle} />
        </Link>
      )}
      editor={
        editor ? (
          <InvoiceDialog
            mode={editor.mode}
            values={editor.values}
            saving={editor.saving}
            error={editor.error}
            showAllErrors={editor.showAllErrors}
            onSave={onSave}
            onCancel={onCancel}
          />
        ) : null
      }
    />
  )
}

export function InvoiceAddressesView({
  book,
  editor,
  onSave,
  onCancel,
}: ViewProps<InvoiceAddress, InvoiceAddressFormValues>) {
  return (
    <RecordBookView
      {...book}
      nav={<InvoiceNav />}
      title={m.invoiceAddressesTitle}
      addLabel={m.invoiceAddressesAdd}
      emptyLabel={m.invoiceAddressesEmpty}
      isDefault={(address) => address.isDefault}
      renderRecord={(address) => (
        <>
          <p className="record-card__line">
            <FormattedMessage {...m.phone} values={{ phone: address.receiverMobile }} />
          </p>
          <p className="record-card__line">
            <FormattedMessage {...m.email} values={{ email: address.receiverEmail }} />
          </p>
          <p className="record-card__line">{address.receiverAddress}</p>
        </>
      )}
      editor={
        editor ? (
          <InvoiceAddressDialog
            mode={editor.mode}
            values={editor.values}
            saving={editor.saving}
            error={editor.error}
            showAllErrors={editor.showAllErrors}
            onSave={onSave}
            onCancel={onCancel}
          />
        ) : null
      }
    />
  )
}
