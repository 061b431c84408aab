// The comparison list of SPEC.md §5 (at most 4 items of the same type, never products and series mixed), as
// pure functions over the stored `contrastList` (SPEC.md §3). The shape mirrors session.ContrastItem; src/lib
// is the bottom layer, so it is declared here structurally.

/** SPEC.md §5, §9: comparison max 4. */
export const COMPARE_MAX = 4

export interface CompareItem {
  kind: 'product' | 'series'
  id: number
  categoryId: number
  name: string
  image: string
}

export type CompareRefusal = 'full' | 'mixed'

export type CompareResult<T extends CompareItem> =
  { ok: true; list: T[]; added: boolean } | { ok: false; list: T[]; reason: CompareRefusal }

const same = (a: Pick<CompareItem, 'kind' | 'id'>, b: Pick<CompareItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id

export const isInCompare = (list: readonly CompareItem[], item: Pick<CompareItem, 'kind' | 'id'>) =>
  list.some((entry) => same(entry, item))

/** Adds an item; a duplicate is ignored, a 5th item is refused ('full'), another kind is refused ('mixed'). */
export function addToCompare<T extends CompareItem>(list: readonly T[], item: T): CompareResult<T> {
  if (isInCompare(list, item)) return { ok: true, list: [...list], added: false }
  if (list.some((entry) => entry.kind !== item.kind)) return { ok: false, list: [...list], reason: 'mixed' }
  if (list.length >= COMPARE_MAX) return { ok: false, list: [...list], reason: 'full' }
  return { ok: true, list: [...list, item], added: true }
}

export function removeFromCompare<T extends CompareItem>(
  list: readonly T[],
  item: Pick<CompareItem, 'kind' | 'id'>,
): T[] {
  return list.filter((entry) => !same(entry, item))
}

export function clearCompare<T extends CompareItem>(): T[] {
  return []
}

/** The query of the comparison screen for a stored list (products or series, never both). */
export function compareQueryOf(
  list: readonly CompareItem[],
): { productIds: number[] } | { seriesIds: number[] } | null {
  const first = list[0]
  if (!first) return null
  const ids = list.filter((entry) => entry.kind === first.kind).map((entry) => entry.id)
  return first.kind === 'product' ? { productIds: ids } : { seriesIds: ids }
}
