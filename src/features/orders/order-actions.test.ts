// The actions and labels an order shows, read from its lifecycle machine (issue 6 items 1–2): every state of
// both order machines is walked to and the offered actions are checked against what the machine takes.
import { describe, expect, it } from 'vitest'
import {
  advance,
  initial,
  stateNames,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../../../machines/order-lifecycle/lifecycle'
import type { OrderDetail, OrderSummary } from '../../api/orders'
import { NOTHING_ADDED_ID } from '../../../machines/order-actions/order-actions.machine'
import { orderActionMessages, orderStateMessages } from './messages'
import { isWaitingPickup, orderActionsOf, orderDeadlinesOf, owedPaySn } from './order-actions'
import { orderHistory, orderProgress, stepMessageOf } from './order-timeline'

type Kind = 'regular' | 'reservation'

function walk<K extends Kind>(kind: K, events: LifecycleTypes[K]['event'][]): PersistedLifecycle<K> {
  let lifecycle = initial(kind, { unitsTotal: 10 }) as PersistedLifecycle<K>
  for (const event of events) {
    const next = advance(kind, lifecycle, event)
    if (!next) throw new Error(`${lifecycle.state} refuses ${event.type}`)
    lifecycle = next
  }
  return lifecycle
}

const base: OrderSummary = {
  orderSn: 'P202611201200000001',
  paySn: 'PG202611201200000001',
  orderType: 1,
  orderState: 10,
  orderStateValue: '',
  reserveState: null,
  storeId: 2,
  storeName: 'Tienda',
  createTime: '2026-11-20T12:00:00.000Z',
  expireTime: '2026-11-21T12:00:00.000Z',
  payState: 'unpaid',
  payMethod: null,
  productList: [],
  goodsAmount: 100,
  couponAmount: 0,
  integralCashAmount: 0,
  expressFee: 0,
  expressState: 'free',
  totalMoney: 100,
  lifecycle: { kind: 'regular', state: 'pendingPayment', context: {} },
  evaluated: false,
  openRefundSn: null,
  depositPaySn: null,
  finalPaySn: null,
  finalPaymentDeadline: null,
  receiptDeadline: null,
}

function regular(events: LifecycleTypes['regular']['event'][], overrides: Partial<OrderSummary> = {}) {
  const lifecycle = walk('regular', events)
  const paid = lifecycle.state !== 'pendingPayment' && lifecycle.state !== 'cancelled'
  return {
    ...base,
    payState: paid ? 'paid' : 'unpaid',
    expireTime: paid ? null : base.expireTime,
    lifecycle: { kind: 'regular', state: lifecycle.state, context: { ...lifecycle.context } },
    ...overrides,
  } as OrderSummary
}

function reservation(
  events: LifecycleTypes['reservation']['event'][],
  overrides: Partial<OrderSummary> = {},
) {
  const lifecycle = walk('reservation', events)
  return {
    ...base,
    orderType: 2,
    paySn: null,
    expireTime: null,
    reserveState: lifecycle.state,
    depositPaySn: 'PG202611201200000010',
    finalPaySn: 'PG202611201200000011',
    finalPaymentDeadline: '2026-11-27T12:00:00.000Z',
    lifecycle: { kind: 'reservation', state: lifecycle.state, context: { ...lifecycle.context } },
    ...overrides,
  } as OrderSummary
}

const kinds = (order: OrderSummary) => orderActionsOf(order).map((action) => action.kind)

const PAID = [{ type: 'payment.paid' }] as const
const SHIPPED = [...PAID, { type: 'batch.shipped', units: 10 }] as const
const RECEIVED = [...SHIPPED, { type: 'receipt.confirmed' }] as const
const QUOTED = [
  { type: 'supplier.approved' },
  { type: 'supplier.quoted', total: 1000, deposit: 300 },
] as const
const DEPOSIT = [...QUOTED, { type: 'deposit.paid', payerMemberId: 1 }] as const
const FINAL = [
  ...DEPOSIT,
  { type: 'goods.prepared' },
  { type: 'finalPayment.paid', payerMemberId: 1 },
] as const
const PICKUP = [
  ...FINAL,
  { type: 'batch.shipped', units: 10 },
  { type: 'pickup.ready', pickupCode: '123456' },
] as const

describe('orderActionsOf (regular orders)', () => {
  it.each([
    ['pendingPayment', regular([]), ['pay', 'cancel']],
    [
      'pendingPayment, transfer waiting for the store',
      regular([], { payState: 'pendingConfirmation' }),
      ['cancel'],
    ],
    ['pendingShipment', regular([...PAID]), ['refund']],
    ['partiallyShipped', regular([...PAID, { type: 'batch.shipped', units: 4 }]), ['refund', 'logistics']],
    [
      'pendingPickup',
      regular([...PAID, { type: 'batch.shipped', units: 10, pickupCode: '654321' }]),
      ['refund', 'logistics'],
    ],
    ['pendingReceipt', regular([...SHIPPED]), ['confirmReceipt', 'refund', 'logistics']],
    ['pendingReview', regular([...RECEIVED]), ['evaluate', 'refund', 'logistics', 'buyAgain']],
    [
      'completed',
      regular([...RECEIVED, { type: 'order.evaluated' }], { evaluated: true }),
      ['refund', 'logistics', 'buyAgain'],
    ],
    [
      'afterSales',
      regular([...RECEIVED, { type: 'refund.opened' }], { openRefundSn: 'AS202611201300000001' }),
      ['viewRefund', 'logistics'],
    ],
    [
      'cancelled',
      regular([{ type: 'buyer.cancelled', reason: 'x' }], { payState: 'cancelled' }),
      ['buyAgain'],
    ],
    ['rejected', regular([...PAID, { type: 'supplier.rejected', reason: 'x' }]), ['buyAgain']],
  ] as const)('%s offers %j', (_, order, expected) => {
    expect(kinds(order)).toEqual(expected)
  })

  it('links each action to its screen', () => {
    const byKind = (order: OrderSummary) =>
      Object.fromEntries(
        orderActionsOf(order).map((action) => [action.kind, 'href' in action ? action.href : null]),
      )
    expect(byKind(regular([]))).toEqual({
      pay: '/buy/pay?paySn=PG202611201200000001&payFrom=2',
      cancel: null,
    })
    expect(byKind(regular([...RECEIVED]))).toEqual({
      evaluate: '/member/order/evaluate?orderSn=P202611201200000001',
      refund: '/member/order/refund/apply?orderSn=P202611201200000001',
      logistics: '/member/order/logistics?orderSn=P202611201200000001',
      buyAgain: null,
    })
    expect(byKind(regular([...RECEIVED, { type: 'refund.opened' }], { openRefundSn: 'AS1' }))).toMatchObject({
      viewRefund: '/member/order/refund/detail?afsSn=AS1',
    })
  })

  it('offers no refund once nothing paid is left to refund (order detail)', () => {
    const order = { ...regular([...PAID]), batches: [], refundableAmount: 0 } as unknown as OrderDetail
    expect(kinds(order)).toEqual([])
  })

  it('offers nothing for a state its machine does not know', () => {
    expect(kinds({ ...base, lifecycle: { kind: 'regular', state: 'teleported', context: {} } })).toEqual([])
  })
})

describe('orderActionsOf (reservation orders)', () => {
  it.each([
    ['waitingReview', reservation([], { depositPaySn: null, finalPaySn: null }), ['cancel']],
    ['waitingQuote', reservation([{ type: 'supplier.approved' }], { depositPaySn: null }), ['cancel']],
    ['waitingDeposit', reservation([...QUOTED], { finalPaySn: null }), ['payDeposit', 'cancel']],
    ['preparing (no cancel after the deposit)', reservation([...DEPOSIT], { finalPaySn: null }), []],
    ['waitingFinalPayment', reservation([...DEPOSIT, { type: 'goods.prepared' }]), ['payFinal']],
    ['waitingShipment', reservation([...FINAL]), []],
    ['shipping', reservation([...FINAL, { type: 'batch.shipped', units: 5 }]), ['logistics']],
    ['waitingPickup', reservation([...PICKUP]), ['logistics']],
    [
      'waitingReceipt',
      reservation([...PICKUP, { type: 'goods.pickedUp', pickupCode: '123456' }]),
      ['confirmReceipt', 'logistics'],
    ],
    [
      'finished',
      reservation([
        ...PICKUP,
        { type: 'goods.pickedUp', pickupCode: '123456' },
        { type: 'receipt.confirmed' },
      ]),
      ['evaluate', 'logistics', 'buyAgain'],
    ],
    [
      'finished and evaluated',
      reservation(
        [...PICKUP, { type: 'goods.pickedUp', pickupCode: '123456' }, { type: 'receipt.confirmed' }],
        { evaluated: true },
      ),
      ['logistics', 'buyAgain'],
    ],
    [
      'closedOverdue',
      reservation([...DEPOSIT, { type: 'goods.prepared' }, { type: 'finalPayment.overdue' }]),
      ['buyAgain'],
    ],
    ['rejected', reservation([{ type: 'supplier.rejected', reason: 'x' }]), ['buyAgain']],
    ['cancelled', reservation([{ type: 'buyer.cancelled', reason: 'x' }]), ['buyAgain']],
  ] as const)('%s offers %j', (_, order, expected) => {
    expect(kinds(order)).toEqual(expected)
  })

  it('pays the deposit and the final payment through the payment screen, from the order list', () => {
    const deposit = orderActionsOf(reservation([...QUOTED]))[0]
    expect(deposit).toEqual({ kind: 'payDeposit', href: '/buy/pay?paySn=PG202611201200000010&payFrom=2' })
    const final = orderActionsOf(reservation([...DEPOSIT, { type: 'goods.prepared' }]))[0]
    expect(final).toEqual({ kind: 'payFinal', href: '/buy/pay?paySn=PG202611201200000011&payFrom=2' })
  })

  it('hides "Pagar depósito" on the detail while the deposit transfer waits for the store', () => {
    const order = {
      ...reservation([...QUOTED]),
      batches: [],
      refundableAmount: 0,
      depositPayState: 'pendingConfirmation',
    } as unknown as OrderDetail
    expect(kinds(order)).toEqual(['cancel'])
  })
})

describe('orderDeadlinesOf, owedPaySn, isWaitingPickup', () => {
  it('counts down the payment window, the final payment and the automatic receipt confirmation', () => {
    expect(orderDeadlinesOf(regular([]))).toEqual({
      payment: '2026-11-21T12:00:00.000Z',
      finalPayment: null,
      receipt: null,
    })
    expect(orderDeadlinesOf(regular([...SHIPPED], { receiptDeadline: '2026-11-27T12:00:00.000Z' }))).toEqual({
      payment: null,
      finalPayment: null,
      receipt: '2026-11-27T12:00:00.000Z',
    })
    expect(orderDeadlinesOf(reservation([...DEPOSIT, { type: 'goods.prepared' }]))).toEqual({
      payment: null,
      finalPayment: '2026-11-27T12:00:00.000Z',
      receipt: null,
    })
    // once confirmed, the receipt deadline is over even if the server still sent it
    expect(
      orderDeadlinesOf(regular([...RECEIVED], { receiptDeadline: '2026-11-27T12:00:00.000Z' })).receipt,
    ).toBeNull()
  })

  it('names the payment the buyer owes now', () => {
    expect(owedPaySn(regular([]))).toBe('PG202611201200000001')
    expect(owedPaySn(regular([...PAID]))).toBeNull()
    expect(owedPaySn(reservation([...QUOTED]))).toBe('PG202611201200000010')
    expect(owedPaySn(reservation([...DEPOSIT, { type: 'goods.prepared' }]))).toBe('PG202611201200000011')
  })

  it('knows an order waits for pickup by its machine state', () => {
    expect(isWaitingPickup(reservation([...PICKUP]))).toBe(true)
    expect(
      isWaitingPickup(regular([...PAID, { type: 'batch.shipped', units: 10, pickupCode: '654321' }])),
    ).toBe(true)
    expect(isWaitingPickup(regular([...SHIPPED]))).toBe(false)
  })
})

describe('order timeline labels', () => {
  it('has a label for every state of the regular and reservation machines', () => {
    for (const kind of ['regular', 'reservation'] as const) {
      const missing = stateNames(kind).filter((state) => stepMessageOf(kind, state) === null)
      expect(missing, kind).toEqual([])
    }
    expect(stepMessageOf('regular', 'pendingReview')).toBe(orderStateMessages.state40)
    expect(stepMessageOf('regular', 'toString')).toBeNull()
  })

  it('draws the progress from the machine: done, current, upcoming; a detour shows the path reached', () => {
    const progress = orderProgress({
      ...regular([...SHIPPED]),
      log: [
        { time: '2026-11-20T12:00:00.000Z', state: 'pendingPayment', note: '' },
        { time: '2026-11-20T13:00:00.000Z', state: 'pendingShipment', note: 'balance' },
        { time: '2026-11-21T13:00:00.000Z', state: 'pendingReceipt', note: '' },
      ],
    })
    expect(progress.map((step) => [step.state, step.status])).toEqual([
      ['pendingPayment', 'done'],
      ['pendingShipment', 'done'],
      ['partiallyShipped', 'done'],
      ['pendingPickup', 'done'],
      ['pendingReceipt', 'current'],
      ['pendingReview', 'upcoming'],
      ['completed', 'upcoming'],
    ])
    const overdue = orderProgress({
      ...reservation([...DEPOSIT, { type: 'goods.prepared' }, { type: 'finalPayment.overdue' }]),
      log: [
        'waitingReview',
        'waitingQuote',
        'waitingDeposit',
        'preparing',
        'waitingFinalPayment',
        'closedOverdue',
      ].map((state) => ({ time: '2026-11-20T12:00:00.000Z', state, note: '' })),
    })
    expect(overdue.map((step) => step.state)).toEqual([
      'waitingReview',
      'waitingQuote',
      'waitingDeposit',
      'preparing',
      'waitingFinalPayment',
      'closedOverdue',
    ])
    expect(overdue.at(-1)).toMatchObject({ status: 'current' })
  })

  it('turns a payment method noted in the log into its label, and keeps who did it', () => {
    const [created, paid] = orderHistory({
      ...regular([...PAID]),
      log: [
        {
          time: '2026-11-20T12:00:00.000Z',
          state: 'pendingPayment',
          note: 'Pedido enviado; pendiente de pago.',
        },
        { time: '2026-11-20T13:00:00.000Z', state: 'pendingShipment', note: 'transfer', actor: 'buyer' },
      ],
    })
    expect(created).toMatchObject({
      actor: null,
      note: 'Pedido enviado; pendiente de pago.',
      payMethod: null,
    })
    expect(paid).toMatchObject({
      actor: 'buyer',
      note: '',
      payMethod: { defaultMessage: 'Transferencia bancaria' },
    })
  })

  it('names the "nothing added" failure of the machine in this feature’s dictionary', () => {
    expect(orderActionMessages.nothingAdded.id).toBe(NOTHING_ADDED_ID)
  })
})
