// /goods/contrast (issue 4 item 4): compares the stored comparison list (SPEC.md §3 contrastList), or the
// products of `?productIds=` (a shared link). Removing or clearing updates the stored list (or the URL).
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getContrast, type ContrastQuery, type ContrastRow } from '../../api/goods-detail'
import { canSeePrices, session } from '../../api/session'
import { clearCompare, compareQueryOf, removeFromCompare } from '../../lib/compare'
import { ContrastView } from './contrast-view'

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

export function ContrastRoute() {
  const { rows, fromUrl, error } = useLoaderData<Awaited<ReturnType<typeof contrastLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const stored = state.contrastList
  // the stored list is the truth: a column removed elsewhere (the compare bar) disappears here too
  const items = fromUrl
    ? rows
    : rows.filter((row) => stored.some((entry) => entry.kind === row.kind && entry.id === row.id))
  // an item added elsewhere (another tab, the product page) is fetched once per change of the stored list
  const storedKey = stored.map((entry) => `${entry.kind}:${entry.id}`).join(',')
  const missing =
    !fromUrl && stored.some((entry) => !rows.some((row) => row.kind === entry.kind && row.id === entry.id))
  const { revalidate } = revalidator
  useEffect(() => {
    if (missing) void revalidate()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per stored list, not per render
  }, [storedKey])

  function onRemove(item: ContrastRow) {
    if (fromUrl) {
      const rest = items.filter((row) => row !== item).map((row) => row.id)
      const name = item.kind === 'product' ? 'productIds' : 'seriesIds'
      void navigate(rest.length > 0 ? `/goods/contrast?${name}=${rest.join(',')}` : '/goods/contrast')
      return
    }
    session.setContrastList(removeFromCompare(stored, item))
  }

  function onClear() {
    session.setContrastList(clearCompare())
    if (fromUrl) void navigate('/goods/contrast')
  }

  return (
    <ContrastView
      items={items}
      showPrices={canSeePrices(state)}
      onlyDifferences={onlyDifferences}
      error={error}
      onOnlyDifferencesChange={setOnlyDifferences}
      onRemove={onRemove}
      onClear={onClear}
    />
  )
}
