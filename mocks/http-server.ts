// The mock backend over HTTP (issue 26 item 1): the same handlers and rules as the browser's mock
// (mocks/handlers/index.ts), answered by @mswjs/http-middleware from a Node process on an origin of its own, so
// that the production build runs as it is deployed — static files on one origin, the API on another, with CORS,
// the Content Security Policy's connect-src and the 40 s timeout in play. Started by `npm run mock:api`
// (scripts/mock-api.mjs loads this module through Vite, which resolves the contract's `?data` imports).
// The database lives in memory; with a snapshot file it is restored from it at start and written back after each
// change (the browser keeps the same snapshot in localStorage: mocks/persistence.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Server as HttpServer, IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { createServer as createMockApp } from '@mswjs/http-middleware'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from './handlers'
import { attachChatSocketServer } from './lib/chat-socket-server'
import { followTurnsWith, type Turn } from './lib/ledger'
import { resetDatabase, restore, snapshot, type Snapshot } from './persistence'
import { SEED_VERSION } from './seed'

/** The request headers the app sends across origins (src/api/client.ts, the Idempotency-Key of §5 submits). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'timeZone',
  'requestSource',
  'Idempotency-Key',
] as const

const CORS_MAX_AGE_S = 600

/** Loopback origins (any port) are always allowed: the app's preview and dev servers on this machine. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** Whether a page of `origin` may call the mock API: a loopback origin or one of `extra`. */
export function originAllowed(origin: string, extra: readonly string[] = []): boolean {
  return LOOPBACK_ORIGIN.test(origin) || extra.includes(origin)
}

/**
 * The CORS headers of an answer to a page of `origin`, or null when that origin may not call. The origin is
 * named, not `*`: the app sends Authorization, and a named origin is what a real API answers too.
 */
export function corsHeaders(
  origin: string | undefined,
  extra: readonly string[] = [],
): Record<string, string> {
  if (!origin || !originAllowed(origin, extra)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_S),
    Vary: 'Origin',
  }
}

/** Paths the mock answers with URLs of its own (pictures, uploads): relative in the browser's mock. */
const OWN_PATHS = /"\/mock-(images|uploads)(?=[/"?])/g

/**
 * The browser's mock answers picture and upload URLs relative to the page, which is where its service worker
 * answers them. Over HTTP they are on this server's origin, as a real API's image host is on its own (SPEC.md
 * §1): JSON answers get them absolute. A stored URL sent back absolute is accepted (mocks/lib/uploads.ts).
 */
async function withAbsoluteUrls(response: Response, origin: string): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return response
  const text = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(
    text.replace(OWN_PATHS, (_match, kind: string) => `"${origin}/mock-${kind}`),
    { status: response.status, statusText: response.statusText, headers },
  )
}

/** Marks a mocked network failure (faults.ts `network`): the server breaks the connection off mid-answer. */
const DROP_HEADER = 'x-mock-drop-connection'

/** The handlers of the browser's mock behind one that makes their answers fit another origin. */
function httpHandlers() {
  return [
    http.all('*', async ({ request }) => {
      const response = await getResponse(handlers, request)
      if (!response) return undefined
      if (response.type === 'error')
        return new HttpResponse(null, { status: 502, headers: { [DROP_HEADER]: '1' } })
      return withAbsoluteUrls(response, new URL(request.url).origin)
    }),
  ]
}

export interface MockApiOptions {
  /** origins besides loopback ones whose pages may call (a tunnel, a LAN address) */
  allowedOrigins?: readonly string[]
  /** called after every answer to a request that may have changed the database (not GET, HEAD or OPTIONS) */
  onChange?: () => void
}

/** The request listener of the mock API: CORS first, then the handlers through @mswjs/http-middleware. */
export function mockApiListener(options: MockApiOptions = {}): RequestListener {
  const app = createMockApp(...httpHandlers()) as unknown as RequestListener
  const extra = options.allowedOrigins ?? []
  return (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin
    for (const [name, value] of Object.entries(corsHeaders(origin, extra))) response.setHeader(name, value)
    if (request.method === 'OPTIONS') {
      // a preflight: allowed origins get 204 with the headers above, others 403 without them
      response.statusCode = origin && originAllowed(origin, extra) ? 204 : 403
      response.end()
      return
    }
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
    response.end = ((...args: unknown[]) => {
      if (!response.getHeader(DROP_HEADER)) return end(...args)
      // the link drops in the middle of the answer: a connection closed before any byte would be tried again
      // by the browser on its own (a reused keep-alive socket), so the headers go out and the body breaks off
      response.removeHeader(DROP_HEADER)
      response.statusCode = 200
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Content-Length', '64')
      response.write('{"state":', () => request.socket.destroy())
      return response
    }) as ServerResponse['end']
    if (options.onChange && request.method !== 'GET' && request.method !== 'HEAD') {
      response.on('finish', options.onChange)
    }
    app(request, response)
  }
}

/** A snapshot file of this seed version, or null (missing, unreadable, another version). */
function readSnapshotFile(path: string): Snapshot | null {
  if (!existsSync(path)) return null
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Snapshot
    return value?.version === SEED_VERSION && typeof value.seededAt === 'number' ? value : null
  } catch {
    return null
  }
}

/** Writes the database's changes to `path` (through a temporary file: a stop mid-write keeps the old one). */
export function writeSnapshotFile(path: string): void {
  writeFileSync(`${path}.tmp`, JSON.stringify(snapshot()))
  renameSync(`${path}.tmp`, path)
}

/**
 * Seeds the database, or restores it from `snapshotFile` when that holds a snapshot of this seed version.
 * Returns how it started.
 */
export async function startDatabase(snapshotFile?: string): Promise<'seeded' | 'restored'> {
  // a ledger post made inside a ledger turn throws here instead of hanging the request (mocks/lib/ledger.ts)
  followTurnsWith(new AsyncLocalStorage<Turn>())
  const stored = snapshotFile ? readSnapshotFile(snapshotFile) : null
  if (stored) {
    try {
      await restore(stored)
      return 'restored'
    } catch {
      // a snapshot of another seed: start again from the seed
    }
  }
  await resetDatabase()
  return 'seeded'
}

/**
 * The chat's socket.io server on the mock API's HTTP server (issue 29 item 3), for pages of the origins that may
 * call the API.
 */
export function attachChatSocket(server: HttpServer, options: Pick<MockApiOptions, 'allowedOrigins'> = {}) {
  const extra = options.allowedOrigins ?? []
  return attachChatSocketServer(server, (origin) => originAllowed(origin, extra))
}
