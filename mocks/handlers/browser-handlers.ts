// What the browser's mock runs (issue 14, docs/decisions/010): injected faults, then the route table of the
// first group (./first.ts), which loads the later group (./later.ts, with yup and every rule set) on the first
// request the first group does not answer. mocks/browser.ts also loads it once the page has loaded, so that a
// buyer's first click rarely waits for it. Node (Vitest) runs every handler from the start (./index.ts).
import type { RequestHandler } from 'msw'
import { faultHandler } from '../faults'
import { chatSocketHandler } from './chat-socket'
import { routeTable } from '../lib/route-table'
import { firstHandlers } from './first'

/** The paths the later group answers: the API, and the uploaded files of ./uploads.ts. */
export const LATER_PREFIXES = ['/v3/', '/mock-uploads/'] as const

let later: Promise<readonly RequestHandler[]> | null = null

/** The later group, imported once (again after a failed import). */
export function loadLaterHandlers(): Promise<readonly RequestHandler[]> {
  return (later ??= import('./later').then(
    (module) => module.laterHandlers,
    (error: unknown) => {
      later = null // not kept: the next request that needs the group tries again
      throw error
    },
  ))
}

export const browserHandlers = [
  faultHandler,
  // issue 29: the chat's socket.io server, in the page (docs/decisions/014)
  chatSocketHandler,
  ...routeTable(firstHandlers, { load: loadLaterHandlers, prefixes: LATER_PREFIXES }),
]
