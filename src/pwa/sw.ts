// The installed app's service worker (production builds only; issue 26 item 3). Built by vite-plugin-pwa
// (injectManifest) from this file; tsconfig.sw.json checks it with the worker's types.
//
// - The app shell (index.html, the entry's scripts and styles, the manifest and icons) is precached: a repeat
//   visit starts without the link, and offline too. Screen chunks are cached the first time they are used:
//   precaching all of them would spend about a megabyte of a buyer's data on screens they may never open.
// - Catalogue reads (settings, home, categories, goods lists and details, brands, series, stores, news) are served
//   stale-while-revalidate: the last answer at once, the network's in the background. An answer served from the
//   cache carries `x-cached-at`, the time it was fetched, and the app shows "Precios al AAAA-MM-DD HH:mm".
//   The cache key includes who asked (a visitor sees no prices, a member does), and a logout empties it.
// - Pictures are cached for 30 days. Everything else (the member's records, every write, every money action)
//   always goes to the network.
// - An update waits until the buyer chooses "Actualizar" (src/pwa/register.ts): never in the middle of an order.
import { ExpirationPlugin } from 'workbox-expiration'
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core'
import { CATALOGUE_CACHE, CATALOGUE_READS, CACHED_AT_HEADER, CLEAR_CATALOGUE } from './catalogue-reads'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)

// every address of the single-page app opens the precached shell, offline too (the mock pages are not shipped)
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')))

// hashed file names never change: the first copy is the right one
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'screens',
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)

/** SHA-256 of the Authorization header, so a cached answer is served only to whoever asked for it. */
async function askerOf(request: Request): Promise<string> {
  const authorization = request.headers.get('Authorization')
  if (!authorization) return 'visitor'
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization))
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const stampAndKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => `${request.url}#asker=${await askerOf(request)}`,
  // only whole, successful envelopes ({state: 200}) are kept, stamped with the time they were fetched
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return null
    const body = await response.text()
    try {
      if ((JSON.parse(body) as { state?: unknown }).state !== 200) return null
    } catch {
      return null
    }
    const headers = new Headers(response.headers)
    headers.set(CACHED_AT_HEADER, new Date().toISOString())
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  },
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && CATALOGUE_READS.some((path) => url.pathname.endsWith(path)),
  new StaleWhileRevalidate({
    cacheName: CATALOGUE_CACHE,
    plugins: [
      stampAndKey,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null
  // "Actualizar": the waiting worker takes over, and the page reloads once it controls it
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  // a logout: nothing the member saw stays on this device
  if (data?.type === CLEAR_CATALOGUE) event.waitUntil(caches.delete(CATALOGUE_CACHE))
})
