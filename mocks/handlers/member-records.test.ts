// The member centre's address book and invoice records through the mock server (issue 11 items 4–5; SPEC.md §3,
// §5): the rules of the shared schemas answered in Spanish, one default always, another member's record refused,
// and the checkout offering what the member centre saved. tests/setup.ts validates every answer against the
// OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../persistence'
import { ADDRESS_MESSAGES } from './addresses'
import { INVOICE_MESSAGES } from './invoices'
import { get, postForm, tokenOf } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const ADDRESSES = '/v3/member/front/memberAddress'
const INVOICES = '/v3/member/front/memberInvoice'
const INVOICE_ADDRESSES = '/v3/member/front/memberInvoiceAddress'

const address = {
  memberName: 'Lucía Pérez Soto',
  telMobile: '13812345678',
  country: 'Cuba',
  province: 'Matanzas',
  city: 'Cárdenas',
  street: 'Calle Real',
  detailAddress: 'Calle Real n.º 12, entre Vives y Coronel Verdugo',
  isDefault: 0,
}

const company = {
  titleType: 2,
  invoiceTitle: 'Ferretería del Puerto S.A.',
  taxCode: '01000999888',
  invoiceType: 1,
  receiverEmail: 'compras@ferreteria.example',
  isDefault: 0,
}

beforeEach(async () => {
  await resetDatabase()
})

