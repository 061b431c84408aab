// The mock backend in the browser (dev and mock builds only; loaded dynamically by src/main.tsx).
// Its start-up is measured (performance entries `mock:database` and `mock:start-up`, read by npm run perf).
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { initDatabase, saveSnapshot, scheduleSave } from './persistence'

export async function startMockBackend(): Promise<void> {
  const started = performance.now()
  await initDatabase()
  performance.measure('mock:database', { start: started })
  const worker = setupWorker(...handlers)
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave()
  })
  // a reload right after a change must not lose it to the debounce
  window.addEventListener('pagehide', saveSnapshot)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  performance.measure('mock:start-up', { start: started })
}
