// The URL holds page and limit of the paginated content lists (SPEC.md §3 pagination, sizes of §9).
import type { PageSize } from '../../api/content'

const SIZES: readonly PageSize[] = [10, 20, 30, 50]

export function pageQuery(url: URL): { current: number; pageSize: PageSize } {
  const current = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1))
  const requested = Number(url.searchParams.get('limit'))
  const pageSize = SIZES.find((size) => size === requested) ?? 20
  return { current, pageSize }
}

/** The location with page and limit replaced (other parameters kept). */
export function withPage(search: string, page: number, limit: number): string {
  const params = new URLSearchParams(search)
  params.set('page', String(page))
  params.set('limit', String(limit))
  return params.toString()
}
