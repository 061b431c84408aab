// Addresses, invoices, checkout and orders through the mock server (SPEC.md §3, §4, §5, §8; issue 5 items 4
// and 7). Every answer is also validated against the OpenAPI document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { PROBLEM_TEXT } from '../lib/checkout'
import { EXPIRED_REASON, PAYMENT_WINDOW_MS } from '../lib/order-records'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD, buildSeedData } from '../seed'
import { sellableGoods } from '../seed/orders'
import { ORDER_MESSAGES } from '../lib/order-messages'

const API = 'http://api.test'
const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const CONFIRM = '/v3/business/front/orderOperate/confirm'
const SUBMIT = '/v3/business/front/orderOperate/submit'
const ORDERS = '/v3/business/front/orderInfo/list'
const ORDER = '/v3/business/front/orderInfo/detail'
const ADDRESSES = '/v3/member/front/memberAddress'

type Answer = { state: number; msg: string; data: any }

beforeEach(async () => {
  await resetDatabase()
  // these tests count the orders and payments their checkouts create: start without comprador's order history
  db.orders.clear()
  db.payments.clear()
  db.refunds.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function get(path: string, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return (await response.json()) as Answer
}

async function postForm(
  path: string,
  body: Record<string, string | number>,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(),
  })
  return (await response.json()) as Answer
}

async function postJson(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Answer
}

async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const answer = await postForm('/v3/frontLogin/front/oauth/token', {
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: data.key,
    loginType: 1,
  })
  return answer.data.access_token as string
}

let keySerial = 0
const newKey = () => `orders-test-key-${String(++keySerial).padStart(6, '0')}`
const submit = (body: unknown, token: string, key = newKey()) =>
  postJson(SUBMIT, body, token, { 'Idempotency-Key': key })

const memberOf = (email: string) => db.members.findFirst((q) => q.where({ email }))!
const stockOf = (productId: number) => db.products.findFirst((q) => q.where({ productId }))!.stock
const seeded = sellableGoods(buildSeedData())
/** Two in-stock goods of two open stores (the first of mocks/seed/orders.ts) */
const A = seeded[0]!
const B = seeded[1]!

/** Replaces a member's cart with these checked lines. */
async function setCart(email: string, lines: [productId: number, buyNum: number][]) {
  const { memberId } = memberOf(email)
  db.cartLines.deleteMany((q) => q.where({ memberId }))
  for (const [productId, buyNum] of lines) {
    await db.cartLines.create({
      cartId: nextId('cartLines', 'cartId'),
      memberId,
      productId,
      buyNum,
      isChecked: 1,
      addedAt: clock.now(),
    })
  }
}

/** The member's unused receipt of the store's coupon with the lowest minimum (seeded: usable on one minimum order). */
function couponCodeOf(storeId: number, email = COMPRADOR): string {
  const { memberId } = memberOf(email)
  const receipt = db.couponReceipts
    .findMany((q) => q.where({ memberId }))
    .filter((row) => row.usedAt === 0)
    .map((row) => ({ row, coupon: db.coupons.findFirst((q) => q.where({ couponId: row.couponId }))! }))
    .filter(({ coupon }) => coupon.storeId === storeId)
    .sort((a, b) => a.coupon.minAmount - b.coupon.minAmount)[0]
  return String(receipt!.row.receiptId)
}

function reservedGoods() {
  const goods = db.goods
    .all()
    .sort((a, b) => a.goodsId - b.goodsId)
    .find((row) => {
      const store = db.stores.findFirst((q) => q.where({ storeId: row.storeId }))
      const sku = db.products.findFirst((q) => q.where({ goodsId: row.goodsId }))
      return (
        row.stockType === 'reserved' &&
        row.state === 1 &&
        row.purchaseLimit === 0 &&
        store?.isOpen &&
        sku &&
        sku.stock >= row.minBuyNum * 2
      )
    })!
  return { goods, product: db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))! }
}

/** The lines a confirm answered, as submit's productList (the prices the buyer saw). */
const seenLines = (confirm: Answer) =>
  confirm.data.storeGroupList.flatMap(
    (group: { productList: { productId: number; buyNum: number; price: number }[] }) =>
      group.productList.map(({ productId, buyNum, price }) => ({ productId, buyNum, price })),
  )

async function checkoutAB(token: string, extra: Record<string, unknown> = {}) {
  await setCart(COMPRADOR, [
    [A.product.productId, A.goods.minBuyNum],
    [B.product.productId, B.goods.minBuyNum],
  ])
  const confirm = await postJson(CONFIRM, { isCart: true, ...extra }, token)
  expect(confirm.state).toBe(200)
  return {
    confirm,
    body: {
      isCart: true,
      addressId: confirm.data.address.addressId,
      productList: seenLines(confirm),
      agreement: true,
      ...extra,
    },
  }
}

