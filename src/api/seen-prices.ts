// Prices a buyer saw from the installed app's cache (issue 26 "Bad input": a stale cached price at checkout —
// the server's price wins and the buyer is told). A product page answered from the cache (src/pwa/sw.ts,
// stale-while-revalidate) shows the prices of the day it was fetched; the cart and the checkout are priced by the
// server. So the prices of every SKU of a product detail served from the cache are kept here (noted by
// getGoodsDetail, src/api/goods-detail.ts), with the time they were fetched, until a fresh answer of that product
// arrives, the order is placed, or the member logs out. The checkout compares them with its own prices
// (machines/checkout/price-changes.ts) and says which changed. Kept in localStorage: a buyer who browsed offline
// yesterday checks out today. This module loads with the product page and the checkout, not with the entry.
import { CACHED_AT_HEADER } from '../pwa/catalogue-reads'
import { removeItems, writeText } from '../lib/storage'
import type { GoodsDetail, LadderPrice } from './goods-detail'
import { SEEN_PRICES_KEY } from './offline'

/** What the page showed of one SKU: its price, the goods' tiers, and when the answer had been fetched. */
export interface SeenPrice {
  productId: number
  price: number
  ladder: LadderPrice[]
  cachedAt: string
}

export type SeenPrices = Readonly<Record<string, SeenPrice>>

export { SEEN_PRICES_KEY }
/** The most SKUs kept (the oldest go first): a bound on what a long offline visit leaves in storage. */
export const SEEN_PRICES_MAX = 200

type Listener = () => void

const EMPTY: SeenPrices = Object.freeze({})

const stored = () => {
  try {
    return localStorage.getItem(SEEN_PRICES_KEY)
  } catch {
    return null
  }
}

function parse(raw: string | null): SeenPrices {
  try {
    const value = JSON.parse(raw ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as SeenPrices) : EMPTY
  } catch {
    return EMPTY
  }
}

function createSeenPrices() {
  // the stored text and what it says: read again when the text changed (a logout empties it from the entry,
  // src/api/offline.ts forgetCachedAnswers, without this module)
  let raw: string | null = null
  let snapshot: SeenPrices = EMPTY
  const listeners = new Set<Listener>()
  const current = () => {
    const now = stored()
    if (now !== raw) {
      raw = now
      snapshot = parse(now)
    }
    return snapshot
  }
  const write = (next: SeenPrices) => {
    snapshot = next
    // a full storage keeps the stored text as it was: this page still knows them
    if (Object.keys(next).length === 0) removeItems([SEEN_PRICES_KEY])
    else writeText(SEEN_PRICES_KEY, JSON.stringify(next))
    raw = stored()
    listeners.forEach((listener) => listener())
  }
  const without = (ids: readonly number[]) => {
    const next: Record<string, SeenPrice> = { ...current() }
    let changed = false
    for (const id of ids)
      if (String(id) in next) {
        delete next[String(id)]
        changed = true
      }
    if (changed) write(next)
  }
  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: current,
    /** A product detail answered from the cache: its SKUs' prices as the page shows them. */
    noteCached(detail: Pick<GoodsDetail, 'skus' | 'ladder'>, cachedAt: string) {
      if (Number.isNaN(Date.parse(cachedAt))) return
      const next: Record<string, SeenPrice> = { ...current() }
      for (const sku of detail.skus) {
        delete next[String(sku.productId)]
        next[String(sku.productId)] = {
          productId: sku.productId,
          price: sku.price,
          ladder: detail.ladder,
          cachedAt,
        }
      }
      const ids = Object.keys(next)
      for (const id of ids.slice(0, Math.max(0, ids.length - SEEN_PRICES_MAX))) delete next[id]
      write(next)
    },
    /** A product detail from the network: the page now shows the server's prices. */
    noteFresh(detail: Pick<GoodsDetail, 'skus'>) {
      without(detail.skus.map((sku) => sku.productId))
    },
    /** The order is placed: its lines no longer need the warning. */
    forget: without,
    /** Logout: nothing the member saw stays on this device. */
    clear() {
      if (Object.keys(current()).length > 0) write(EMPTY)
    },
  }
}

export const seenPrices = createSeenPrices()

/**
 * Notes a product detail's answer (src/api/goods-detail.ts): served from the cache, its prices are kept; from
 * the network, the kept prices of its SKUs are dropped.
 */
export function noteDetailAnswer(
  envelope: { state?: number; data?: GoodsDetail } | undefined,
  response: Response,
) {
  const detail = envelope?.state === 200 ? envelope.data : undefined
  if (!response.ok || !detail || !Array.isArray(detail.skus)) return
  const fetchedAt = response.headers.get(CACHED_AT_HEADER)
  if (fetchedAt) seenPrices.noteCached(detail, fetchedAt)
  else seenPrices.noteFresh(detail)
}
