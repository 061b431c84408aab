// The points mall of the mock (issue 12 item 5; SPEC.md §2 /point/*, /member/myPoint, /member/pointOrder/*;
// §5, §8): what its goods and orders read like, and every change of a points order. A points order changes state
// only through its machine (machines/point-order, advancePointOrder); points move only through the ledger
// (pointsSpent when redeemed, pointsReturned when cancelled) and the cash part through the balance (orderPaid,
// refund), each entry carrying the points order number as documentSn. Points earned by regular orders are
// posted here too (awardOrderPoints, called when an order is received).
import type { components } from '../../src/api/schema'
import {
  advancePointOrder,
  initialPointOrder,
  pointOrderMetaOf,
  type PointOrderEvent,
} from '../../machines/point-order/point-order'
import { clock } from '../clock'
import {
  db,
  type LedgerEntryRecord,
  type MemberRecord,
  type OrderRecord,
  type PointGoodsRecord,
  type PointOrderRecord,
} from '../db'
import { IMAGE_HOST } from './image-url'
import { entriesOf, post, postAll, type PostAll, type Posted } from './ledger'
import { addressOut } from './address-view'
import { round2 } from './pricing'
import { setting } from './settings'

type PointGoodsSummary = components['schemas']['PointGoodsSummary']
type PointGoodsDetail = components['schemas']['PointGoodsDetail']
type PointOrderSummary = components['schemas']['PointOrderSummary']
type PointOrderDetail = components['schemas']['PointOrderDetail']
type PointOrderStateCode = components['schemas']['PointOrderStateCode']
type IntegralLogEntry = components['schemas']['IntegralLogEntry']

/** The exact messages of the contract (openapi/marketplace.yaml, integral/front/integral). */
export const POINT_MESSAGES = {
  goodsGone: 'El producto de puntos no existe o ya no está disponible.',
  orderGone: 'El pedido de puntos no existe.',
  notAllowed: 'Acción no permitida en el estado actual del pedido.',
  priceChanged: 'El precio en puntos del producto cambió. Vuelva atrás y canjee de nuevo.',
  nothingOwed: 'Este pedido ya está pagado.',
}

/** Points are spent in multiples of this (SPEC.md §5; the checkout reads the same setting). */
export const pointsUnit = (): number => setting('points_unit', 100)
/** Points a regular order earns per whole USD paid when it is received. */
export const pointsPerUsdEarned = (): number => setting('points_earned_per_usd', 1)

const iso = (ms: number) => new Date(ms).toISOString()

function pictureOf(record: Pick<PointGoodsRecord, 'motif' | 'goodsName'>, seed: number): string {
  return `${IMAGE_HOST}/goods/${seed}.svg?motif=${record.motif}&label=${encodeURIComponent(record.goodsName.slice(0, 40))}`
}

const categoryName = (categoryId: number) =>
  db.pointCategories.findFirst((q) => q.where({ categoryId }))?.categoryName ?? ''

export const pointGoodsOf = (goodsId: number): PointGoodsRecord | null =>
  db.pointGoods.findFirst((q) => q.where({ goodsId, state: 1 })) ?? null

export function pointGoodsOut(goods: PointGoodsRecord): PointGoodsSummary {
  return {
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    image: pictureOf(goods, goods.imageSeed),
    categoryId: goods.categoryId,
    categoryName: categoryName(goods.categoryId),
    integralPrice: goods.integralPrice,
    cashPrice: goods.cashPrice,
    stock: goods.stock,
    exchangedCount: goods.exchangedCount,
  }
}

export function pointGoodsDetailOut(goods: PointGoodsRecord): PointGoodsDetail {
  return {
    ...pointGoodsOut(goods),
    brief: goods.brief,
    description: goods.description,
    marketPrice: goods.marketPrice,
    images: [0, 1, 2].map((view) => pictureOf(goods, goods.imageSeed + view * 1000)),
    limitPerOrder: goods.limitPerOrder,
    pointsUnit: pointsUnit(),
  }
}

