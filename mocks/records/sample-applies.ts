// Sample applications (issue 28 item 3): the lines leave the sample cart into one application that the supplier
// reviews and ships (machines/sample-apply/sample-apply-lifecycle.ts is the authority on its state).
import type { SampleApplyStateName } from '../../machines/sample-apply/sample-apply-lifecycle'

export interface SampleApplyLineRecord {
  productId: number
  goodsId: number
  goodsName: string
  goodsImage: string
  storeId: number
  storeName: string
  buyNum: number
  goodsPrice: number
  subtotal: number
}

export interface SampleApplyRecord {
  applySn: string
  memberId: number
  state: SampleApplyStateName
  /** the state's code (10/20/30/40), derived from the lifecycle's meta on every change */
  stateCode: number
  createdAt: number
  receiverName: string
  receiverMobile: string
  address: string
  remark: string
  lines: SampleApplyLineRecord[]
  totalAmount: number
  rejectReason: string | null
  expressNumber: string | null
  shipTime: number | null
}
