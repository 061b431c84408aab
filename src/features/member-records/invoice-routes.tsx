// /member/invoice/header, /member/invoice/add, /member/invoice/address and /member/invoice/info (login required,
// router guard; issue 11 item 5). The book routes own their record-book actors; /add is the header book with the
// new-header editor open, and goes back to /member/invoice/header once the editor closes.
import { useEffect, useRef } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import {
  invoiceAddressBookMachine,
  invoiceBookMachine,
} from '../../../machines/record-book/record-book.actors'
import type { invoiceInfoLoader } from './invoice-info-loader'
import { InvoiceInfoView } from './invoice-info-view'
import { InvoiceAddressesView, InvoiceHeadersView, invoiceAddressName, invoiceName } from './invoice-views'
import { useRecordBook } from './use-record-book'

function InvoiceHeaders({ openNew }: { openNew: boolean }) {
  const { book, editor, onSave, onCancel } = useRecordBook(invoiceBookMachine, {
    openNew,
    idOf: (invoice) => invoice.invoiceId,
    nameOf: invoiceName,
  })
  const navigate = useNavigate()
  const wasEditing = useRef(false)
  useEffect(() => {
    if (!openNew) return
    if (editor) wasEditing.current = true
    else if (wasEditing.current) void navigate('/member/invoice/header', { replace: true })
  }, [openNew, editor, navigate])
  return <InvoiceHeadersView book={book} editor={editor} onSave={onSave} onCancel={onCancel} />
}

export const InvoiceHeadersRoute = () => <InvoiceHeaders openNew={false} />
export const InvoiceAddRoute = () => <InvoiceHeaders openNew />

export function InvoiceAddressesRoute() {
  const { book, editor, onSave, onCancel } = useRecordBook(invoiceAddressBookMachine, {
    idOf: (address) => address.invoiceAddressId,
    nameOf: invoiceAddressName,
  })
  return <InvoiceAddressesView book={book} editor={editor} onSave={onSave} onCancel={onCancel} />
}

export function InvoiceInfoRoute() {
  const invoice = useLoaderData<Awaited<ReturnType<typeof invoiceInfoLoader>>>()
  return <InvoiceInfoView invoice={invoice} />
}
