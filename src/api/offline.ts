// The request layer on a poor link (issue 26 item 3): a money action is refused before it is sent while the
// browser knows it is offline (never queued: "Necesita conexión para pagar"), and an answer the service worker
// served from its cache (src/pwa/sw.ts) is noted with the time it was fetched, so that the page can say
// "Precios al AAAA-MM-DD HH:mm". Every money action carries an Idempotency-Key (SPEC.md §7, src/lib/idempotency.ts):
// that header is what marks it here.
import type { Middleware } from 'openapi-fetch'
import { CACHED_AT_HEADER, CLEAR_CATALOGUE } from '../pwa/catalogue-reads'

/** A money action asked for while the browser is offline: refused before sending. */
export class OfflineMoneyError extends Error {
  constructor() {
    super('offline')
    this.name = 'OfflineMoneyError'
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

type Listener = () => void

/**
 * The oldest fetch time among the answers served from the cache since the current page began to load; null when
 * everything it shows came from the network.
 */
function createCachedAnswers() {
  let oldest: string | null = null
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener())
  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => oldest,
    /** A new page begins: what the last one showed no longer counts. */
    pageStarted() {
      if (oldest === null) return
      oldest = null
      emit()
    },
    noted(fetchedAt: string) {
      if (Number.isNaN(Date.parse(fetchedAt)) || (oldest !== null && oldest <= fetchedAt)) return
      oldest = fetchedAt
      emit()
    },
  }
}

export const cachedAnswers = createCachedAnswers()

/**
 * Where the prices a buyer saw from the cache are kept (./seen-prices.ts, loaded with the product page): named
 * here, in the entry, so that a logout empties it without loading that module.
 */
export const SEEN_PRICES_KEY = 'seenCachedPrices'

export const offlineMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.headers.has('Idempotency-Key') && isOffline()) throw new OfflineMoneyError()
    return request
  },
  onResponse({ response }) {
    const fetchedAt = response.headers.get(CACHED_AT_HEADER)
    if (fetchedAt) cachedAnswers.noted(fetchedAt)
    return response
  },
}

/** Logout and an invalid session: no catalogue answer of this member stays on the device. */
export function forgetCachedAnswers(): void {
  try {
    localStorage.removeItem(SEEN_PRICES_KEY)
  } catch {
    // no storage: nothing was kept
  }
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.controller?.postMessage({ type: CLEAR_CATALOGUE })
}
