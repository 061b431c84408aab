// Entry point. In mock mode (VITE_MSW=true) the app renders at once (until the first screen's data arrives, the
// router shows its loading state) while the mock backend starts (issue 14 item 1): every fetch of the page waits
// until the mock answers, and the control panel loads once the first screen has settled. In a production build
// the branch is removed (issue 2; npm run check:bundle).
import { lazy, startTransition, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { APP_LOCALE } from './i18n/dictionary'
import { inspectRequested, setFlowInspector } from './lib/flow-inspector'
import './app/global.css'

/**
 * Mock builds only: fetches made before the mock's service worker controls the page would reach the static
 * server, so each one waits for the start-up — the app's requests (src/api/client.ts looks fetch up at call
 * time) and any other, such as an e2e test's call of a mock endpoint right after load.
 */
function holdFetchUntil(ready: Promise<void>): void {
  const pageFetch = window.fetch.bind(window)
  let held = 0
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const asked = performance.now()
    await ready
    if (held++ === 0) performance.measure('mock:fetch-held', { start: asked })
    return pageFetch(...args)
  }
  void ready.then(() => {
    window.fetch = pageFetch
  })
}

/**
 * Mock builds only: resolves at the first contentful paint, so that the mock's chunks (over 200 KB gzipped)
 * do not compete with the shell's own scripts and styles for the network and the main thread; at the latest
 * after `latestMs` (a tab opened in the background paints nothing until it is shown).
 */
function firstContentfulPaint(latestMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    observer.observe({ type: 'paint', buffered: true })
    const timer = setTimeout(done, latestMs)
  })
}

/** Lets the browser run what waits (input, paint, other tasks) before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function boot() {
  let devTools: React.ReactNode = null
  // ?inspect connects every flow to the Stately inspector, in dev and mock builds only (issue 6): the branch
  // and the inspector's chunk are absent from a production build (npm run check:bundle)
  if (
    (import.meta.env.DEV || import.meta.env.VITE_MSW === 'true') &&
    inspectRequested(window.location.search)
  ) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    setFlowInspector(createBrowserInspector().inspect)
  }
  // A mock build (VITE_MSW=true: the mock backend in the page) or, with VITE_MSW=false, a mock build against the
  // HTTP mock API at VITE_API_BASE_URL (npm run mock:api, issue 26 item 1): the control panel and the simulated
  // gateway page, without the in-page mock
  const inPageMock = import.meta.env.VITE_MSW === 'true'
  if (inPageMock || import.meta.env.MODE === 'mock') {
    // the simulated e-payment (TropiPay) page of the mock backend replaces the app on its own address
    if (window.location.pathname === '/mock-pasarela') {
      if (inPageMock) {
        const { startMockBackend } = await import('../mocks/browser')
        await startMockBackend()
      }
      const { GatewayPage } = await import('../mocks/control-panel/gateway-page')
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <GatewayPage />
        </StrictMode>,
      )
      return
    }
    // the kit's stories, one per address hash, for their pixel baselines (tests/e2e/visual.spec.ts)
    if (window.location.pathname === '/mock-kit') {
      const { renderKitGallery } = await import('../stories/kit-gallery')
      renderKitGallery(document.getElementById('root')!)
      return
    }
    // the page is controlled by the mock's worker before the first render, or reloads before it can be typed
    // into: a worker on its way is waited for, an active one is asked to claim the page
    // (mocks/lib/worker-control.ts, issue 26 item 2); the mock's start-up awaits the same decision
    const control = inPageMock
      ? import('../mocks/lib/worker-control').then((module) => module.takePageControl())
      : null
    const backend = inPageMock
      ? firstContentfulPaint(1000)
          .then(() => import('../mocks/browser'))
          .then(({ startMockBackend }) => startMockBackend())
      : firstContentfulPaint(1000).then(() => ({ settled: Promise.resolve() }))
    if (inPageMock) holdFetchUntil(backend.then(() => undefined))
    // the control panel is not part of the first screen: it loads once that screen has settled
    const ControlPanel = lazy(() =>
      backend.then(({ settled }) =>
        settled.then(() =>
          import('../mocks/control-panel/control-panel').then((module) => ({ default: module.ControlPanel })),
        ),
      ),
    )
    devTools = (
      <Suspense fallback={null}>
        <ControlPanel />
      </Suspense>
    )
    // awaited once fetch is held: a request made while the page waits goes to the mock, never to the network
    if ((await control) === 'reload') return
  }
  // the installed app's service worker, production builds only: the mock build's scope is MSW's (issue 26)
  if (!import.meta.env.DEV && import.meta.env.VITE_MSW !== 'true') {
    void import('./pwa/register').then(({ startInstalledApp }) => startInstalledApp())
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('root element missing')
  // The first Intl call loads the locale's data (about 25 ms on a fast machine): IntlProvider makes it in the
  // first render unless it is made here, in a task of its own between the entry's evaluation and that render
  await nextTask()
  Intl.NumberFormat.supportedLocalesOf(APP_LOCALE)
  Intl.DateTimeFormat.supportedLocalesOf(APP_LOCALE)
  await nextTask()
  const root = createRoot(container)
  // The first render is a transition (issue 14): React renders the shell in slices and yields between them,
  // instead of one task of about 70 ms (the router with its route table, every provider) in which the page
  // could not answer a tap. Nothing is shown before that render completes either way.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App devTools={devTools} />
      </StrictMode>,
    ),
  )
}

void boot()
