// /information (from=main), /information/list and /information/detail?infoId= — industry news (reads: loaders).
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import {
  getInformationDetail,
  getInformationList,
  type InformationDetail,
  type InformationItem,
} from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { InformationDetailView, InformationHomeView, InformationListView } from './information-view'
import { contentMessages } from './messages'
import { pageQuery, withPage } from './page-query'

const LATEST_COUNT = 6
const PER_CATEGORY = 3

/** Categories in Spanish alphabetical order (the contract has no category list: they come from the items). */
export function categoriesOf(items: InformationItem[]): string[] {
  return [...new Set(items.map((item) => item.categoryName))].sort((a, b) => a.localeCompare(b, 'es'))
}

/** The newest page of the news is enough to know the categories and the newest items of each. */
const newest = () => getInformationList({ pageSize: 50 })

export async function informationHomeLoader() {
  const page = await newest()
  return {
    latest: page.list.slice(0, LATEST_COUNT),
    byCategory: categoriesOf(page.list).map((category) => ({
      category,
      items: page.list.filter((item) => item.categoryName === category).slice(0, PER_CATEGORY),
    })),
  }
}

export function InformationHomeRoute() {
  const data = useLoaderData<Awaited<ReturnType<typeof informationHomeLoader>>>()
  return <InformationHomeView latest={data.latest} byCategory={data.byCategory} />
}

export async function informationListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const category = (url.searchParams.get('categoryName') ?? '').trim().slice(0, 50) || null
  const [page, all] = await Promise.all([
    getInformationList({ ...pageQuery(url), ...(category ? { categoryName: category } : {}) }),
    newest(),
  ])
  return { page, category, categories: categoriesOf(all.list) }
}

export function InformationListRoute() {
  const { page, category, categories } = useLoaderData<Awaited<ReturnType<typeof informationListLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <InformationListView
      items={page.list}
      categories={categories}
      category={category}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      onPageChange={(next, limit) =>
        navigate(`${location.pathname}?${withPage(location.search, next, limit)}`)
      }
    />
  )
}

export async function informationDetailLoader({
  request,
}: LoaderFunctionArgs): Promise<{ item: InformationDetail | null; error?: ErrorMessage }> {
  const raw = new URL(request.url).searchParams.get('infoId') ?? ''
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    return { item: null, error: { id: contentMessages.missingKey.id } }
  try {
    return { item: await getInformationDetail(Number(raw), { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state')
      return { item: null, error: errorMessageOf(error) }
    throw error
  }
}

export function InformationDetailRoute() {
  const { item, error } = useLoaderData<Awaited<ReturnType<typeof informationDetailLoader>>>()
  return <InformationDetailView item={item} error={error} />
}
