// The list part of the paged-list flow (issue 25 item 2): the query the URL starts from, a page stored as the
// server answers it (which may be another page than the asked one), a filter or page change, and the notices
// a change leaves. Pure context updates and guards; paged-list.machine.ts names them as actions in its setup.
import { errorMessageOf } from '../api/errors'
import type {
  ListFilter,
  ListPage,
  PageQuery,
  PagedListContext,
  PagedListInput,
  PagedListOptions,
} from './paged-list.types'

type Context<Row, Q extends PageQuery, Extra> = PagedListContext<Row, Q, Extra, unknown, unknown, string>

const validPage = (page: number | undefined) =>
  page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as Partial<T>

export const isPage = <Row, Extra>(answer: unknown): answer is ListPage<Row, Extra> =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { list?: unknown }).list)

/** The list's part of the first context: the options' query under the URL's values, no rows yet. */
export function initialList<Row, Q extends PageQuery, V, C extends string>(
  options: PagedListOptions<Row, Q, V, C>,
  input: PagedListInput<Q>,
) {
  return {
    query: {
      ...options.query,
      ...definedOnly(input.query ?? {}),
      current: validPage(input.query?.current ?? options.query.current),
    } as Q,
    rows: [] as Row[],
    pagination: {
      current: 1,
      pageSize: input.query?.pageSize ?? options.query.pageSize,
      total: 0,
    },
    loadError: null,
    notice: null,
  }
}

/** A page answer is stored as it came, and the query follows the page the server answered. */
export function storePage<Row, Q extends PageQuery, Extra>(context: Context<Row, Q, Extra>, answer: unknown) {
  if (!isPage<Row, Extra>(answer)) return {}
  return {
    rows: answer.list,
    pagination: answer.pagination,
    extra: answer.extra ?? null,
    loadError: null,
    query: { ...context.query, current: answer.pagination.current },
  }
}

export const storeLoadError = (error: unknown) => ({ loadError: errorMessageOf(error) })

/** A new filter starts from its page (1 unless named) and keeps the page size. */
export const applyFilter = <Q extends PageQuery>(
  context: { query: Q },
  params: { filter: ListFilter<Q>; page?: number },
) => ({
  query: {
    ...definedOnly(params.filter),
    current: validPage(params.page),
    pageSize: context.query.pageSize,
  } as Q,
  notice: null,
})

export const goToPage = <Q extends PageQuery>(
  context: { query: Q },
  params: { page: number; pageSize?: number },
) => ({
  query: {
    ...context.query,
    current: params.page,
    pageSize: params.pageSize ?? context.query.pageSize,
  },
  notice: null,
})

/** A page other than the one shown (or another page size); not a page that cannot be. */
export const isOtherPage = (context: { query: PageQuery }, params: { page: number; pageSize?: number }) =>
  Number.isSafeInteger(params.page) &&
  params.page >= 1 &&
  (params.page !== context.query.current ||
    (params.pageSize !== undefined && params.pageSize !== context.query.pageSize))

export const noticeSuccess = (id: string | undefined) => ({
  notice: id ? { tone: 'success' as const, message: { id } } : null,
})

export const noticeError = (error: unknown) => ({
  notice: { tone: 'error' as const, message: errorMessageOf(error) },
})
