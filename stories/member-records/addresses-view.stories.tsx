// /member/address/list in every state of the record-book flow that shows something different: the list with
// its default, empty, loading, load failure, the add/edit dialog (each §5 rule broken, saving, refused by the
// server with what was typed kept), the delete confirmation and the flow's notices.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { recordBookMessages } from '../../machines/record-book/record-book.machine'
import { addressName, AddressesView } from '../../src/features/member-records/addresses-view'
import { emptyAddress, type AddressFormValues } from '../../src/schemas/address.schema'
import { addresses, readyBook, serverRefusal, textOf } from './fixtures'

const book = readyBook(addresses, (address) => address.addressId, addressName)

const typed: AddressFormValues = {
  memberName: 'Ana Pérez',
  telMobile: '47891234',
  country: 'Cuba',
  province: 'Artemisa',
  city: 'Mariel',
  street: 'Zona Especial de Desarrollo',
  detailAddress: 'Nave 3, muelle norte',
  isDefault: false,
}

const editor = (
  values: AddressFormValues,
  more: { mode?: 'new' | 'edit'; showAllErrors?: boolean } = {},
) => ({
  mode: more.mode ?? 'new',
  values,
  saving: false,
  error: null,
  showAllErrors: more.showAllErrors,
})

const meta = {
  title: 'Miembro/Mis direcciones',
  component: AddressesView,
  args: { book, editor: null, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressesView>

export default meta
type Story = StoryObj<typeof meta>

/** ready: three addresses, La Habana is the default (no "Establecer como predeterminada" on it). */
export const List: Story = {}

/** ready with no record: the empty state and the add button. */
export const Empty: Story = { args: { book: { ...book, records: [] } } }

/** loading: the list is on its way; adding waits. */
export const Loading: Story = { args: { book: { ...book, status: 'loading', records: [] } } }

/** loadFailed: the reason and "Reintentar". */
export const LoadFailed: Story = {
  args: {
    book: { ...book, status: 'loadFailed', records: [], loadError: { id: 'api.error.network' } },
  },
}

/** editing a new address: the blank form (country prefilled). */
export const AddDialog: Story = { args: { editor: editor(emptyAddress) } }

/** editing an address of the list. */
export const EditDialog: Story = { args: { editor: editor(typed, { mode: 'edit' }) } }

/** editing, every field empty: each required message. */
export const RequiredFieldsMissing: Story = {
  args: { editor: editor({ ...emptyAddress, country: '' }, { showAllErrors: true }) },
}

/** editing, every length and pattern rule of §5 broken (contact 2–50, phone, region 50, street 100, address 5–500). */
export const EveryRuleBroken: Story = {
  args: {
    editor: editor(
      {
        memberName: 'A',
        telMobile: '12345',
        country: 'Cuba',
        province: textOf(51, 'Provincia '),
        city: textOf(51, 'Ciudad '),
        street: textOf(101),
        detailAddress: textOf(501),
        isDefault: false,
      },
      { showAllErrors: true },
    ),
  },
}

/** editing, the address too short (5 characters at least) and the contact too long (50 at most). */
export const TooShortAndTooLong: Story = {
  args: {
    editor: editor(
      { ...typed, memberName: textOf(51, 'Ana Pérez '), detailAddress: 'Nave' },
      { showAllErrors: true },
    ),
  },
}

/** saving: the form is read-only and the buttons wait. */
export const Saving: Story = {
  args: { book: { ...book, busy: true }, editor: { ...editor(typed, { mode: 'edit' }), saving: true } },
}

/** editing after a refusal of the server: its message above the form, what was typed kept. */
export const RefusedByTheServer: Story = {
  args: { editor: { ...editor(typed), error: serverRefusal } },
}

/** confirmingDelete: "¿Eliminar este registro?" names the address. */
export const ConfirmDelete: Story = { args: { book: { ...book, confirming: 'Ana Pérez' } } }

/** deleting: the confirmation waits for the server. */
export const Deleting: Story = { args: { book: { ...book, confirming: 'Ana Pérez', busy: true } } }

/** ready after a save: the success notice. */
export const Saved: Story = {
  args: { book: { ...book, notice: { tone: 'success', message: recordBookMessages.saved } } },
}

/** ready after a refused delete or default change: the server's message as an alert. */
export const ActionRefused: Story = {
  args: {
    book: { ...book, notice: { tone: 'error', message: { text: 'La dirección no existe.' } } },
  },
}
