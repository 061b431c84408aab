// The three record books of the member centre: their kinds (ids, editor values) and their I/O, one promise actor
// per role built on src/api (operations named after their operationId). Saving answers the fresh list, so the
// default badge and the order are the server's. Calls are silent: a refusal shows in the editor or the notice;
// network, timeout and HTTP failures still get the request layer's toast or modal (SPEC.md §8).
import { fromPromise } from 'xstate'
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
import { createRecordBookMachine, type SaveInput } from './record-book.machine'

const silent = { silent: true }
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1

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

export const addressBookMachine = createRecordBookMachine(addressKind).provide({
  actors: {
    listRecords: fromPromise<Address[]>(() => listAddresses(silent)),
    saveRecord: fromPromise<Address[], SaveInput<AddressFormValues>>(async ({ input }) => {
      const body = { ...input.values, isDefault: flag(input.values.isDefault) }
      if (input.id === null) await addAddress(body, silent)
      else await editAddress({ ...body, addressId: input.id }, silent)
      return listAddresses(silent)
    }),
    deleteRecord: fromPromise<Address[], number>(({ input }) => deleteAddress(input, silent)),
    makeDefault: fromPromise<Address[], number>(({ input }) => changeDefaultAddress(input, silent)),
  },
  actions: {
    /** SPEC.md §3 stored item addressId: a deleted address is not offered again by the next checkout. */
    recordDeleted: (_, params: { id: number }) => {
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

export const invoiceBookMachine = createRecordBookMachine(invoiceKind).provide({
  actors: {
    listRecords: fromPromise<Invoice[]>(() => listInvoices(silent)),
    saveRecord: fromPromise<Invoice[], SaveInput<InvoiceFormValues>>(async ({ input }) => {
      // a header switched from VAT to normal (or company to personal) keeps none of the other kind's fields
      const values = invoiceFieldsOf(input.values)
      const body = { ...values, isDefault: flag(values.isDefault) }
      if (input.id === null) await addInvoice(body, silent)
      else await editInvoice({ ...body, invoiceId: input.id }, silent)
      return listInvoices(silent)
    }),
    deleteRecord: fromPromise<Invoice[], number>(({ input }) => deleteInvoice(input, silent)),
    makeDefault: fromPromise<Invoice[], number>(({ input }) => changeDefaultInvoice(input, silent)),
  },
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

export const invoiceAddressBookMachine = createRecordBookMachine(invoiceAddressKind).provide({
  actors: {
    listRecords: fromPromise<InvoiceAddress[]>(() => listInvoiceAddresses(silent)),
    saveRecord: fromPromise<InvoiceAddress[], SaveInput<InvoiceAddressFormValues>>(({ input }) => {
      const body = { ...input.values, isDefault: flag(input.values.isDefault) }
      return input.id === null
        ? addInvoiceAddress(body, silent)
        : editInvoiceAddress({ ...body, invoiceAddressId: input.id }, silent)
    }),
    deleteRecord: fromPromise<InvoiceAddress[], number>(({ input }) => deleteInvoiceAddress(input, silent)),
    makeDefault: fromPromise<InvoiceAddress[], number>(({ input }) =>
      changeDefaultInvoiceAddress(input, silent),
    ),
  },
})
