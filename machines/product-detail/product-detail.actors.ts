// I/O of the product page: one promise actor per operation of src/api, named after its operationId. Loading
// is silent (the page shows "not found" or "store closed" itself); the buying actions are silent too, since
// the page shows the server's refusal next to the buttons instead of a toast.
import { fromPromise } from 'xstate'
import { addCart, addSampleCart, getCartList, getSampleCartList } from '../../src/api/cart'
import { addSkuGridToCart } from '../../src/api/quick-order'
import {
  addFootprint,
  editFollowProduct,
  editFollowStore,
  getGoodsDetail,
  type GoodsDetailQuery,
} from '../../src/api/goods-detail'

const silent = { silent: true }

export const productDetailActors = {
  getGoodsDetail: fromPromise(({ input }: { input: GoodsDetailQuery }) => getGoodsDetail(input, silent)),
  addCart: fromPromise(({ input }: { input: { productId: number; number: number } }) =>
    addCart(input, silent),
  ),
  getCartList: fromPromise(() => getCartList()),
  // the SKU grid (issue 16 item 2): every line or none (cart/batchAdd allOrNothing)
  batchAddCart: fromPromise(({ input }: { input: { lines: { productId: number; number: number }[] } }) =>
    addSkuGridToCart(input.lines, silent),
  ),
  addSampleCart: fromPromise(({ input }: { input: { productId: number; number: number } }) =>
    addSampleCart(input, silent),
  ),
  getSampleCartList: fromPromise(() => getSampleCartList()),
  editFollowProduct: fromPromise(({ input }: { input: { productIds: number[]; isCollect: 0 | 1 } }) =>
    editFollowProduct(input, silent),
  ),
  editFollowStore: fromPromise(({ input }: { input: { storeIds: number[]; isCollect: 0 | 1 } }) =>
    editFollowStore(input, silent),
  ),
  // the footprint is best effort: a failure must not bother the member (SPEC.md §2 footprint)
  addFootprint: fromPromise(({ input }: { input: { productId: number } }) =>
    addFootprint(input, silent).catch(() => null),
  ),
}
