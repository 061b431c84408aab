// Invoice headers and invoice receiving addresses (tag `order`; SPEC.md §3 invoice, §5): the member centre's
// /member/invoice/* screens change the very headers the checkout offers (memberInvoice/list). Every body is
// checked with the shared rules of src/schemas/invoice.schema.ts first, so the form and the mock answer the
// same Spanish messages. A member with records always has exactly one default of each kind.
import type { components } from '../../src/api/schema'
import {
  INVOICE_RECORDS_MAX,
  invoiceAddressSchema,
  invoiceFieldsOf,
  invoiceSchema,
  type InvoiceFormValues,
} from '../../src/schemas/invoice.schema'
import { db, nextId, type InvoiceAddressRecord, type InvoiceRecord, type MemberRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { idsOf, invoiceAddressesOf, invoicesOf } from '../lib/member-records'
import { invoiceOut } from '../lib/order-view'
import { rawBody, readBody, ruleFailure } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type InvoiceInput = components['schemas']['InvoiceInput']
type InvoiceAddressInput = components['schemas']['InvoiceAddressInput']
type InvoiceAddress = components['schemas']['InvoiceAddress']

const PATHS = {
  list: '/v3/member/front/memberInvoice/list',
  detail: '/v3/member/front/memberInvoice/detail',
  add: '/v3/member/front/memberInvoice/add',
  edit: '/v3/member/front/memberInvoice/edit',
  del: '/v3/member/front/memberInvoice/del',
  changeDefault: '/v3/member/front/memberInvoice/changeDefault',
  addressList: '/v3/member/front/memberInvoiceAddress/list',
  addressAdd: '/v3/member/front/memberInvoiceAddress/add',
  addressEdit: '/v3/member/front/memberInvoiceAddress/edit',
  addressDel: '/v3/member/front/memberInvoiceAddress/del',
  addressChangeDefault: '/v3/member/front/memberInvoiceAddress/changeDefault',
} as const

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'La factura no existe.',
  addressNotFound: 'La dirección no existe.',
  tooManyInvoices: `Puede guardar como máximo ${INVOICE_RECORDS_MAX} encabezados de factura.`,
  tooManyAddresses: `Puede guardar como máximo ${INVOICE_RECORDS_MAX} direcciones de factura.`,
} as const

type Read<T> = { ok: true; values: T; body: Record<string, unknown> } | { ok: false; response: Response }

/** Shared rule first (its own Spanish message), then the contract's shape. */
async function readWith<T>(request: Request, path: string, validate: (raw: object) => T): Promise<Read<T>> {
  const raw = await rawBody(request)
  const broken = raw && ruleFailure(() => validate(raw))
  if (broken) return { ok: false, response: fail(broken) }
  const parsed = await readBody<Record<string, unknown>>(request, path)
  if (!parsed.ok) return parsed
  return { ok: true, values: validate(parsed.body), body: parsed.body }
}

// isDefault is the contract's 0/1 (checked by readBody); yup reads "1" as true
const invoiceValuesOf = (raw: object) =>
  invoiceFieldsOf(invoiceSchema.validateSync(raw, { abortEarly: true }) as InvoiceFormValues)
const invoiceAddressValuesOf = (raw: object) => invoiceAddressSchema.validateSync(raw)

const isDefaultSent = (body: Record<string, unknown>) => String(body.isDefault) === '1'

function invoiceAddressOut(row: InvoiceAddressRecord): InvoiceAddress {
  return {
    invoiceAddressId: row.invoiceAddressId,
    receiverName: row.receiverName,
    receiverMobile: row.receiverMobile,
    receiverAddress: row.receiverAddress,
    receiverEmail: row.receiverEmail,
    isDefault: row.isDefault,
  }
}

async function onlyDefaultInvoice(member: MemberRecord, invoiceId: number | null) {
  const rows = invoicesOf(member)
  const chosen = invoiceId ?? rows.find((row) => row.isDefault)?.invoiceId ?? rows[0]?.invoiceId
  for (const row of rows) {
    const isDefault = row.invoiceId === chosen
    if (row.isDefault !== isDefault)
      await db.invoices.update(row, { data: (record) => void (record.isDefault = isDefault) })
  }
}

