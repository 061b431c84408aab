// Loading a store for its pages: `vid` from the URL, the store detail, and the closed/unknown case
// (257, SPEC.md §8), which every store page shows as a message instead of failing.
import { ApiError } from '../../api/errors'
import { getStoreDetail, type StoreDetail } from '../../api/stores'

export type StoreLoad = { kind: 'open'; store: StoreDetail } | { kind: 'closed' }

/** A positive integer query parameter, or null. */
export function positiveParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name))
  return Number.isInteger(value) && value > 0 ? value : null
}

export async function loadStore(storeId: number | null): Promise<StoreLoad> {
  if (storeId === null) return { kind: 'closed' }
  try {
    // silent: the page itself says the store is closed, no toast on top of it
    return { kind: 'open', store: await getStoreDetail(storeId, { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state') return { kind: 'closed' }
    throw error
  }
}
