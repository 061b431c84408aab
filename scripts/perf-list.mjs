#!/usr/bin/env node
// Render cost of a 50-card goods list (issue 4 "Performance"): serves the mock build (dist-mock/), opens
// /goods/list?limit=50 in Chromium and reports the long tasks (> 50 ms) of the client-side navigation to it.
// A report, not a test (timings are never asserted in tests). Skips when dist-mock/ or a browser is missing.
import { existsSync } from 'node:fs'
import { servePreview } from './preview-server.mjs'

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)
if (!existsSync('dist-mock/index.html') || !executablePath) {
  console.log('\nList render (50 cards): skipped (needs npm run build:mock and a Chromium)')
  process.exit(0)
}

const { chromium } = await import('@playwright/test')
const { base, stop } = await servePreview(4199)
try {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  await page.goto(`${base}/goods/list?keyword=a`)
  await page.getByRole('region', { name: 'Resultados' }).waitFor()
  await page.evaluate(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: false })
  })
  const started = Date.now()
  await page.getByRole('button', { name: 'Más vendidos' }).click()
  await page.getByRole('combobox', { name: 'Por página' }).selectOption('50')
  await page.waitForFunction(() => document.querySelectorAll('main article').length >= 50)
  const elapsed = Date.now() - started
  await page.waitForTimeout(500)
  const tasks = await page.evaluate(() => window.__longTasks)
  const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)
  console.log('\nList render (50 cards, client-side navigation, mock build):')
  console.log(
    `  cards shown after ${elapsed} ms; long tasks: ${tasks.length}; total blocking time ${Math.round(blocking)} ms`,
  )
  // mock start-up (issue 14 item 1): a fresh browser seeds; a reload seeds at the stored time (or inserts that
  // seed's tables from the seed cache) and lays the stored changes over it. Entries measured by mocks/browser.ts (the database is made in slices while the
  // worker registers and the app renders) and src/main.tsx (how long the page's first fetch waited).
  const startUp = async (target) => {
    const { measures, slices } = await target.evaluate(() => ({
      measures: Object.fromEntries(
        performance
          .getEntriesByType('measure')
          .map((entry) => [entry.name, Math.round(entry.startTime + entry.duration)]),
      ),
      slices: performance.getEntriesByName('mock:slices')[0]?.detail,
    }))
    const ms = (value) => `${Math.round(value)} ms`
    return (
      `database ready at ${ms(measures['mock:database'])}, mock answering at ${ms(measures['mock:start-up'])}` +
      ` after navigation; main-thread work ${ms(slices?.busyMs ?? NaN)} in ${slices?.slices} slices` +
      ` (longest ${ms(slices?.longestMs ?? NaN)})`
    )
  }
  const fresh = await browser.newPage()
  await fresh.goto(`${base}/index`)
  await fresh.getByRole('heading', { name: 'Categorías' }).first().waitFor()
  console.log('\nMock start-up in the page (main thread, mock build):')
  console.log(`  fresh browser (seed): ${await startUp(fresh)}`)
  await fresh.reload()
  await fresh.getByRole('heading', { name: 'Categorías' }).first().waitFor()
  console.log(`  reload (stored state, seed built again): ${await startUp(fresh)}`)
  // that reload keeps its seed's tables once the page has settled (mocks/lib/seed-cache.ts); the next inserts
  // them instead of building the seed (the cache's reads are IndexedDB's own tasks, outside the slices)
  await fresh.getByRole('button', { name: 'Panel de simulación' }).waitFor({ timeout: 15_000 })
  await fresh.waitForTimeout(2000)
  await fresh.reload()
  await fresh.getByRole('heading', { name: 'Categorías' }).first().waitFor()
  console.log(`  reload (stored state, seed from the cache): ${await startUp(fresh)}`)
  await browser.close()
} finally {
  stop()
}
