// The supplier's side of inquiries through the mock server (issue 28 item 1; SPEC.md §2 /inquiry/supplier/*, §6,
// §8): proveedor@example.com runs a store; it reads an open inquiry with its own quote only, quotes and revises
// (versions kept, the buyer sees them), withdraws, reads and confirms the contract the buyer made by accepting;
// a member without a store gets "El proveedor no existe o está cerrado.", and another store's records are
// unknown. tests/setup.ts validates every answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { dayOf } from '../lib/contracts'
import { INQUIRY_MESSAGES as M } from '../lib/inquiries'
import { resetDatabase } from '../persistence'
import { SUPPLIER_EMAIL } from '../seed/inquiries'
import { INQUIRY_PATHS as P } from './inquiries'
import { SUPPLIER_INQUIRY_PATHS as S } from './supplier-inquiries'
import { API, get, newKey, postForm, postJson, tokenOf } from '../fixtures/payment-fixtures'

const DAY = 86_400_000
const day = (offset: number) => dayOf(clock.now() + offset * DAY)

beforeEach(async () => {
  await resetDatabase()
})

async function publish(token: string) {
  const answer = await postJson(
    P.publish,
    {
      title: 'Azulejos para la obra de Cárdenas',
      description: '',
      lines: [{ productId: null, goodsName: 'Azulejo blanco 20 × 20', buyNum: 300, unit: 'caja' }],
      deliveryPlace: 'Puerto del Mariel, Artemisa',
      deliveryDate: day(30),
      deadline: day(7),
      attachments: [],
    },
    token,
  )
  return answer.data.inquirySn as string
}

function quoteBody(inquirySn: string, storeId: number, productId: number, price: number) {
  return {
    inquirySn,
    storeId,
    lines: [{ productId, buyNum: 300, price }],
    charges: [],
    settlement: 'Pago al contado contra entrega',
    delivery: { place: 'Puerto del Mariel, Artemisa', date: day(25), term: 'CIF Mariel' },
    taxRate: 10,
    contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
    validDays: 5,
  }
}

describe('a supplier account', () => {
  it('quotes and revises an open inquiry; the buyer sees both versions; other stores stay hidden', async () => {
    const buyer = await tokenOf('comprador@example.com')
    const supplier = await tokenOf(SUPPLIER_EMAIL)
    const inquirySn = await publish(buyer)
    const desk = await get(S.desk, supplier)
    expect(desk.state).toBe(200)
    expect(desk.data.inquiries[0]).toMatchObject({ inquirySn, ownQuoteSn: null })
    const detail = await get(`${S.detail}?inquirySn=${inquirySn}`, supplier)
    const { storeId, storeProducts } = detail.data
    const productId = storeProducts[0].productId as number
    const first = await postJson(S.quote, quoteBody(inquirySn, storeId, productId, 2.5), supplier)
    expect(first).toMatchObject({ state: 200, data: { version: 1, storeId } })
    const revised = await postJson(S.quote, quoteBody(inquirySn, storeId, productId, 2.25), supplier)
    expect(revised.data.versions).toHaveLength(2)
    const seen = await get(`${P.detail}?inquirySn=${inquirySn}`, buyer)
    expect(seen.data.quotes[0]).toMatchObject({ quoteSn: first.data.quoteSn, version: 2 })

    // the seeded inquiry has another store's quote too: the supplier sees only its own
    const seeded = await get(`${S.detail}?inquirySn=IQ202600000000000001`, supplier)
    expect(seeded.data.inquiry.quotes.map((q: { storeId: number }) => q.storeId)).toEqual([storeId])
    const foreign = db.quotes.findFirst((q) => q.where({ inquirySn: 'IQ202600000000000001' }))!
    const other = db.quotes.findMany((q) => q.where({ inquirySn: foreign.inquirySn }))
    const notOurs = other.find((q) => q.storeId !== storeId)!
    expect(await postForm(S.withdraw, { quoteSn: notOurs.quoteSn }, supplier)).toMatchObject({
      state: 255,
      msg: M.quoteNotFound,
    })
    // quoting for another store is refused
    expect(
      await postJson(S.quote, quoteBody(inquirySn, notOurs.storeId, productId, 2), supplier),
    ).toMatchObject({ state: 255, msg: M.storeClosed })
  })

  it('withdraws its quote, which the buyer can no longer accept', async () => {
    const buyer = await tokenOf('comprador@example.com')
    const supplier = await tokenOf(SUPPLIER_EMAIL)
    const inquirySn = await publish(buyer)
    const { storeId, storeProducts } = (await get(`${S.detail}?inquirySn=${inquirySn}`, supplier)).data
    const quote = await postJson(
      S.quote,
      quoteBody(inquirySn, storeId, storeProducts[0].productId, 3),
      supplier,
    )
    const withdrawn = await postForm(S.withdraw, { quoteSn: quote.data.quoteSn }, supplier)
    expect(withdrawn.data.state).toBe('withdrawn')
    expect(await postForm(S.withdraw, { quoteSn: quote.data.quoteSn }, supplier)).toMatchObject({
      msg: M.notRevisable,
    })
  })

  it('reads and confirms the contract drafted from its accepted quote, once', async () => {
    const buyer = await tokenOf('comprador@example.com')
    const supplier = await tokenOf(SUPPLIER_EMAIL)
    const inquirySn = await publish(buyer)
    const { storeId, storeProducts } = (await get(`${S.detail}?inquirySn=${inquirySn}`, supplier)).data
    const quote = await postJson(
      S.quote,
      quoteBody(inquirySn, storeId, storeProducts[0].productId, 3),
      supplier,
    )
    const accepted = await fetch(`${API}${P.acceptQuote}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Bearer ${buyer}`,
        'Idempotency-Key': newKey(),
      },
      body: new URLSearchParams({ quoteSn: quote.data.quoteSn, version: '1' }).toString(),
    }).then((r) => r.json() as Promise<{ data: { contractNo: string } }>)
    const { contractNo } = accepted.data
    expect((await get(`${S.contract}?contractNo=${contractNo}`, supplier)).data).toMatchObject({
      contractNo,
      supplierConfirmedAt: null,
    })
    const confirmed = await postForm(S.confirmContract, { contractNo }, supplier)
    expect(confirmed.state).toBe(200)
    expect(confirmed.data.supplierConfirmedAt).not.toBeNull()
    expect((await postForm(S.confirmContract, { contractNo }, supplier)).state).toBe(200)
    // the buyer cannot read it through the supplier's door
    expect(await get(`${S.contract}?contractNo=${contractNo}`, buyer)).toMatchObject({
      state: 255,
      msg: M.storeClosed,
    })
  })

  it('refuses a member who runs no store (SPEC.md §8)', async () => {
    const personal = await tokenOf('personal@example.com')
    for (const answer of [
      await get(S.desk, personal),
      await get(`${S.detail}?inquirySn=IQ202600000000000001`, personal),
      await postForm(S.withdraw, { quoteSn: 'QT202600000000000001' }, personal),
    ])
      expect(answer).toMatchObject({ state: 255, msg: 'El proveedor no existe o está cerrado.' })
  })
})
