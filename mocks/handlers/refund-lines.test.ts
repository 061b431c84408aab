// Refunds per order line (issue 16 item 7; REFERENCE.md §5 After-sales): applyInfo tells what is left of each
// line and the goods states; a request names its lines and units, and the mock refuses — with the Spanish
// messages of src/schemas/refund.schema.ts in the §8 envelope (state 255) — a quantity above what is left, no
// line, an unknown or repeated line, an amount above what the chosen units cost, a goods state the order cannot
// have, a reason of another list; the carrier list of the return. Every answer is also checked against the
// OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../persistence'
import { db } from '../db'
import { confirmRefund } from '../lib/refund-records'
import { CARRIERS } from '../lib/refund-lines'
import { REASONS } from '../lib/reasons'
import { paidOrder, shipBatch } from '../fixtures/order-fixtures'
import { get, tokenOf } from '../fixtures/payment-fixtures'
import {
  APPLY_INFO,
  BUYER,
  RETURN_REASON,
  SUBMIT,
  openRefund,
  postRefund,
  request,
} from '../fixtures/refund-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

/** A paid order of 10 units at US$ 15 (US$ 150), and its line. */
async function tenUnits(shipped = 0) {
  const paid = await paidOrder(BUYER, { total: 150, units: 10 })
  const order = shipped > 0 ? await shipBatch(paid, shipped) : paid
  return { order, line: order.lines[0]!.orderProductId }
}

const refused = (msg: string) => ({ state: 255, msg, data: null })

describe('getRefundApplyInfo per line', () => {
  it('tells what is left of each line and only "no recibida" before anything was shipped', async () => {
    const token = await tokenOf(BUYER)
    const { order, line } = await tenUnits()
    const info = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(info.data.lines).toEqual([{ orderProductId: line, refundableNum: 10, price: 15 }])
    expect(info.data.goodsStates).toEqual(['notReceived'])
  })

  it('offers "recibida" once something was shipped', async () => {
    const token = await tokenOf(BUYER)
    const { order } = await tenUnits(4)
    const info = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(info.data.goodsStates).toEqual(['notReceived', 'received'])
  })
})

describe('submitRefund per line', () => {
  it('refunds two units of one line and keeps them out of what is left afterwards', async () => {
    const token = await tokenOf(BUYER)
    const { order, line } = await tenUnits(10)
    const answer = await postRefund(
      SUBMIT,
      request(order, {
        productList: [{ orderProductId: line, afsNum: 2 }],
        goodsState: 'received',
        reasonId: REASONS[106][1]!.reasonId,
        amount: 30,
      }),
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      lines: [{ orderProductId: line, afsNum: 2 }],
      goodsState: 'received',
    })
    await confirmRefund(db.refunds.findFirst((q) => q.where({ afsSn: answer.data.afsSn }))!)
    const info = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(info.data).toMatchObject({ maxAmount: 120, lines: [{ refundableNum: 8 }] })
    expect(
      await postRefund(SUBMIT, request(order, { productList: [{ orderProductId: line, afsNum: 9 }] }), token),
    ).toEqual(refused('La cantidad supera las unidades que quedan por reembolsar.'))
  })

  it('refuses a quantity above what was bought, below 1 or not whole', async () => {
    const token = await tokenOf(BUYER)
    const { order, line } = await tenUnits()
    expect(
      await postRefund(
        SUBMIT,
        request(order, { productList: [{ orderProductId: line, afsNum: 11 }] }),
        token,
      ),
    ).toEqual(refused('La cantidad supera las unidades que quedan por reembolsar.'))
    for (const afsNum of [0, -1, 1.5, 'dos'])
      expect(
        await postRefund(SUBMIT, request(order, { productList: [{ orderProductId: line, afsNum }] }), token),
      ).toEqual(refused('Indique una cantidad de al menos 1.'))
    expect(db.refunds.findMany((q) => q.where({ orderSn: order.orderSn }))).toHaveLength(0)
  })

  it('asks for at least one line of the order, each once', async () => {
    const token = await tokenOf(BUYER)
    const { order, line } = await tenUnits()
    for (const productList of [[], undefined, 'todo'])
      expect(await postRefund(SUBMIT, request(order, { productList }), token)).toEqual(
        refused('Seleccione al menos un producto.'),
      )
    const twice = [
      { orderProductId: line, afsNum: 1 },
      { orderProductId: line, afsNum: 1 },
    ]
    for (const productList of [[{ orderProductId: 999999, afsNum: 1 }], twice])
      expect(await postRefund(SUBMIT, request(order, { productList }), token)).toEqual(
        refused('El producto no pertenece al pedido.'),
      )
  })

  it('caps the amount by what the chosen units cost', async () => {
    const token = await tokenOf(BUYER)
    const { order, line } = await tenUnits()
    const twoUnits = [{ orderProductId: line, afsNum: 2 }]
    expect(await postRefund(SUBMIT, request(order, { productList: twoUnits, amount: 30.01 }), token)).toEqual(
      refused('El importe no puede superar el coste de los productos elegidos.'),
    )
    // above what is left to refund as well: that message first
    expect(await postRefund(SUBMIT, request(order, { amount: 150.01 }), token)).toEqual(
      refused('El importe no puede superar el máximo reembolsable.'),
    )
    expect(
      (await postRefund(SUBMIT, request(order, { productList: twoUnits, amount: 30 }), token)).state,
    ).toBe(200)
  })

  it('takes "recibida" only once goods were shipped, and a reason of the list of the goods state', async () => {
    const token = await tokenOf(BUYER)
    const { order } = await tenUnits()
    for (const goodsState of ['received', '', undefined, 'perdida'])
      expect(await postRefund(SUBMIT, request(order, { goodsState }), token)).toEqual(
        refused('Indique si recibió la mercancía.'),
      )
    const shipped = (await tenUnits(10)).order
    // a reason of goods not received (105) with goods received (106), a return's reason for a refund only
    for (const reasonId of [REASONS[105][0]!.reasonId, RETURN_REASON.reasonId])
      expect(await postRefund(SUBMIT, request(shipped, { goodsState: 'received', reasonId }), token)).toEqual(
        refused('Seleccione un motivo.'),
      )
    // a return was received
    expect(
      await postRefund(
        SUBMIT,
        request(shipped, { type: 'return', goodsState: 'notReceived', reasonId: RETURN_REASON.reasonId }),
        token,
      ),
    ).toEqual(refused('Indique si recibió la mercancía.'))
    const refund = await openRefund(token, shipped, {
      goodsState: 'received',
      reasonId: REASONS[106][0]!.reasonId,
    })
    expect(refund.goodsState).toBe('received')
  })
})

describe('listCarriers', () => {
  it('answers the carriers a return may travel with', async () => {
    const token = await tokenOf(BUYER)
    const answer = await get('/v3/system/front/express/list', token)
    expect(answer).toMatchObject({ state: 200, data: CARRIERS })
    expect(answer.data.map((c: { expressName: string }) => c.expressName)).toContain('Transcargo')
  })
})
