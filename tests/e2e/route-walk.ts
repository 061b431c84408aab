// Walking the app's screens in one page, as layout.spec and layout-extreme.spec do: the router's own navigation
// (a reload would boot the app and its mock again), a wait until the screen has settled, and the links that give
// the next screens their ids.
import type { Page } from '@playwright/test'

/** The first same-site link with a query to each path, for the routes that need an id. */
export type Found = Map<string, URLSearchParams>

/**
 * Goes to `url` through the router, as a click on a link. The page marks when the app has begun to answer (its
 * first change of the DOM), and `settle` waits for that mark: without it, a router slow to start under load left
 * the page quiet and without a loader for 150 ms, and layout-extreme.spec judged the previous screen at the new
 * address (stop 34's run: the home page's heading "at" /goods/list).
 */
export async function navigate(page: Page, url: string) {
  await page.evaluate((target) => {
    const marks = window as unknown as { e2eAnswered?: boolean }
    marks.e2eAnswered = false
    const observer = new MutationObserver(() => {
      marks.e2eAnswered = true
      observer.disconnect()
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    const index = (history.state as { idx?: number } | null)?.idx ?? 0
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, url)
}

/**
 * Resolves once the app has answered the last `navigate`, no loader shows, every picture with a source has
 * loaded or failed, and the DOM has been still for a moment; false after the time limit.
 */
export function settle(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const QUIET_MS = 150
    const LIMIT_MS = 15_000
    let last = performance.now()
    const observer = new MutationObserver(() => {
      last = performance.now()
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    const loading = () => {
      // the router's progress bar and overlay, and every screen's own "Cargando…" state
      if (document.querySelector('.nav-progress--active, .loading-overlay, .page-loader')) return true
      if (Array.from(document.images).some((image) => image.getAttribute('src') && !image.complete))
        return true
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/^\s*Cargando/.test(node.textContent ?? '') && node.parentElement?.getClientRects().length)
          return true
      }
      return false
    }
    const started = performance.now()
    try {
      while (performance.now() - started < LIMIT_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const answered = (window as unknown as { e2eAnswered?: boolean }).e2eAnswered !== false
        if (answered && performance.now() - last >= QUIET_MS && !loading()) return true
      }
      return false
    } finally {
      observer.disconnect()
    }
  })
}

/** Adds the first same-site link with a query to each path found under `scope` (the whole page by default). */
export async function harvest(page: Page, found: Found, scope = 'body') {
  const links = await page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`))
        .map((anchor) => new URL(anchor.href))
        .filter((url) => url.origin === location.origin && url.search !== '')
        .map((url) => [url.pathname, url.search] as const),
    scope,
  )
  for (const [path, search] of links) if (!found.has(path)) found.set(path, new URLSearchParams(search))
}
