// Guards of the product page flow (product-detail.machine.ts), declared once in its setup() and referred to by
// name.
import { cartOutbox } from '../../src/api/cart-outbox'
import { ApiError } from '../../src/api/errors'
import type { BatchAddResult } from '../../src/api/quick-order'
import type { ContrastItem } from '../../src/api/session'
import { addToCompare, isInCompare } from '../../src/lib/compare'
import {
  compareItemOf,
  DESIGNER_MEMBER_TYPE,
  isApiState,
  sampleQuotaNotice,
  selectedSku,
} from './product-detail-rules'
import type { ProductDetailContext } from './product-detail.types'
import { isGridOrderable, summaryOf } from './sku-grid'

type Args = { context: ProductDetailContext }

export const productDetailGuards = {
  isMember: ({ context }: Args) => context.member !== null,
  /** The browser says it is offline: a member's add to the cart waits in the outbox (issue 26 item 3). */
  isOfflineForCart: () => cartOutbox.shouldQueue(),
  isDesigner: ({ context }: Args) => context.member?.memberType === DESIGNER_MEMBER_TYPE,
  /** Off shelf, no SKU, or the SKU sold out. */
  isNotPurchasable: ({ context }: Args) => {
    const sku = selectedSku(context)
    return context.detail?.state !== 1 || !sku || sku.stock <= 0
  },
  hasQuantityProblem: ({ context }: Args) => context.quantityError !== null,
  isOverSampleQuota: ({ context }: Args) => sampleQuotaNotice(context, context.sampleCart) !== null,
  isGridNotOrderable: ({ context }: Args) => {
    const summary = summaryOf(context)
    return !summary || !isGridOrderable(summary)
  },
  isGridRestored: ({ context }: Args) => context.restore?.grid === true,
  hasGridRefusals: (_: Args, params: { result: BatchAddResult }) => params.result.refused.length > 0,
  isNotFound: (_: Args, params: { error: unknown }) => isApiState(params.error, 255),
  isStoreClosed: (_: Args, params: { error: unknown }) => isApiState(params.error, 257),
  isSessionInvalid: (_: Args, params: { error: unknown }) =>
    params.error instanceof ApiError && params.error.kind === 'sessionInvalid',
  isFavourite: ({ context }: Args) => context.detail?.isFavourite === true,
  isFollowingStore: ({ context }: Args) => context.detail?.store.isFollowing === true,
  isAlreadyCompared: ({ context }: Args, params: { list: ContrastItem[] }) => {
    const item = compareItemOf(context)
    return item !== null && isInCompare(params.list, item)
  },
  isCompareMixed: ({ context }: Args, params: { list: ContrastItem[] }) => {
    const item = compareItemOf(context)
    const result = item ? addToCompare(params.list, item) : null
    return result?.ok === false && result.reason === 'mixed'
  },
  isCompareFull: ({ context }: Args, params: { list: ContrastItem[] }) => {
    const item = compareItemOf(context)
    const result = item ? addToCompare(params.list, item) : null
    return result?.ok === false && result.reason === 'full'
  },
}
