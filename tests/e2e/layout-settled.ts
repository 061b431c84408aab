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

/** The layout check's violations on the page as it is now drawn (after `settled`). */
export async function checkLayout(page: Page, options: LayoutCheckOptions = {}): Promise<string[]> {
  await settled(page)
  return page.evaluate(layoutCheck, options)
}
