// /point/index, /point/list, /point/detail (issue 12 item 5): reads through loaders (the URL holds category and
// page); "Canjear" goes to /point/order/confirm, where the login guard asks a visitor to sign in.
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { getPointGoods, getPointMallHome, listPointGoods, type PageSize } from '../../api/points'
import { PointDetailView, PointListView, PointMallView } from './point-mall-views'

const SIZES = [10, 20, 30, 50] as const
const positive = (value: string | null) => {
  const n = Math.floor(Number(value))
  return Number.isFinite(n) && n > 0 ? n : undefined
}

export async function pointMallLoader() {
  return getPointMallHome()
}

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

export async function pointListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const categoryId = positive(params.get('categoryId'))
  const size = Number(params.get('pageSize'))
  const pageSize = ((SIZES as readonly number[]).includes(size) ? size : 20) as PageSize
  const [home, page] = await Promise.all([
    getPointMallHome(),
    listPointGoods({
      ...(categoryId ? { categoryId } : {}),
      current: positive(params.get('current')) ?? 1,
      pageSize,
    }),
  ])
  return { categories: home.categories, categoryId, page }
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

export async function pointDetailLoader({ request }: LoaderFunctionArgs) {
  const goodsId = positive(new URL(request.url).searchParams.get('goodsId')) ?? 0
  const [home, goods] = await Promise.all([getPointMallHome(), getPointGoods(goodsId)])
  return { goods, memberIntegral: home.memberIntegral }
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
