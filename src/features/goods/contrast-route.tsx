// /goods/contrast (issue 4 item 4): compares the stored comparison list (SPEC.md §3 contrastList), or the
// products of `?productIds=` (a shared link). Removing or clearing updates the stored list (or the URL).
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLoaderData, useNavigate, useRevalidator } from 'react-router'
import type { ContrastRow } from '../../api/goods-detail'
import { canSeePrices, session } from '../../api/session'
import { clearCompare, removeFromCompare } from '../../lib/compare'
import type { contrastLoader } from './contrast-loader'
import { ContrastView } from './contrast-view'

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
