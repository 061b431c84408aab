// /member/article (issue 11 item 6): the loader reads one announcement (`?articleId=`) or a page of the list
// (`?current=&pageSize=`).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import {
  getMemberArticleDetail,
  getMemberArticleList,
  type MemberArticleDetail,
  type MemberArticleSummary,
} from '../../api/member-messages'

const SIZES = [10, 20, 30, 50] as const
type PageSize = (typeof SIZES)[number]

export type MemberArticleData =
  | { kind: 'detail'; article: MemberArticleDetail | null; error?: ErrorMessage }
  | {
      kind: 'list'
      articles: MemberArticleSummary[]
      page: number
      pageSize: PageSize
      total: number
    }

const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null

export async function memberArticleLoader({ request }: LoaderFunctionArgs): Promise<MemberArticleData> {
  const query = new URL(request.url).searchParams
  if (query.has('articleId')) {
    const articleId = positive(query.get('articleId'))
    if (articleId === null) return { kind: 'detail', article: null }
    try {
      return { kind: 'detail', article: await getMemberArticleDetail(articleId, { silent: true }) }
    } catch (error) {
      // an unknown announcement is a page state; a network failure was already toasted
      if (error instanceof ApiError && error.kind === 'state')
        return { kind: 'detail', article: null, error: errorMessageOf(error) }
      throw error
    }
  }
  const size = positive(query.get('pageSize'))
  const pageSize: PageSize = SIZES.find((candidate) => candidate === size) ?? 10
  const data = await getMemberArticleList({ current: positive(query.get('current')) ?? 1, pageSize })
  return {
    kind: 'list',
    articles: data.list,
    page: data.pagination.current,
    pageSize,
    total: data.pagination.total,
  }
}
