#!/usr/bin/env node
// The production build talks to a real API: no MSW, no mock code, no mock service worker (issue 2), and its
// index.html carries the strict Content Security Policy (issue 15 item 3) and the pre-rendered shell (issue 26
// item 4). Checks the folder given as the first argument (default dist), so a build made with
// `vite build --outDir X` is checked where it is (issue 15 item 6).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'dist'
if (!existsSync(dir)) {
  console.error(`${dir}/ is missing: run npm run build first`)
  process.exit(1)
}
const files = []
const walk = (path) => {
  for (const name of readdirSync(path)) {
    const full = join(path, name)
    if (statSync(full).isDirectory()) walk(full)
    else files.push(full)
  }
}
walk(dir)
// the Stately inspector is loaded only with ?inspect in dev and mock builds (issue 6)
const markers = [
  'mockServiceWorker',
  'setupWorker',
  'msw/browser',
  'Panel de simulación',
  'mock-backend/db',
  // src/main.tsx's hold on the page's fetches while the mock starts (issue 14)
  'mock:fetch-held',
  'stately.ai/inspect',
  // the kit's stories page (stories/kit-gallery.tsx)
  'kitStories',
]
const problems = []
// msw's worker and the mock's worker that loads it (public/mock-worker.js)
for (const worker of ['mockServiceWorker.js', 'mock-worker.js'])
  if (files.some((file) => file.endsWith(`/${worker}`))) problems.push(`${dir}/${worker} is shipped`)
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8')
  for (const marker of markers) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`)
}
problems.push(...policyProblems(join(dir, 'index.html')))
// issue 26 item 4: the first paint needs only the HTML and the stylesheet (scripts/vite-plugins.ts prerenderedShell)
if (
  existsSync(join(dir, 'index.html')) &&
  !readFileSync(join(dir, 'index.html'), 'utf8').includes('app--prerendered')
)
  problems.push(`${dir}/index.html has no pre-rendered shell in #root`)
if (problems.length > 0) {
  console.error(`The production build in ${dir}/ is not fit to ship:\n` + problems.join('\n'))
  process.exit(1)
}
console.log(`check-bundle: ${files.length} files in ${dir}/, no mock code, strict Content Security Policy`)

/**
 * The policy as the browser reads it from index.html, held to the strict rules of issue 15 item 3 (read
 * independently of scripts/vite-plugins.ts, which writes it).
 */
function policyProblems(indexPath) {
  if (!existsSync(indexPath)) return [`${indexPath} is missing`]
  const html = readFileSync(indexPath, 'utf8')
  const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)]
  if (metas.length !== 1) return [`${indexPath} must carry exactly one Content-Security-Policy meta tag`]
  const problems = []
  const firstScript = html.search(/<script|<link/i)
  if (firstScript !== -1 && metas[0].index > firstScript)
    problems.push('the Content-Security-Policy meta tag must come before every script and stylesheet')
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/.test(script[1]) || script[2].trim() !== '') problems.push('index.html has an inline script')
  }
  const content = metas[0][1].replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&')
  const policy = new Map(
    content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  )
  const expect = (name, check, rule) => {
    const sources = policy.get(name)
    if (!sources || !check(sources))
      problems.push(`${name} must be ${rule} (is "${sources?.join(' ') ?? ''}")`)
  }
  const exactly =
    (...wanted) =>
    (sources) =>
      sources.join(' ') === wanted.join(' ')
  expect('default-src', exactly("'self'"), "'self'")
  expect('script-src', exactly("'self'"), "'self' alone")
  expect('object-src', exactly("'none'"), "'none'")
  // /previewFile frames a PDF from a blob: URL of the page; nothing else may be framed
  expect('frame-src', exactly('blob:'), 'blob: alone')
  expect('base-uri', exactly("'self'"), "'self'")
  expect('form-action', (sources) => sources.includes("'self'"), "'self' (plus the gateway if it posts)")
  expect('connect-src', (sources) => sources.includes("'self'"), "'self' plus the API origin")
  expect(
    'img-src',
    (sources) => sources.includes("'self'") && sources.includes('data:'),
    "'self', data: and the image host",
  )
  for (const [name, sources] of policy) {
    for (const source of sources) {
      if (["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'http:', 'https:'].includes(source))
        problems.push(`${name} allows ${source}`)
    }
  }
  // browsers ignore frame-ancestors in a meta tag and log an error: the static host sends it (README.md)
  if (policy.has('frame-ancestors'))
    problems.push('frame-ancestors belongs in the HTTP header, not the meta tag')
  return problems
}
