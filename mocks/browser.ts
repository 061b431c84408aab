// The mock backend in the browser (dev and mock builds only; loaded dynamically by src/main.tsx, which renders
// the app meanwhile and holds the page's fetches until this resolves). The database is seeded or restored in
// slices while msw's service worker registers. Its start-up is measured (performance entries `mock:database`,
// `mock:start-up` and the mark `mock:slices` with the main-thread work, read by npm run perf).
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { initDatabase, saveSnapshot, scheduleSave } from './persistence'
import { inSlices, sliceStats } from './lib/time-slice'

export async function startMockBackend(): Promise<void> {
  const started = performance.now()
  const database = inSlices(initDatabase).then(() => {
    performance.measure('mock:database', { start: started })
  })
  const worker = setupWorker(...handlers)
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
  performance.mark('mock:slices', { detail: { ...sliceStats } })
}
