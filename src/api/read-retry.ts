// Reads retry by themselves on a poor link (issue 26 item 2: "a failed list or detail request retries by itself
// with backoff and says so"). A GET whose connection dropped, or that a proxy or gateway on the way answered
// 502/503/504, is sent again after 1 s, 2 s and 4 s, within the one 40 s limit of the request (SPEC.md §7);
// the first retry shows "Reintentando…" once. A submit is never repeated here: a POST goes out once, and money
// actions carry their Idempotency-Key for the member's own retry (SPEC.md §5). A 500 is the server's answer,
// not the link's: it opens the upgrade modal at once (§8). Offline, nothing is retried: the shell's notice says
// so, and the service worker answers catalogue reads from its cache.
import { RETRY_DELAYS_MS } from './config'

/** Answers of a proxy or gateway that a later try may not get. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * Reads whose flow retries them itself, with its own words: the login captcha (machines/login) says
 * "Reintentando…" beside its image and offers "Cambiar imagen".
 */
export const SELF_RETRIED_PATHS: readonly string[] = ['/v3/captcha/common/getCaptcha']

export interface ReadRetryOptions {
  /** The request's own signal: aborted (the 40 s limit, a navigation) ends the waiting too. */
  signal: AbortSignal
  /** Called once, before the first retry. */
  onRetry(): void
  /** Whether the browser says it is offline (then no retry). */
  offline(): boolean
  delaysMs?: readonly number[]
}

/** Whether `request` is a read this layer retries. */
export function isRetriedRead(request: Request): boolean {
  if (request.method !== 'GET') return false
  const path = new URL(request.url).pathname
  return !SELF_RETRIED_PATHS.some((selfRetried) => path.endsWith(selfRetried))
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort)
      resolve()
    }, ms)
    const abort = () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    }
    signal.addEventListener('abort', abort, { once: true })
  })
}

/** Runs `attempt` until it gives an answer worth keeping, retrying dropped links and gateway failures. */
export async function withReadRetries(
  attempt: () => Promise<Response>,
  { signal, onRetry, offline, delaysMs = RETRY_DELAYS_MS }: ReadRetryOptions,
): Promise<Response> {
  for (let retry = 0; ; retry++) {
    const last = retry >= delaysMs.length
    try {
      const response = await attempt()
      if (last || !RETRIED_STATUSES.has(response.status) || offline()) return response
    } catch (error) {
      if (last || signal.aborted || offline()) throw error
    }
    if (retry === 0) onRetry()
    await wait(delaysMs[retry]!, signal)
  }
}
