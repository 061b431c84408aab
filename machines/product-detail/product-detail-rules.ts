// Pure rules of the product page flow (SPEC.md §2, §5, §8): the notices it shows or announces, the selected SKU
// and its comparison entry, and the quantity check of a SKU. The machine and its readers use them through
// product-detail.machine.ts.
import { ApiError, errorMessageOf } from '../../src/api/errors'
import type { Sku } from '../../src/api/goods-detail'
import type { SampleCartData, StoredSampleCart } from '../../src/api/session'
import type { CompareItem } from '../../src/lib/compare'
import { sampleQuotaProblem } from '../../src/schemas/sample-quota-rules'
import type { Notice, ProductDetailContext } from './product-detail.types'
import { quantityProblem, skuLadder, unitPriceFor } from './sku'

/** Dictionary ids of what the page tells the buyer after an action (src/features/goods/messages.ts). */
export const NOTICE_IDS = {
  addedToCart: 'goods.detail.notice.addedToCart',
  addedToLocalCart: 'goods.detail.notice.addedToLocalCart',
  /** offline: the line waits for the link (src/api/cart-outbox.ts) */
  queuedForCart: 'goods.detail.notice.queuedForCart',
  sampleAdded: 'goods.detail.notice.sampleAdded',
  unavailable: 'goods.detail.notice.unavailable',
  favouriteAdded: 'goods.detail.notice.favouriteAdded',
  favouriteRemoved: 'goods.detail.notice.favouriteRemoved',
  storeFollowed: 'goods.detail.notice.storeFollowed',
  storeUnfollowed: 'goods.detail.notice.storeUnfollowed',
  compareAdded: 'goods.detail.notice.compareAdded',
  compareAlready: 'goods.detail.notice.compareAlready',
  compareFull: 'goods.detail.notice.compareFull',
  compareMixed: 'goods.detail.notice.compareMixed',
  designersOnly: 'goods.detail.notice.designersOnly',
  /** src/features/goods/goods-sku-grid.messages.ts (issue 16 item 2) */
  gridFix: 'goods.detail.grid.fix',
  gridRefused: 'goods.detail.grid.refused',
} as const

/**
 * "Añadir al carrito" is confirmed by a toast with a link to the cart (issue 15 item 12): the page's own notice
 * sits below the buying buttons, often out of view, so these notices are announced instead of shown there.
 */
const ANNOUNCED_NOTICE_IDS: ReadonlySet<string> = new Set([
  NOTICE_IDS.addedToCart,
  NOTICE_IDS.addedToLocalCart,
])
/** src/components/messages.ts commonMessages.viewCart */
export const VIEW_CART_LABEL_ID = 'common.viewCart'

/** The notice the page shows in place: null when it went out as a toast. */
export function inlineNoticeOf(notice: Notice | null): Notice | null {
  if (notice && 'id' in notice.message && ANNOUNCED_NOTICE_IDS.has(notice.message.id)) return null
  return notice
}

/** SPEC.md §3 memberType 2 = designer. */
export const DESIGNER_MEMBER_TYPE = 2
/** A sample request asks for one unit; the monthly sample quota limits the rest (SPEC.md §5). */
export const SAMPLE_QUANTITY = 1

/** The selected SKU of a context. */
export function selectedSku(context: Pick<ProductDetailContext, 'detail' | 'productId'>): Sku | undefined {
  return context.detail?.skus.find((sku) => sku.productId === context.productId)
}

/** The comparison entry of the selected SKU (SPEC.md §3 contrastList item). */
export function compareItemOf(context: ProductDetailContext): CompareItem | null {
  const sku = selectedSku(context)
  if (!context.detail || !sku) return null
  const category = context.detail.categoryPath[context.detail.categoryPath.length - 1]
  return {
    kind: 'product',
    id: sku.productId,
    categoryId: category?.categoryId ?? 0,
    name: context.detail.goodsName,
    image: sku.image,
  }
}

export const withQuantity = (
  context: ProductDetailContext,
  quantity: number,
  productId = context.productId,
) => {
  const sku = context.detail?.skus.find((entry) => entry.productId === productId)
  return {
    quantity,
    quantityError: context.detail ? quantityProblem(context.detail, sku, quantity) : null,
  }
}

export const errorNotice = (error: unknown): Notice => ({ kind: 'error', message: errorMessageOf(error) })
export const success = (id: string): Notice => ({ kind: 'success', message: { id } })
export const failure = (id: string): Notice => ({ kind: 'error', message: { id } })

export const isApiState = (error: unknown, state: number) =>
  error instanceof ApiError && error.state === state

const isSampleCart = (cart: StoredSampleCart): cart is SampleCartData => 'quota' in cart

/**
 * SPEC.md §5 monthly sample limits, before "Solicitar muestra" is sent: the shared rule the mock's
 * sampleCart/add applies, on the member's sample cart as last loaded (session sampleListData). Null: allowed
 * (or nothing known yet: the server decides).
 */
export function sampleQuotaNotice(
  context: ProductDetailContext,
  sampleCart: StoredSampleCart,
): Notice | null {
  const sku = selectedSku(context)
  if (!context.detail || !sku || !isSampleCart(sampleCart)) return null
  const existing = sampleCart.storeCartGroupList
    .flatMap((group) => group.storeGoodsList)
    .find((line) => line.productId === sku.productId)
  const price = unitPriceFor(skuLadder(context.detail.ladder, sku), SAMPLE_QUANTITY)
  const problem = sampleQuotaProblem(sampleCart.quota, {
    newLine: !existing,
    amountBefore: existing ? existing.goodsPrice * existing.buyNum : 0,
    amountAfter: existing ? existing.goodsPrice * existing.buyNum + price : price,
  })
  return problem ? { kind: 'error', message: problem } : null
}
