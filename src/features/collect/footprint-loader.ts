// /member/footprint: the loader reads page and limit from the URL and that page of viewed products.
import type { LoaderFunctionArgs } from 'react-router'
import { getFootprintList } from '../../api/member-lists'
import { pageQuery } from './collect-loader'

export async function footprintLoader({ request }: LoaderFunctionArgs) {
  return getFootprintList(pageQuery(new URL(request.url).searchParams))
}
