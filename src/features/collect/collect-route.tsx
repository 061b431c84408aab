// /member/collect?tab=products|stores (login required, router guard): favourites and followed stores.
// The URL holds the tab, page and limit; after a removal the list is loaded again.
import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import { editFollowProduct, editFollowStore } from '../../api/goods-detail'
import type { Message } from '../../lib/intl'
import { notify } from '../../lib/notify'
import type { collectLoader } from './collect-loader'
import { CollectView } from './collect-view'
import { collectMessages as m } from './messages'

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
