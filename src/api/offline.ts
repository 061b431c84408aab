// The request layer on a poor link (issue 26 item 3): a money action is refused before it is sent while the
// browser knows it is offline (never queued: "Necesita conexión para pagar"), and an answer the service worker
// served from its cache (src/pwa/sw.ts) is noted with the time it was fetched, so that the page can say
// "Precios al AAAA-MM-DD HH:mm". Every money action carries an Idempotency-Key (SPEC.md §7, src/lib/idempotency.ts):
// that header is what marks it here.
import type { Middleware } from 'openapi-fetch'
import { CACHED_AT_HEADER, CLEAR_CATALOGUE } from '../pwa/catalogue-reads'
import type { GoodsDetail } from './goods-detail'
import { seenPrices } from './seen-prices'

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

/** The product detail read (openapi/marketplace.yaml), one of the catalogue reads the worker caches. */
const GOODS_DETAILS = '/v3/goods/front/goods/details'

export const offlineMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.headers.has('Idempotency-Key') && isOffline()) throw new OfflineMoneyError()
    return request
  },
  onResponse({ request, response }) {
    const fetchedAt = response.headers.get(CACHED_AT_HEADER)
    if (fetchedAt) cachedAnswers.noted(fetchedAt)
    // a product's prices as the page will show them: from the cache (kept, for the checkout to compare) or from
    // the network (the kept ones of its SKUs are dropped); read from a copy, after the page has its answer
    if (response.ok && new URL(request.url).pathname.endsWith(GOODS_DETAILS))
      void response
        .clone()
        .json()
        .then((envelope: { state?: number; data?: GoodsDetail }) => {
          const detail = envelope.state === 200 ? envelope.data : undefined
          if (!detail || !Array.isArray(detail.skus)) return
          if (fetchedAt) seenPrices.noteCached(detail, fetchedAt)
          else seenPrices.noteFresh(detail)
        })
        .catch(() => undefined)
    return response
  },
}

/** Logout and an invalid session: no catalogue answer of this member stays on the device. */
export function forgetCachedAnswers(): void {
  seenPrices.clear()
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.controller?.postMessage({ type: CLEAR_CATALOGUE })
}