export const maxNumberOf = (goods: PointGoodsRecord) =>
  Math.max(0, Math.min(goods.stock, goods.limitPerOrder))

// ——— orders ———

const codeOf = (state: string) => (pointOrderMetaOf(state)?.orderState ?? 0) as PointOrderStateCode

export function pointOrderOut(order: PointOrderRecord): PointOrderSummary {
  return {
    orderSn: order.orderSn,
    orderState: codeOf(order.lifecycle.state),
    goodsId: order.goodsId,
    goodsName: order.goodsName,
    image: pictureOf(order, order.imageSeed),
    number: order.number,
    integral: order.integral,
    cashAmount: order.cashAmount,
    createTime: iso(order.createdAt),
  }
}

export function pointOrderDetailOut(order: PointOrderRecord): PointOrderDetail {
  return {
    ...pointOrderOut(order),
    address: addressOut(order.address),
    payTime: order.payTime === null ? null : iso(order.payTime),
    cashPaid: order.lifecycle.context.cashPaid,
    log: order.log.map((entry) => ({
      at: iso(entry.at),
      orderState: entry.orderState as PointOrderStateCode,
    })),
  }
}

export const pointOrderOf = (
  member: Pick<MemberRecord, 'memberId'>,
  orderSn: unknown,
): PointOrderRecord | null =>
  typeof orderSn === 'string'
    ? (db.pointOrders.findFirst((q) => q.where({ orderSn, memberId: member.memberId, deleted: false })) ??
      null)
    : null

let serial = 0
/** Points order numbers: `PT` + 14 digits of the mock clock + 4 digits. */
export function newPointOrderSn(): string {
  let candidate: string
  do {
    serial = (serial + 1) % 10_000
    const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
    candidate = `PT${stamp}${String(serial).padStart(4, '0')}`
  } while (db.pointOrders.findFirst((q) => q.where({ orderSn: candidate })))
  return candidate
}

export type RedeemResult = { ok: true; order: PointOrderRecord } | { ok: false; posted: Posted }

/**
 * Creates a points order: the points are spent through the ledger first (refused: nothing is written), then
 * the stock is taken and the order is stored in the state its machine starts in.
 */
export async function redeem(
  member: MemberRecord,
  goods: PointGoodsRecord,
  number: number,
  address: PointOrderRecord['address'],
): Promise<RedeemResult> {
  const orderSn = newPointOrderSn()
  const integral = number * goods.integralPrice
  const cashAmount = round2(number * goods.cashPrice)
  const posted = await post({
    memberId: member.memberId,
    account: 'points',
    amount: -integral,
    kind: 'pointsSpent',
    documentSn: orderSn,
  })
  if (!posted.ok) return { ok: false, posted }
  await db.pointGoods.update((q) => q.where({ goodsId: goods.goodsId }), {
    data(g) {
      g.stock -= number
      g.exchangedCount += number
    },
  })
  const lifecycle = initialPointOrder(cashAmount)
  const now = clock.now()
  const order = await db.pointOrders.create({
    orderSn,
    memberId: member.memberId,
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    motif: goods.motif,
    imageSeed: goods.imageSeed,
    number,
    integral,
    cashAmount,
    orderState: codeOf(lifecycle.state),
    lifecycle,
    address,
    createdAt: now,
    payTime: cashAmount > 0 ? null : now,
    deleted: false,
    log: [{ at: now, orderState: codeOf(lifecycle.state) }],
  })
  return { ok: true, order }
}

/** Sends an event to the order's machine; null (nothing changed) when its state refuses it. */
export async function sendPointOrderEvent(
  order: PointOrderRecord,
  event: PointOrderEvent,
  patch?: (order: PointOrderRecord) => void,
): Promise<PointOrderRecord | null> {
  const next = advancePointOrder(order.lifecycle, event)
  if (!next) return null
  const now = clock.now()
  await db.pointOrders.update((q) => q.where({ orderSn: order.orderSn }), {
    data(o) {
      o.lifecycle = next
      o.orderState = codeOf(next.state)
      patch?.(o)
      o.log.push({ at: now, orderState: codeOf(next.state) })
    },
  })
  return db.pointOrders.findFirst((q) => q.where({ orderSn: order.orderSn }))!
}

