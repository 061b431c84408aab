// Types of the product page flow (machines/product-detail/product-detail.machine.ts): its input, context and
// events. Readers import them through the machine module.
import type { ErrorMessage } from '../../src/api/errors'
import type { GoodsDetail, GoodsDetailQuery } from '../../src/api/goods-detail'
import type { ContrastItem, StoredSampleCart } from '../../src/api/session'
import type { MessageRef, Selection } from './sku'

export interface Notice {
  kind: 'success' | 'error'
  message: MessageRef | { text: string }
}

export interface ProductDetailMember {
  memberType: 1 | 2 | 3
}

export interface ProductDetailInput {
  query: GoodsDetailQuery
  member: ProductDetailMember | null
  /** The member's sample cart as last loaded (SPEC.md §5 monthly limits); default: the session's. */
  sampleCart?: StoredSampleCart
}

export interface ProductDetailContext {
  query: GoodsDetailQuery
  member: ProductDetailMember | null
  detail: GoodsDetail | null
  selection: Selection
  productId: number | null
  quantity: number
  quantityError: MessageRef | null
  notice: Notice | null
  loadError: ErrorMessage | null
  /** The sample cart with its monthly quota (session sampleListData), checked before a sample request. */
  sampleCart: StoredSampleCart
}

export type ProductDetailEvent =
  | { type: 'option.selected'; name: string; value: string }
  | { type: 'quantity.changed'; quantity: number }
  | { type: 'quantity.incremented' }
  | { type: 'quantity.decremented' }
  | { type: 'cart.added' }
  | { type: 'sample.requested' }
  | { type: 'favourite.toggled' }
  | { type: 'store.followToggled' }
  | { type: 'compare.added'; list: ContrastItem[] }
  | { type: 'optimization.requested' }
  | { type: 'notice.dismissed' }
  | { type: 'session.changed'; member: ProductDetailMember | null }
  | { type: 'retry' }
