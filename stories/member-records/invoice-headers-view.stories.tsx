// /member/invoice/header (and /add) in every state of the record-book flow that shows something different: the
// headers with their default, empty, loading, load failure, the add/edit dialog for a company, a VAT and a
// personal header (each §5 rule broken, saving, refused by the server with what was typed kept), the delete
// confirmation and the flow's notices.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { recordBookMessages } from '../../machines/record-book/record-book.machine'
import { InvoiceHeadersView, invoiceName } from '../../src/features/member-records/invoice-views'
import { emptyInvoice, type InvoiceFormValues } from '../../src/schemas/invoice.schema'
import { invoices, readyBook, serverRefusal, textOf } from './fixtures'

const book = readyBook(invoices, (invoice) => invoice.invoiceId, invoiceName)

/** The VAT header of the list as its editor holds it. */
const vatHeader: InvoiceFormValues = {
  titleType: 2,
  invoiceTitle: 'Importadora Caribe S.A.',
  taxCode: '01234567890',
  invoiceType: 2,
  receiverEmail: 'facturas@caribe.example.com',
  registerAddr: 'Calle 23 n.º 1052, Vedado, La Habana',
  registerPhone: '78301234',
  bankName: 'Banco Metropolitano',
  bankAccount: '0598 1234 5678 9012',
  isDefault: true,
}

const editor = (
  values: InvoiceFormValues,
  more: { mode?: 'new' | 'edit'; showAllErrors?: boolean } = {},
) => ({
  mode: more.mode ?? 'new',
  values,
  saving: false,
  error: null,
  showAllErrors: more.showAllErrors,
})

const meta = {
  title: 'Miembro/Encabezados de factura',
  component: InvoiceHeadersView,
  args: { book, editor: null, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof InvoiceHeadersView>

export default meta
type Story = StoryObj<typeof meta>

/** ready: a company VAT header (default) and a personal one, each with its detail link. */
export const List: Story = {}

export const Empty: Story = { args: { book: { ...book, records: [] } } }

export const Loading: Story = { args: { book: { ...book, status: 'loading', records: [] } } }

export const LoadFailed: Story = {
  args: {
    book: { ...book, status: 'loadFailed', records: [], loadError: { id: 'api.error.network' } },
  },
}

/** editing a new header (/member/invoice/add): company, normal invoice. */
export const AddDialog: Story = { args: { editor: editor(emptyInvoice) } }

/** editing the VAT header: registered address, phone, bank and account shown. */
export const EditVatDialog: Story = { args: { editor: editor(vatHeader, { mode: 'edit' }) } }

/** editing a personal header: no tax number, the VAT invoice cannot be chosen. */
export const EditPersonalDialog: Story = {
  args: {
    editor: editor(
      {
        ...emptyInvoice,
        titleType: 1,
        invoiceTitle: 'Carlos Manuel Rodríguez',
        receiverEmail: 'comprador@example.com',
      },
      { mode: 'edit' },
    ),
  },
}

/** editing a company normal header with every field empty: each required message. */
export const RequiredFieldsMissing: Story = {
  args: { editor: editor(emptyInvoice, { showAllErrors: true }) },
}

/** editing a company normal header: title too short, tax number and email malformed. */
export const CompanyRulesBroken: Story = {
  args: {
    editor: editor(
      { ...emptyInvoice, invoiceTitle: 'A', taxCode: 'NIF 12', receiverEmail: 'facturas@' },
      { showAllErrors: true },
    ),
  },
}

/** editing a VAT header: every VAT field breaks its rule (lengths, phone, 8–30 digit account). */
export const VatRulesBroken: Story = {
  args: {
    editor: editor(
      {
        ...vatHeader,
        invoiceTitle: textOf(101, 'Importadora '),
        registerAddr: 'Vía',
        registerPhone: '123',
        bankName: 'B',
        bankAccount: '1234-56',
        receiverEmail: 'facturas@caribe',
      },
      { showAllErrors: true },
    ),
  },
}

/** editing a VAT header with its VAT fields empty: each required message. */
export const VatFieldsMissing: Story = {
  args: {
    editor: editor(
      { ...vatHeader, registerAddr: '', registerPhone: '', bankName: '', bankAccount: '' },
      { showAllErrors: true },
    ),
  },
}

export const Saving: Story = {
  args: { book: { ...book, busy: true }, editor: { ...editor(vatHeader, { mode: 'edit' }), saving: true } },
}

/** editing after a refusal of the server: its message above the form, what was typed kept. */
export const RefusedByTheServer: Story = {
  args: { editor: { ...editor({ ...vatHeader, isDefault: false }), error: serverRefusal } },
}

export const ConfirmDelete: Story = {
  args: { book: { ...book, confirming: 'Carlos Manuel Rodríguez' } },
}

export const DefaultChanged: Story = {
  args: { book: { ...book, notice: { tone: 'success', message: recordBookMessages.defaultChanged } } },
}
