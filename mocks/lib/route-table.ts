// One lookup instead of a walk over every handler (issue 14 item 1). msw tries the handlers of its list one
// by one, and each try parses the request's cookies and matches its URL pattern: with some 150 API
// handlers that cost more main-thread time per page than the app's own rendering. The API has no path
// parameters (openapi/marketplace.yaml), so its handlers are found by method and exact path in a Map; the
// few handlers with patterns (images, uploads) stay in msw's list after the table.
import { getResponse, http, HttpHandler, type RequestHandler } from 'msw'

const API_PREFIX = '/v3/'

/** `*` + a path without pattern characters: the shape of every typed API handler (mocks/handlers/http.ts). */
const EXACT_PATH = /^\*\/[^*:?()]*$/

export function routeTable(list: readonly RequestHandler[]): RequestHandler[] {
  const table = new Map<string, RequestHandler[]>()
  const patterned: RequestHandler[] = []
  for (const handler of list) {
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
      patterned.push(handler)
    }
  }
  const dispatcher = http.all(`*${API_PREFIX}*`, ({ request }) => {
    const { pathname } = new URL(request.url)
    // the API may sit under a path of VITE_API_BASE_URL: `*` of the handlers' paths matches any prefix
    const candidates = table.get(`${request.method} ${pathname.slice(pathname.indexOf(API_PREFIX))}`)
    return candidates ? getResponse(candidates, request) : undefined
  })
  return [dispatcher, ...patterned]
}
