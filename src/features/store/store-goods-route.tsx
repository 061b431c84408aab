// /store/goods, /store/product (vid plus categoryId, g, pid or keyword) and /store/new (vid): the store's
// goods through getGoodsList with storeId. The URL holds the filter, sort, page and limit.
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import { StoreFrame } from './store-frame-route'
import { StoreClosedView } from './store-header-view'
import { usePricesVisible } from '../../components/price'
import type { storeGoodsLoader } from './store-goods-loader'
import { StoreGoodsView } from './store-goods-view'

export function StoreGoodsRoute() {
  const { load, query, page } = useLoaderData<Awaited<ReturnType<typeof storeGoodsLoader>>>()
  const showPrice = usePricesVisible()
  const navigate = useNavigate()
  const location = useLocation()
  if (load.kind === 'closed' || !page) return <StoreClosedView />
  const go = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key)
      else params.set(key, String(value))
    }
    navigate(`${location.pathname}?${params.toString()}`)
  }
  return (
    <StoreFrame store={load.store} tab={query.newest ? 'new' : 'goods'} keyword={query.keyword}>
      <StoreGoodsView
        store={load.store}
        newest={query.newest}
        goods={page.list}
        showPrice={showPrice}
        categoryId={query.categoryId}
        keyword={query.keyword}
        sort={query.sort}
        page={page.pagination.current}
        limit={page.pagination.pageSize}
        total={page.pagination.total}
        onSortChange={(sort) => go({ sort: sort === 0 ? undefined : sort, page: undefined })}
        onClearKeyword={() => go({ keyword: undefined, page: undefined })}
        onPageChange={(nextPage, limit) => go({ page: nextPage, limit })}
      />
    </StoreFrame>
  )
}
