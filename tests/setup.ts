// Every Vitest file runs against the mock backend in Node (msw/node) on a freshly seeded database.
// The server listens at the top level (TOOLCHAIN.md gotcha 1). Two guards run after every test:
// console.error fails it, and so does any mock answer that breaks the OpenAPI document.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { matchPath } from '../mocks/lib/contract'
import { responseErrors } from '../mocks/lib/contract-responses'
import { server } from '../mocks/node'
import { faultRegistry } from '../mocks/faults'
import { resetDatabase } from '../mocks/persistence'
import { session } from '../src/api/session'
import { loginPrompt } from '../src/lib/login-prompt'
import { notify } from '../src/lib/notify'

// findBy*/waitFor wait up to 3 s (default 1 s): on a 2-core CI machine running Vitest workers side by side, a
// screen whose loader reads the mock can take over a second. Robustness only, never a timing assertion.
configure({ asyncUtilTimeout: 3000 })

// jsdom has no layout: scrolling is a no-op there (the shell scrolls to top on each navigation)
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo

// Vitest runs the files of a worker in one module graph (vite.config.ts, isolate: false): this file runs again
// before each of them, but the server, its listener and the seeded database are made once per worker.
const shared = server as typeof server & { contractViolations?: string[] }
if (!shared.contractViolations) {
  shared.contractViolations = []
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('response:mocked', checkAgainstContract)
}
const contractViolations = shared.contractViolations
// whatever an earlier file of this worker left switched on
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.restoreAllMocks()
// a reset within a minute of the seed only rebuilds what earlier tests changed (mocks/persistence.ts)
await resetDatabase()

async function checkAgainstContract({ request, response }: { request: Request; response: Response }) {
  const url = new URL(request.url)
  const template = matchPath(url.pathname)
  if (!template) return // the image host is not part of the API
  if (response.status >= 400) return // an HTTP failure injected by a test on purpose (SPEC.md §8)
  const contentType = response.headers.get('Content-Type') ?? ''
  if (!contentType.includes('application/json')) {
    contractViolations.push(`${request.method} ${url.pathname}: answered ${contentType || 'no content type'}`)
    return
  }
  const body: unknown = await response.clone().json()
  const errors = responseErrors(
    template,
    request.method.toLowerCase() as 'get' | 'post',
    response.status,
    body,
  )
  for (const error of errors) contractViolations.push(`${request.method} ${url.pathname}: ${error}`)
}

const consoleErrors: unknown[][] = []
// Armed before every test (not once): a test's vi.restoreAllMocks() must not switch the guard off.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  faultRegistry.clear()
  localStorage.clear()
  session.reload()
  notify.reset()
  // a test that left the login prompt open (a visitor's "Comprar") would show its dialog in the next file's
  // tests (one module graph per worker)
  loginPrompt.close()
  const violations = contractViolations.splice(0)
  const errors = consoleErrors.splice(0)
  expect(violations, 'mock answers must follow openapi/marketplace.yaml').toEqual([])
  expect(errors, 'console.error was called').toEqual([])
})
