// /point/index, /point/list, /point/detail (issue 12 item 5): the loaders of the points mall (the URL holds
// category and page).
import type { LoaderFunctionArgs } from 'react-router'
import { getPointGoods, getPointMallHome, listPointGoods, type PageSize } from '../../api/points'

const SIZES = [10, 20, 30, 50] as const
const positive = (value: string | null) => {
  const n = Math.floor(Number(value))
  return Number.isFinite(n) && n > 0 ? n : undefined
}

export async function pointMallLoader() {
  return getPointMallHome()
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

export async function pointDetailLoader({ request }: LoaderFunctionArgs) {
  const goodsId = positive(new URL(request.url).searchParams.get('goodsId')) ?? 0
  const [home, goods] = await Promise.all([getPointMallHome(), getPointGoods(goodsId)])
  return { goods, memberIntegral: home.memberIntegral }
}
