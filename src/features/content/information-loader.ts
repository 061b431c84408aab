// /information (from=main), /information/list and /information/detail?infoId=: the loaders of the industry
// news. A detail URL naming no item is 'missingKey', worded by the route: this chunk carries no dictionary
// (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import {
  getInformationDetail,
  getInformationList,
  type InformationDetail,
  type InformationItem,
} from '../../api/content'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { pageQuery } from './page-query'

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

export async function informationListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const category = (url.searchParams.get('categoryName') ?? '').trim().slice(0, 50) || null
  const [page, all] = await Promise.all([
    getInformationList({ ...pageQuery(url), ...(category ? { categoryName: category } : {}) }),
    newest(),
  ])
  return { page, category, categories: categoriesOf(all.list) }
}

export async function informationDetailLoader({
  request,
}: LoaderFunctionArgs): Promise<{ item: InformationDetail | null; error?: ErrorMessage | 'missingKey' }> {
  const raw = new URL(request.url).searchParams.get('infoId') ?? ''
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return { item: null, error: 'missingKey' }
  try {
    return { item: await getInformationDetail(Number(raw), { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state')
      return { item: null, error: errorMessageOf(error) }
    throw error
  }
}
