// I/O of adding an invoice header from the checkout: addInvoice (memberInvoice/add), silent because the
// refusal is shown in the dialog, next to what was typed.
import { fromPromise } from 'xstate'
import type { Invoice } from '../../src/api/checkout'
import { addInvoice } from '../../src/api/member-records'
import { invoiceFieldsOf, type InvoiceFormValues } from '../../src/schemas/invoice.schema'

export const invoiceAddActors = {
  addInvoice: fromPromise<Invoice, InvoiceFormValues>(({ input }) => {
    // a header switched from VAT to normal (or company to personal) keeps none of the other kind's fields
    const values = invoiceFieldsOf(input)
    return addInvoice({ ...values, isDefault: values.isDefault ? 1 : 0 }, { silent: true })
  }),
}
