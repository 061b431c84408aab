// Seed of orders in every status (issue 6; decision 007): comprador@example.com gets one regular order in each
// state of the regular-order machine and one reservation order in each state of the reservation-order machine,
// plus two refunds — one with return waiting for the buyer's return logistics (its order in Reembolso/Posventa)
// and one refused that the buyer may reapply ("Volver a solicitar") on another order.
//
// Every order is REPLAYED, not written in its final shape: created as a checkout creates it (one order per
// store, ladder prices, stock taken, a 24 h payment for regular goods), then moved by the functions the
// handlers use — markPaymentPaid, the supplier actions, cancelOrderByBuyer, the refund records, sweepExpired
// for the clock's deadlines — so every seeded state is one its machine reaches, with the log, batches, payments
// and deadlines that go with it. A story that does not end in the state it names stops the seed (a test
// replays it).
//
// Deterministic: the replay runs on a frozen mock clock (clock.now is pinned for the replay and moved step by
// step), anchored on the current mock hour, so live windows stay live (the pending payment has ~22 h left, the
// final payment 6 days) and two seeds within an hour are identical. Numbers are the seed's own (order, payment,
// after-sales; deposit and final payments derive theirs from the order number; trade numbers are renumbered),
// never Math.random or Date.now.
//
// Fast: the seed runs before every Vitest test. The replay (~150 ms of @msw/data updates) runs once per anchor
// hour and process; later seeds insert its result again (the same records, cloned) in a few milliseconds.
import type { ReservationContext } from '../../machines/order-lifecycle/reservation-order.machine'
import { initial, initialStateOf, states, type StateName } from '../../machines/order-lifecycle/lifecycle'
import { clock } from '../clock'
import {
  db,
  type AddressRecord,
  type GoodsRecord,
  type LedgerEntryRecord,
  type MemberMessageRecord,
  type MemberRecord,
  type OrderRecord,
  type PaymentRecord,
  type ProductRecord,
  type RefundRecord,
  type StoreRecord,
} from '../db'
import { REASONS } from '../lib/reasons'
import { newOrderLifecycle, sendOrderEvent } from '../lib/order-lifecycle'
import { cancelOrderByBuyer, markPaymentPaid, sweepExpired } from '../lib/order-records'
import { newPaymentRecord } from '../lib/payment-record'
import { accountOf, paymentOf } from '../lib/order-view'
import { FREE_SHIPPING_ABOVE, freightOf, regionOfAddress } from '../lib/freight'
import { round2, unitPrice } from '../lib/pricing'
import { setting } from '../lib/settings'
import { confirmRefund, refuseRefund } from '../lib/refund-records'
import {
  advanceLogistics,
  approve,
  pickedUp,
  pickupReady,
  prepare,
  quote,
  reject,
  rejectOrder,
  shipBatch,
  type ActionResult,
} from '../lib/supplier-actions'
import type { SeedData } from '../seed'
import { breathe } from '../lib/time-slice'
import { insertMany } from '../lib/bulk-insert'
import { sellableGoods, skusByGoods } from './orders'

const HOUR = 3_600_000

export const HISTORY_BUYER_EMAIL = 'comprador@example.com'
/** The friend who paid the deposit of one reservation order for the history buyer (a third-party payment). */
export const THIRD_PARTY_PAYER_EMAIL = 'personal@example.com'

/** A goods the seed orders: on sale, open store, a SKU with stock for several minimum orders. */
interface Item {
  goods: GoodsRecord
  product: ProductRecord
  store: StoreRecord
}

/** Reserved goods (SPEC.md §5) a reservation order can take, like sellableGoods for in-stock goods. */
export function reservableGoods(data: SeedData): Item[] {
  const stores = new Map(data.stores.map((store) => [store.storeId, store]))
  const skus = skusByGoods(data.products)
  const result: Item[] = []
  for (const goods of [...data.goods].sort((a, b) => a.goodsId - b.goodsId)) {
    const store = stores.get(goods.storeId)
    if (!store?.isOpen || goods.state !== 1 || goods.stockType !== 'reserved' || goods.purchaseLimit > 0)
      continue
    const product = (skus.get(goods.goodsId) ?? [])
      .filter((row) => row.stock >= goods.minBuyNum * 5)
      .sort((a, b) => b.stock - a.stock || a.productId - b.productId)[0]
    if (product) result.push({ goods, product, store })
  }
  return result
}

