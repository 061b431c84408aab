// The request layer (SPEC.md §7/§8): the only openapi-fetch client, its middleware (headers, token refresh,
// timeout) and `call`, which unwraps the {state, msg, data} envelope and turns every failure into the
// toast/modal the spec asks for plus a typed ApiError for the caller.
import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './schema'
import {
  API_BASE_URL,
  REFRESH_CLIENT_CREDENTIAL,
  REQUEST_TIMEOUT_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from './config'
import { API_MESSAGE_IDS, ApiError, STATE_OK, STATE_SESSION_INVALID, TimeoutError } from './errors'
import { forgetCachedAnswers, offlineMiddleware, OfflineMoneyError } from './offline'
import { isRetriedRead, withReadRetries } from './read-retry'
import { serializeBody, serializeQuery } from './sanitize'
import { session } from './session'
import { notify } from '../lib/notify'

export const TOKEN_PATH = '/v3/frontLogin/front/oauth/token'

export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const
export const JSON_BODY = { 'Content-Type': 'application/json' } as const

/** GMT offset of this browser, e.g. GMT-05:00 (SPEC.md §7 timeZone header). */
export function gmtOffset(date = new Date()): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes >= 0 ? '+' : '-'
  const abs = Math.abs(minutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `GMT${sign}${hh}:${mm}`
}

/**
 * fetch with the 40 s limit, reads retried within it when the link drops (./read-retry.ts); looks fetch up at
 * call time so test doubles installed later are used.
 */
async function timedFetch(input: Request): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new TimeoutError()), REQUEST_TIMEOUT_MS)
  const signal = AbortSignal.any ? AbortSignal.any([controller.signal, input.signal]) : controller.signal
  const attempt = () => globalThis.fetch(new Request(input, { signal }))
  try {
    if (!isRetriedRead(input)) return await attempt()
    return await withReadRetries(attempt, {
      signal,
      onRetry: () => notify.toast('info', { id: API_MESSAGE_IDS.retrying }),
      offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
    })
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError()
    throw error
  } finally {
    clearTimeout(timer)
  }
}

export const client = createClient<paths>({
  baseUrl: API_BASE_URL,
  fetch: timedFetch,
  querySerializer: serializeQuery,
  bodySerializer: serializeBody as (body: unknown) => BodyInit,
})

let refreshing: Promise<void> | null = null

/** SPEC.md §7: refresh when the stored time is older than 58 min; failure is only logged. */
export function refreshTokenIfStale(now = Date.now()): Promise<void> {
  const refreshToken = session.refreshToken()
  const last = session.tokenTime()
  if (!refreshToken || !session.accessToken()) return Promise.resolve()
  if (Number.isFinite(last) && now - last <= TOKEN_REFRESH_THRESHOLD_MS) return Promise.resolve()
  refreshing ??= (async () => {
    try {
      const body = new FormData()
      body.append('grant_type', 'refresh_token')
      body.append('refresh_token', refreshToken)
      const { data } = await client.POST(TOKEN_PATH, {
        body: body as never,
        headers: { Authorization: `Basic ${btoa(REFRESH_CLIENT_CREDENTIAL)}` },
      })
      if (data?.state === STATE_OK && data.data.access_token) {
        session.setTokens({ accessToken: data.data.access_token, refreshToken: data.data.refresh_token }, now)
      } else {
        console.warn('[api] token refresh refused', data?.msg)
      }
    } catch (error) {
      console.warn('[api] token refresh failed', error)
    } finally {
      refreshing = null
    }
  })()
  return refreshing
}

const headersMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (schemaPath !== TOKEN_PATH) await refreshTokenIfStale()
    const token = session.accessToken()
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`)
    request.headers.set('Accept-Language', 'es')
    request.headers.set('timeZone', gmtOffset())
    request.headers.set('requestSource', 'pc')
    return request
  },
}
client.use(headersMiddleware, offlineMiddleware)

interface Envelope {
  state: number
  msg: string
  data?: unknown
}

export interface CallOptions {
  /** The caller shows business errors itself (a dialog, an inline message): no toast for state ≠ 200. */
  silent?: boolean
}

/**
 * Awaits an openapi-fetch call and applies SPEC.md §8. Resolves with `data` of a state-200 envelope;
 * otherwise notifies as the spec says and rejects with an ApiError.
 */
export async function call<E extends Envelope>(
  method: 'GET' | 'POST',
  pending: Promise<{ data?: E; response: Response }>,
  options: CallOptions = {},
): Promise<E['data']> {
  let result: { data?: E; response: Response }
  try {
    result = await pending
  } catch (error) {
    if (error instanceof OfflineMoneyError) {
      notify.error({ id: API_MESSAGE_IDS.offlineMoney })
      throw new ApiError('offline')
    }
    if (error instanceof TimeoutError) {
      notify.error({ id: API_MESSAGE_IDS.timeout })
      throw new ApiError('timeout')
    }
    if (error instanceof SyntaxError) {
      // a 200 whose body is not JSON: the server is not answering as the API does
      notify.openUpgradeModal()
      throw new ApiError('http', { status: 200 })
    }
    // offline, the shell's notice already says so ("Sin conexión…", issue 26): one failure is shown once
    if (typeof navigator === 'undefined' || navigator.onLine !== false)
      notify.error({ id: API_MESSAGE_IDS.network })
    throw new ApiError('network')
  }
  const { data, response } = result
  if (!response.ok || !data || typeof data.state !== 'number') {
    notify.openUpgradeModal()
    throw new ApiError('http', { status: response.status })
  }
  if (data.state === STATE_OK) return data.data
  if (data.state === STATE_SESSION_INVALID) {
    session.clearOnSessionInvalid()
    forgetCachedAnswers()
    if (method === 'POST') notify.error({ id: API_MESSAGE_IDS.loginAgain })
    throw new ApiError('sessionInvalid', { state: data.state, serverMessage: data.msg })
  }
  if (!options.silent && data.msg) notify.error({ text: data.msg })
  throw new ApiError('state', { state: data.state, serverMessage: data.msg, data: data.data })
}
