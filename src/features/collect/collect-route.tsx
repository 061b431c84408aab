// /member/collect?tab=products|stores (login required, router guard): favourites and followed stores.
// The URL holds the tab, page and limit; after a removal the list is loaded again.
import { useState } from 'react'
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { editFollowProduct, editFollowStore } from '../../api/goods-detail'
import { getFollowProductList, getFollowStoreList, type PageQuery } from '../../api/member-lists'
import type { Message } from '../../lib/intl'
import { notify } from '../../lib/notify'
import { CollectView, type CollectTab } from './collect-view'
import { collectMessages as m } from './messages'

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

export function CollectRoute() {
  const data = useLoaderData<Awaited<ReturnType<typeof collectLoader>>>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, done: Message) => {
    setBusy(true)
    try {
      await action()
      notify.toast('success', { id: done.id })
      await revalidator.revalidate()
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false)
    }
  }
  return (
    <CollectView
      tab={data.tab}
      products={data.products}
      stores={data.stores}
      page={data.pagination.current}
      limit={data.pagination.pageSize}
      total={data.pagination.total}
      busy={busy || revalidator.state === 'loading'}
      onRemoveProducts={(productIds) =>
        void run(() => editFollowProduct({ productIds, isCollect: 0 }), m.removed)
      }
      onUnfollowStore={(storeId) =>
        void run(() => editFollowStore({ storeIds: [storeId], isCollect: 0 }), m.unfollowed)
      }
      onPageChange={(page, limit) => {
        const params = new URLSearchParams(location.search)
        params.set('page', String(page))
        params.set('limit', String(limit))
        navigate(`${location.pathname}?${params.toString()}`)
      }}
    />
  )
}