/**
 * The goods of the seeded orders: past the first goods of each list (the seeded cart, the coupons and the
 * checkout tests use those), spread over the catalogue, never a product of a seeded cart.
 */
function usableItems(list: Item[], data: SeedData, skip: number): Item[] {
  const inCarts = new Set([...data.cartLines, ...data.sampleCartLines].map((line) => line.productId))
  return list.slice(skip).filter((item) => !inCarts.has(item.product.productId))
}

const spread = (list: Item[], count: number, stride: number): Item[] =>
  Array.from({ length: count }, (_, i) => list[(i * stride) % list.length]!)

// ---------------------------------------------------------------------------------------------------------------
// The frozen clock of the replay
// ---------------------------------------------------------------------------------------------------------------

let frozenAt = 0

/** The current mock hour: every seeded time is relative to it. */
const anchorNow = () => Math.floor(clock.now() / HOUR) * HOUR

async function withFrozenClock(anchor: number, run: () => Promise<void>): Promise<void> {
  const realNow = clock.now
  frozenAt = anchor
  clock.now = () => frozenAt
  try {
    await run()
  } finally {
    clock.now = realNow
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Orders as a checkout creates them
// ---------------------------------------------------------------------------------------------------------------

const stampOf = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14)
let sequence = 0
/** The seed's own numbers: the format of order-records.ts (prefix + time + 4 digits), unique by the sequence. */
const seedNumber = (prefix: string) => `${prefix}${stampOf(clock.now())}${String(sequence).padStart(4, '0')}`

function lastOrderProductId(): number {
  let max = 0
  for (const order of db.orders.all())
    for (const line of order.lines) max = Math.max(max, line.orderProductId)
  return max
}

const addressSnapshot = ({ memberId: _m, createdAt: _c, ...rest }: AddressRecord) => rest

interface PlaceOptions {
  lines: { item: Item; buyNum: number }[]
  address: AddressRecord | null
  invoiceId: number | null
  purchaseOrderNumber: string
}

/** One order (one store) as orderOperate/submit creates it; regular goods get their 24 h payment. */
async function placeOrder(
  member: MemberRecord,
  orderType: 1 | 2,
  options: PlaceOptions,
): Promise<OrderRecord> {
  sequence += 1
  const now = clock.now()
  const orderSn = seedNumber('P')
  const paySn = orderType === 1 ? seedNumber('PG') : null
  let orderProductId = lastOrderProductId()
  const lines = options.lines.map(({ item, buyNum }) => ({
    orderProductId: (orderProductId += 1),
    productId: item.product.productId,
    goodsId: item.goods.goodsId,
    goodsName: item.goods.goodsName,
    specValues: item.product.specValues,
    productCode: item.product.productCode,
    saleUnit: item.goods.saleUnit,
    price: unitPrice(item.product, item.goods, buyNum),
    buyNum,
    imageSeed: item.goods.imageSeed,
    categoryId: item.goods.categoryId,
  }))
  const goodsAmount = round2(lines.reduce((sum, line) => sum + line.price * line.buyNum, 0))
  // the freight as checkout charges it (issue 16 item 3): part of what the buyer pays
  const freight = freightOf({
    lines: options.lines.map(({ item, buyNum }) => ({ weightKg: item.goods.weightKg, buyNum })),
    goodsAmount,
    stockType: orderType === 2 ? 'reserved' : 'inStock',
    region: regionOfAddress(options.address),
    freeAbove: setting('freight_free_above', FREE_SHIPPING_ABOVE),
  })
  const totalMoney = round2(goodsAmount + freight.expressFee)
  const invoice = options.invoiceId
    ? db.invoices.findFirst((q) => q.where({ invoiceId: options.invoiceId! }))
    : undefined
  await db.orders.create({
    orderSn,
    paySn,
    memberId: member.memberId,
    storeId: options.lines[0]!.item.store.storeId,
    orderType,
    lines,
    goodsAmount,
    couponAmount: 0,
    integral: 0,
    integralCashAmount: 0,
    expressFee: freight.expressFee,
    expressState: freight.expressState,
    totalMoney,
    depositAmount: null,
    finalAmount: null,
    couponReceiptId: null,
    purchaseOrderNumber: options.purchaseOrderNumber,
    remark: '',
    address: options.address ? addressSnapshot(options.address) : null,
    invoice: invoice ? (({ memberId: _m, ...rest }) => rest)(invoice) : null,
    createdAt: now,
    payTime: null,
    cancelReason: null,
    log: [
      orderType === 2
        ? {
            at: now,
            state: initialStateOf('reservation'),
            note: 'Pedido de reserva enviado; pendiente de revisión del proveedor.',
            actor: 'buyer',
          }
        : {
            at: now,
            state: initialStateOf('regular'),
            note: 'Pedido enviado; pendiente de pago.',
            actor: 'buyer',
          },
    ],
    ...newOrderLifecycle(orderType, lines),
    buyerDeleted: false,
  })
  if (paySn) {
    await db.payments.create(
      newPaymentRecord({
        paySn,
        memberId: member.memberId,
        orderSns: [orderSn],
        needPay: totalMoney,
        createdAt: now,
      }),
    )
  }
  for (const { item, buyNum } of options.lines) {
    await db.products.update((q) => q.where({ productId: item.product.productId }), {
      data: (product) => void (product.stock -= buyNum),
    })
  }
  return orderNow(orderSn)
}

const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!
const refundNow = (afsSn: string) => db.refunds.findFirst((q) => q.where({ afsSn }))!

function paymentNow(paySn: string | null): PaymentRecord {
  const payment = paySn ? db.payments.findFirst((q) => q.where({ paySn })) : undefined
  if (!payment) throw new Error(`seed: no payment ${paySn}`)
  return payment
}

async function done(result: Promise<ActionResult>): Promise<void> {
  const outcome = await result
  if (!outcome.ok) throw new Error(`seed: ${outcome.message}`)
}

/**
 * The buyer asks for a refund, as after/sale/apply/submit does once its rules passed: the order's machine
 * opens after-sales (refund.opened), the refund starts in its machine's initial state.
 */
async function openRefund(
  order: OrderRecord,
  type: RefundRecord['type'],
  fields: { amount: number; reasonId: number; description: string },
): Promise<RefundRecord> {
  const reason = [...REASONS[105], ...REASONS[106], ...REASONS[107]].find(
    (row) => row.reasonId === fields.reasonId,
  )!
  const afsSn = seedNumber('AS')
  const note = type === 'return' ? 'Reembolso con devolución solicitado.' : 'Reembolso solicitado.'
  const opened = await sendOrderEvent(
    order,
    { type: 'refund.opened' },
    { actor: 'buyer', note: `${note} ${afsSn}` },
  )
  if (!opened) throw new Error(`seed: order ${order.orderSn} takes no refund`)
  const now = clock.now()
  const lifecycle = initial('refund', { type })
  const refundAccount = accountOf(paymentOf(order))!.key
  await db.refunds.create({
    afsSn,
    orderSn: order.orderSn,
    memberId: order.memberId,
    storeId: order.storeId,
    type,
    lifecycle,
    amount: fields.amount,
    reasonId: reason.reasonId,
    reason: reason.content,
    description: fields.description,
    images: [],
    refundAccount,
    refuseReason: null,
    returnLogistics: null,
    history: [
      {
        at: now,
        state: lifecycle.state,
        actor: 'buyer',
        note,
        amount: fields.amount,
        reason: reason.content,
        description: fields.description,
        images: [],
      },
    ],
    createdAt: now,
    refundedAt: null,
  })
  return refundNow(afsSn)
}

// ---------------------------------------------------------------------------------------------------------------
// The stories
// ---------------------------------------------------------------------------------------------------------------

type Step = [hoursAgo: number, step: (order: OrderRecord) => Promise<unknown>]

/** What one seeded order goes through; `expect` is the state its machine must end in. */
interface Story {
  expect: StateName<'regular'> | StateName<'reservation'>
  orderType: 1 | 2
  /** hours before the anchor when the order is placed */
  placedHoursAgo: number
  steps: Step[]
  /** a second goods of the same store */
  twoLines?: boolean
  invoice?: boolean
}

function storiesFor(member: MemberRecord): { regular: Story[]; reservation: Story[] } {
  const pay =
    (which: 'paySn' | 'depositPaySn' | 'finalPaySn', method: string, payerEmail?: string) =>
    (order: OrderRecord) => {
      const payer = payerEmail ? db.members.findFirst((q) => q.where({ email: payerEmail })) : member
      if (!payer) throw new Error(`seed: no member ${payerEmail}`)
      return markPaymentPaid(paymentNow(order[which]), method, payer.memberId)
    }
  const unitsOf = (order: OrderRecord) => order.lines.reduce((sum, line) => sum + line.buyNum, 0)
  const shipped = (order: OrderRecord) => order.batches.reduce((sum, batch) => sum + batch.units, 0)
  const shipHalf = (order: OrderRecord) =>
    done(shipBatch(order, { units: Math.max(1, Math.floor(unitsOf(order) / 2)) }))
  const shipRest = (toPickup: boolean) => (order: OrderRecord) =>
    done(shipBatch(order, { units: unitsOf(order) - shipped(order), toPickup }))
  /** `steps` logistics steps of a batch, 6 hours apart (a story's next step always comes later). */
  const logistics = (batchNo: number, steps: number) => async (order: OrderRecord) => {
    for (let i = 0; i < steps; i++) {
      if (i > 0) frozenAt += 6 * HOUR
      await done(advanceLogistics(orderNow(order.orderSn), batchNo))
    }
  }
  const confirmReceipt = (order: OrderRecord) =>
    sendOrderEvent(
      order,
      { type: 'receipt.confirmed' },
      { actor: 'buyer', note: 'Recepción confirmada por el comprador.' },
    )
  /** the mock clock reached the step's time: the payment window or the receipt countdown ended */
  const clockPassed = () => sweepExpired(clock.now())
  const evaluate = (order: OrderRecord) =>
    sendOrderEvent(
      order,
      { type: 'order.evaluated' },
      {
        actor: 'buyer',
        note: 'Pedido valorado.',
        patch(o) {
          o.evaluation = {
            score: 5,
            content:
              'Mercancía en perfecto estado y bien embalada. El proveedor cumplió el plazo y respondió rápido a todas las consultas.',
            images: [],
            at: clock.now(),
          }
        },
      },
    )
  const quoteWithFreight = (order: OrderRecord) =>
    done(
      quote(
        order,
        round2(order.goodsAmount * 1.06),
        'Incluye flete marítimo China–Cuba y seguro hasta el puerto del Mariel.',
      ),
    )
  const pickUp = (order: OrderRecord) =>
    done(pickedUp(order, (order.lifecycle.context as unknown as ReservationContext).pickupCode ?? ''))
  const refundOf = (order: OrderRecord) => db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))!

  const regular: Story[] = [
    {
      expect: states.regular.pendingPayment,
      orderType: 1,
      placedHoursAgo: 2,
      steps: [],
      twoLines: true,
      invoice: true,
    },
    {
      expect: states.regular.pendingShipment,
      orderType: 1,
      placedHoursAgo: 72,
      steps: [[71, pay('paySn', 'card')]],
    },
    {
      expect: states.regular.partiallyShipped,
      orderType: 1,
      placedHoursAgo: 240,
      twoLines: true,
      steps: [
        [239, pay('paySn', 'tropipay')],
        [192, shipHalf],
        [120, logistics(1, 3)],
      ],
    },
    {
      expect: states.regular.pendingPickup,
      orderType: 1,
      placedHoursAgo: 288,
      steps: [
        [287, pay('paySn', 'card')],
        [216, shipRest(true)],
        [48, logistics(1, 4)],
      ],
    },
    {
      expect: states.regular.pendingReceipt,
      orderType: 1,
      placedHoursAgo: 216,
      invoice: true,
      steps: [
        [215, pay('paySn', 'tropipay')],
        [72, shipRest(false)],
        [48, logistics(1, 4)],
      ],
    },
    {
      expect: states.regular.pendingReview,
      orderType: 1,
      placedHoursAgo: 480,
      steps: [
        [479, pay('paySn', 'card')],
        [408, shipRest(false)],
        [320, logistics(1, 4)],
        [260, confirmReceipt],
      ],
    },
    {
      expect: states.regular.completed,
      orderType: 1,
      placedHoursAgo: 720,
      twoLines: true,
      invoice: true,
      steps: [
        [719, pay('paySn', 'card')],
        [648, shipHalf],
        [600, shipRest(false)],
        [560, logistics(1, 4)],
        [540, logistics(2, 4)],
        // nobody confirmed receipt: the 7-day countdown did
        [432, clockPassed],
        [420, evaluate],
      ],
    },
    {
      expect: states.regular.cancelled,
      orderType: 1,
      placedHoursAgo: 120,
      steps: [[118, (order) => cancelOrderByBuyer(order, REASONS[104][2]!.content)]],
    },
    {
      expect: states.regular.rejected,
      orderType: 1,
      placedHoursAgo: 144,
      steps: [
        [143, pay('paySn', 'card')],
        [
          120,
          (order) =>
            done(rejectOrder(order, 'Sin existencias del modelo pedido hasta el próximo lote de fábrica.')),
        ],
      ],
    },
    {
      // a refund with return the supplier accepted: it waits for the buyer's return logistics
      expect: states.regular.afterSales,
      orderType: 1,
      placedHoursAgo: 400,
      steps: [
        [399, pay('paySn', 'card')],
        [300, shipRest(false)],
        [250, logistics(1, 4)],
        [200, confirmReceipt],
        [
          72,
          (order) =>
            openRefund(order, 'return', {
              amount: round2(order.lines[0]!.price * Math.ceil(order.lines[0]!.buyNum / 4)),
              reasonId: REASONS[107][0]!.reasonId,
              description: 'Varias unidades llegaron con golpes en el embalaje y la mercancía dañada.',
            }),
        ],
        [48, (order) => confirmRefund(refundOf(order))],
      ],
    },
    {
      // a refund the supplier refused: the order went back to pending review, the buyer may reapply
      expect: states.regular.pendingReview,
      orderType: 1,
      placedHoursAgo: 350,
      steps: [
        [349, pay('paySn', 'card')],
        [280, shipRest(false)],
        [250, logistics(1, 4)],
        [150, confirmReceipt],
        [
          60,
          (order) =>
            openRefund(order, 'refund', {
              amount: round2(order.lines[0]!.price * order.lines[0]!.buyNum * 0.1),
              reasonId: REASONS[106][0]!.reasonId,
              description: 'Faltan unidades respecto al albarán de entrega.',
            }),
        ],
        [
          30,
          (order) =>
            refuseRefund(
              refundOf(order),
              'El conteo en el almacén de destino coincide con el albarán firmado.',
            ),
        ],
      ],
    },
  ]

  const approved = (order: OrderRecord) => done(approve(order))
  const prepared = (order: OrderRecord) => done(prepare(order))
  const depositPaid = (hoursAgo: number): Step[] => [
    [hoursAgo, approved],
    [hoursAgo - 12, quoteWithFreight],
    [hoursAgo - 20, pay('depositPaySn', 'card')],
  ]
  const finalPaid = (hoursAgo: number): Step[] => [
    ...depositPaid(hoursAgo),
    [hoursAgo - 120, prepared],
    [hoursAgo - 140, pay('finalPaySn', 'card')],
  ]
  const reservation: Story[] = [
    { expect: states.reservation.waitingReview, orderType: 2, placedHoursAgo: 20, steps: [] },
    { expect: states.reservation.waitingQuote, orderType: 2, placedHoursAgo: 72, steps: [[48, approved]] },
    {
      expect: states.reservation.waitingDeposit,
      orderType: 2,
      placedHoursAgo: 96,
      invoice: true,
      steps: [
        [72, approved],
        [5, quoteWithFreight],
      ],
    },
    { expect: states.reservation.preparing, orderType: 2, placedHoursAgo: 240, steps: depositPaid(230) },
    {
      expect: states.reservation.waitingFinalPayment,
      orderType: 2,
      placedHoursAgo: 480,
      steps: [...depositPaid(470), [24, prepared]],
    },
    {
      // a friend paid the deposit (third-party payment): only that account may pay the final payment (§5)
      expect: states.reservation.waitingFinalPayment,
      orderType: 2,
      placedHoursAgo: 520,
      steps: [
        [510, approved],
        [498, quoteWithFreight],
        [490, pay('depositPaySn', 'card', THIRD_PARTY_PAYER_EMAIL)],
        [30, prepared],
      ],
    },
    { expect: states.reservation.waitingShipment, orderType: 2, placedHoursAgo: 400, steps: finalPaid(390) },
    {
      expect: states.reservation.shipping,
      orderType: 2,
      placedHoursAgo: 500,
      steps: [...finalPaid(490), [300, shipHalf], [200, logistics(1, 3)]],
    },
    {
      expect: states.reservation.waitingPickup,
      orderType: 2,
      placedHoursAgo: 600,
      steps: [
        ...finalPaid(590),
        [400, shipHalf],
        [380, shipRest(false)],
        [200, logistics(1, 4)],
        [190, logistics(2, 4)],
        [30, (order) => done(pickupReady(order))],
      ],
    },
    {
      expect: states.reservation.waitingReceipt,
      orderType: 2,
      placedHoursAgo: 700,
      steps: [
        ...finalPaid(690),
        [500, shipRest(false)],
        [300, logistics(1, 4)],
        [60, (order) => done(pickupReady(order))],
        [48, pickUp],
      ],
    },
    {
      expect: states.reservation.finished,
      orderType: 2,
      placedHoursAgo: 1000,
      steps: [
        ...finalPaid(990),
        [800, shipRest(false)],
        [600, logistics(1, 4)],
        [500, (order) => done(pickupReady(order))],
        [480, pickUp],
        [470, confirmReceipt],
      ],
    },
    {
      expect: states.reservation.rejected,
      orderType: 2,
      placedHoursAgo: 200,
      steps: [
        [
          180,
          (order) => done(reject(order, 'La fábrica no puede producir esta cantidad en el plazo pedido.')),
        ],
      ],
    },
    {
      // the deposit was never paid: its 24 h window passed
      expect: states.reservation.cancelled,
      orderType: 2,
      placedHoursAgo: 300,
      steps: [
        [290, approved],
        [280, quoteWithFreight],
        [256, clockPassed],
      ],
    },
    {
      // the final payment's 7 days passed: the order closed and the deposit is forfeited
      expect: states.reservation.closedOverdue,
      orderType: 2,
      placedHoursAgo: 900,
      steps: [...depositPaid(890), [700, prepared], [532, clockPassed]],
    },
  ]
  return { regular, reservation }
}

