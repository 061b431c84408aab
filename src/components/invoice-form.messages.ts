// Texts of the invoice header and invoice receiving-address forms, shared by the member centre's invoice books
// and the checkout's "new invoice header" (issue 16 item 4).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const invoiceFormMessages = defineMessages({
  titleType1: { id: 'components.invoiceForm.titleType1', defaultMessage: 'Personal' },
  titleType2: { id: 'components.invoiceForm.titleType2', defaultMessage: 'Empresa' },
  invoiceType1: { id: 'components.invoiceForm.invoiceType1', defaultMessage: 'Factura normal' },
  invoiceType2: { id: 'components.invoiceForm.invoiceType2', defaultMessage: 'Factura con IVA' },
  fieldTitleType: { id: 'components.invoiceForm.titleType', defaultMessage: 'Tipo de título' },
  fieldInvoiceType: { id: 'components.invoiceForm.invoiceType', defaultMessage: 'Tipo de factura' },
  fieldInvoiceTitle: { id: 'components.invoiceForm.invoiceTitle', defaultMessage: 'Título de la factura' },
  fieldTaxCode: {
    id: 'components.invoiceForm.taxCode',
    defaultMessage: 'Número de identificación fiscal',
  },
  fieldReceiverEmail: { id: 'components.invoiceForm.receiverEmail', defaultMessage: 'Correo de recepción' },
  fieldRegisterAddr: { id: 'components.invoiceForm.registerAddr', defaultMessage: 'Dirección registrada' },
  fieldRegisterPhone: { id: 'components.invoiceForm.registerPhone', defaultMessage: 'Teléfono registrado' },
  fieldBankName: { id: 'components.invoiceForm.bankName', defaultMessage: 'Banco' },
  fieldBankAccount: { id: 'components.invoiceForm.bankAccount', defaultMessage: 'Cuenta bancaria' },
  fieldReceiverName: { id: 'components.invoiceForm.receiverName', defaultMessage: 'Destinatario' },
  fieldReceiverMobile: { id: 'components.invoiceForm.receiverMobile', defaultMessage: 'Teléfono' },
  fieldReceiverAddress: { id: 'components.invoiceForm.receiverAddress', defaultMessage: 'Dirección' },
  fieldDefault: { id: 'components.invoiceForm.default', defaultMessage: 'Usar como predeterminada' },
  invoiceDialogNew: {
    id: 'components.invoiceForm.newTitle',
    defaultMessage: 'Nuevo encabezado de factura',
  },
  invoiceDialogEdit: {
    id: 'components.invoiceForm.editTitle',
    defaultMessage: 'Editar encabezado de factura',
  },
  invoiceAddressDialogNew: {
    id: 'components.invoiceAddressForm.newTitle',
    defaultMessage: 'Nueva dirección de factura',
  },
  invoiceAddressDialogEdit: {
    id: 'components.invoiceAddressForm.editTitle',
    defaultMessage: 'Editar dirección de factura',
  },
  save: { id: 'components.invoiceForm.save', defaultMessage: 'Guardar' },
  saving: { id: 'components.invoiceForm.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'components.invoiceForm.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'components.invoiceForm.close', defaultMessage: 'Cerrar' },
})
