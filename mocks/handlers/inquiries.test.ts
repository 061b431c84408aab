// Inquiries, quotes and their contracts through the mock server (issue 28 item 1; SPEC.md §2 /inquiry/*, §5,
// §8): the inquiry's rules answer in Spanish, suppliers quote and revise (versions kept), quotes expire on the
// mock clock, accepting makes one contract whatever arrives together, a withdrawn or expired quote is refused,
// another member reaches nothing, and the signed and confirmed contract becomes an order on the lifecycles.
// tests/setup.ts validates every answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { inquiryMessages } from '../../src/schemas/inquiry.schema'
import { contractMessages } from '../../src/schemas/contract.schema'
import { clock } from '../clock'
import { db } from '../db'
import { dayOf } from '../lib/contracts'
import { t } from '../lib/i18n'
import { INQUIRY_MESSAGES as M } from '../lib/inquiries'
import { resetDatabase } from '../persistence'
import { INQUIRY_CONTROL_PATHS as C } from '../control-panel/endpoints/inquiry-control'
import { CONTRACT_PATHS } from './contracts'
import { INQUIRY_PATHS as P } from './inquiries'
import { API, get, newKey, postForm, postJson, tokenOf } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const DAY = 86_400_000

beforeEach(async () => {
  await resetDatabase()
})

const day = (offset: number) => dayOf(clock.now() + offset * DAY)

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cemento y azulejos para obra',
    description: '',
    lines: [{ productId: null, goodsName: 'Cemento gris P-350', buyNum: 20, unit: 'saco' }],
    deliveryPlace: 'Puerto del Mariel, Artemisa',
    deliveryDate: day(30),
    deadline: day(7),
    attachments: [],
    ...overrides,
  }
}

/** Two open stores, each with an in-stock product of enough stock. */
function twoSuppliers() {
  const found: { storeId: number; productId: number }[] = []
  for (const store of db.stores.all().filter((row) => row.isOpen)) {
    const goods = db.goods
      .findMany((q) => q.where({ storeId: store.storeId }))
      .find((row) => row.state === 1 && row.stockType === 'inStock')
    const product =
      goods && db.products.findMany((q) => q.where({ goodsId: goods.goodsId })).find((p) => p.stock >= 50)
    if (product) found.push({ storeId: store.storeId, productId: product.productId })
    if (found.length === 2) return found as [(typeof found)[0], (typeof found)[0]]
  }
  throw new Error('no two suppliers')
}

function quote(
  inquirySn: string,
  supplier: { storeId: number; productId: number },
  price: number,
  extra = {},
) {
  return {
    inquirySn,
    storeId: supplier.storeId,
    lines: [{ productId: supplier.productId, buyNum: 20, price }],
    charges: [{ name: 'Flete marítimo', amount: 100 }],
    settlement: '30 % de anticipo y 70 % antes del embarque',
    delivery: { place: 'Puerto del Mariel, Artemisa', date: day(25), term: 'CIF Mariel' },
    taxRate: 10,
    contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
    validDays: 5,
    ...extra,
  }
}

