// /information (from=main), /information/list and /information/detail?infoId= — industry news (reads:
// information-loader.ts).
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import type {
  informationDetailLoader,
  informationHomeLoader,
  informationListLoader,
} from './information-loader'
import { InformationDetailView, InformationHomeView, InformationListView } from './information-view'
import { contentMessages } from './messages'
import { withPage } from './page-query'

export function InformationHomeRoute() {
  const data = useLoaderData<Awaited<ReturnType<typeof informationHomeLoader>>>()
  return <InformationHomeView latest={data.latest} byCategory={data.byCategory} />
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

export function InformationDetailRoute() {
  const { item, error } = useLoaderData<Awaited<ReturnType<typeof informationDetailLoader>>>()
  return (
    <InformationDetailView
      item={item}
      error={error === 'missingKey' ? { id: contentMessages.missingKey.id } : error}
    />
  )
}
