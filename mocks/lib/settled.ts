// When the browser's first screen has settled (issue 14): what that screen does not need — the handlers it
// did not ask for, the mock's control panel — loads then, so that on a slow network it does not share the
// connections and the bandwidth with the screen's data, scripts and pictures (mocks/browser.ts).

/** How long the page must go without a request before it counts as settled. */
export const QUIET_MS = 500
/** At the latest this long after the load, a page that keeps asking counts as settled all the same. */
export const SETTLED_LATEST_MS = 5000

/** Runs `task` when the page has loaded and the main thread is idle (at the latest 2 s after the load). */
function afterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 0)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Resolves once the page has loaded, has then gone QUIET_MS without a request (`lastRequestAt`, on the clock
 * of performance.now(): the first screen's data and pictures have arrived) and the main thread is idle — or,
 * on a page that keeps asking, SETTLED_LATEST_MS after the load.
 */
export function whenSettled(lastRequestAt: () => number): Promise<void> {
  return new Promise((resolve) => {
    afterLoad(() => {
      const latest = performance.now() + SETTLED_LATEST_MS
      const check = () => {
        const wait = Math.min(lastRequestAt() + QUIET_MS, latest) - performance.now()
        if (wait > 0) setTimeout(check, wait)
        else afterLoad(() => resolve())
      }
      check()
    })
  })
}