async function onlyDefaultAddress(member: MemberRecord, invoiceAddressId: number | null) {
  const rows = invoiceAddressesOf(member)
  const chosen =
    invoiceAddressId ?? rows.find((row) => row.isDefault)?.invoiceAddressId ?? rows[0]?.invoiceAddressId
  for (const row of rows) {
    const isDefault = row.invoiceAddressId === chosen
    if (row.isDefault !== isDefault)
      await db.invoiceAddresses.update(row, { data: (record) => void (record.isDefault = isDefault) })
  }
}

function copyInvoice(record: InvoiceRecord, values: InvoiceFormValues) {
  record.titleType = values.titleType
  record.invoiceTitle = values.invoiceTitle
  record.taxCode = values.taxCode
  record.invoiceType = values.invoiceType
  record.receiverEmail = values.receiverEmail
  record.registerAddr = values.registerAddr
  record.registerPhone = values.registerPhone
  record.bankName = values.bankName
  record.bankAccount = values.bankAccount
}

const invoiceList = (member: MemberRecord) => ok(invoicesOf(member).map(invoiceOut))
const addressList = (member: MemberRecord) => ok(invoiceAddressesOf(member).map(invoiceAddressOut))

export const invoiceHandlers = [
  http.get(
    PATHS.list,
    memberOnly(({ response, member }) => {
      return response(200).json(invoiceList(member))
    }),
  ),

  http.get(
    PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const invoiceId = Number(query.get('invoiceId'))
      const row = invoicesOf(member).find((entry) => entry.invoiceId === invoiceId)
      if (!row) return fail(INVOICE_MESSAGES.invoiceNotFound)
      return response(200).json(ok(invoiceOut(row)))
    }),
  ),

  http.post(
    PATHS.add,
    memberOnly(async ({ request, response, member }) => {
      const read = await readWith(request, PATHS.add, invoiceValuesOf)
      if (!read.ok) return read.response
      const existing = invoicesOf(member)
      if (existing.length >= INVOICE_RECORDS_MAX) return fail(INVOICE_MESSAGES.tooManyInvoices)
      const invoiceId = nextId('invoices', 'invoiceId')
      const record = { invoiceId, memberId: member.memberId, isDefault: false } as InvoiceRecord
      copyInvoice(record, read.values)
      await db.invoices.create(record)
      const makeDefault = existing.length === 0 || isDefaultSent(read.body)
      await onlyDefaultInvoice(member, makeDefault ? invoiceId : null)
      const created = db.invoices.findFirst((q) => q.where({ invoiceId }))!
      return response(200).json(ok(invoiceOut(created)))
    }),
  ),

  http.post(
    PATHS.edit,
    memberOnly(async ({ request, response, member }) => {
      const read = await readWith(request, PATHS.edit, invoiceValuesOf)
      if (!read.ok) return read.response
      const invoiceId = Number((read.body as InvoiceInput & { invoiceId: unknown }).invoiceId)
      const row = invoicesOf(member).find((entry) => entry.invoiceId === invoiceId)
      if (!row) return fail(INVOICE_MESSAGES.invoiceNotFound)
      await db.invoices.update(row, { data: (record) => copyInvoice(record, read.values) })
      // unticking the default changes nothing: a member with headers always has one default
      if (isDefaultSent(read.body)) await onlyDefaultInvoice(member, invoiceId)
      const edited = db.invoices.findFirst((q) => q.where({ invoiceId }))!
      return response(200).json(ok(invoiceOut(edited)))
    }),
  ),

  http.post(
    PATHS.del,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ invoiceIds: string }>(request, PATHS.del)
      if (!parsed.ok) return parsed.response
      const ids = idsOf(parsed.body.invoiceIds) ?? []
      const doomed = invoicesOf(member).filter((row) => ids.includes(row.invoiceId))
      if (ids.length === 0 || doomed.length !== ids.length) return fail(INVOICE_MESSAGES.invoiceNotFound)
      for (const row of doomed) db.invoices.delete(row)
      const left = invoicesOf(member)
      if (!left.some((row) => row.isDefault))
        await onlyDefaultInvoice(member, Math.min(...left.map((row) => row.invoiceId)))
      return response(200).json(invoiceList(member))
    }),
  ),

  http.post(
    PATHS.changeDefault,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ invoiceId: number | string }>(request, PATHS.changeDefault)
      if (!parsed.ok) return parsed.response
      const invoiceId = Number(parsed.body.invoiceId)
      if (!invoicesOf(member).some((row) => row.invoiceId === invoiceId))
        return fail(INVOICE_MESSAGES.invoiceNotFound)
      await onlyDefaultInvoice(member, invoiceId)
      return response(200).json(invoiceList(member))
    }),
  ),

  http.get(
    PATHS.addressList,
    memberOnly(({ response, member }) => {
      return response(200).json(addressList(member))
    }),
  ),

  http.post(
    PATHS.addressAdd,
    memberOnly(async ({ request, response, member }) => {
      const read = await readWith(request, PATHS.addressAdd, invoiceAddressValuesOf)
      if (!read.ok) return read.response
      const existing = invoiceAddressesOf(member)
      if (existing.length >= INVOICE_RECORDS_MAX) return fail(INVOICE_MESSAGES.tooManyAddresses)
      const invoiceAddressId = nextId('invoiceAddresses', 'invoiceAddressId')
      const { isDefault: _ignored, ...values } = read.values
      await db.invoiceAddresses.create({
        invoiceAddressId,
        memberId: member.memberId,
        ...values,
        isDefault: false,
      })
      const makeDefault = existing.length === 0 || isDefaultSent(read.body)
      await onlyDefaultAddress(member, makeDefault ? invoiceAddressId : null)
      return response(200).json(addressList(member))
    }),
  ),

  http.post(
    PATHS.addressEdit,
    memberOnly(async ({ request, response, member }) => {
      const read = await readWith(request, PATHS.addressEdit, invoiceAddressValuesOf)
      if (!read.ok) return read.response
      const id = Number((read.body as InvoiceAddressInput & { invoiceAddressId: unknown }).invoiceAddressId)
      const row = invoiceAddressesOf(member).find((entry) => entry.invoiceAddressId === id)
      if (!row) return fail(INVOICE_MESSAGES.addressNotFound)
      const { values } = read
      await db.invoiceAddresses.update(row, {
        data(record) {
          record.receiverName = values.receiverName
          record.receiverMobile = values.receiverMobile
          record.receiverAddress = values.receiverAddress
          record.receiverEmail = values.receiverEmail
        },
      })
      if (isDefaultSent(read.body)) await onlyDefaultAddress(member, id)
      return response(200).json(addressList(member))
    }),
  ),

  http.post(
    PATHS.addressDel,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ invoiceAddressIds: string }>(request, PATHS.addressDel)
      if (!parsed.ok) return parsed.response
      const ids = idsOf(parsed.body.invoiceAddressIds) ?? []
      const doomed = invoiceAddressesOf(member).filter((row) => ids.includes(row.invoiceAddressId))
      if (ids.length === 0 || doomed.length !== ids.length) return fail(INVOICE_MESSAGES.addressNotFound)
      for (const row of doomed) db.invoiceAddresses.delete(row)
      const left = invoiceAddressesOf(member)
      if (!left.some((row) => row.isDefault))
        await onlyDefaultAddress(member, Math.min(...left.map((row) => row.invoiceAddressId)))
      return response(200).json(addressList(member))
    }),
  ),

  http.post(
    PATHS.addressChangeDefault,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ invoiceAddressId: number | string }>(
        request,
        PATHS.addressChangeDefault,
      )
      if (!parsed.ok) return parsed.response
      const id = Number(parsed.body.invoiceAddressId)
      if (!invoiceAddressesOf(member).some((row) => row.invoiceAddressId === id))
        return fail(INVOICE_MESSAGES.addressNotFound)
      await onlyDefaultAddress(member, id)
      return response(200).json(addressList(member))
    }),
  ),
]
