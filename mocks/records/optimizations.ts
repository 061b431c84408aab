// Designer optimisation proposals (issue 28 item 4; SPEC.md §2 /prototype/optimize/*, §6 memberType 2): a designer
// proposes an optimisation of a product to its supplier (notes, images, alternative SKUs); the supplier accepts it
// or declines it with a reason in the control panel.

/** A product as it was when the proposal was made (its name and price are kept as the designer saw them). */
export interface OptimizeProductSnapshot {
  productId: number
  goodsId: number
  goodsName: string
  goodsImage: string
  storeName: string
  goodsPrice: number
}

/** 1 pending, 2 accepted, 3 declined */
export type OptimizeState = 1 | 2 | 3

export interface OptimizeRecord {
  optimizeId: number
  memberId: number
  product: OptimizeProductSnapshot
  notes: string
  /** upload paths (`/uploads/optimize/…`) or catalogue image urls of the seed */
  images: string[]
  alternatives: OptimizeProductSnapshot[]
  state: OptimizeState
  /** the supplier's words: a decline's reason, or what an acceptance said (may be null) */
  answer: string | null
  createdAt: number
  answeredAt: number | null
}
