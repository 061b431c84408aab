// The mock backend in the browser (dev and mock builds only; loaded dynamically by src/main.tsx, which renders
// the app meanwhile and holds the page's fetches until this resolves). Its code comes in two chunks evaluated
// in separate tasks: the database (seed, rules, machines) and the request side (msw, handlers, the contract).
// The database is seeded or restored in slices while the other chunk loads and msw's service worker registers.
// The handlers start with the catalogue's reading side; the rest load on demand (handlers/browser-handlers.ts)
// or once the first screen has settled (lib/settled.ts).
// The start-up is measured (performance entries `mock:database`, `mock:start-up` and the mark `mock:slices`
// with the main-thread work of the slices, read by npm run perf).
import { browserSeedCache } from './lib/seed-cache'
import { whenSettled } from './lib/settled'
import { inSlices, sliceStats } from './lib/time-slice'
import { MOCK_WORKER_PATH, takePageControl } from './lib/worker-control'

export interface MockBackend {
  /**
   * Resolves when the first screen has settled: what the page does not need for it (the handlers it did not
   * ask for, the control panel) loads then, without competing with its data, scripts and pictures.
   */
  settled: Promise<void>
}

export async function startMockBackend(): Promise<MockBackend> {
  const started = performance.now()
  // before msw starts, the page is controlled by its worker or reloading (lib/worker-control.ts): msw's own
  // reload came after the first paint and lost what had been typed
  const control = takePageControl()
  const requestSide = Promise.all([import('msw/browser'), import('./handlers/browser-handlers')])
  const { initDatabase, saveSnapshot, scheduleSave, seededTables, SEED_CODE } = await import('./persistence')
  // dev mode keeps no seed cache: there the seed's code changes under the same URL
  const cache = import.meta.env.DEV ? null : browserSeedCache(SEED_CODE)
  const database = inSlices(() => initDatabase(cache)).then((start) => {
    performance.measure('mock:database', { start: started, detail: { start } })
    return start
  })
  const [{ setupWorker }, { browserHandlers, loadLaterHandlers }] = await requestSide
  const worker = setupWorker(...browserHandlers)
  let lastRequestAt = performance.now()
  worker.events.on('request:start', () => {
    lastRequestAt = performance.now()
  })
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave()
  })
  // a reload right after a change must not lose it to the debounce
  window.addEventListener('pagehide', saveSnapshot)
  // the page is going away: nothing more to start
  if ((await control) === 'reload') return new Promise<never>(() => undefined)
  const [start] = await Promise.all([
    database,
    worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: MOCK_WORKER_PATH } }),
  ])
  performance.measure('mock:start-up', { start: started })
  performance.mark('mock:slices', { detail: { ...sliceStats } })
  const settled = whenSettled(() => lastRequestAt)
  // the handlers the first pages do not ask for: a request that needs them earlier loads them itself, and the
  // first click after the page has settled finds them loaded (issue 14)
  void settled.then(() => loadLaterHandlers().catch(() => undefined))
  // a page restored over a seed built again keeps that seed's tables for the next reload; a first visit keeps
  // nothing (a fresh browser, as in the e2e tests and Lighthouse, would only pay for the copy)
  const built = start === 'restored' ? seededTables() : null
  if (cache && built)
    void settled.then(() => cache.write(built.seededAt, built.tables).catch(() => undefined))
  return { settled }
}
