// Mock builds only: the page is controlled by msw's service worker before msw starts, without msw's reload.
//
// msw reloads the page when its worker is registered but does not control the page (msw's
// get-worker-instance.ts). That is right after a hard reload, which bypasses service workers for the page's
// lifetime; it is wrong for a page opened while an earlier page's worker was still installing. That worker's
// activation claims the new page a moment later (public/mockServiceWorker.js: skipWaiting, clients.claim), but
// msw had reloaded it by then, after the page had painted: a clean-clone CI run under load lost the email typed
// into /login that way (issue 26 item 2, the login email "wiped by a late re-render"; the trace showed a third
// document load of /login that no test asked for).
//
// So: a worker still on its way claims the page, and the page waits for it; a page that no worker will ever
// control reloads at once, at the start of the boot, before anything can be typed.

/** The parts of `navigator.serviceWorker` used here (a fake in tests). */
export interface WorkerContainer {
  readonly controller: unknown
  getRegistrations(): Promise<readonly WorkerRegistration[]>
  addEventListener(type: 'controllerchange', listener: () => void, options?: { once?: boolean }): void
}

interface WorkerLike {
  readonly scriptURL: string
  readonly state: string
  addEventListener(type: 'statechange', listener: () => void): void
}

export interface WorkerRegistration {
  readonly installing: WorkerLike | null
  readonly waiting: WorkerLike | null
  readonly active: WorkerLike | null
}

/**
 * What the page does before msw starts: `ready` (controlled, or no worker registered yet: msw registers it and
 * its activation claims the page), or `reload` (a hard reload: no worker will control this page).
 */
export type MockControl = 'ready' | 'reload'

const scriptOf = (registration: WorkerRegistration) =>
  (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL

/** Resolves when the container's controller changes, or when `worker` is done (activated or redundant). */
function claimed(container: WorkerContainer, worker: WorkerLike): Promise<void> {
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    worker.addEventListener('statechange', () => {
      // activation claims the page in its activate handler, just before this state
      if (worker.state === 'redundant') resolve()
      // the claim's controllerchange comes with activation; give it the turn it needs
      else if (worker.state === 'activated') setTimeout(resolve, 0)
    })
  })
}

/** Decides, and waits where a worker is on its way; `scriptUrl` is the absolute URL of msw's worker script. */
export async function takeMockControl(container: WorkerContainer, scriptUrl: string): Promise<MockControl> {
  if (container.controller) return 'ready'
  const ours = (await container.getRegistrations()).filter(
    (registration) => scriptOf(registration) === scriptUrl,
  )
  if (ours.length === 0) return 'ready'
  const coming = ours.map((registration) => registration.installing ?? registration.waiting).find(Boolean)
  if (coming) {
    await claimed(container, coming)
    return container.controller ? 'ready' : 'reload'
  }
  return 'reload'
}

/** msw's worker script, as registered (src/main.tsx and mocks/browser.ts). */
export const MOCK_WORKER_PATH = `${import.meta.env.BASE_URL}mockServiceWorker.js`

let taken: Promise<MockControl> | null = null

/**
 * The page's own decision, made once (the boot starts it before the first render; the mock's start-up awaits
 * the same promise): a hard-reloaded page reloads at once, before it can be typed into.
 */
export function takePageControl(): Promise<MockControl> {
  const scriptUrl = new URL(MOCK_WORKER_PATH, window.location.href).href
  taken ??= takeMockControl(navigator.serviceWorker, scriptUrl).then((control) => {
    if (control === 'reload') window.location.reload()
    return control
  })
  return taken
}