/** Whether the state takes the event, without changing anything. */
export const pointOrderAccepts = (order: PointOrderRecord, event: PointOrderEvent) =>
  advancePointOrder(order.lifecycle, event) !== null

/**
 * Cancels an order before it ships: the points come back (pointsReturned), the cash paid goes back to the
 * balance (refund), the stock is put back. Null when the state refuses it.
 */
export async function cancelPointOrder(order: PointOrderRecord): Promise<PointOrderRecord | null> {
  if (!pointOrderAccepts(order, { type: 'buyer.cancelled' })) return null
  const documentSn = order.orderSn
  const returned = await postAll([
    {
      memberId: order.memberId,
      account: 'points',
      amount: order.integral,
      kind: 'pointsReturned',
      documentSn,
    },
    ...(order.lifecycle.context.cashPaid
      ? [
          {
            memberId: order.memberId,
            account: 'balance' as const,
            amount: order.cashAmount,
            kind: 'refund' as const,
            documentSn,
          },
        ]
      : []),
  ])
  if (!returned.ok) return null
  await db.pointGoods.update((q) => q.where({ goodsId: order.goodsId }), {
    data(g) {
      g.stock += order.number
      g.exchangedCount = Math.max(0, g.exchangedCount - order.number)
    },
  })
  return sendPointOrderEvent(order, { type: 'buyer.cancelled' })
}

// ——— points history ———

const POINT_KINDS = new Set(['opening', 'pointsEarned', 'pointsSpent', 'pointsReturned', 'adjustment'])

export function integralLogOut(entry: LedgerEntryRecord): IntegralLogEntry {
  return {
    logId: entry.entryId,
    kind: (POINT_KINDS.has(entry.kind) ? entry.kind : 'adjustment') as IntegralLogEntry['kind'],
    value: entry.amount,
    orderSn: entry.documentSn ?? entry.orderSn ?? null,
    createTime: iso(entry.at),
  }
}

/** The member's points entries, newest first: type 0 all, 1 income (+), 2 expense (−). */
export function integralLogOf(memberId: number, type: 0 | 1 | 2): LedgerEntryRecord[] {
  return entriesOf(memberId, 'points')
    .filter(
      (entry) => entry.amount !== 0 && (type === 0 || (type === 1 ? entry.amount > 0 : entry.amount < 0)),
    )
    .reverse()
}

// ——— points earned ———

let awardsPaused = false

/**
 * Runs the seeding of the order history without awarding points: the seeded accounts' points are their opening
 * figures (GLOSSARY.md: comprador has 5.000), which already stand for the history's earnings.
 */
export async function withoutPointAwards<T>(task: () => Promise<T>): Promise<T> {
  awardsPaused = true
  try {
    return await task()
  } finally {
    awardsPaused = false
  }
}

/**
 * Points a regular order earns when the buyer receives it: 1 per whole USD paid (after refunds), once per
 * order (a later state change or a second call posts nothing). A caller holding the ledger's turn (the
 * deadline sweep, mocks/lib/order-records.ts) passes the turn's postAll as `postMovements`.
 */
export async function awardOrderPoints(
  order: OrderRecord,
  postMovements: PostAll = postAll,
): Promise<Posted | null> {
  if (awardsPaused) return null
  const already = entriesOf(order.memberId, 'points').some(
    (entry) => entry.kind === 'pointsEarned' && entry.orderSn === order.orderSn,
  )
  if (already) return null
  const points = Math.floor(Math.max(0, order.totalMoney - order.refundedAmount) * pointsPerUsdEarned())
  if (points <= 0) return null
  return postMovements([
    {
      memberId: order.memberId,
      account: 'points',
      amount: points,
      kind: 'pointsEarned',
      orderSn: order.orderSn,
    },
  ])
}
