// The browser's mock starts with the first group of handlers and loads the later one on demand (issue 14,
// docs/decisions/010): together they are every handler once, the later group's paths are all under the prefixes
// that make the table load it, the start path loads neither yup nor a rule set, and a request the first group
// does not answer is answered once the later group is in (one load for any number of such requests).
import { getResponse, HttpHandler, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { importGraph } from '../../tests/unit/import-graph'
import { routeTable } from '../lib/route-table'
import { LATER_PREFIXES } from './browser-handlers'
import { firstHandlers } from './first'
import { apiHandlers } from '.'
import { laterHandlers } from './later'

const API = 'http://api.test'

const pathOf = (handler: RequestHandler) => String((handler.info as { path?: unknown }).path)
const keyOf = (handler: RequestHandler) =>
  `${String((handler.info as { method?: unknown }).method)} ${pathOf(handler)}`

function countedTable(failures = 0) {
  const loads = { count: 0 }
  const handlers = routeTable(firstHandlers, {
    load: async () => {
      loads.count++
      if (loads.count <= failures) throw new TypeError('Failed to fetch dynamically imported module')
      return laterHandlers
    },
    prefixes: LATER_PREFIXES,
  })
  return { handlers, loads }
}

describe('the browser mock’s handler groups', () => {
  it('are every handler once, and no operation is in both', () => {
    expect(new Set([...firstHandlers, ...laterHandlers])).toEqual(new Set(apiHandlers))
    expect(firstHandlers.length + laterHandlers.length).toBe(apiHandlers.length)
    const firstKeys = new Set(firstHandlers.map(keyOf))
    expect(laterHandlers.map(keyOf).filter((key) => firstKeys.has(key))).toEqual([])
  })

  it('put every later path under a prefix that loads the group', () => {
    for (const handler of laterHandlers) {
      expect(handler).toBeInstanceOf(HttpHandler)
      const path = pathOf(handler)
      expect(path.startsWith('*'), path).toBe(true)
      expect(
        LATER_PREFIXES.some((prefix) => path.slice(1).startsWith(prefix)),
        `${path} is not under ${LATER_PREFIXES.join(', ')}`,
      ).toBe(true)
    }
  })

  it.each([['mocks/handlers/browser-handlers.ts'], ['mocks/handlers/first.ts'], ['mocks/browser.ts']])(
    '%s loads neither yup nor a rule set nor the later group',
    (entry) => {
      const graph = importGraph(entry)
      expect(graph.packages).not.toContain('yup')
      expect(graph.files.filter((file) => file.endsWith('.schema.ts'))).toEqual([])
      expect(graph.files).not.toContain('mocks/handlers/later.ts')
    },
  )

  it('the check sees yup and the later group where they are imported', () => {
    const graph = importGraph('mocks/handlers/later.ts')
    expect(graph.packages).toContain('yup')
    expect(importGraph('mocks/handlers/index.ts').files).toContain('mocks/handlers/later.ts')
  })

  it('answers the first group without loading the later one', async () => {
    const { handlers, loads } = countedTable()
    const response = await getResponse(handlers, new Request(`${API}/v3/system/front/exchangeRate`))
    expect((await response?.json()) as { state: number }).toMatchObject({ state: 200 })
    expect(await getResponse(handlers, new Request(`${API}/assets/index.js`))).toBeUndefined()
    expect(loads.count).toBe(0)
  })

  it('loads the later group once, on the first request it alone answers', async () => {
    const { handlers, loads } = countedTable()
    const captcha = () => getResponse(handlers, new Request(`${API}/v3/captcha/common/getCaptcha`))
    const answers = await Promise.all([captcha(), captcha()])
    for (const answer of answers) {
      expect((await answer?.json()) as { state: number }).toMatchObject({ state: 200 })
    }
    // a patterned later handler (the uploaded files) and a path no handler answers
    const upload = await getResponse(handlers, new Request(`${API}/mock-uploads/proof/none.png`))
    expect(upload?.status).toBe(404)
    expect(await getResponse(handlers, new Request(`${API}/v3/no/such/path`))).toBeUndefined()
    expect(loads.count).toBe(1)
  })

  it('tries a failed load again on the next request that needs the later group', async () => {
    const { handlers, loads } = countedTable(1)
    const captcha = () => getResponse(handlers, new Request(`${API}/v3/captcha/common/getCaptcha`))
    await expect(captcha()).rejects.toThrow('Failed to fetch')
    const answer = await captcha()
    expect((await answer?.json()) as { state: number }).toMatchObject({ state: 200 })
    expect(loads.count).toBe(2)
  })
})