async function accept(token: string, quoteSn: string, version: number, key = newKey()) {
  const response = await fetch(`${API}${P.acceptQuote}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    },
    body: new URLSearchParams({ quoteSn, version: String(version) }).toString(),
  })
  return (await response.json()) as { state: number; msg: string; data: { contractNo: string } }
}

/** The buyer authenticates for the e-signature and signs (the existing /member/contract flow). */
async function signAsBuyer(token: string, contractNo: string) {
  const mobile = '13800138000'
  await postForm(CONTRACT_PATHS.sendSignCode, { mobile }, token)
  const code = db.verifyCodes.findFirst((q) => q.where({ key: `contractSign:${mobile}` }))!.code
  await postJson(
    CONTRACT_PATHS.authen,
    { signerType: 'personal', realName: 'Carlos Rodríguez', idNumber: '11010519491231002X', mobile, code },
    token,
  )
  return postForm(CONTRACT_PATHS.sign, { contractNo, agreement: 'true' }, token)
}

async function published(token: string) {
  const answer = await postJson(P.publish, inquiry(), token)
  expect(answer.state).toBe(200)
  return answer.data.inquirySn as string
}

describe('publishing an inquiry', () => {
  it('refuses no products and no text, a past deadline and a sixth attachment in Spanish', async () => {
    const token = await tokenOf(COMPRADOR)
    const before = db.inquiries.count()
    expect(await postJson(P.publish, inquiry({ lines: [], description: ' ' }), token)).toMatchObject({
      state: 255,
      msg: t(inquiryMessages.nothingAsked.id),
    })
    expect(await postJson(P.publish, inquiry({ deadline: day(-1) }), token)).toMatchObject({
      msg: t(inquiryMessages.deadlinePast.id),
    })
    const file = { path: '/uploads/inquiry/1.pdf', fileName: 'plano.pdf' }
    expect(await postJson(P.publish, inquiry({ attachments: Array(6).fill(file) }), token)).toMatchObject({
      msg: t(contractMessages.tooManyFiles.id),
    })
    // a path that is not this member's inquiry upload
    expect(await postJson(P.publish, inquiry({ attachments: [file] }), token)).toMatchObject({
      msg: M.uploadFailed,
    })
    expect(db.inquiries.count()).toBe(before)
  })

  it('publishes an open inquiry listed in myInq; another member reaches nothing', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const list = await get(P.list, token)
    expect(list.data.list[0]).toMatchObject({ inquirySn, state: 'open', quoteCount: 0 })
    const other = await tokenOf(PERSONAL)
    expect((await get(P.list, other)).data.list).toEqual([])
    expect(await get(`${P.detail}?inquirySn=${inquirySn}`, other)).toMatchObject({
      state: 255,
      msg: M.notFound,
    })
  })
})

describe('quotes and acceptance', () => {
  it('keeps every version of a revised quote and lists quotes cheapest first', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const [a, b] = twoSuppliers()
    const first = await postJson(C.quote, quote(inquirySn, a, 12))
    const second = await postJson(C.quote, quote(inquirySn, b, 11))
    const revised = await postJson(C.quote, quote(inquirySn, a, 9, { note: 'Precio rebajado' }))
    expect(revised.data).toMatchObject({ quoteSn: first.data.quoteSn, version: 2, note: 'Precio rebajado' })
    expect(revised.data.versions.map((v: { lines: { price: number }[] }) => v.lines[0]!.price)).toEqual([
      12, 9,
    ])
    // 20 × 9 + 100 = 280, 10 % tax → 308
    expect(revised.data).toMatchObject({
      goodsAmount: 180,
      chargesAmount: 100,
      taxAmount: 28,
      totalAmount: 308,
    })
    const detail = await get(`${P.detail}?inquirySn=${inquirySn}`, token)
    expect(detail.data.quotes.map((q: { quoteSn: string }) => q.quoteSn)).toEqual([
      first.data.quoteSn,
      second.data.quoteSn,
    ])
    const received = (await get(P.quoteList, token)).data.list.filter(
      (row: { inquirySn: string }) => row.inquirySn === inquirySn,
    )
    expect(received).toHaveLength(2)
  })

  it('makes one contract for a double click and for two tabs, and refuses the other quote', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const [a, b] = twoSuppliers()
    const cheap = (await postJson(C.quote, quote(inquirySn, a, 9))).data
    const dear = (await postJson(C.quote, quote(inquirySn, b, 12))).data
    const key = newKey()
    const answers = await Promise.all([
      accept(token, cheap.quoteSn, 1, key),
      accept(token, cheap.quoteSn, 1, key),
      accept(token, cheap.quoteSn, 1),
      accept(token, dear.quoteSn, 1),
    ])
    const made = answers.filter((answer) => answer.state === 200)
    expect(new Set(made.map((answer) => answer.data.contractNo)).size).toBe(1)
    expect(
      db.contracts
        .findMany((q) =>
          q.where({ memberId: db.members.findFirst((m) => m.where({ email: COMPRADOR }))!.memberId }),
        )
        .filter((c) => c.source === 'quote'),
    ).toHaveLength(1)
    const refusals = answers.filter((answer) => answer.state !== 200).map((answer) => answer.msg)
    expect(refusals.every((msg) => msg === M.otherAccepted || msg.includes('procesando'))).toBe(true)
    expect(await accept(token, dear.quoteSn, 1)).toMatchObject({ state: 255, msg: M.otherAccepted })
    const detail = (await get(`${P.detail}?inquirySn=${inquirySn}`, token)).data
    expect(detail).toMatchObject({ state: 'accepted', acceptedQuoteSn: cheap.quoteSn })
    expect(detail.quotes.map((q: { state: string }) => q.state)).toEqual(['accepted', 'notChosen'])
  })

  it('refuses an expired, a withdrawn and an outdated quote, and another member', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const [a, b] = twoSuppliers()
    const expiring = (await postJson(C.quote, quote(inquirySn, a, 9, { validDays: 1 }))).data
    const withdrawn = (await postJson(C.quote, quote(inquirySn, b, 10))).data
    await postJson(C.withdraw, { quoteSn: withdrawn.quoteSn })
    expect(await accept(token, withdrawn.quoteSn, 1)).toMatchObject({ msg: M.withdrawn })
    expect(await accept(await tokenOf(PERSONAL), expiring.quoteSn, 1)).toMatchObject({ msg: M.quoteNotFound })
    await postJson(C.quote, quote(inquirySn, a, 8, { validDays: 1 }))
    expect(await accept(token, expiring.quoteSn, 1)).toMatchObject({ msg: M.staleVersion })
    clock.advanceHours(25)
    try {
      expect(await accept(token, expiring.quoteSn, 2)).toMatchObject({ state: 255, msg: M.expired })
      expect((await get(`${P.detail}?inquirySn=${inquirySn}`, token)).data.quotes[0]).toMatchObject({
        state: 'expired',
        canAccept: false,
      })
    } finally {
      clock.reset()
    }
  })
})

describe('from contract to order', () => {
  it('becomes an order of the buyer once signed and confirmed by the supplier', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const [a] = twoSuppliers()
    const offered = (await postJson(C.quote, quote(inquirySn, a, 9))).data
    const { contractNo } = (await accept(token, offered.quoteSn, 1)).data
    const draft = (await get(`${CONTRACT_PATHS.detail}?contractNo=${contractNo}`, token)).data
    expect(draft).toMatchObject({ source: 'quote', state: 'pendingSignature', amount: 308, orderSn: null })
    expect(draft.quote).toEqual({ inquirySn, quoteSn: offered.quoteSn, version: 1 })

    const confirmed = await postJson(C.confirmContract, { contractNo })
    expect(confirmed.data).toMatchObject({ orderSn: null })
    expect(confirmed.data.supplierConfirmedAt).not.toBeNull()
    expect(await postJson(C.confirmContract, { contractNo })).toMatchObject({ msg: M.cannotConfirm })

    const signed = await signAsBuyer(token, contractNo)
    expect(signed.data).toMatchObject({ state: 'signed' })
    const orderSn = signed.data.orderSn as string
    const order = db.orders.findFirst((q) => q.where({ orderSn }))!
    expect(order).toMatchObject({ orderType: 1, totalMoney: 308, contractNo, storeId: a.storeId })
    const orders = await get('/v3/business/front/orderInfo/list?pageSize=50', token)
    expect(orders.data.list.map((row: { orderSn: string }) => row.orderSn)).toContain(orderSn)
  })
})

describe('a contract of goods not in stock', () => {
  it('becomes a reservation order quoted at the contract amount, with no second contract', async () => {
    const token = await tokenOf(COMPRADOR)
    const inquirySn = await published(token)
    const store = db.stores
      .all()
      .find(
        (row) =>
          row.isOpen &&
          db.goods
            .findMany((q) => q.where({ storeId: row.storeId }))
            .some((g) => g.state === 1 && g.stockType === 'reserved'),
      )!
    const goods = db.goods
      .findMany((q) => q.where({ storeId: store.storeId }))
      .find((g) => g.state === 1 && g.stockType === 'reserved')!
    const product = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))!
    const offered = (
      await postJson(C.quote, quote(inquirySn, { storeId: store.storeId, productId: product.productId }, 9))
    ).data
    const { contractNo } = (await accept(token, offered.quoteSn, 1)).data
    await signAsBuyer(token, contractNo)
    const confirmed = (await postJson(C.confirmContract, { contractNo })).data
    const order = db.orders.findFirst((q) => q.where({ orderSn: confirmed.orderSn }))!
    expect(order).toMatchObject({ orderType: 2, contractNo, totalMoney: 308 })
    expect(order.quote).toMatchObject({ total: 308 })
    expect(order.depositPaySn).not.toBeNull()
    expect(db.contracts.all().filter((row) => row.orderSn === order.orderSn)).toHaveLength(1)
  })
})

describe('the seeded inquiry', () => {
  it('has a revised quote and a quote that expires after a day on the mock clock', async () => {
    const token = await tokenOf(COMPRADOR)
    const detail = (await get(`${P.detail}?inquirySn=IQ202600000000000001`, token)).data
    expect(detail.state).toBe('open')
    const revised = detail.quotes.find((row: { version: number }) => row.version === 2)
    expect(revised.versions[0].lines[0].price).toBeGreaterThan(revised.versions[1].lines[0].price)
    const short = detail.quotes.find((row: { version: number }) => row.version === 1)
    clock.advanceHours(24)
    try {
      expect(await accept(token, short.quoteSn, 1)).toMatchObject({ state: 255, msg: M.expired })
    } finally {
      clock.reset()
    }
  })
})
