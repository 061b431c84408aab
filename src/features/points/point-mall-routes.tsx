// /point/index, /point/list, /point/detail (issue 12 item 5): reads through loaders (point-mall-loader.ts;
// the URL holds category and page); "Canjear" goes to /point/order/confirm, where the login guard asks a
// visitor to sign in.
import { useLoaderData, useNavigate } from 'react-router'
import type { pointDetailLoader, pointListLoader, pointMallLoader } from './point-mall-loader'
import { PointDetailView, PointListView, PointMallView } from './point-mall-views'

export function PointMallRoute() {
  const home = useLoaderData<Awaited<ReturnType<typeof pointMallLoader>>>()
  return (
    <PointMallView
      categories={home.categories}
      recommended={home.recommended}
      memberIntegral={home.memberIntegral}
    />
  )
}

export function PointListRoute() {
  const { categories, categoryId, page } = useLoaderData<Awaited<ReturnType<typeof pointListLoader>>>()
  const navigate = useNavigate()
  return (
    <PointListView
      categories={categories}
      categoryId={categoryId}
      list={page.list}
      pagination={page.pagination}
      onPage={(current, pageSize) => {
        const query = new URLSearchParams({ current: String(current), pageSize: String(pageSize) })
        if (categoryId) query.set('categoryId', String(categoryId))
        void navigate(`/point/list?${query.toString()}`)
      }}
    />
  )
}

export function PointDetailRoute() {
  const { goods, memberIntegral } = useLoaderData<Awaited<ReturnType<typeof pointDetailLoader>>>()
  const navigate = useNavigate()
  return (
    <PointDetailView
      goods={goods}
      memberIntegral={memberIntegral}
      onRedeem={(number) => void navigate(`/point/order/confirm?goodsId=${goods.goodsId}&number=${number}`)}
    />
  )
}
