// I/O of the goods list cards' buying actions: addCart then getCartList (the header's cart count), and
// editFollowProduct. Silent: the card shows the answer itself.
import { fromPromise } from 'xstate'
import { addCart, getCartList } from '../../src/api/cart'
import { editFollowProduct } from '../../src/api/goods-detail'

export const goodsCardActors = {
  addCart: fromPromise(({ input }: { input: { productId: number; number: number } }) =>
    addCart(input, { silent: true }),
  ),
  getCartList: fromPromise(() => getCartList()),
  editFollowProduct: fromPromise(({ input }: { input: { productId: number } }) =>
    editFollowProduct({ productIds: [input.productId], isCollect: 1 }, { silent: true }),
  ),
}
