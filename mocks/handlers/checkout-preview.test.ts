// Addresses, invoice headers and the checkout preview through the mock server (SPEC.md §3, §5, §8; issue 5
// item 4). Every answer is also validated against the OpenAPI document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../db'
import { adjustTo } from '../lib/ledger'
import {
  COMPRADOR,
  PERSONAL,
  CONFIRM,
  ORDERS,
  ADDRESSES,
  get,
  postForm,
  postJson,
  tokenOf,
  memberOf,
  A,
  B,
  setCart,
  couponCodeOf,
  reservedGoods,
  checkoutAB,
  startWithoutOrders,
} from '../fixtures/checkout-fixtures'

beforeEach(startWithoutOrders)
afterEach(() => {
  vi.restoreAllMocks()
})

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
    expect(data.totalAmount).toBeCloseTo(data.goodsAmount + data.expressFee, 2)
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
    expect(group.totalAmount).toBeCloseTo(group.goodsAmount - group.couponAmount + group.expressFee, 2)
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
    expect(valid.data.totalAmount).toBeCloseTo(valid.data.goodsAmount - 1 + valid.data.expressFee, 2)
    expect(
      valid.data.storeGroupList.reduce(
        (sum: number, g: { integralCashAmount: number }) => sum + g.integralCashAmount,
        0,
      ),
    ).toBeCloseTo(1, 2)
    await adjustTo(memberOf(COMPRADOR).memberId, 'points', 0)
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