describe('addresses', () => {
  it('lists the member’s addresses, the default first, with the joined address', async () => {
    const token = await tokenOf(COMPRADOR)
    const { data } = await get(`${ADDRESSES}/list`, token)
    expect(data.map((row: { province: string }) => row.province)).toEqual([
      'La Habana',
      'Artemisa',
      'Santiago de Cuba',
    ])
    expect(data.map((row: { isDefault: boolean }) => row.isDefault)).toEqual([true, false, false])
    expect(data[0].addressAll).toBe('Cuba, La Habana, Plaza de la Revolución, Calle 23')
  })

  it('asks a visitor to log in', async () => {
    expect((await get(`${ADDRESSES}/list`)).state).toBe(266)
    expect((await get('/v3/member/front/memberInvoice/list')).state).toBe(266)
  })

  const input = {
    memberName: 'Marta Pérez',
    telMobile: '52223344',
    country: 'Cuba',
    province: 'Matanzas',
    city: 'Cárdenas',
    street: 'Calle Real',
    detailAddress: 'Calle Real n.º 12, entre Vives y Coronel Verdugo',
  }

  it('makes the first address of a member the default, whatever the form says', async () => {
    const token = await tokenOf(PERSONAL)
    db.addresses.deleteMany((q) => q.where({ memberId: memberOf(PERSONAL).memberId }))
    const answer = await postForm(`${ADDRESSES}/add`, { ...input, isDefault: 0 }, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({ memberName: 'Marta Pérez', isDefault: true })
  })

  it('makes an address added with isDefault=1 the only default', async () => {
    const token = await tokenOf(COMPRADOR)
    const added = await postForm(`${ADDRESSES}/add`, { ...input, isDefault: 1 }, token)
    expect(added.data.isDefault).toBe(true)
    const { data } = await get(`${ADDRESSES}/list`, token)
    expect(data).toHaveLength(4)
    expect(data.filter((row: { isDefault: boolean }) => row.isDefault)).toEqual([
      expect.objectContaining({ addressId: added.data.addressId }),
    ])
    const plain = await postForm(`${ADDRESSES}/add`, { ...input, memberName: 'Otro contacto' }, token)
    expect(plain.data.isDefault).toBe(false)
  })

  it('refuses a contact outside 2–50 characters, an address outside 5–500 and a bad phone, with the rule’s words', async () => {
    const token = await tokenOf(COMPRADOR)
    const contact = 'El contacto debe tener entre 2 y 50 caracteres.'
    expect(await postForm(`${ADDRESSES}/add`, { ...input, memberName: 'A' }, token)).toMatchObject({
      state: 255,
      msg: contact,
    })
    expect(await postForm(`${ADDRESSES}/add`, { ...input, memberName: 'x'.repeat(51) }, token)).toMatchObject(
      {
        msg: contact,
      },
    )
    const address = 'La dirección debe tener entre 5 y 500 caracteres.'
    expect(await postForm(`${ADDRESSES}/add`, { ...input, detailAddress: 'abc' }, token)).toMatchObject({
      state: 255,
      msg: address,
    })
    expect(
      await postForm(`${ADDRESSES}/add`, { ...input, detailAddress: 'x'.repeat(501) }, token),
    ).toMatchObject({ msg: address })
    expect(await postForm(`${ADDRESSES}/add`, { ...input, telMobile: '12-34' }, token)).toMatchObject({
      state: 255,
      msg: 'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
    })
    expect((await get(`${ADDRESSES}/list`, token)).data).toHaveLength(3)
  })

  it('edits an address, moves the default with isDefault=1 and keeps a default when it is unticked', async () => {
    const token = await tokenOf(COMPRADOR)
    const [home, mariel] = (await get(`${ADDRESSES}/list`, token)).data
    const edited = await postForm(
      `${ADDRESSES}/edit`,
      { ...input, addressId: mariel.addressId, isDefault: 1 },
      token,
    )
    expect(edited.data).toMatchObject({ addressId: mariel.addressId, city: 'Cárdenas', isDefault: true })
    const after = (await get(`${ADDRESSES}/list`, token)).data
    expect(after.map((row: { addressId: number }) => row.addressId)[0]).toBe(mariel.addressId)
    expect(after.find((row: { addressId: number }) => row.addressId === home.addressId).isDefault).toBe(false)
    const unticked = await postForm(
      `${ADDRESSES}/edit`,
      { ...input, addressId: mariel.addressId, isDefault: 0 },
      token,
    )
    expect(unticked.data.isDefault).toBe(true)
  })

  it('answers "La dirección no existe." for another member’s address and checks the rule on edit too', async () => {
    const token = await tokenOf(COMPRADOR)
    const theirs = db.addresses.findFirst((q) => q.where({ memberId: memberOf(PERSONAL).memberId }))!
    expect(
      await postForm(`${ADDRESSES}/edit`, { ...input, addressId: theirs.addressId }, token),
    ).toMatchObject({
      state: 255,
      msg: 'La dirección no existe.',
    })
    expect(db.addresses.findFirst((q) => q.where({ addressId: theirs.addressId }))!.city).not.toBe('Cárdenas')
    const mine = (await get(`${ADDRESSES}/list`, token)).data[0]
    expect(
      await postForm(`${ADDRESSES}/edit`, { ...input, addressId: mine.addressId, memberName: 'A' }, token),
    ).toMatchObject({ state: 255, msg: 'El contacto debe tener entre 2 y 50 caracteres.' })
  })
})

describe('invoice headers', () => {
  it('lists comprador’s company headers (normal and VAT) and personal’s personal header', async () => {
    const mine = await get('/v3/member/front/memberInvoice/list', await tokenOf(COMPRADOR))
    expect(mine.data.map((row: { invoiceType: number }) => row.invoiceType)).toEqual([1, 2])
    expect(mine.data[1]).toMatchObject({ titleType: 2, invoiceTitle: 'Importadora Caribe S.A.' })
    expect(mine.data[1].bankAccount).not.toBe('')
    const personal = await get('/v3/member/front/memberInvoice/list', await tokenOf(PERSONAL))
    expect(personal.data).toEqual([expect.objectContaining({ titleType: 1, isDefault: true })])
  })
})

describe('checkout preview (confirm)', () => {
  it('groups the checked cart lines per store at their ladder price, with the default address and the points rule', async () => {
    const token = await tokenOf(COMPRADOR)
    const { confirm } = await checkoutAB(token)
    const { data } = confirm
    expect(data.storeGroupList.map((group: { storeId: number }) => group.storeId)).toEqual([
      A.store.storeId,
      B.store.storeId,
    ])
    const lineA = data.storeGroupList[0].productList[0]
    expect(lineA).toMatchObject({ productId: A.product.productId, buyNum: A.goods.minBuyNum })
    expect(lineA.subtotal).toBeCloseTo(lineA.price * lineA.buyNum, 2)
    expect(data.address).toMatchObject({ province: 'La Habana', isDefault: true })
    expect(data.invoiceId).toBeNull()
    expect(data.stockType).toBe('inStock')
    expect(data.integralRule).toMatchObject({
      unit: 100,
      scale: 100,
      maxDeductRate: 0.1,
      memberIntegral: 5000,
    })
    const cap = Math.floor((data.goodsAmount * 0.1 * 100) / 100) * 100
    expect(data.integralRule.maxUsable).toBe(Math.min(cap, 5000))
    expect(data.totalAmount).toBe(data.goodsAmount)
  })

  it('answers the ladder tier of a larger quantity', async () => {
    const token = await tokenOf(COMPRADOR)
    const tier = A.goods.ladder[1]!
    await setCart(COMPRADOR, [[A.product.productId, tier.minQty]])
    const { data } = await postJson(CONFIRM, { isCart: true }, token)
    const price = data.storeGroupList[0].productList[0].price
    expect(price).toBeCloseTo((A.product.price * tier.price) / A.goods.ladder[0]!.price, 2)
    expect(price).toBeLessThan(A.product.price)
  })

  it('answers "No hay productos seleccionados." when nothing is checked', async () => {
    const token = await tokenOf(COMPRADOR)
    await setCart(COMPRADOR, [])
    expect(await postJson(CONFIRM, { isCart: true }, token)).toMatchObject({
      state: 255,
      msg: 'No hay productos seleccionados.',
    })
  })

  it('refuses in-stock and reserved goods in one checkout (SPEC.md §5)', async () => {
    const token = await tokenOf(COMPRADOR)
    const reserved = reservedGoods()
    await setCart(COMPRADOR, [
      [A.product.productId, A.goods.minBuyNum],
      [reserved.product.productId, reserved.goods.minBuyNum],
    ])
    expect(await postJson(CONFIRM, { isCart: true }, token)).toMatchObject({
      state: 255,
      msg: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.',
    })
  })

  it('leaves out of the preview a cart line whose SKU ran out, as the cart does', async () => {
    const token = await tokenOf(COMPRADOR)
    await setCart(COMPRADOR, [
      [A.product.productId, A.goods.minBuyNum],
      [B.product.productId, B.goods.minBuyNum],
    ])
    await db.products.update((q) => q.where({ productId: B.product.productId }), {
      data: (row) => void (row.stock = 0),
    })
    const { data } = await postJson(CONFIRM, { isCart: true }, token)
    expect(data.storeGroupList.map((group: { storeId: number }) => group.storeId)).toEqual([A.store.storeId])
  })

  it('buys one line now (isCart=false), and answers "Agotado" when it has no stock', async () => {
    const token = await tokenOf(COMPRADOR)
    const line = { productId: B.product.productId, buyNum: B.goods.minBuyNum }
    const answer = await postJson(CONFIRM, { isCart: false, productList: [line] }, token)
    expect(answer.data.storeGroupList).toHaveLength(1)
    expect(answer.data.storeGroupList[0].productList[0]).toMatchObject(line)
    await db.products.update((q) => q.where({ productId: B.product.productId }), {
      data: (row) => void (row.stock = 0),
    })
    const out = await postJson(CONFIRM, { isCart: false, productList: [line] }, token)
    expect(out).toMatchObject({ state: 267, msg: 'Agotado', data: { state: 1, stateValue: 'Agotado' } })
    expect(out.data.productList[0]).toMatchObject({ productId: B.product.productId, productStock: 0 })
  })

  it('answers 267 "Cantidad fuera del límite o rango" for quantity 0, 100000 or one off the multiples', async () => {
    const token = await tokenOf(COMPRADOR)
    const { productId } = A.product
    for (const buyNum of [0, 100_000, A.goods.minBuyNum + 1]) {
      const answer = await postJson(CONFIRM, { isCart: false, productList: [{ productId, buyNum }] }, token)
      expect(answer, `buyNum ${buyNum}`).toMatchObject({
        state: 267,
        msg: 'Cantidad fuera del límite o rango',
        data: { state: 4, productList: [expect.objectContaining({ productId })] },
      })
    }
    await setCart(COMPRADOR, [[productId, A.goods.minBuyNum + 1]])
    expect((await postJson(CONFIRM, { isCart: true }, token)).data.state).toBe(4)
  })

  it('answers 267 "Stock superado" when the quantity is above the stock', async () => {
    const token = await tokenOf(COMPRADOR)
    const buyNum = A.goods.minBuyNum * 2
    await db.products.update((q) => q.where({ productId: A.product.productId }), {
      data: (row) => void (row.stock = A.goods.minBuyNum),
    })
    await setCart(COMPRADOR, [[A.product.productId, buyNum]])
    expect(await postJson(CONFIRM, { isCart: true }, token)).toMatchObject({
      state: 267,
      msg: 'Stock superado',
      data: { state: 2, productList: [expect.objectContaining({ productStock: A.goods.minBuyNum, buyNum })] },
    })
  })

  it('answers 267 "Límite de compra superado" above the goods’ purchase limit', async () => {
    const token = await tokenOf(COMPRADOR)
    const limit = A.goods.minBuyNum * 2
    await db.goods.update((q) => q.where({ goodsId: A.goods.goodsId }), {
      data: (row) => void (row.purchaseLimit = limit),
    })
    await setCart(COMPRADOR, [[A.product.productId, limit + A.goods.minBuyNum]])
    expect(await postJson(CONFIRM, { isCart: true }, token)).toMatchObject({
      state: 267,
      msg: 'Límite de compra superado',
      data: { state: 3, productList: [expect.objectContaining({ purchaseLimit: limit })] },
    })
  })

  it('applies a store coupon of the member and lists the store’s received coupons, unusable below their minimum', async () => {
    const token = await tokenOf(COMPRADOR)
    const code = couponCodeOf(A.store.storeId)
    const { confirm } = await checkoutAB(token, {
      storeInfoList: [{ storeId: A.store.storeId, storeCouponCode: code }],
    })
    const group = confirm.data.storeGroupList[0]
    expect(group.storeCouponCode).toBe(code)
    expect(group.couponAmount).toBeGreaterThan(0)
    expect(group.totalAmount).toBeCloseTo(group.goodsAmount - group.couponAmount, 2)
    expect(confirm.data.couponAmount).toBe(group.couponAmount)
    const listed = group.availableCouponList
    expect(listed.find((coupon: { couponCode: string }) => coupon.couponCode === code)).toMatchObject({
      checked: true,
      usable: true,
    })
    // the seed's big coupon of this store is beyond one minimum order
    expect(listed.some((coupon: { usable: boolean }) => !coupon.usable)).toBe(true)
  })

  it('answers "El cupón no pertenece a esta tienda." for a coupon of another store or one never received', async () => {
    const token = await tokenOf(COMPRADOR)
    await checkoutAB(token)
    const otherStore = couponCodeOf(B.store.storeId)
    const answer = await postJson(
      CONFIRM,
      { isCart: true, storeInfoList: [{ storeId: A.store.storeId, storeCouponCode: otherStore }] },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: 'El cupón no pertenece a esta tienda.' })
    const notMine = db.couponReceipts.findFirst((q) => q.where({ memberId: memberOf(PERSONAL).memberId }))!
    expect(
      await postJson(
        CONFIRM,
        {
          isCart: true,
          storeInfoList: [{ storeId: A.store.storeId, storeCouponCode: String(notMine.receiptId) }],
        },
        token,
      ),
    ).toMatchObject({ state: 255, msg: 'El cupón no pertenece a esta tienda.' })
  })

  it('refuses points off the unit’s multiples, above the cap, or above the balance ("Puntos insuficientes")', async () => {
    const token = await tokenOf(COMPRADOR)
    // one minimum order of B: its 10 % cap is below comprador's 5000 points
    await setCart(COMPRADOR, [[B.product.productId, B.goods.minBuyNum]])
    const confirm = await postJson(CONFIRM, { isCart: true }, token)
    const { maxUsable, memberIntegral } = confirm.data.integralRule
    expect(maxUsable).toBeLessThan(memberIntegral)
    expect(await postJson(CONFIRM, { isCart: true, integral: 150 }, token)).toMatchObject({
      state: 255,
      msg: 'Los puntos deben usarse en múltiplos de 100.',
    })
    expect(await postJson(CONFIRM, { isCart: true, integral: maxUsable + 100 }, token)).toMatchObject({
      state: 255,
      msg: `Los puntos superan el máximo permitido para este pedido (${maxUsable}).`,
    })
    const valid = await postJson(CONFIRM, { isCart: true, integral: 100 }, token)
    expect(valid.data).toMatchObject({ integral: 100, integralCashAmount: 1 })
    expect(valid.data.totalAmount).toBeCloseTo(valid.data.goodsAmount - 1, 2)
    expect(
      valid.data.storeGroupList.reduce(
        (sum: number, g: { integralCashAmount: number }) => sum + g.integralCashAmount,
        0,
      ),
    ).toBeCloseTo(1, 2)
    await db.members.update((q) => q.where({ email: COMPRADOR }), { data: (row) => void (row.points = 0) })
    expect(await postJson(CONFIRM, { isCart: true, integral: 100 }, token)).toMatchObject({
      state: 255,
      msg: 'Puntos insuficientes',
    })
  })

  it('refuses a note over 200 characters and a malformed purchase-order number with the rule’s words', async () => {
    const token = await tokenOf(COMPRADOR)
    await checkoutAB(token)
    const storeId = A.store.storeId
    expect(
      await postJson(CONFIRM, { isCart: true, storeInfoList: [{ storeId, remark: 'x'.repeat(201) }] }, token),
    ).toMatchObject({ state: 255, msg: 'La nota no puede tener más de 200 caracteres' })
    expect(
      await postJson(
        CONFIRM,
        { isCart: true, storeInfoList: [{ storeId, purchaseOrderNumber: 'OC 1' }] },
        token,
      ),
    ).toMatchObject({
      state: 255,
      msg: 'El número de orden de compra admite hasta 32 letras, dígitos, guiones, guiones bajos o barras',
    })
    const fine = await postJson(
      CONFIRM,
      {
        isCart: true,
        storeInfoList: [{ storeId, remark: 'Llamar antes', purchaseOrderNumber: 'OC-2026/15' }],
      },
      token,
    )
    expect(fine.data.storeGroupList[0]).toMatchObject({
      remark: 'Llamar antes',
      purchaseOrderNumber: 'OC-2026/15',
    })
  })

  it('answers "La dirección no existe." and "La factura no existe." for another member’s address or invoice', async () => {
    const token = await tokenOf(COMPRADOR)
    await checkoutAB(token)
    const personal = memberOf(PERSONAL).memberId
    const address = db.addresses.findFirst((q) => q.where({ memberId: personal }))!
    const invoice = db.invoices.findFirst((q) => q.where({ memberId: personal }))!
    expect(await postJson(CONFIRM, { isCart: true, addressId: address.addressId }, token)).toMatchObject({
      state: 255,
      msg: 'La dirección no existe.',
    })
    expect(await postJson(CONFIRM, { isCart: true, invoiceId: invoice.invoiceId }, token)).toMatchObject({
      state: 255,
      msg: 'La factura no existe.',
    })
    const mine = db.invoices.findFirst((q) => q.where({ memberId: memberOf(COMPRADOR).memberId }))!
    expect((await postJson(CONFIRM, { isCart: true, invoiceId: mine.invoiceId }, token)).data.invoiceId).toBe(
      mine.invoiceId,
    )
  })

  it('asks a visitor to log in', async () => {
    expect((await postJson(CONFIRM, { isCart: true })).state).toBe(266)
    expect((await get(ORDERS)).state).toBe(266)
  })
})

