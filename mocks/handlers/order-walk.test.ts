// The mock backend walked along the lifecycle graphs (issue 6 "Tests that must exist": the mock's order state
// always equals the machine's). Every edge path of machines/order-lifecycle/lifecycle-paths.ts is replayed on a
// fresh database through the HTTP API only — the buyer's calls (doPay, cancelOrder, confirmReceipt,
// addOrderComment, submitRefund, reapplyRefund, shipReturn, withdrawRefund), the supplier's control endpoints
// (mockOrderAction, mockRefundAction) and the mock clock — and after every step the order (or refund) the API
// returns must be in the state the machine's graph predicts.
import { beforeEach, describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { INPUTS, UNITS, edgePaths, type Step } from '../../machines/order-lifecycle/lifecycle-paths'
import { initial, type LifecycleKind } from '../../machines/order-lifecycle/lifecycle'
import { clock } from '../clock'
import { db } from '../db'
import { newOrderLifecycle } from '../lib/order-lifecycle'
import { resetDatabase } from '../persistence'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  makePayment,
  ordersOf,
  postJson,
  tokenOf,
  type Answer,
} from '../fixtures/payment-fixtures'
import { postRefund } from '../fixtures/refund-fixtures'

const EMAIL = 'comprador@example.com'
const ACT = '/v3/mock/front/orders/act'
const REFUND_ACT = '/v3/mock/front/refunds/act'
const HOURS_PAST_24H = 25
const HOURS_PAST_7_DAYS = 7 * 24 + 1

beforeEach(async () => {
  await resetDatabase()
})

interface Walk {
  token: string
  orderSn: string
  afsSn: string | null
}

function expectOk(answer: Answer, what: string): Answer {
  expect({ state: answer.state, msg: answer.msg }, what).toMatchObject({ state: 200 })
  return answer
}

const orderOf = async (walk: Walk) =>
  expectOk(await get(`/v3/business/front/orderInfo/detail?orderSn=${walk.orderSn}`, walk.token), 'getOrder')
    .data

const reasonOf = async (walk: Walk, type: number): Promise<number> =>
  expectOk(await get(`/v3/system/front/reason/list?type=${type}`, walk.token), 'listReasons').data[0].reasonId

/** A regular order of UNITS units, unpaid, as a checkout leaves it. */
async function regularOrder(): Promise<string> {
  const payment = await makePayment(EMAIL, { needPay: 90, stores: 1 })
  const [order] = ordersOf(payment)
  await db.orders.update((q) => q.where({ orderSn: order!.orderSn }), {
    data(o) {
      o.lines[0]!.buyNum = UNITS
      o.lines[0]!.price = 30
      o.lifecycle = initial('regular', { unitsTotal: UNITS }) as never
    },
  })
  return order!.orderSn
}

/** A reservation order of UNITS units waiting for the supplier's review (no payment yet). */
async function reservationOrder(): Promise<string> {
  const payment = await makePayment(EMAIL, { needPay: 90, stores: 1 })
  const [order] = ordersOf(payment)
  await db.payments.delete((q) => q.where({ paySn: payment.paySn }))
  await db.orders.update((q) => q.where({ orderSn: order!.orderSn }), {
    data(o) {
      o.lines[0]!.buyNum = UNITS
      Object.assign(o, newOrderLifecycle(2, o.lines), { orderType: 2, paySn: null })
    },
  })
  return order!.orderSn
}

const act = (walk: Walk, action: string, extra: Record<string, unknown> = {}) =>
  postJson(ACT, { orderSn: walk.orderSn, action, ...extra }, walk.token)

