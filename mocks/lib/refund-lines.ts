// Refunds per order line (issue 16 item 7; REFERENCE.md §5 After-sales): what is left to refund of each line
// (bought − the units of earlier refunds that are in progress or refunded), the goods states an order admits,
// the reason list of a type and goods state, and the return carriers (system/front/express/list). Plain data
// and reads of the database, shared by the after-sales handlers and the views of the mock.
import { refundHoldsUnits } from '../../machines/order-lifecycle/lifecycle'
import type { components } from '../../src/api/schema'
import type { GoodsState, RefundLineRule } from '../../src/schemas/refund.schema'
import { db, type OrderRecord, type RefundRecord } from '../db'
import { REASONS, type ReasonType } from './reasons'

type Carrier = components['schemas']['Carrier']

/** The carriers a return may travel with; ids are stable (a refund keeps the name it chose). */
export const CARRIERS: readonly Carrier[] = [
  { expressId: 1, expressName: 'Correos de Cuba' },
  { expressId: 2, expressName: 'Transcargo' },
  { expressId: 3, expressName: 'DHL Express' },
  { expressId: 4, expressName: 'Cubapack' },
  { expressId: 5, expressName: 'Naviera Mariel (marítimo)' },
]

export const carrierOf = (expressId: unknown): Carrier | null =>
  CARRIERS.find((carrier) => carrier.expressId === Number(expressId)) ?? null

export const unitsShipped = (order: OrderRecord) =>
  (order.lifecycle.context as { unitsShipped?: number }).unitsShipped ?? 0

/** Received only once something was shipped (REFERENCE.md: goods status for refund-only of 30/40 orders). */
export const goodsStatesOf = (order: OrderRecord): GoodsState[] =>
  unitsShipped(order) > 0 ? ['notReceived', 'received'] : ['notReceived']

/** The reason list of a refund (REFERENCE.md): 105 not received, 106 received (refund only), 107 return. */
export function reasonTypeOf(type: RefundRecord['type'], goodsState: GoodsState): ReasonType {
  if (type === 'return') return 107
  return goodsState === 'received' ? 106 : 105
}

export const reasonIdsOf = (type: RefundRecord['type'], goodsState: GoodsState) =>
  REASONS[reasonTypeOf(type, goodsState)].map((reason) => reason.reasonId)

/** A refund's goods state; refunds made before issue 16 tell it by their reason's list. */
export const goodsStateOfRefund = (refund: RefundRecord): GoodsState =>
  refund.goodsState ??
  (REASONS[105].some((reason) => reason.reasonId === refund.reasonId) ? 'notReceived' : 'received')

/** What is left to refund of each line of the order, leaving out the refund `except` (being reapplied). */
export function refundableLinesOf(order: OrderRecord, except: string | null = null): RefundLineRule[] {
  const taken = new Map<number, number>()
  for (const refund of db.refunds.findMany((q) => q.where({ orderSn: order.orderSn }))) {
    if (refund.afsSn === except || !refundHoldsUnits(refund.lifecycle.state)) continue
    for (const line of refund.lines ?? [])
      taken.set(line.orderProductId, (taken.get(line.orderProductId) ?? 0) + line.afsNum)
  }
  return order.lines.map((line) => ({
    orderProductId: line.orderProductId,
    refundableNum: Math.max(0, line.buyNum - (taken.get(line.orderProductId) ?? 0)),
    price: line.price,
  }))
}
