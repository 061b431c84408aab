// One lookup instead of a walk over every handler (issue 14 item 1). msw tries the handlers of its list one
// by one, and each try parses the request's cookies and matches its URL pattern: with some 150 API
// handlers that cost more main-thread time per page than the app's own rendering. The API has no path
// parameters (openapi/marketplace.yaml), so its handlers are found by method and exact path in a Map; the
// few handlers with patterns (images, uploads) stay in msw's list after the table.
import { getResponse, http, HttpHandler, type RequestHandler } from 'msw'

const API_PREFIX = '/v3/'

/** `*` + a path without pattern characters: the shape of every typed API handler (mocks/handlers/http.ts). */
const EXACT_PATH = /^\*\/[^*:?()]*$/

/**
 * Handlers the table takes in later (the browser's mock, issue 14): loaded on the first request under one of
 * `prefixes` that the first handlers do not answer. `prefixes` holds API_PREFIX and the first segment of every
 * patterned later handler (mocks/handlers/handler-groups.test.ts keeps it so).
 */
export interface LaterHandlers {
  load: () => Promise<readonly RequestHandler[]>
  prefixes: readonly string[]
}

export function routeTable(list: readonly RequestHandler[], later?: LaterHandlers): RequestHandler[] {
  const table = new Map<string, RequestHandler[]>()
  const patterned: RequestHandler[] = []
  const laterPatterned: RequestHandler[] = []
  const add = (handlers: readonly RequestHandler[], others: RequestHandler[]) => {
    for (const handler of handlers) {
      const { method, path } = handler.info as { method?: unknown; path?: unknown }
      if (
        handler instanceof HttpHandler &&
        typeof method === 'string' &&
        typeof path === 'string' &&
        EXACT_PATH.test(path) &&
        path.startsWith(`*${API_PREFIX}`)
      ) {
        const key = `${method.toUpperCase()} ${path.slice(1)}`
        table.set(key, [...(table.get(key) ?? []), handler])
      } else {
        others.push(handler)
      }
    }
  }
  add(list, patterned)
  let loaded: Promise<void> | null = null
  // a failed load (a chunk that did not arrive) is tried again by the next request that needs it
  const loadLater = (source: LaterHandlers) =>
    (loaded ??= source.load().then(
      (handlers) => add(handlers, laterPatterned),
      (error: unknown) => {
        loaded = null
        throw error
      },
    ))
  // the API may sit under a path of VITE_API_BASE_URL: `*` of the handlers' paths matches any prefix
  const apiKey = (request: Request, pathname: string) =>
    `${request.method} ${pathname.slice(pathname.indexOf(API_PREFIX))}`

  if (!later) {
    const dispatcher = http.all(`*${API_PREFIX}*`, ({ request }) => {
      const candidates = table.get(apiKey(request, new URL(request.url).pathname))
      return candidates ? getResponse(candidates, request) : undefined
    })
    return [dispatcher, ...patterned]
  }
  const dispatcher = http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url)
    const api = pathname.includes(API_PREFIX)
    if (api) {
      const candidates = table.get(apiKey(request, pathname))
      if (candidates) return getResponse(candidates, request)
    }
    if (!later.prefixes.some((prefix) => pathname.includes(prefix))) return undefined
    await loadLater(later)
    const candidates = api ? table.get(apiKey(request, pathname)) : undefined
    if (candidates) return getResponse(candidates, request)
    return laterPatterned.length > 0 ? getResponse(laterPatterned, request) : undefined
  })
  return [dispatcher, ...patterned]
}