describe('order submission (submit)', () => {
  it('creates one order per store and one payment, takes stock, coupon and points, and empties the ordered cart lines', async () => {
    const token = await tokenOf(COMPRADOR)
    const code = couponCodeOf(A.store.storeId)
    const extra = {
      storeInfoList: [
        { storeId: A.store.storeId, storeCouponCode: code, remark: 'Urgente', purchaseOrderNumber: 'OC-77' },
      ],
      integral: 200,
      invoiceId: 2,
    }
    const { confirm, body } = await checkoutAB(token, extra)
    const stockA = stockOf(A.product.productId)
    const answer = await submit(body, token)
    expect(answer.state).toBe(200)
    const result = answer.data
    expect(result).toMatchObject({ orderType: 1, needPay: confirm.data.totalAmount })
    expect(result.paySn).toMatch(/^PG\d+$/)
    expect(result.orderSnList).toHaveLength(2)
    expect(Date.parse(result.expireTime) - clock.now()).toBeGreaterThan(PAYMENT_WINDOW_MS - 60_000)

    const payment = db.payments.findFirst((q) => q.where({ paySn: result.paySn }))!
    expect(payment).toMatchObject({
      payState: 'unpaid',
      orderSns: result.orderSnList,
      needPay: result.needPay,
    })
    const orders = result.orderSnList.map((orderSn: string) =>
      db.orders.findFirst((q) => q.where({ orderSn }))!,
    )
    expect(orders.map((order: { storeId: number }) => order.storeId)).toEqual([
      A.store.storeId,
      B.store.storeId,
    ])
    expect(orders[0]).toMatchObject({
      orderState: 10,
      orderType: 1,
      paySn: result.paySn,
      couponReceiptId: Number(code),
      remark: 'Urgente',
      purchaseOrderNumber: 'OC-77',
    })
    expect(orders[0].address).toMatchObject({ province: 'La Habana' })
    expect(orders[0].invoice).toMatchObject({ invoiceId: 2, invoiceType: 2 })
    expect(orders[0].integral + orders[1].integral).toBe(200)

    expect(stockOf(A.product.productId)).toBe(stockA - A.goods.minBuyNum)
    expect(db.cartLines.findMany((q) => q.where({ memberId: memberOf(COMPRADOR).memberId }))).toHaveLength(0)
    expect(db.couponReceipts.findFirst((q) => q.where({ receiptId: Number(code) }))!.usedAt).toBeGreaterThan(
      0,
    )
    expect(memberOf(COMPRADOR).points).toBe(4800)
  })

  it('replays the first answer to a retry with the same Idempotency-Key and creates nothing twice', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    const stock = stockOf(A.product.productId)
    const key = newKey()
    const first = await submit(body, token, key)
    const again = await submit(body, token, key)
    expect(again).toEqual(first)
    expect(db.orders.all()).toHaveLength(2)
    expect(db.payments.all()).toHaveLength(1)
    expect(stockOf(A.product.productId)).toBe(stock - A.goods.minBuyNum)
    expect(await submit({ ...body, integral: 100 }, token, key)).toMatchObject({
      state: 255,
      msg: 'La clave de idempotencia ya se usó con otra solicitud.',
    })
    expect(await postJson(SUBMIT, body, token)).toMatchObject({
      state: 255,
      msg: 'Falta la clave de idempotencia (Idempotency-Key).',
    })
    expect(db.payments.all()).toHaveLength(1)
  })

  it('refuses an order without the shopping agreement ticked', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    for (const agreement of [false, undefined]) {
      expect(await submit({ ...body, agreement }, token)).toMatchObject({
        state: 255,
        msg: 'Debe aceptar el acuerdo de compra.',
      })
    }
    expect(db.orders.all()).toHaveLength(0)
  })

  it('asks for a delivery address for regular goods', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    const { addressId: _, ...withoutAddress } = body
    expect(await submit(withoutAddress, token)).toMatchObject({
      state: 255,
      msg: 'Elija una dirección de entrega.',
    })
  })

  it('answers 267 state 5 when a price changed after the buyer saw it', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    await db.products.update((q) => q.where({ productId: B.product.productId }), {
      data: (row) => void (row.price = Math.round(row.price * 110) / 100),
    })
    const answer = await submit(body, token)
    expect(answer).toMatchObject({
      state: 267,
      msg: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
      data: { state: 5, productList: [expect.objectContaining({ productId: B.product.productId })] },
    })
    expect(answer.data.productList[0].newPrice).toBeGreaterThan(answer.data.productList[0].price)
    expect(db.orders.all()).toHaveLength(0)
  })

  it('answers 267 state 5 when the cart changed since the preview (a line checked or its quantity changed)', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    const onlyA = { ...body, productList: body.productList.slice(0, 1) }
    expect(await submit(onlyA, token)).toMatchObject({
      state: 267,
      data: { state: 5, productList: [expect.objectContaining({ productId: B.product.productId })] },
    })
    const moreOfA = body.productList.map((line: { productId: number; buyNum: number }) =>
      line.productId === A.product.productId ? { ...line, buyNum: line.buyNum * 2 } : line,
    )
    expect((await submit({ ...body, productList: moreOfA }, token)).data.state).toBe(5)
    expect(db.orders.all()).toHaveLength(0)
  })

  it('answers 267 "Agotado" for a line the buyer saw that sold out, and leaves out one never shown', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    await db.products.update((q) => q.where({ productId: B.product.productId }), {
      data: (row) => void (row.stock = 0),
    })
    expect(await submit(body, token)).toMatchObject({
      state: 267,
      msg: 'Agotado',
      data: { state: 1, productList: [expect.objectContaining({ productId: B.product.productId })] },
    })
    const onlyA = { ...body, productList: body.productList.slice(0, 1) }
    const answer = await submit(onlyA, token)
    expect(answer.data.orderSnList).toHaveLength(1)
    // the sold-out line stays in the cart, invalid
    expect(db.cartLines.findMany((q) => q.where({ memberId: memberOf(COMPRADOR).memberId }))).toEqual([
      expect.objectContaining({ productId: B.product.productId }),
    ])
  })

  it('answers 267 state 6 "Puntos insuficientes" when the balance fell short since the preview', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token, { integral: 100 })
    await db.members.update((q) => q.where({ email: COMPRADOR }), { data: (row) => void (row.points = 50) })
    expect(await submit(body, token)).toMatchObject({
      state: 267,
      msg: PROBLEM_TEXT[6],
      data: { state: 6, stateValue: 'Puntos insuficientes', productList: [] },
    })
  })

  it('sends reservation goods for the supplier’s review: orderType 2, no payment yet', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, product } = reservedGoods()
    await setCart(COMPRADOR, [[product.productId, goods.minBuyNum]])
    const confirm = await postJson(CONFIRM, { isCart: true }, token)
    expect(confirm.data.stockType).toBe('reserved')
    const answer = await submit({ isCart: true, productList: seenLines(confirm), agreement: true }, token)
    expect(answer.data).toMatchObject({ paySn: null, needPay: 0, expireTime: null, orderType: 2 })
    expect(db.payments.all()).toHaveLength(0)
    const { data } = await get(`${ORDERS}?orderType=2`, token)
    expect(data.list).toEqual([
      expect.objectContaining({
        orderSn: answer.data.orderSnList[0],
        orderType: 2,
        orderState: 10,
        reserveState: 'waitingReview',
        orderStateValue: 'Pendiente de revisión del proveedor',
        paySn: null,
        expireTime: null,
      }),
    ])
  })

  it('answers "No se pudo enviar el pedido…" when something unexpected fails', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    vi.spyOn(db.orders, 'create').mockRejectedValueOnce(new Error('disk full'))
    expect(await submit(body, token)).toMatchObject({
      state: 255,
      msg: 'No se pudo enviar el pedido. Inténtelo de nuevo más tarde.',
    })
    expect(ORDER_MESSAGES.submitFailed).toBe('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')
  })

  it('cancels the unpaid orders after 24 h of mock clock, giving back stock, coupon and points', async () => {
    const token = await tokenOf(COMPRADOR)
    const code = couponCodeOf(A.store.storeId)
    const { body } = await checkoutAB(token, {
      storeInfoList: [{ storeId: A.store.storeId, storeCouponCode: code }],
      integral: 100,
    })
    const stock = stockOf(A.product.productId)
    const { data } = await submit(body, token)
    expect((await get(`${ORDERS}?orderState=10`, token)).data.list).toHaveLength(2)
    clock.advanceHours(25)
    const cancelled = await get(`${ORDERS}?orderState=0`, token)
    expect(cancelled.data.list.map((order: { orderSn: string }) => order.orderSn).sort()).toEqual(
      [...data.orderSnList].sort(),
    )
    expect(cancelled.data.list[0]).toMatchObject({
      orderState: 0,
      orderStateValue: 'Cancelado',
      payState: 'cancelled',
      expireTime: null,
      cancelReason: EXPIRED_REASON,
    })
    expect(stockOf(A.product.productId)).toBe(stock)
    expect(db.couponReceipts.findFirst((q) => q.where({ receiptId: Number(code) }))!.usedAt).toBe(0)
    expect(memberOf(COMPRADOR).points).toBe(5000)
  })
})