describe('addresses', () => {
  it('deletes an address, and the oldest remaining one becomes the default when the default goes', async () => {
    const token = await tokenOf(COMPRADOR)
    const before = (await get(`${ADDRESSES}/list`, token)).data as { addressId: number; isDefault: boolean }[]
    const defaultId = before.find((row) => row.isDefault)!.addressId
    const answer = await postForm(`${ADDRESSES}/del`, { addressIds: String(defaultId) }, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toHaveLength(before.length - 1)
    expect(answer.data.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1)
    expect(answer.data.some((row: { addressId: number }) => row.addressId === defaultId)).toBe(false)
  })

  it("refuses to delete another member's address and deletes nothing", async () => {
    const mine = (await get(`${ADDRESSES}/list`, await tokenOf(COMPRADOR))).data as { addressId: number }[]
    const personal = await tokenOf(PERSONAL)
    const theirs = (await get(`${ADDRESSES}/list`, personal)).data as { addressId: number }[]
    const ids = `${theirs[0]!.addressId},${mine[0]!.addressId}`
    expect(await postForm(`${ADDRESSES}/del`, { addressIds: ids }, personal)).toMatchObject({
      state: 255,
      msg: ADDRESS_MESSAGES.addressNotFound,
    })
    expect((await get(`${ADDRESSES}/list`, personal)).data).toHaveLength(theirs.length)
  })

  it('makes one address the only default', async () => {
    const token = await tokenOf(COMPRADOR)
    const before = (await get(`${ADDRESSES}/list`, token)).data as { addressId: number; isDefault: boolean }[]
    const other = before.find((row) => !row.isDefault)!
    const answer = await postForm(`${ADDRESSES}/changeDefaultAddress`, { addressId: other.addressId }, token)
    expect(answer.data[0]).toMatchObject({ addressId: other.addressId, isDefault: true })
    expect(answer.data.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1)
  })

  it('refuses an address of 501 characters and a bad phone with the messages of the shared schema', async () => {
    const token = await tokenOf(COMPRADOR)
    expect(
      await postForm(`${ADDRESSES}/add`, { ...address, detailAddress: 'a'.repeat(501) }, token),
    ).toMatchObject({
      state: 255,
      msg: 'La dirección debe tener entre 5 y 500 caracteres.',
    })
    expect(await postForm(`${ADDRESSES}/add`, { ...address, telMobile: '12345' }, token)).toMatchObject({
      state: 255,
      msg: 'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
    })
  })
})

describe('invoice headers', () => {
  it('adds a header that the checkout lists next, edits it, and reads its detail', async () => {
    const token = await tokenOf(COMPRADOR)
    const added = await postForm(`${INVOICES}/add`, company, token)
    expect(added).toMatchObject({
      state: 200,
      data: { invoiceTitle: company.invoiceTitle, isDefault: false },
    })
    const id = added.data.invoiceId as number
    const list = (await get(`${INVOICES}/list`, token)).data as { invoiceId: number }[]
    expect(list.some((row) => row.invoiceId === id)).toBe(true)
    const edited = await postForm(
      `${INVOICES}/edit`,
      {
        ...company,
        invoiceId: id,
        invoiceType: 2,
        registerAddr: 'Avenida del Puerto 5, La Habana Vieja',
        registerPhone: '78601234',
        bankName: 'Banco Popular de Ahorro',
        bankAccount: '1234 5678 9012',
        isDefault: 1,
      },
      token,
    )
    expect(edited.data).toMatchObject({ invoiceType: 2, isDefault: true, bankAccount: '1234 5678 9012' })
    expect((await get(`${INVOICES}/detail?invoiceId=${id}`, token)).data).toMatchObject({ invoiceId: id })
    const after = (await get(`${INVOICES}/list`, token)).data as { isDefault: boolean }[]
    expect(after.filter((row) => row.isDefault)).toHaveLength(1)
  })

  it('refuses each broken rule of the shared invoice schema in Spanish', async () => {
    const token = await tokenOf(COMPRADOR)
    const cases: [Record<string, string | number>, string][] = [
      [{ invoiceTitle: 'A' }, 'El título de la factura debe tener entre 2 y 100 caracteres.'],
      [{ taxCode: '12-34' }, 'El número de identificación fiscal tiene de 8 a 20 letras o números.'],
      [{ titleType: 1, invoiceType: 2 }, 'La factura con IVA solo se emite a empresas.'],
      [{ receiverEmail: 'no-es-correo' }, 'Introduzca un correo electrónico válido'],
      [
        {
          invoiceType: 2,
          registerAddr: 'Calle 1 n.º 2',
          registerPhone: '999',
          bankName: 'BPA',
          bankAccount: '12345678',
        },
        'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
      ],
      [
        {
          invoiceType: 2,
          registerAddr: 'Calle 1 n.º 2',
          registerPhone: '78601234',
          bankName: 'BPA',
          bankAccount: '12',
        },
        'La cuenta bancaria tiene de 8 a 30 dígitos.',
      ],
    ]
    for (const [change, msg] of cases) {
      expect(await postForm(`${INVOICES}/add`, { ...company, ...change }, token)).toMatchObject({
        state: 255,
        msg,
      })
    }
  })

  it("refuses another member's header and keeps one default after deleting the default", async () => {
    const personal = await tokenOf(PERSONAL)
    const token = await tokenOf(COMPRADOR)
    const mine = (await get(`${INVOICES}/list`, token)).data as { invoiceId: number; isDefault: boolean }[]
    expect(await get(`${INVOICES}/detail?invoiceId=${mine[0]!.invoiceId}`, personal)).toMatchObject({
      state: 255,
      msg: INVOICE_MESSAGES.invoiceNotFound,
    })
    const defaultId = mine.find((row) => row.isDefault)!.invoiceId
    const left = await postForm(`${INVOICES}/del`, { invoiceIds: String(defaultId) }, token)
    expect(left.data).toHaveLength(mine.length - 1)
    expect(left.data.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1)
  })
})

describe('invoice receiving addresses', () => {
  it('adds, makes default, edits and deletes, with the contact, phone, address and email rules', async () => {
    const token = await tokenOf(COMPRADOR)
    const input = {
      receiverName: 'Oficina Cienfuegos',
      receiverMobile: '43551234',
      receiverAddress: 'Avenida 54 n.º 3503, Cienfuegos',
      receiverEmail: 'cienfuegos@importadoracaribe.example',
      isDefault: 1,
    }
    const added = await postForm(`${INVOICE_ADDRESSES}/add`, input, token)
    expect(added.data[0]).toMatchObject({ receiverName: input.receiverName, isDefault: true })
    const id = added.data[0].invoiceAddressId as number
    const edited = await postForm(
      `${INVOICE_ADDRESSES}/edit`,
      { ...input, invoiceAddressId: id, receiverName: 'Oficina de Cienfuegos', isDefault: 0 },
      token,
    )
    expect(edited.data[0]).toMatchObject({ receiverName: 'Oficina de Cienfuegos', isDefault: true })
    expect(
      await postForm(`${INVOICE_ADDRESSES}/add`, { ...input, receiverAddress: 'x'.repeat(501) }, token),
    ).toMatchObject({ state: 255, msg: 'La dirección debe tener entre 5 y 500 caracteres.' })
    expect(
      await postForm(`${INVOICE_ADDRESSES}/add`, { ...input, receiverEmail: 'x@' }, token),
    ).toMatchObject({
      state: 255,
      msg: 'Introduzca un correo electrónico válido',
    })
    const left = await postForm(`${INVOICE_ADDRESSES}/del`, { invoiceAddressIds: String(id) }, token)
    expect(left.data.filter((row: { isDefault: boolean }) => row.isDefault)).toHaveLength(1)
  })
})
