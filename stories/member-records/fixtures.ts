// Plain records of the member centre's record books (addresses, invoice headers, invoice receiving addresses),
// shaped by the contract, and the book props every story starts from: a ready list with storybook/test spies.
import { fn } from 'storybook/test'
import type { Address, Invoice } from '../../src/api/checkout'
import type { InvoiceAddress } from '../../src/api/member-records'
import type { RecordBookStatus, RecordMessage } from '../../src/features/member-records/record-book-view'

export const addresses: Address[] = [
  {
    addressId: 11,
    memberName: 'Carlos Manuel Rodríguez',
    telMobile: '52345678',
    country: 'Cuba',
    province: 'La Habana',
    city: 'La Habana',
    street: 'Calle 23',
    detailAddress: 'Edificio 1052, apartamento 4B, entre J e I, Vedado',
    addressAll: 'Cuba La Habana La Habana Calle 23',
    isDefault: true,
  },
  {
    addressId: 12,
    memberName: 'Ana Pérez',
    telMobile: '47891234',
    country: 'Cuba',
    province: 'Artemisa',
    city: 'Mariel',
    street: 'Zona Especial de Desarrollo',
    detailAddress: 'Nave 3, muelle norte',
    addressAll: 'Cuba Artemisa Mariel Zona Especial de Desarrollo',
    isDefault: false,
  },
  {
    addressId: 13,
    memberName: 'Luis Ortega',
    telMobile: '22654321',
    country: 'Cuba',
    province: 'Santiago de Cuba',
    city: 'Santiago de Cuba',
    street: 'Avenida Garzón',
    detailAddress: 'Almacén 7, reparto Sueño',
    addressAll: 'Cuba Santiago de Cuba Santiago de Cuba Avenida Garzón',
    isDefault: false,
  },
]

export const invoices: Invoice[] = [
  {
    invoiceId: 21,
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
  },
  {
    invoiceId: 22,
    titleType: 1,
    invoiceTitle: 'Carlos Manuel Rodríguez',
    invoiceType: 1,
    receiverEmail: 'comprador@example.com',
    isDefault: false,
  },
]

export const invoiceAddresses: InvoiceAddress[] = [
  {
    invoiceAddressId: 31,
    receiverName: 'Departamento de contabilidad',
    receiverMobile: '78301234',
    receiverEmail: 'contabilidad@caribe.example.com',
    receiverAddress: 'Calle 23 n.º 1052, Vedado, La Habana',
    isDefault: true,
  },
  {
    invoiceAddressId: 32,
    receiverName: 'Ana Pérez',
    receiverMobile: '47891234',
    receiverEmail: 'ana.perez@example.com',
    receiverAddress: 'Nave 3, muelle norte, Mariel',
    isDefault: false,
  },
]

/** A refusal of the server, in its own Spanish (the request layer's envelope message). */
export const serverRefusal: RecordMessage = { text: 'Ya tiene el máximo de 20 registros de este tipo.' }

/** A text of `length` characters, for the upper limits of §5 (e.g. an address of 501 characters). */
export const textOf = (length: number, seed = 'Calle Obispo 117 ') =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length)

/** The list props of a ready book, with spies; the records and the ids come from the story. */
export function readyBook<R>(records: R[], idOf: (record: R) => number, nameOf: (record: R) => string) {
  return {
    status: 'ready' as RecordBookStatus,
    loadError: null as RecordMessage | null,
    busy: false,
    notice: null as { tone: 'success' | 'error'; message: RecordMessage } | null,
    records,
    idOf,
    nameOf,
    confirming: null as string | null,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMakeDefault: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  }
}
