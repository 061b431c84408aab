// Types of the product page flow (machines/product-detail/product-detail.machine.ts): its input, context and
// events. Readers import them through the machine module.
import type { ErrorMessage } from '../../src/api/errors'
import type { Message } from '../../src/api/message'
import type { GoodsDetail, GoodsDetailQuery } from '../../src/api/goods-detail'
import type { ContrastItem, StoredSampleCart } from '../../src/api/session'
import type { GridQuantities, SkuGridLine } from './sku-grid'
import type { MessageRef, Selection } from './sku'

export interface Notice {
  kind: 'success' | 'error'
  message: Message
}

export interface ProductDetailMember {
  memberType: 1 | 2 | 3
}

/** The buyer's quantities carried by the page's link (back after the login of a visitor's buy now). */
export interface ProductDetailRestore {
  lines: SkuGridLine[]
  /** the SKU grid was in use */
  grid: boolean
}

export interface ProductDetailInput {
  query: GoodsDetailQuery
  member: ProductDetailMember | null
  restore?: ProductDetailRestore | null
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
  restore: ProductDetailRestore | null
  /** the SKU grid's quantity per productId (issue 16 item 2) */
  grid: GridQuantities
  /** the server's refusal per productId of the last grid add */
  gridRefusals: Record<number, string>
  /** The sample cart with its monthly quota (session sampleListData), checked before a sample request. */
  sampleCart: StoredSampleCart
}

export type ProductDetailEvent =
  | { type: 'option.selected'; name: string; value: string }
  | { type: 'quantity.changed'; quantity: number }
  | { type: 'quantity.incremented' }
  | { type: 'quantity.decremented' }
  | { type: 'cart.added' }
  | { type: 'buyNow.requested' }
  | { type: 'grid.opened' }
  | { type: 'grid.closed' }
  | { type: 'gridQuantity.changed'; productId: number; quantity: number }
  | { type: 'gridQuantity.incremented'; productId: number }
  | { type: 'gridQuantity.decremented'; productId: number }
  | { type: 'sample.requested' }
  | { type: 'favourite.toggled' }
  | { type: 'store.followToggled' }
  | { type: 'compare.added'; list: ContrastItem[] }
  | { type: 'optimization.requested' }
  | { type: 'notice.dismissed' }
  | { type: 'session.changed'; member: ProductDetailMember | null }
  | { type: 'retry' }
