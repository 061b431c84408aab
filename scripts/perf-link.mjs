#!/usr/bin/env node
// Figures, never asserts (issue 26 item 5): cold and repeat visits of the five pages a buyer opens first, over
// Chromium's emulation of a Cuban link (400 kbit/s both ways, 300 ms of round trip). Per page and visit: the
// first paint, the time until the page's own content is shown, and the bytes that crossed the link.
//
//   npm run perf:link                         the mock build (dist-mock/, npm run build:mock), mock in the page
//   PERF_BASE_URL=http://localhost:4173 …     a server already running (e.g. the production build served by
//                                             vite preview, built against the HTTP mock API: README)
//   PERF_LINK_RUNS=3                          runs per page and visit (the median is printed; default 3)
//
// Use a build, never the dev server, for slow-link trials: unbundled, the same link took 281 s and 8.7 MB.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright'
import { servePreview } from './preview-server.mjs'

/** 400 kbit/s = 50 000 bytes/s; Chromium adds the latency to every request's round trip. */
const LINK = { offline: false, latency: 300, downloadThroughput: 50_000, uploadThroughput: 50_000 }

/** Each page and what shows that its own content is there (not the shell, not a loader). */
const PAGES = [
  { path: '/index', content: 'main a[href*="/goods/detail"] img, main a[href*="/goods/detail"]' },
  { path: '/goods/list', content: 'main a[href*="/goods/detail"]' },
  { path: '/goods/detail?productId=1', content: 'main h1' },
  { path: '/cart/index', content: 'main h1' },
  { path: '/login', content: 'main form img[alt]' },
]
const runs = Number(process.env.PERF_LINK_RUNS ?? 3)

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)

if (!process.env.PERF_BASE_URL && !existsSync('dist-mock/index.html')) {
  console.error('perf:link needs npm run build:mock (or PERF_BASE_URL of a running build)')
  process.exit(1)
}
const server = process.env.PERF_BASE_URL ? null : await servePreview(Number(process.env.PERF_PORT ?? 4197))
const base = process.env.PERF_BASE_URL ?? server.base

// records, in the page, when the content selector first matches a visible element
const watchContent = (selector) => {
  const check = () => {
    if (window.__contentShownAt) return
    const element = document.querySelector(selector)
    if (element && element.getClientRects().length > 0 && !element.closest('[inert]'))
      window.__contentShownAt = performance.now()
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
}

async function visit(context, path, content) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', LINK)
  let bytes = 0
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength))
  await page.addInitScript(watchContent, content)
  await page.goto(`${base}${path}`, { waitUntil: 'commit' })
  const shown = await page
    .waitForFunction(() => window.__contentShownAt, null, { timeout: 120_000, polling: 100 })
    .then((handle) => handle.jsonValue())
    .catch(() => NaN)
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  )
  await page.close()
  return { paint, shown, bytes }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never')
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
console.log(`perf:link — ${base}, 400 kbit/s and 300 ms, median of ${runs} runs`)
console.log('page                          visit    first paint   content shown   transferred')
try {
  for (const { path, content } of PAGES) {
    const cold = []
    const repeat = []
    for (let run = 0; run < runs; run++) {
      // a new context is a fresh browser: empty cache, no service worker, no storage
      const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })
      cold.push(await visit(context, path, content))
      repeat.push(await visit(context, path, content))
      await context.close()
    }
    for (const [name, results] of [
      ['cold', cold],
      ['repeat', repeat],
    ])
      console.log(
        `${path.padEnd(30)}${name.padEnd(9)}${seconds(median(results.map((r) => r.paint))).padStart(11)}` +
          `${seconds(median(results.map((r) => r.shown))).padStart(16)}${kb(median(results.map((r) => r.bytes))).padStart(14)}`,
      )
  }
} finally {
  await browser.close()
  server?.stop()
}
