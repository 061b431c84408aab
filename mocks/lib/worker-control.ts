// Mock builds only: the page is controlled by msw's service worker before msw starts, without msw's reload.
//
// msw reloads the page when its worker is registered but does not control the page (msw's
// get-worker-instance.ts). That is right after a hard reload, which bypasses service workers for the page's
// lifetime; it is wrong for a page opened while an earlier page's worker was still installing. That worker's
// activation claims the open pages (public/mockServiceWorker.js: skipWaiting, clients.claim), but msw had
// reloaded the new page by then, after it had painted: a clean-clone CI run under load lost the email typed into
// /login that way (issue 26 item 2, the login email "wiped by a late re-render"; the trace showed a third
// document load of /login that no test asked for).
//
// A claim only takes the pages whose document exists. A page whose navigation was on its way while the worker
// activated is found with the worker `activated` and no controller: nothing will ever claim it. The CI failed
// that way 7 times in 40 (stop 34). So the mock's worker is msw's plus one message (public/mock-worker.js):
// such a page asks the active worker to claim it.
//
// So: a worker on its way claims the page, and the page waits for it; an active worker that has not claimed the
// page is asked to; a page that no worker takes (the claim refused) reloads, before anything can be typed (the
// boot renders after this decision, src/main.tsx).

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
  postMessage(message: unknown): void
}

export interface WorkerRegistration {
  readonly installing: WorkerLike | null
  readonly waiting: WorkerLike | null
  readonly active: WorkerLike | null
}

/**
 * What the page does before msw starts: `ready` (controlled, or no worker registered yet: msw registers it and
 * its activation claims the page), or `reload` (no worker took this page when asked).
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

/** The message public/mock-worker.js answers with `clients.claim()`. */
export const CLAIM_MESSAGE = 'MOCK_CLAIM_PAGE'

/**
 * How long a page waits for the claim it asked for. The claim is one message to a running worker and back; the
 * bound only matters where the browser refuses the claim, and then the page reloads before it is shown.
 */
export const CLAIM_WAIT_MS = 3000

/** Resolves true at the container's next controllerchange, false after `ms`. */
function controllerChange(container: WorkerContainer, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(true), { once: true })
    setTimeout(() => resolve(false), ms)
  })
}

/** Decides, and waits where a worker is on its way; `scriptUrl` is the absolute URL of the mock's worker. */
export async function takeMockControl(
  container: WorkerContainer,
  scriptUrl: string,
  claimWaitMs = CLAIM_WAIT_MS,
): Promise<MockControl> {
  if (container.controller) return 'ready'
  const ours = (await container.getRegistrations()).filter(
    (registration) => scriptOf(registration) === scriptUrl,
  )
  if (ours.length === 0) return 'ready'
  const coming = ours.map((registration) => registration.installing ?? registration.waiting).find(Boolean)
  if (coming) await claimed(container, coming)
  if (container.controller) return 'ready'
  // activated before this page's document existed, or a hard reload: the page asks for the claim
  const active = ours.map((registration) => registration.active).find(Boolean)
  if (active) {
    const change = controllerChange(container, claimWaitMs)
    active.postMessage(CLAIM_MESSAGE)
    await change
  }
  return container.controller ? 'ready' : 'reload'
}

/** The mock's worker script (msw's and the claim message), as registered (mocks/browser.ts). */
export const MOCK_WORKER_PATH = `${import.meta.env.BASE_URL}mock-worker.js`

let taken: Promise<MockControl> | null = null

/**
 * The page's own decision, made once (the boot awaits it before the first render; the mock's start-up awaits
 * the same promise): a page no worker takes reloads before it can be typed into.
 */
export function takePageControl(): Promise<MockControl> {
  const scriptUrl = new URL(MOCK_WORKER_PATH, window.location.href).href
  taken ??= takeMockControl(navigator.serviceWorker, scriptUrl).then((control) => {
    if (control === 'reload') window.location.reload()
    return control
  })
  return taken
}
