// The loaders of /goods/list, /goods/new and /discount (issue 4; SPEC.md §2, §5): the URL becomes a
// getGoodsList query, read together with the category tree. Its own module, so the route table starts the
// request while the screen's chunk still loads (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getGoodsList, type GoodsListData } from '../../api/goods'
import { loadCategoryTree } from './category-tree'
import { listStateFromUrl, type ListMode, type ListState } from './goods-list-params'

const EMPTY_PAGE = (state: ListState): GoodsListData => ({
  list: [],
  pagination: { current: 1, pageSize: state.query.pageSize, total: 0 },
})

async function loadList(request: Request, mode: ListMode) {
  const state = listStateFromUrl(new URL(request.url), mode)
  const [tree, result] = await Promise.all([
    loadCategoryTree().catch(() => []),
    getGoodsList(state.query, { silent: true }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => {
        // a refusal of the server (unknown series, …) is shown on the page; anything else is the shell's
        if (error instanceof ApiError && error.kind === 'state')
          return { data: EMPTY_PAGE(state), error: error.serverMessage ?? '' }
        throw error
      },
    ),
  ])
  return { state, tree, ...result }
}

export const goodsListLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'all')
export const newGoodsLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'new')
export const discountLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'discount')

export type GoodsListLoaderData = Awaited<ReturnType<typeof loadList>>