async function replay(data: SeedData, member: MemberRecord, anchor: number): Promise<void> {
  sequence = 0
  const addresses = db.addresses.findMany((q) => q.where({ memberId: member.memberId }))
  const home = addresses.find((row) => row.isDefault) ?? null
  const port = addresses.find((row) => row.city === 'Mariel') ?? home
  const { regular, reservation } = storiesFor(member)
  const inStock = usableItems(sellableGoods(data), data, 10)
  const reserved = usableItems(reservableGoods(data), data, 30)
  const regularItems = spread(inStock.slice(30), regular.length, 11)
  const reservationItems = spread(reserved, reservation.length, 7)
  const secondOf = (item: Item) =>
    inStock.find(
      (other) => other.store.storeId === item.store.storeId && other.goods.goodsId !== item.goods.goodsId,
    )
  const stories = [
    ...regular.map((story, i) => ({ story, item: regularItems[i]! })),
    ...reservation.map((story, i) => ({ story, item: reservationItems[i]! })),
  ]
  await withFrozenClock(anchor, async () => {
    for (const { story, item } of stories) {
      frozenAt = anchor - story.placedHoursAgo * HOUR
      const lines = [{ item, buyNum: item.goods.minBuyNum * 2 }]
      const second = story.twoLines ? secondOf(item) : undefined
      if (second) lines.push({ item: second, buyNum: second.goods.minBuyNum })
      const order = await placeOrder(member, story.orderType, {
        lines,
        address: story.orderType === 2 ? port : home,
        invoiceId: story.invoice ? 1 : null,
        purchaseOrderNumber: story.orderType === 1 ? `OC-2026-${String(sequence + 1).padStart(3, '0')}` : '',
      })
      for (const [hoursAgo, step] of story.steps) {
        frozenAt = anchor - hoursAgo * HOUR
        await step(orderNow(order.orderSn))
        await breathe()
      }
      const state = orderNow(order.orderSn).lifecycle.state
      if (state !== story.expect)
        throw new Error(`seed: order ${order.orderSn} ended in ${state}, not ${story.expect}`)
    }
  })
  await renumberTrades()
}

