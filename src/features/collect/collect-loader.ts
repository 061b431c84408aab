// /member/collect?tab=products|stores: the loader reads the tab, page and limit from the URL and that page of
// favourites or followed stores.
import type { LoaderFunctionArgs } from 'react-router'
import { getFollowProductList, getFollowStoreList, type PageQuery } from '../../api/member-lists'
import type { CollectTab } from './collect-view'

const SIZES = [10, 20, 30, 50] as const

export function pageQuery(params: URLSearchParams): Required<PageQuery> {
  const current = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const requested = Number(params.get('limit'))
  const pageSize = (SIZES as readonly number[]).includes(requested)
    ? (requested as PageQuery['pageSize'])
    : 20
  return { current, pageSize: pageSize ?? 20 }
}

export async function collectLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const tab: CollectTab = params.get('tab') === 'stores' ? 'stores' : 'products'
  const query = pageQuery(params)
  if (tab === 'stores') {
    const page = await getFollowStoreList(query)
    return { tab, products: [], stores: page.list, pagination: page.pagination }
  }
  const page = await getFollowProductList(query)
  return { tab, products: page.list, stores: [], pagination: page.pagination }
}