async function pay(walk: Walk, paySn: string) {
  return doPay(walk.token, { paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
}

async function openRefund(walk: Walk, type: 'refund' | 'return', everything: boolean) {
  const info = expectOk(
    await get(`/v3/business/front/after/sale/apply/applyInfo?orderSn=${walk.orderSn}`, walk.token),
    'applyInfo',
  ).data
  const answer = expectOk(
    await postRefund(
      '/v3/business/front/after/sale/apply/submit',
      {
        orderSn: walk.orderSn,
        type,
        productList: info.lines.map((line: { orderProductId: number; refundableNum: number }) => ({
          orderProductId: line.orderProductId,
          afsNum: line.refundableNum,
        })),
        goodsState: type === 'return' ? 'received' : 'notReceived',
        amount: everything
          ? Math.min(
              info.maxAmount,
              Math.round(
                info.lines.reduce(
                  (sum: number, line: { price: number; refundableNum: number }) =>
                    sum + line.price * line.refundableNum,
                  0,
                ) * 100,
              ) / 100,
            )
          : 1,
        reasonId: await reasonOf(walk, type === 'return' ? 107 : 105),
        description: 'Prueba del recorrido',
        images: [],
        refundAccount: info.paymentAccount.key,
      },
      walk.token,
    ),
    'submitRefund',
  )
  walk.afsSn = answer.data.afsSn
}

/** The API calls that make the mock take one machine event. */
async function perform(
  kind: LifecycleKind,
  walk: Walk,
  step: Step,
  next: Step | undefined,
): Promise<Answer | null> {
  const event = step.event as AnyEventObject & Record<string, unknown>
  const order = await orderOf(walk)
  switch (event.type) {
    case 'supplier.approved':
      return act(walk, 'approve')
    case 'supplier.rejected':
      return kind === 'reservation'
        ? act(walk, 'reject', { reason: 'Sin capacidad' })
        : act(walk, 'rejectOrder', { reason: 'Sin existencias' })
    case 'supplier.quoted':
      return act(walk, 'quote', { total: event.total, note: 'Cotización de prueba' })
    case 'deposit.paid':
      return pay(walk, order.depositPaySn)
    case 'finalPayment.paid':
      return pay(walk, order.finalPaySn)
    case 'payment.paid':
      return pay(walk, order.paySn)
    case 'payment.expired':
      clock.advanceHours(HOURS_PAST_24H)
      return null
    case 'finalPayment.overdue':
    case 'receipt.autoConfirmed':
      clock.advanceHours(HOURS_PAST_7_DAYS)
      return null
    case 'buyer.cancelled':
      return postJson(
        '/v3/business/front/orderOperate/cancel',
        { orderSn: walk.orderSn, reasonId: await reasonOf(walk, 104) },
        walk.token,
      )
    case 'goods.prepared':
      return act(walk, 'prepare')
    case 'batch.shipped':
      return act(walk, 'shipBatch', { units: event.units, ...(event.pickupCode ? { toPickup: true } : {}) })
    case 'pickup.ready':
      return act(walk, 'pickupReady')
    case 'goods.pickedUp':
      return act(walk, 'pickedUp', { pickupCode: order.pickupCode })
    case 'receipt.confirmed':
      return postJson('/v3/business/front/orderOperate/receive', { orderSn: walk.orderSn }, walk.token)
    case 'order.evaluated':
      return postJson(
        '/v3/business/front/orderComment/addOrderComment',
        { orderSn: walk.orderSn, score: 5, content: 'Bien', images: [] },
        walk.token,
      )
    case 'refund.opened': {
      const everything = next?.event.type === 'refund.closed' && Boolean(next.event.refundedEverything)
      await openRefund(walk, 'refund', everything)
      return null
    }
    case 'refund.closed':
      return postJson(
        REFUND_ACT,
        event.refundedEverything
          ? { afsSn: walk.afsSn, action: 'confirm' }
          : { afsSn: walk.afsSn, action: 'refuse', reason: 'Sin pruebas' },
        walk.token,
      )
    case 'buyer.addressChanged': {
      // another of the buyer's addresses in the same freight region (La Habana → Artemisa: allowed once paid)
      const addressId = db.addresses.findFirst((q) =>
        q.where({ memberId: 1, province: 'Artemisa' }),
      )!.addressId
      return postJson(
        '/v3/business/front/orderOperate/updateAddress',
        { orderSn: walk.orderSn, addressId },
        walk.token,
      )
    }
    // refund lifecycle
    case 'supplier.refused':
      return postJson(REFUND_ACT, { afsSn: walk.afsSn, action: 'refuse', reason: 'Sin pruebas' }, walk.token)
    case 'supplier.confirmed':
      return postJson(REFUND_ACT, { afsSn: walk.afsSn, action: 'confirm' }, walk.token)
    case 'return.received':
      return postJson(REFUND_ACT, { afsSn: walk.afsSn, action: 'receiveReturn' }, walk.token)
    case 'return.shipped':
      return postJson(
        '/v3/business/front/after/sale/deliverGoods',
        { afsSn: walk.afsSn, expressId: 3, trackingNumber: 'AB123456' },
        walk.token,
      )
    case 'buyer.reapplied': {
      const refund = (await get(`/v3/business/front/after/sale/detail?afsSn=${walk.afsSn}`, walk.token)).data
      return postRefund(
        '/v3/business/front/after/sale/reapply',
        {
          afsSn: walk.afsSn,
          amount: 1,
          reasonId: refund.reasonId,
          description: 'Segunda solicitud',
          images: [],
          refundAccount: refund.refundAccount,
        },
        walk.token,
      )
    }
    case 'buyer.withdrew':
      return postJson('/v3/business/front/after/sale/cancel', { afsSn: walk.afsSn }, walk.token)
    default:
      throw new Error(`no API call for ${event.type}`)
  }
}

async function stateOf(kind: LifecycleKind, walk: Walk): Promise<string> {
  if (kind !== 'refund') return (await orderOf(walk)).lifecycle.state
  const refund = expectOk(
    await get(`/v3/business/front/after/sale/detail?afsSn=${walk.afsSn}`, walk.token),
    'getRefund',
  )
  return refund.data.lifecycle.state
}

async function start(kind: LifecycleKind, input: { type?: 'refund' | 'return' }): Promise<Walk> {
  const token = await tokenOf(EMAIL)
  if (kind === 'reservation') return { token, orderSn: await reservationOrder(), afsSn: null }
  const walk: Walk = { token, orderSn: await regularOrder(), afsSn: null }
  if (kind === 'refund') {
    // a paid order; a return needs shipped goods
    expectOk(await pay(walk, (await orderOf(walk)).paySn), 'pay')
    if (input.type === 'return') expectOk(await act(walk, 'shipBatch', { units: UNITS }), 'ship')
    await openRefund(walk, input.type!, false)
  }
  return walk
}

describe.each(['reservation', 'regular', 'refund'] as const)(
  'the mock walked along the %s lifecycle',
  (kind) => {
    const cases = INPUTS[kind].flatMap((input) =>
      edgePaths(kind, input).map((path) => ({
        input,
        path,
        name: `${kind === 'refund' ? `${(input as { type: string }).type}: ` : ''}${path.map((step) => step.event.type).join(' → ') || '(start)'}`,
      })),
    )

    it.each(cases)('$name', async ({ input, path }) => {
      const walk = await start(kind, input as { type?: 'refund' | 'return' })
      expect(await stateOf(kind, walk)).toBe(initial(kind, input as never).state)
      for (const [index, step] of path.entries()) {
        const answer = await perform(kind, walk, step, path[index + 1])
        if (answer) expectOk(answer, step.event.type)
        expect(await stateOf(kind, walk), `after ${step.event.type}`).toBe(step.value)
      }
    })
  },
)