/**
 * Trade numbers come from order-records' running serial, which goes on across seeds: the seed gives its
 * payments numbers of its own (same format, in the order they were paid) so that two seeds are identical.
 */
async function renumberTrades(): Promise<void> {
  const paid = db.payments
    .all()
    .filter((payment) => payment.tradeSn !== null && payment.paidAt !== null)
    .sort((a, b) => a.paidAt! - b.paidAt! || a.paySn.localeCompare(b.paySn))
  let serial = 0
  for (const payment of paid) {
    serial += 1
    const tradeSn = `TR${stampOf(payment.paidAt!)}${String(serial).padStart(4, '0')}`
    await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
      data: (p) => void (p.tradeSn = tradeSn),
    })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Once per anchor hour: the replay's result, inserted again by later seeds
// ---------------------------------------------------------------------------------------------------------------

interface Replayed {
  anchor: number
  orders: OrderRecord[]
  payments: PaymentRecord[]
  refunds: RefundRecord[]
  /** the notices the replayed events wrote (mocks/lib/notices.ts, issue 11 item 6) */
  messages: MemberMessageRecord[]
  /** the stock of every product the replay changed */
  stock: [productId: number, stock: number][]
  /**
   * the ledger entries the replay posted (seeded payments are by card or e-payment, so no money moves): the
   * points received orders earn and the forfeited deposit's record entry (mocks/lib/order-lifecycle.ts)
   */
  ledger: LedgerEntryRecord[]
}

