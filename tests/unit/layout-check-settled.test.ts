// Every e2e spec runs the layout check through checkLayout (tests/e2e/layout-settled.ts), which waits for the
// resize listeners before judging: a check run right after setViewportSize judged the previous width's layout
// (tenders.spec in CI, session 19). The check's own spec calls it directly on static pages.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const E2E = 'tests/e2e'
const ALLOWED = new Set(['layout-settled.ts', 'layout-check.spec.ts'])

describe('the layout check in e2e specs', () => {
  it('is run through checkLayout, never by page.evaluate(layoutCheck) in a spec', () => {
    const direct = readdirSync(E2E)
      .filter((name) => name.endsWith('.ts') && !ALLOWED.has(name))
      .filter((name) => /evaluate\(\s*layoutCheck\b/.test(readFileSync(join(E2E, name), 'utf8')))
    expect(direct).toEqual([])
  })
})
