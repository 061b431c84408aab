#!/usr/bin/env node
// The production build (dist/) talks to a real API: no MSW, no mock code, no mock service worker (issue 2).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const dir = 'dist'
if (!existsSync(dir)) {
  console.error('dist/ is missing: run npm run build first')
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
  'stately.ai/inspect',
]
const problems = []
if (files.some((file) => file.endsWith('mockServiceWorker.js')))
  problems.push('dist/mockServiceWorker.js is shipped')
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8')
  for (const marker of markers) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`)
}
if (problems.length > 0) {
  console.error('Mock code leaked into the production build:\n' + problems.join('\n'))
  process.exit(1)
}
console.log(`check-bundle: ${files.length} files in dist/, no mock code`)
