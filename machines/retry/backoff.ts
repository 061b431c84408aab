// Automatic retries of a failed read (issue 26 item 2: every wait ends in a result or a way forward). A read
// that fails — a timeout, a dropped connection, a 5xx — is tried again by itself after 1 s, 2 s and 4 s; after
// the third retry fails the flow stops and offers "Reintentar", which starts a new round. The screen says
// "Reintentando…" meanwhile. Only reads: a submit is never retried by itself (SPEC.md §5, Idempotency-Key).
//
// A machine keeps the failures in a row in its context and wires these into its setup:
//   delays: { retryBackoff: ({ context }) => retryDelayMs(context.failures) }
//   guards: { hasRetriesLeft: ({ context }) => hasRetriesLeft(context.failures) }
// loading.onError: [{ guard: 'hasRetriesLeft', target: 'retrying', actions: count }, { target: 'failed',
// actions: count }]; retrying: { after: { retryBackoff: 'loading' } }; failed: { on: { retry → loading, failures
// 0 } }; loading.onDone sets failures back to 0. machines/login does so for its captcha.

import { RETRY_DELAYS_MS } from '../../src/api/config'

export { RETRY_DELAYS_MS }

/**
 * The wait before the automatic retry that follows `failures` failures in a row (counting the one that just
 * happened): 1 s after the first, 2 s after the second, 4 s after the third.
 */
export function retryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1
  return RETRY_DELAYS_MS[index] ?? RETRY_DELAYS_MS[0]
}

/**
 * Whether a read that has failed `failures` times in a row before this failure gets an automatic retry: the
 * first three failures do, the fourth stops and offers "Reintentar".
 */
export function hasRetriesLeft(failures: number): boolean {
  return failures < RETRY_DELAYS_MS.length
}
