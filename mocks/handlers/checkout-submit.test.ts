// Submitting a checkout through the mock server: orders, payment, stock, coupons and points, idempotency and
// the 24 h window (SPEC.md §4, §5, §8; issue 5 item 4). Every answer is also validated against the OpenAPI
// document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { clock } from '../clock'
import { db } from '../db'
import { PROBLEM_TEXT } from '../lib/checkout'
import { adjustTo } from '../lib/ledger'
import { ORDER_MESSAGES } from '../lib/order-messages'
import { EXPIRED_REASON } from '../lib/order-records'
import {
  COMPRADOR,
  CONFIRM,
  SUBMIT,
  ORDERS,
  get,
  postJson,
  tokenOf,
  newKey,
  submit,
  memberOf,
  stockOf,
  A,
  B,
  setCart,
  couponCodeOf,
  reservedGoods,
  seenLines,
  checkoutAB,
  startWithoutOrders,
} from '../fixtures/checkout-fixtures'

beforeEach(startWithoutOrders)
afterEach(() => {
  vi.restoreAllMocks()
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
    await adjustTo(memberOf(COMPRADOR).memberId, 'points', 50)
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