describe('orders (list and detail)', () => {
  /** Two checkouts an hour apart: A alone, then B alone. */
  async function twoCheckouts(token: string) {
    await setCart(COMPRADOR, [[A.product.productId, A.goods.minBuyNum]])
    const first = await postJson(CONFIRM, { isCart: true }, token)
    const one = await submit(
      {
        isCart: true,
        addressId: first.data.address.addressId,
        productList: seenLines(first),
        agreement: true,
      },
      token,
    )
    clock.advanceHours(1)
    await setCart(COMPRADOR, [[B.product.productId, B.goods.minBuyNum]])
    const second = await postJson(CONFIRM, { isCart: true }, token)
    const two = await submit(
      {
        isCart: true,
        addressId: second.data.address.addressId,
        productList: seenLines(second),
        agreement: true,
      },
      token,
    )
    return { older: one.data.orderSnList[0] as string, newer: two.data.orderSnList[0] as string }
  }

  it('lists the member’s orders newest first, with their lines, payment deadline and state label', async () => {
    const token = await tokenOf(COMPRADOR)
    const { older, newer } = await twoCheckouts(token)
    const { data } = await get(ORDERS, token)
    expect(data.list.map((order: { orderSn: string }) => order.orderSn)).toEqual([newer, older])
    expect(data.pagination).toEqual({ current: 1, pageSize: 20, total: 2 })
    const order = data.list[1]
    expect(order).toMatchObject({
      orderState: 10,
      orderStateValue: 'Pendiente de pago',
      payState: 'unpaid',
      storeId: A.store.storeId,
      storeName: A.store.storeName,
      reserveState: null,
    })
    expect(order.expireTime).not.toBeNull()
    expect(order.productList[0]).toMatchObject({ productId: A.product.productId, buyNum: A.goods.minBuyNum })
    expect(order.productList[0].goodsImage).toMatch(/^\/mock-images\/goods\//)
    expect((await get(ORDERS, await tokenOf(PERSONAL))).data.list).toHaveLength(0)
  })

  it('filters by state, type, keyword (order number, goods or store, any case) and dates, and paginates', async () => {
    const token = await tokenOf(COMPRADOR)
    const { older, newer } = await twoCheckouts(token)
    const sns = async (query: string) =>
      (await get(`${ORDERS}?${query}`, token)).data.list.map((order: { orderSn: string }) => order.orderSn)
    expect(await sns('orderState=20')).toEqual([])
    expect(await sns('orderState=10&orderType=1')).toEqual([newer, older])
    expect(await sns('orderType=2')).toEqual([])
    expect(await sns(`keyword=${older.toLowerCase()}`)).toEqual([older])
    expect(await sns(`keyword=${encodeURIComponent(B.goods.goodsName.toUpperCase())}`)).toContain(newer)
    expect(await sns(`keyword=${encodeURIComponent(A.store.storeName.toLowerCase())}`)).toEqual([older])
    const today = new Date(clock.now()).toISOString().slice(0, 10)
    const utc = { timeZone: 'GMT+00:00' }
    const byDate = async (query: string) =>
      (await get(`${ORDERS}?${query}`, token, utc)).data.list.map(
        (order: { orderSn: string }) => order.orderSn,
      )
    expect(await byDate(`startTime=${today}&endTime=${today}`)).toContain(newer)
    expect(await byDate('endTime=2026-01-01')).toEqual([])
    expect(await byDate('startTime=2099-01-01')).toEqual([])
    const page = await get(`${ORDERS}?pageSize=10&current=2`, token)
    expect(page.data.pagination).toEqual({ current: 1, pageSize: 10, total: 2 })
    for (const bad of [
      'orderState=15',
      'orderType=3',
      'startTime=2026-02-30',
      'pageSize=7',
      `keyword=${'x'.repeat(51)}`,
    ])
      expect((await get(`${ORDERS}?${bad}`, token)).state, bad).toBe(255)
  })

  it('shows one order in detail with the address and invoice as they were ordered', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token, { invoiceId: 1 })
    const { data } = await submit(body, token)
    await postForm(
      `${ADDRESSES}/edit`,
      {
        addressId: body.addressId,
        memberName: 'Contacto nuevo',
        telMobile: '52345678',
        country: 'Cuba',
        province: 'La Habana',
        city: 'Playa',
        detailAddress: 'Calle 42 n.º 5, Miramar',
      },
      token,
    )
    const detail = await get(`${ORDER}?orderSn=${data.orderSnList[0]}`, token)
    expect(detail.data).toMatchObject({
      orderSn: data.orderSnList[0],
      paySn: data.paySn,
      address: { memberName: 'Carlos Manuel Rodríguez Pérez', city: 'Plaza de la Revolución' },
      invoice: { invoiceId: 1, invoiceTitle: 'Importadora Caribe S.A.' },
      payTime: null,
      tradeSn: null,
    })
  })

  it('answers "El pedido no existe." for an unknown order or another member’s', async () => {
    const token = await tokenOf(COMPRADOR)
    const { body } = await checkoutAB(token)
    const { data } = await submit(body, token)
    const personal = await tokenOf(PERSONAL)
    expect(await get(`${ORDER}?orderSn=${data.orderSnList[0]}`, personal)).toMatchObject({
      state: 255,
      msg: 'El pedido no existe.',
    })
    expect(await get(`${ORDER}?orderSn=P000000000000`, token)).toMatchObject({
      state: 255,
      msg: 'El pedido no existe.',
    })
  })
})
