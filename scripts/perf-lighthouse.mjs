#!/usr/bin/env node
// Lighthouse (mobile, performance only) of the mock build on /index, /goods/list, /goods/detail and /cart/index
// (issue 14 targets ≥ 80): the median of a few runs per page, printed as figures, never asserted.
//
// Lighthouse 13 wants Node ≥ 22.19, so it is not a dependency of this Node 20 project. The script uses
//   LIGHTHOUSE_BIN=/path/to/lighthouse    a copy installed elsewhere, or
//   node_modules/.bin/lighthouse          one installed in the project, or
//   PERF_LIGHTHOUSE=1 (or --lighthouse)   `npx --yes lighthouse@13` (downloads it once into the npm cache),
// and prints "skipped" otherwise. PERF_BASE_URL measures a server already running (else it serves dist-mock/),
// PERF_LIGHTHOUSE_RUNS sets the runs per page (default 3). PERF_LCP_TAIL=N also prints, per page, the N requests
// that end last in Lighthouse's simulated LCP (its pessimistic graph: every request that ended before the
// observed LCP), which is what bounds a data-drawn LCP in this model (docs/decisions/010-mock-build-first-load.md).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { servePreview } from './preview-server.mjs'

const PAGES = ['/index', '/goods/list', '/goods/detail?productId=1', '/cart/index']
const runs = Number(process.env.PERF_LIGHTHOUSE_RUNS ?? 3)
const lcpTail = Number(process.env.PERF_LCP_TAIL ?? 0)
const asked = process.env.PERF_LIGHTHOUSE === '1' || process.argv.includes('--lighthouse')

const local = join('node_modules', '.bin', 'lighthouse')
const command = process.env.LIGHTHOUSE_BIN
  ? [process.env.LIGHTHOUSE_BIN]
  : existsSync(local)
    ? [local]
    : asked
      ? ['npx', '--yes', 'lighthouse@13']
      : null
const chrome =
  process.env.CHROME_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)

const skip = (why) => {
  console.log(`\nLighthouse (mobile, mock build): skipped (${why})`)
  process.exit(0)
}
if (!command) skip('no lighthouse found; PERF_LIGHTHOUSE=1 npm run perf runs it through npx')
if (!chrome) skip('needs a Chromium: set CHROME_PATH')
if (!process.env.PERF_BASE_URL && !existsSync('dist-mock/index.html')) skip('needs npm run build:mock')

const server = process.env.PERF_BASE_URL ? null : await servePreview(Number(process.env.PERF_PORT ?? 4198))
const base = process.env.PERF_BASE_URL ?? server.base
const folder = mkdtempSync(join(tmpdir(), 'perf-lighthouse-'))

/** The simulated requests of the LCP estimate that end last: [start ms, end ms, path]. */
function lcpTailOf(traceFile, count) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'))
  const events = trace.traceEvents ?? trace
  const origin = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts))
  const requests = new Map()
  for (const event of events) {
    const data = event.args?.data
    if (event.name === 'ResourceSendRequest') requests.set(data.requestId, { url: data.url, start: event.ts })
    if (event.name === 'ResourceFinish' && requests.has(data.requestId))
      requests.get(data.requestId).end = event.ts
  }
  return [...requests.values()]
    .filter((request) => request.end !== undefined)
    .sort((a, b) => a.end - b.end)
    .slice(-count)
    .map((request) => [
      (request.start - origin) / 1000,
      (request.end - origin) / 1000,
      new URL(request.url).pathname,
    ])
}

function lighthouse(url, { tail = 0 } = {}) {
  const output = join(folder, 'report.json')
  const [bin, ...args] = command
  const result = spawnSync(
    bin,
    [
      ...args,
      url,
      '--only-categories=performance',
      // not scored: a page that throws can paint nothing and still score well (seen in issue 14)
      '--only-audits=errors-in-console',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      '--quiet',
      // Lighthouse writes its simulations as traces when LANTERN_DEBUG is set
      ...(tail > 0 ? ['--save-assets'] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: chrome, ...(tail > 0 ? { LANTERN_DEBUG: '1' } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  )
  if (result.status !== 0 || !existsSync(output)) {
    throw new Error(`lighthouse failed on ${url}: ${result.stderr?.trim().split('\n').slice(-3).join(' ')}`)
  }
  const report = JSON.parse(readFileSync(output, 'utf8'))
  rmSync(output)
  const simulation = join(folder, 'report-pessimisticLargestContentfulPaint.trace.json')
  const metric = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    errors: (report.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    si: metric('speed-index'),
    tail: tail > 0 && existsSync(simulation) ? lcpTailOf(simulation, tail) : [],
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

try {
  console.log(`\nLighthouse (mobile, performance, mock build at ${base}; median of ${runs} runs):`)
  for (const page of PAGES) {
    const results = []
    for (let run = 0; run < runs; run++)
      results.push(lighthouse(base + page, { tail: run === 0 ? lcpTail : 0 }))
    const pick = (key) => median(results.map((result) => result[key]))
    const scores = results.map((result) => result.score)
    console.log(
      `  ${page.replace(/\?.*/, '').padEnd(14)} score ${String(pick('score')).padStart(3)}` +
        ` (${Math.min(...scores)}–${Math.max(...scores)})  FCP ${seconds(pick('fcp'))}` +
        `  LCP ${seconds(pick('lcp'))}  TBT ${Math.round(pick('tbt'))} ms  SI ${seconds(pick('si'))}`,
    )
    for (const [start, end, path] of results[0].tail) {
      console.log(
        `    simulated ${String(Math.round(start)).padStart(5)}–${String(Math.round(end)).padStart(5)} ms  ${path}`,
      )
    }
    const errors = results.flatMap((result) => result.errors)
    if (errors.length > 0) {
      console.log(
        `    ${errors.length} console error(s) in the runs: not a figure until fixed. First: ${errors[0].split('\n')[0]}`,
      )
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
  server?.stop()
}
