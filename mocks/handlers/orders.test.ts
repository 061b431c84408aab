// The member's orders through the mock server: list, filters and detail (SPEC.md §4; issue 5 item 7). Every
// answer is also validated against the OpenAPI document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../clock'
import {
  COMPRADOR,
  PERSONAL,
  CONFIRM,
  ORDERS,
  ORDER,
  ADDRESSES,
  get,
  postForm,
  postJson,
  tokenOf,
  submit,
  A,
  B,
  setCart,
  seenLines,
  checkoutAB,
  startWithoutOrders,
} from '../fixtures/checkout-fixtures'

beforeEach(startWithoutOrders)
afterEach(() => {
  vi.restoreAllMocks()
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
