// The three record books of the member centre: their kinds (ids, editor values) and their I/O, one promise actor
// per role of the paged-list flow built on src/api (the book's only command is makeDefault). Every change answers
// the fresh list, so the
// default badge and the order are the server's. Calls are silent: a refusal shows in the editor or the notice;
// network, timeout and HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import {
  addAddress,
  editAddress,
  listAddresses,
  listInvoices,
  type Address,
  type Invoice,
} from '../../src/api/checkout'
import {
  addInvoice,
  addInvoiceAddress,
  changeDefaultAddress,
  changeDefaultInvoice,
  changeDefaultInvoiceAddress,
  deleteAddress,
  deleteInvoice,
  deleteInvoiceAddress,
  editInvoice,
  editInvoiceAddress,
  listInvoiceAddresses,
  type InvoiceAddress,
} from '../../src/api/member-records'
import { session, STORAGE_KEYS } from '../../src/api/session'
import { readText } from '../../src/lib/storage'
import { emptyAddress, type AddressFormValues } from '../../src/schemas/address.schema'
import {
  emptyInvoice,
  emptyInvoiceAddress,
  invoiceFieldsOf,
  type InvoiceAddressFormValues,
  type InvoiceFormValues,
} from '../../src/schemas/invoice.schema'
import { listActors, type CommandInput, type RowId } from '../../src/flows/paged-list.machine'
import {
  createRecordBookMachine,
  wholeBook,
  type RecordBookQuery,
  type SaveInput,
} from './record-book.machine'

const silent = { silent: true }
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1
type DefaultInput = CommandInput<RecordBookQuery, 'makeDefault'>

// ——— delivery addresses (/member/address/list) ———

export const addressKind = {
  idOf: (row: Address) => row.addressId,
  valuesOf: (row: Address): AddressFormValues => ({
    memberName: row.memberName,
    telMobile: row.telMobile,
    country: row.country,
    province: row.province,
    city: row.city,
    street: row.street,
    detailAddress: row.detailAddress,
    isDefault: row.isDefault,
  }),
  blank: emptyAddress,
}

const addressBook = createRecordBookMachine(addressKind)

export const addressBookMachine = addressBook.provide({
  actors: listActors(addressBook, {
    listPage: async () => wholeBook(await listAddresses(silent)),
    saveRow: async (input: SaveInput<AddressFormValues>) => {
      const body = { ...input.values, isDefault: flag(input.values.isDefault) }
      if (input.id === null) await addAddress(body, silent)
      else await editAddress({ ...body, addressId: Number(input.id) }, silent)
      return wholeBook(await listAddresses(silent))
    },
    deleteRow: async (input: RowId) => wholeBook(await deleteAddress(Number(input), silent)),
    runCommand: async (input: DefaultInput) =>
      wholeBook(await changeDefaultAddress(Number(input.id), silent)),
  }),
  actions: {
    /** SPEC.md §3 stored item addressId: a deleted address is not offered again by the next checkout. */
    rowDeleted: (_, params: { id: RowId }) => {
      if (readText(STORAGE_KEYS.addressId) === String(params.id)) session.forgetAddressId()
    },
  },
})

// ——— invoice headers (/member/invoice/header, /member/invoice/add) ———

export const invoiceKind = {
  idOf: (row: Invoice) => row.invoiceId,
  valuesOf: (row: Invoice): InvoiceFormValues => ({
    titleType: row.titleType,
    invoiceTitle: row.invoiceTitle,
    taxCode: row.taxCode ?? '',
    invoiceType: row.invoiceType,
    receiverEmail: row.receiverEmail ?? '',
    registerAddr: row.registerAddr ?? '',
    registerPhone: row.registerPhone ?? '',
    bankName: row.bankName ?? '',
    bankAccount: row.bankAccount ?? '',
    isDefault: row.isDefault,
  }),
  blank: emptyInvoice,
}

const invoiceBook = createRecordBookMachine(invoiceKind)

export const invoiceBookMachine = invoiceBook.provide({
  actors: listActors(invoiceBook, {
    listPage: async () => wholeBook(await listInvoices(silent)),
    saveRow: async (input: SaveInput<InvoiceFormValues>) => {
      // a header switched from VAT to normal (or company to personal) keeps none of the other kind's fields
      const values = invoiceFieldsOf(input.values)
      const body = { ...values, isDefault: flag(values.isDefault) }
      if (input.id === null) await addInvoice(body, silent)
      else await editInvoice({ ...body, invoiceId: Number(input.id) }, silent)
      return wholeBook(await listInvoices(silent))
    },
    deleteRow: async (input: RowId) => wholeBook(await deleteInvoice(Number(input), silent)),
    runCommand: async (input: DefaultInput) =>
      wholeBook(await changeDefaultInvoice(Number(input.id), silent)),
  }),
})

// ——— invoice receiving addresses (/member/invoice/address) ———

export const invoiceAddressKind = {
  idOf: (row: InvoiceAddress) => row.invoiceAddressId,
  valuesOf: (row: InvoiceAddress): InvoiceAddressFormValues => ({
    receiverName: row.receiverName,
    receiverMobile: row.receiverMobile,
    receiverAddress: row.receiverAddress,
    receiverEmail: row.receiverEmail,
    isDefault: row.isDefault,
  }),
  blank: emptyInvoiceAddress,
}

const invoiceAddressBook = createRecordBookMachine(invoiceAddressKind)

export const invoiceAddressBookMachine = invoiceAddressBook.provide({
  actors: listActors(invoiceAddressBook, {
    listPage: async () => wholeBook(await listInvoiceAddresses(silent)),
    saveRow: async (input: SaveInput<InvoiceAddressFormValues>) => {
      const body = { ...input.values, isDefault: flag(input.values.isDefault) }
      return wholeBook(
        input.id === null
          ? await addInvoiceAddress(body, silent)
          : await editInvoiceAddress({ ...body, invoiceAddressId: Number(input.id) }, silent),
      )
    },
    deleteRow: async (input: RowId) => wholeBook(await deleteInvoiceAddress(Number(input), silent)),
    runCommand: async (input: DefaultInput) =>
      wholeBook(await changeDefaultInvoiceAddress(Number(input.id), silent)),
  }),
})
