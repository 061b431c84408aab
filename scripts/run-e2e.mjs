#!/usr/bin/env node
// Runs Playwright with a Chromium it can find on any machine (issue 2): PLAYWRIGHT_CHROMIUM_EXECUTABLE if set,
// else a system Chromium, else Playwright's own browser (installed on first use where downloads work).
// Builds the mock app first unless SKIP_BUILD=1 (npm test builds it once).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// Debian's headless shell first: the same engine without the browser's interface processes, about a fifth
// less CPU per test on 2 cores (issue 14 item 4); the full browser where only that is installed
const candidates = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]
let executable = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
if (!executable) executable = candidates.find((path) => existsSync(path))

const env = { ...process.env }
if (executable) {
  env.PLAYWRIGHT_CHROMIUM_EXECUTABLE = executable
  console.log(`[e2e] Chromium: ${executable}`)
} else {
  console.log("[e2e] no system Chromium found: installing Playwright's own (npx playwright install chromium)")
  execSync('npx playwright install chromium', { stdio: 'inherit' })
}

if (process.env.SKIP_BUILD !== '1') execSync('npm run build:mock', { stdio: 'inherit' })

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
