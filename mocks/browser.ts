// The mock backend in the browser (dev and mock builds only; loaded dynamically by src/main.tsx, which renders
// the app meanwhile and holds the page's fetches until this resolves). Its code comes in two chunks evaluated
// in separate tasks: the database (seed, rules, machines) and the request side (msw, handlers, the contract).
// The database is seeded or restored in slices while the other chunk loads and msw's service worker registers.
// The handlers start with the catalogue's reading side; the rest load on demand (handlers/browser-handlers.ts).
// The start-up is measured (performance entries `mock:database`, `mock:start-up` and the mark `mock:slices`
// with the main-thread work of the slices, read by npm run perf).
import { inSlices, sliceStats } from './lib/time-slice'

/** Runs `task` when the page has loaded and the main thread is idle (at the latest 2 s after the load). */
function afterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 0)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

export async function startMockBackend(): Promise<void> {
  const started = performance.now()
  const requestSide = Promise.all([import('msw/browser'), import('./handlers/browser-handlers')])
  const { initDatabase, saveSnapshot, scheduleSave } = await import('./persistence')
  const database = inSlices(initDatabase).then(() => {
    performance.measure('mock:database', { start: started })
  })
  const [{ setupWorker }, { browserHandlers, loadLaterHandlers }] = await requestSide
  const worker = setupWorker(...browserHandlers)
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave()
  })
  // a reload right after a change must not lose it to the debounce
  window.addEventListener('pagehide', saveSnapshot)
  await Promise.all([
    database,
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  ])
  performance.measure('mock:start-up', { start: started })
  // the handlers the first pages do not ask for, once the page has loaded: they do not compete with its
  // pictures and scripts, and the first request that needs them finds them loaded (issue 14)
  afterLoad(() => void loadLaterHandlers().catch(() => undefined))
  performance.mark('mock:slices', { detail: { ...sliceStats } })
}
