// /goods/series (SPEC.md §2, §8 "product series id does not exist"): getSeriesList with the URL's
// categoryId, brandId, seriesId, page and limit.
import { useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getBrandList, getSeriesList, type SeriesListQuery, type SeriesSummary } from '../../api/goods'
import { session } from '../../api/session'
import { usePricesVisible } from '../../components/price'
import { addToCompare } from '../../lib/compare'
import { loadCategoryTree } from './category-tree'
import { seriesMessages } from './messages'
import { SeriesView } from './series-view'

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

export function SeriesRoute() {
  const { query, tree, brands, page, error } = useLoaderData<Awaited<ReturnType<typeof seriesLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  const showPrice = usePricesVisible()
  const contrastList = useSyncExternalStore(session.subscribe, () => session.getSnapshot().contrastList)
  const intl = useIntl()
  const [compareNotice, setCompareNotice] = useState<string | undefined>()
  const compare = (series: SeriesSummary) => {
    const result = addToCompare(contrastList, {
      kind: 'series',
      id: series.seriesId,
      categoryId: series.categoryId,
      name: series.seriesName,
      image: series.goods[0]?.goodsImage ?? '',
    })
    if (result.ok) {
      session.setContrastList(result.list)
      setCompareNotice(undefined)
    } else {
      setCompareNotice(
        intl.formatMessage(
          result.reason === 'full' ? seriesMessages.compareFull : seriesMessages.compareMixed,
        ),
      )
    }
  }
  const go = (changes: Record<string, number | undefined>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key)
      else params.set(key, String(value))
    }
    const search = params.toString()
    navigate(`${location.pathname}${search ? `?${search}` : ''}`)
  }
  return (
    <SeriesView
      // a new URL (back/forward) restarts the filter selects from it
      key={location.search}
      series={page.list}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      showPrice={showPrice}
      error={error}
      comparedSeriesIds={contrastList.filter((item) => item.kind === 'series').map((item) => item.id)}
      compareNotice={compareNotice}
      onCompare={compare}
      categoryOptions={tree.map((category) => ({ value: category.categoryId, label: category.categoryName }))}
      brandOptions={brands
        .filter((brand) => brand.goodsCount > 0)
        .map((brand) => ({ value: brand.brandId, label: brand.brandName }))}
      categoryId={query.categoryId}
      brandId={query.brandId}
      onFilter={(filter) => go({ ...filter, seriesId: undefined, page: undefined })}
      onPageChange={(nextPage, limit) => go({ page: nextPage > 1 ? nextPage : undefined, limit })}
    />
  )
}
