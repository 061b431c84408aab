// /goods/series (SPEC.md §2, §8 "product series id does not exist"): getSeriesList with the URL's
// categoryId, brandId, seriesId, page and limit (series-loader.ts).
import { useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import type { SeriesSummary } from '../../api/goods'
import { session } from '../../api/session'
import { usePricesVisible } from '../../components/price'
import { addToCompare } from '../../lib/compare'
import { seriesMessages } from './messages'
import type { seriesLoader } from './series-loader'
import { SeriesView } from './series-view'

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
