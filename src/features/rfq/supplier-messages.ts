import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import rfqPart from '../../i18n/parts/rfq.json' with { type: 'json' }

addMessages(rfqPart)

/** The supplier's side of the RFQ (/inquiry/supplier/*, issue 28 item 1). */
export const supplierMessages = defineMessages({
  deskTitle: { id: 'rfq.supplier.deskTitle', defaultMessage: 'Solicitudes de cotización para mi tienda' },
  deskLead: {
    id: 'rfq.supplier.deskLead',
    defaultMessage: 'Como proveedor de {store}: las solicitudes abiertas y las que ya cotizó.',
  },
  deskCaption: { id: 'rfq.supplier.deskCaption', defaultMessage: 'Solicitudes que puede cotizar' },
  deskEmpty: { id: 'rfq.supplier.deskEmpty', defaultMessage: 'No hay solicitudes abiertas en este momento.' },
  colOwnQuote: { id: 'rfq.supplier.colOwnQuote', defaultMessage: 'Mi cotización' },
  notQuoted: { id: 'rfq.supplier.notQuoted', defaultMessage: 'Sin cotizar' },
  open: { id: 'rfq.supplier.open', defaultMessage: 'Abrir' },
  openFor: { id: 'rfq.supplier.openFor', defaultMessage: 'Abrir la solicitud {inquirySn}' },
  backToDesk: { id: 'rfq.supplier.backToDesk', defaultMessage: 'Solicitudes para mi tienda' },
  backToInquiry: { id: 'rfq.supplier.backToInquiry', defaultMessage: 'Volver a la solicitud' },
  asStore: { id: 'rfq.supplier.asStore', defaultMessage: 'Cotiza como {store}' },
  ownQuoteTitle: { id: 'rfq.supplier.ownQuoteTitle', defaultMessage: 'Mi cotización' },
  ownQuoteText: {
    id: 'rfq.supplier.ownQuoteText',
    defaultMessage: '{quoteSn} · versión {version, number} · total {total}',
  },
  seeVersions: { id: 'rfq.supplier.seeVersions', defaultMessage: 'Ver versiones' },
  seeContract: { id: 'rfq.supplier.seeContract', defaultMessage: 'Confirmar el contrato' },
  withdraw: { id: 'rfq.supplier.withdraw', defaultMessage: 'Retirar cotización' },
  withdrawTitle: { id: 'rfq.supplier.withdrawTitle', defaultMessage: '¿Retirar la cotización?' },
  withdrawText: {
    id: 'rfq.supplier.withdrawText',
    defaultMessage: 'El comprador ya no podrá aceptar la cotización {quoteSn}. No se puede deshacer.',
  },
  withdrawYes: { id: 'rfq.supplier.withdrawYes', defaultMessage: 'Retirar' },
  withdrawing: { id: 'rfq.supplier.withdrawing', defaultMessage: 'Retirando…' },
  quoted: { id: 'rfq.supplier.quoted', defaultMessage: 'Cotización enviada al comprador.' },
  withdrawn: { id: 'rfq.supplier.withdrawn', defaultMessage: 'Cotización retirada.' },
  notQuotable: {
    id: 'rfq.supplier.notQuotable',
    defaultMessage: 'Esta solicitud ya no admite cotizaciones.',
  },
  formTitle: { id: 'rfq.supplier.formTitle', defaultMessage: 'Cotizar' },
  formReviseTitle: {
    id: 'rfq.supplier.formReviseTitle',
    defaultMessage: 'Modificar la cotización (nueva versión)',
  },
  lineProduct: { id: 'rfq.supplier.lineProduct', defaultMessage: 'Producto {n, number} de la tienda' },
  lineQuantity: { id: 'rfq.supplier.lineQuantity', defaultMessage: 'Cantidad {n, number}' },
  linePrice: { id: 'rfq.supplier.linePrice', defaultMessage: 'Precio unitario {n, number} (US$)' },
  addLine: { id: 'rfq.supplier.addLine', defaultMessage: 'Añadir producto' },
  removeLine: { id: 'rfq.supplier.removeLine', defaultMessage: 'Quitar el producto {n, number}' },
  settlement: { id: 'rfq.supplier.settlement', defaultMessage: 'Condiciones de pago' },
  deliveryPlace: { id: 'rfq.supplier.deliveryPlace', defaultMessage: 'Lugar de entrega' },
  deliveryDate: { id: 'rfq.supplier.deliveryDate', defaultMessage: 'Fecha de entrega' },
  deliveryTerm: { id: 'rfq.supplier.deliveryTerm', defaultMessage: 'Condición de entrega (Incoterm)' },
  taxRate: { id: 'rfq.supplier.taxRate', defaultMessage: 'Impuesto (%)' },
  contactName: { id: 'rfq.supplier.contactName', defaultMessage: 'Persona de contacto' },
  contactPhone: { id: 'rfq.supplier.contactPhone', defaultMessage: 'Teléfono de contacto' },
  contactEmail: { id: 'rfq.supplier.contactEmail', defaultMessage: 'Correo de contacto' },
  validDays: { id: 'rfq.supplier.validDays', defaultMessage: 'Días de validez' },
  note: { id: 'rfq.supplier.note', defaultMessage: 'Nota para el comprador' },
  submit: { id: 'rfq.supplier.submit', defaultMessage: 'Enviar cotización' },
  submitRevision: { id: 'rfq.supplier.submitRevision', defaultMessage: 'Enviar nueva versión' },
  submitting: { id: 'rfq.supplier.submitting', defaultMessage: 'Enviando…' },
})
