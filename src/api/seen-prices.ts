// Prices a buyer saw from the installed app's cache (issue 26 "Bad input": a stale cached price at checkout —
// the server's price wins and the buyer is told). A product page answered from the cache (src/pwa/sw.ts,
// stale-while-revalidate) shows the prices of the day it was fetched; the cart and the checkout are priced by the
// server. So the prices of every SKU of a product detail served from the cache are kept here, with the time they
// were fetched, until a fresh answer of that product arrives, the order is placed, or the member logs out. The
// checkout compares them with its own prices (machines/checkout/price-changes.ts) and says which changed.
// Kept in localStorage: a buyer who browsed offline yesterday checks out today.
import type { GoodsDetail, LadderPrice } from './goods-detail'

/** What the page showed of one SKU: its price, the goods' tiers, and when the answer had been fetched. */
export interface SeenPrice {
  productId: number
  price: number
  ladder: LadderPrice[]
  cachedAt: string
}

export type SeenPrices = Readonly<Record<string, SeenPrice>>

export const SEEN_PRICES_KEY = 'seenCachedPrices'
/** The most SKUs kept (the oldest go first): a bound on what a long offline visit leaves in storage. */
export const SEEN_PRICES_MAX = 200

type Listener = () => void

const EMPTY: SeenPrices = Object.freeze({})

function read(): SeenPrices {
  try {
    const value = JSON.parse(localStorage.getItem(SEEN_PRICES_KEY) ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as SeenPrices) : EMPTY
  } catch {
    return EMPTY
  }
}

function createSeenPrices() {
  let snapshot: SeenPrices | null = null
  const listeners = new Set<Listener>()
  const current = () => (snapshot ??= typeof localStorage === 'undefined' ? EMPTY : read())
  const write = (next: SeenPrices) => {
    snapshot = next
    try {
      if (Object.keys(next).length === 0) localStorage.removeItem(SEEN_PRICES_KEY)
      else localStorage.setItem(SEEN_PRICES_KEY, JSON.stringify(next))
    } catch {
      // storage full: this page still knows them
    }
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
