import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import memberPart from '../../i18n/parts/member.json' with { type: 'json' }

addMessages(memberPart)

export const recordMessages = defineMessages({
  loading: { id: 'member.records.loading', defaultMessage: 'Cargando...' },
  retry: { id: 'member.records.retry', defaultMessage: 'Reintentar' },
  dismiss: { id: 'member.records.dismiss', defaultMessage: 'Cerrar aviso' },
  defaultBadge: { id: 'member.records.default', defaultMessage: 'Predeterminada' },
  makeDefault: { id: 'member.records.makeDefault', defaultMessage: 'Establecer como predeterminada' },
  edit: { id: 'member.records.edit', defaultMessage: 'Editar' },
  editNamed: { id: 'member.records.editNamed', defaultMessage: 'Editar {name}' },
  remove: { id: 'member.records.remove', defaultMessage: 'Eliminar' },
  removeNamed: { id: 'member.records.removeNamed', defaultMessage: 'Eliminar {name}' },
  makeDefaultNamed: {
    id: 'member.records.makeDefaultNamed',
    defaultMessage: 'Establecer {name} como predeterminada',
  },
  confirmTitle: { id: 'member.records.confirmTitle', defaultMessage: '¿Eliminar este registro?' },
  confirmText: {
    id: 'member.records.confirmText',
    defaultMessage: 'Se eliminará «{name}». Esta acción no se puede deshacer.',
  },
  confirmYes: { id: 'member.records.confirmYes', defaultMessage: 'Eliminar' },
  confirmNo: { id: 'member.records.confirmNo', defaultMessage: 'Cancelar' },
  phone: { id: 'member.records.phone', defaultMessage: 'Teléfono: {phone}' },
  email: { id: 'member.records.email', defaultMessage: 'Correo: {email}' },
  nav: { id: 'member.records.nav', defaultMessage: 'Secciones de facturación' },

  addressesTitle: { id: 'member.addresses.title', defaultMessage: 'Mis direcciones' },
  addressesAdd: { id: 'member.addresses.add', defaultMessage: 'Añadir dirección' },
  addressesEmpty: { id: 'member.addresses.empty', defaultMessage: 'Aún no tiene direcciones de entrega.' },
  addressesHint: {
    id: 'member.addresses.hint',
    defaultMessage: 'Son las mismas direcciones que se ofrecen al confirmar un pedido.',
  },

  invoicesTitle: { id: 'member.invoices.title', defaultMessage: 'Encabezados de factura' },
  invoicesAdd: { id: 'member.invoices.add', defaultMessage: 'Añadir encabezado' },
  invoicesEmpty: { id: 'member.invoices.empty', defaultMessage: 'Aún no tiene encabezados de factura.' },
  invoicesHint: {
    id: 'member.invoices.hint',
    defaultMessage: 'Son los mismos encabezados que puede elegir al confirmar un pedido.',
  },
  invoiceDetail: { id: 'member.invoices.detail', defaultMessage: 'Ver detalle de {name}' },
  invoiceAddressesTitle: {
    id: 'member.invoiceAddresses.title',
    defaultMessage: 'Direcciones de recepción de facturas',
  },
  invoiceAddressesAdd: { id: 'member.invoiceAddresses.add', defaultMessage: 'Añadir dirección de factura' },
  invoiceAddressesEmpty: {
    id: 'member.invoiceAddresses.empty',
    defaultMessage: 'Aún no tiene direcciones de recepción de facturas.',
  },

  titleType1: { id: 'member.invoices.titleType1', defaultMessage: 'Personal' },
  titleType2: { id: 'member.invoices.titleType2', defaultMessage: 'Empresa' },
  invoiceType1: { id: 'member.invoices.invoiceType1', defaultMessage: 'Factura normal' },
  invoiceType2: { id: 'member.invoices.invoiceType2', defaultMessage: 'Factura con IVA' },
  taxCodeShown: { id: 'member.invoices.taxCodeShown', defaultMessage: 'NIF: {code}' },

  fieldTitleType: { id: 'member.invoiceForm.titleType', defaultMessage: 'Tipo de título' },
  fieldInvoiceType: { id: 'member.invoiceForm.invoiceType', defaultMessage: 'Tipo de factura' },
  fieldInvoiceTitle: { id: 'member.invoiceForm.invoiceTitle', defaultMessage: 'Título de la factura' },
  fieldTaxCode: { id: 'member.invoiceForm.taxCode', defaultMessage: 'Número de identificación fiscal' },
  fieldReceiverEmail: { id: 'member.invoiceForm.receiverEmail', defaultMessage: 'Correo de recepción' },
  fieldRegisterAddr: { id: 'member.invoiceForm.registerAddr', defaultMessage: 'Dirección registrada' },
  fieldRegisterPhone: { id: 'member.invoiceForm.registerPhone', defaultMessage: 'Teléfono registrado' },
  fieldBankName: { id: 'member.invoiceForm.bankName', defaultMessage: 'Banco' },
  fieldBankAccount: { id: 'member.invoiceForm.bankAccount', defaultMessage: 'Cuenta bancaria' },
  fieldReceiverName: { id: 'member.invoiceForm.receiverName', defaultMessage: 'Destinatario' },
  fieldReceiverMobile: { id: 'member.invoiceForm.receiverMobile', defaultMessage: 'Teléfono' },
  fieldReceiverAddress: { id: 'member.invoiceForm.receiverAddress', defaultMessage: 'Dirección' },
  fieldDefault: { id: 'member.invoiceForm.default', defaultMessage: 'Usar como predeterminada' },
  invoiceDialogNew: { id: 'member.invoiceForm.newTitle', defaultMessage: 'Nuevo encabezado de factura' },
  invoiceDialogEdit: { id: 'member.invoiceForm.editTitle', defaultMessage: 'Editar encabezado de factura' },
  invoiceAddressDialogNew: {
    id: 'member.invoiceAddressForm.newTitle',
    defaultMessage: 'Nueva dirección de factura',
  },
  invoiceAddressDialogEdit: {
    id: 'member.invoiceAddressForm.editTitle',
    defaultMessage: 'Editar dirección de factura',
  },
  save: { id: 'member.invoiceForm.save', defaultMessage: 'Guardar' },
  saving: { id: 'member.invoiceForm.saving', defaultMessage: 'Guardando…' },
  cancel: { id: 'member.invoiceForm.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'member.invoiceForm.close', defaultMessage: 'Cerrar' },

  infoTitle: { id: 'member.invoiceInfo.title', defaultMessage: 'Información de factura' },
  infoBack: { id: 'member.invoiceInfo.back', defaultMessage: 'Volver a los encabezados' },
  infoNotFound: { id: 'member.invoiceInfo.notFound', defaultMessage: 'La factura no existe.' },
})
