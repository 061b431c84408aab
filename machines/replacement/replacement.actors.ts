// I/O of the replacement search (issue 28 item 5): the catalogue search that picks the product to replace
// (getGoodsList). Its substitutes are read by the paged list's operation in replacement.machine.ts. Silent: the
// screen shows a failure in place.
import { fromPromise } from 'xstate'
import { getGoodsList, type GoodsCard } from '../../src/api/goods'

const silent = { silent: true }

export const replacementActors = {
  searchProducts: fromPromise<GoodsCard[], { keyword: string }>(async ({ input }) => {
    const data = await getGoodsList({ keyword: input.keyword, pageSize: 20 }, silent)
    return data.list
  }),
}
