#!/usr/bin/env node
// Runs Playwright with a Chromium it can find on any machine (issue 2): PLAYWRIGHT_CHROMIUM_EXECUTABLE if set,
// else a system Chromium, else Playwright's own browser (installed on first use where downloads work).
// Builds the mock app first unless SKIP_BUILD=1 (npm test builds it once). A whole run, or one that names
// tests/e2e/production-http.spec.ts or slow-link.spec.ts, also runs the production build (dist/) against the HTTP mock API (issue 26
// item 1): dist/ is built for that API when SKIP_BUILD is not 1 or when it was built for another.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { distTalksToMockApi, HTTP_MOCK_SPEC, httpMockPorts, productionBuildEnv } from './e2e-env.mjs'

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

const args = process.argv.slice(2)
const specs = args.filter((arg) => !arg.startsWith('-') && /\.spec\.ts/.test(arg))
const httpMock = specs.length === 0 || specs.some((spec) => HTTP_MOCK_SPEC.test(spec))
// only the production spec named: neither the mock build nor its server is needed
const onlyHttpMock = specs.length > 0 && specs.every((spec) => HTTP_MOCK_SPEC.test(spec))
if (httpMock) Object.assign(env, { E2E_HTTP_MOCK: onlyHttpMock ? 'only' : '1' }, httpMockPorts(env))

if (process.env.SKIP_BUILD !== '1' && !onlyHttpMock) execSync('npm run build:mock', { stdio: 'inherit' })
if (httpMock) {
  const built =
    existsSync('dist/index.html') && distTalksToMockApi(readFileSync('dist/index.html', 'utf8'), env)
  if (process.env.SKIP_BUILD !== '1' || !built) {
    console.log(`[e2e] building dist/ for the HTTP mock API (${productionBuildEnv(env).VITE_API_BASE_URL})`)
    execSync('npx vite build', { stdio: 'inherit', env: { ...env, ...productionBuildEnv(env) } })
  }
}

const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
