// The layout check (layout-check.ts) as every spec runs it: once the page has followed its window. A resize is
// answered by listeners — the rem base (src/app/use-rem-base.ts), the side tab's compact form below 1568 px —
// that run on the next frames; a check run at once judged the layout of the previous width. tenders.spec failed
// that way in CI: at 1280 px the side tab was still in its wide 1920 px form and covered a «Quitar» button.
// tests/unit/layout-check-settled.test.ts keeps every spec on this helper.
import type { Page } from '@playwright/test'
import { layoutCheck, type LayoutCheckOptions } from './layout-check'

/** Two animation frames: the resize listeners have run and the layout has followed them. */
export const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )

/**
 * The pictures have had their turn: each has loaded, or failed and been given the app's placeholder. A picture
 * fails in one task and the app's error handler (src/components/picture.tsx) swaps the placeholder in a later
 * one, through a React render; a lazy picture gets its source only once its IntersectionObserver has seen it,
 * after a resize has re-drawn its row. Stop 34's CI checked in between and found "broken image (no
 * placeholder)" on /member/order/list, then /buy/confirm at 1920 px. So the check waits until three frames in a
 * row find no picture loading or broken, at most 3 s: a picture the app leaves broken longer is reported.
 */
export const picturesSettled = (page: Page) =>
  page.evaluate(async () => {
    const deadline = performance.now() + 3000
    const unsettled = () =>
      Array.from(document.images).some(
        (image) => image.getAttribute('src') && (!image.complete || image.naturalWidth === 0),
      )
    // a frame, then a task: observers and React's scheduled renders have run
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
      await frame()
      quiet = unsettled() ? 0 : quiet + 1
    }
  })

/** The layout check's violations on the page as it is now drawn (after `settled`, and `picturesSettled`). */
export async function checkLayout(page: Page, options: LayoutCheckOptions = {}): Promise<string[]> {
  if (options.badInput) await picturesSettled(page)
  await settled(page)
  return page.evaluate(layoutCheck, options)
}
