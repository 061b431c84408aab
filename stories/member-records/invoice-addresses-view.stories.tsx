// /member/invoice/address — where paper invoices are received — in every state of the record-book flow that
// shows something different: the list with its default, empty, loading, load failure, the add/edit dialog
// (each §5 rule broken, saving, refused by the server with what was typed kept) and the delete confirmation.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { recordBookMessages } from '../../machines/record-book/record-book.machine'
import { InvoiceAddressesView, invoiceAddressName } from '../../src/features/member-records/invoice-views'
import { emptyInvoiceAddress, type InvoiceAddressFormValues } from '../../src/schemas/invoice.schema'
import { invoiceAddresses, readyBook, serverRefusal, textOf } from './fixtures'

const book = readyBook(invoiceAddresses, (address) => address.invoiceAddressId, invoiceAddressName)

const typed: InvoiceAddressFormValues = {
  receiverName: 'Ana Pérez',
  receiverMobile: '47891234',
  receiverEmail: 'ana.perez@example.com',
  receiverAddress: 'Nave 3, muelle norte, Mariel',
  isDefault: false,
}

const editor = (
  values: InvoiceAddressFormValues,
  more: { mode?: 'new' | 'edit'; showAllErrors?: boolean } = {},
) => ({ mode: more.mode ?? 'new', values, saving: false, error: null, showAllErrors: more.showAllErrors })

const meta = {
  title: 'Miembro/Direcciones de recepción de facturas',
  component: InvoiceAddressesView,
  args: { book, editor: null, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof InvoiceAddressesView>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}

export const Empty: Story = { args: { book: { ...book, records: [] } } }

export const Loading: Story = { args: { book: { ...book, status: 'loading', records: [] } } }

export const LoadFailed: Story = {
  args: {
    book: {
      ...book,
      status: 'loadFailed',
      records: [],
      loadError: { text: 'Servicio no disponible. Inténtelo más tarde.' },
    },
  },
}

export const AddDialog: Story = { args: { editor: editor(emptyInvoiceAddress) } }

export const EditDialog: Story = { args: { editor: editor(typed, { mode: 'edit' }) } }

/** editing with every field empty: each required message. */
export const RequiredFieldsMissing: Story = {
  args: { editor: editor(emptyInvoiceAddress, { showAllErrors: true }) },
}

/** editing: recipient 2–50, phone rule, email pattern and address 5–500 (501 characters) broken. */
export const EveryRuleBroken: Story = {
  args: {
    editor: editor(
      {
        receiverName: 'A',
        receiverMobile: '12',
        receiverEmail: 'ana@',
        receiverAddress: textOf(501),
        isDefault: false,
      },
      { showAllErrors: true },
    ),
  },
}

export const Saving: Story = {
  args: { book: { ...book, busy: true }, editor: { ...editor(typed, { mode: 'edit' }), saving: true } },
}

export const RefusedByTheServer: Story = {
  args: { editor: { ...editor(typed), error: serverRefusal } },
}

export const ConfirmDelete: Story = { args: { book: { ...book, confirming: 'Ana Pérez' } } }

export const Deleted: Story = {
  args: { book: { ...book, notice: { tone: 'success', message: recordBookMessages.deleted } } },
}
