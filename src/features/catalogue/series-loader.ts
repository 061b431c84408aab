// /goods/series (SPEC.md §2, §8 "product series id does not exist"): the loader reads getSeriesList with the
// URL's categoryId, brandId, seriesId, page and limit, and the filters' categories and brands. Its own
// module, so the request starts with the screen's chunk (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getBrandList, getSeriesList, type SeriesListQuery } from '../../api/goods'
import { loadCategoryTree } from './category-tree'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

const positiveInt = (raw: string | null): number | undefined =>
  raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined

export function seriesQuery(url: URL): SeriesListQuery & { current: number; pageSize: Size } {
  const params = url.searchParams
  const requested = Number(params.get('limit'))
  const categoryId = positiveInt(params.get('categoryId'))
  const brandId = positiveInt(params.get('brandId'))
  const seriesId = positiveInt(params.get('seriesId'))
  return {
    current: positiveInt(params.get('page')) ?? 1,
    pageSize: (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 10,
    ...(categoryId ? { categoryId } : {}),
    ...(brandId ? { brandId } : {}),
    ...(seriesId ? { seriesId } : {}),
  }
}

export async function seriesLoader({ request }: LoaderFunctionArgs) {
  const query = seriesQuery(new URL(request.url))
  const [tree, brands, result] = await Promise.all([
    loadCategoryTree().catch(() => []),
    getBrandList().catch(() => []),
    getSeriesList(query, { silent: true }).then(
      (page) => ({ page, error: undefined }),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === 'state')
          return {
            page: { list: [], pagination: { current: 1, pageSize: query.pageSize, total: 0 } },
            error: error.serverMessage ?? '',
          }
        throw error
      },
    ),
  ])
  return { query, tree, brands, ...result }
}
