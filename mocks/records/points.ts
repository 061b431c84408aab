// Records of the points mall (issue 12 item 5; SPEC.md §2 /point/*, /member/pointOrder/*): its categories,
// goods (points only, or points + cash) and the points orders. The member's points are never stored here:
// they are the sum of the points ledger entries (mocks/lib/ledger.ts).
import type { PersistedPointOrder } from '../../machines/point-order/point-order'
import type { Motif } from '../images/motifs'
import type { AddressRecord } from './members'

export interface PointCategoryRecord {
  categoryId: number
  categoryName: string
  sort: number
}

export interface PointGoodsRecord {
  goodsId: number
  goodsName: string
  categoryId: number
  /** points per unit, a multiple of the points unit (SPEC.md §5) */
  integralPrice: number
  /** USD per unit besides the points; 0 = points only */
  cashPrice: number
  marketPrice: number
  stock: number
  exchangedCount: number
  limitPerOrder: number
  /** 1 on the shelf, 0 off */
  state: 0 | 1
  brief: string
  description: string
  /** the picture of the mock's image host: its silhouette and seed */
  motif: Motif
  imageSeed: number
  recommended: boolean
  createdAt: number
}

export interface PointOrderRecord {
  orderSn: string
  memberId: number
  goodsId: number
  goodsName: string
  motif: Motif
  imageSeed: number
  number: number
  /** the points spent (number × the points price when ordered) */
  integral: number
  /** the cash part (USD), 0 for points-only goods */
  cashAmount: number
  /** 10/20/30/40/0, derived from the lifecycle's meta on every change */
  orderState: number
  /** the authority (machines/point-order): state name and context */
  lifecycle: PersistedPointOrder
  address: Omit<AddressRecord, 'memberId' | 'createdAt'>
  createdAt: number
  payTime: number | null
  /** removed from the buyer's list (orderOperate/delete) */
  deleted: boolean
  log: { at: number; orderState: number }[]
}