let replayed: Replayed | null = null

/** Tests only: the next seed replays the stories again instead of inserting the last replay's result. */
export function forgetReplayedHistory(): void {
  replayed = null
}

const plain = <T>(rows: readonly T[]): T[] => JSON.parse(JSON.stringify(rows)) as T[]

/** Inserts comprador's order history (after the members, goods, addresses and invoices). */
export async function seedOrderHistory(data: SeedData): Promise<void> {
  const member = db.members.findFirst((q) => q.where({ email: HISTORY_BUYER_EMAIL }))
  if (!member) return
  const anchor = anchorNow()
  if (replayed?.anchor === anchor) {
    await insertMany(db.orders, replayed.orders)
    await insertMany(db.payments, replayed.payments)
    await insertMany(db.refunds, replayed.refunds)
    await insertMany(db.memberMessages, replayed.messages)
    for (const [productId, stock] of replayed.stock)
      await db.products.update((q) => q.where({ productId }), { data: (p) => void (p.stock = stock) })
    await insertMany(db.ledger, replayed.ledger)
    return
  }
  const entriesBefore = db.ledger.count()
  await replay(data, member, anchor)
  const touched = new Set(db.orders.all().flatMap((order) => order.lines.map((line) => line.productId)))
  replayed = {
    anchor,
    orders: plain(db.orders.all()),
    payments: plain(db.payments.all()),
    refunds: plain(db.refunds.all()),
    messages: plain(db.memberMessages.all()),
    stock: [...touched].map((productId) => [
      productId,
      db.products.findFirst((q) => q.where({ productId }))!.stock,
    ]),
    ledger: plain(db.ledger.all().slice(entriesBefore)),
  }
}
