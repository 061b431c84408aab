// I/O of the replacement search (issue 28 item 5): the catalogue search that picks the product to replace
// (getGoodsList), and its substitutes ranked by the attributes they share (getReplacementList). Silent: the
// screens show a failure in place.
import { fromPromise } from 'xstate'
import { getGoodsList, type GoodsCard } from '../../src/api/goods'
import { getReplacementList, type ReplacementPage } from '../../src/api/replacements'

const silent = { silent: true }

export const replacementActors = {
  searchProducts: fromPromise<GoodsCard[], { keyword: string }>(async ({ input }) => {
    const data = await getGoodsList({ keyword: input.keyword, pageSize: 20 }, silent)
    return data.list
  }),
  getReplacements: fromPromise<ReplacementPage, { productId: number; current: number }>(({ input }) =>
    getReplacementList({ productId: input.productId, current: input.current, pageSize: 20 }, silent),
  ),
}
