// /goods/contrast (issue 4 item 4): the loader compares the products of `?productIds=` (a shared link), or
// the stored comparison list (SPEC.md §3 contrastList).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getContrast, type ContrastQuery, type ContrastRow } from '../../api/goods-detail'
import { session } from '../../api/session'
import { compareQueryOf } from '../../lib/compare'

/** `?productIds=1,2` (or seriesIds) wins over the stored list; null when neither names anything. */
export function contrastQueryOf(url: URL): { query: ContrastQuery | null; fromUrl: boolean } {
  for (const name of ['productIds', 'seriesIds'] as const) {
    const raw = url.searchParams.get(name)
    if (raw === null) continue
    const ids = [...new Set(raw.split(',').map((part) => Number(part.trim())))].filter(
      (id) => Number.isInteger(id) && id > 0,
    )
    if (ids.length === 0) continue
    return { query: name === 'productIds' ? { productIds: ids } : { seriesIds: ids }, fromUrl: true }
  }
  return { query: compareQueryOf(session.getSnapshot().contrastList), fromUrl: false }
}

export async function contrastLoader({ request }: LoaderFunctionArgs) {
  const { query, fromUrl } = contrastQueryOf(new URL(request.url))
  if (!query) return { rows: [] as ContrastRow[], fromUrl, error: null }
  try {
    // the page shows a refusal itself (e.g. more than 4 items in a shared link)
    return { rows: await getContrast(query, { silent: true }), fromUrl, error: null }
  } catch (error) {
    const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : null
    return { rows: [] as ContrastRow[], fromUrl, error: text }
  }
}
