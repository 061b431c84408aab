// The HTTP mock API's CORS (issue 26 item 1): the production build calls it from another origin with the app's
// own headers (src/api/client.ts), so the browser sends a preflight first. A real server on a free port of
// 127.0.0.1; Vitest's in-process mock (tests/setup.ts) lets these requests through to it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { faultRegistry } from './faults'
import {
  CORS_ALLOWED_HEADERS,
  corsHeaders,
  mockApiListener,
  startDatabase,
  writeSnapshotFile,
} from './http-server'
import { server as inProcessMock } from './node'

const APP_ORIGIN = 'http://localhost:4173'
let api: Server
let base = ''

beforeAll(async () => {
  api = createServer(mockApiListener({ allowedOrigins: ['https://demo.example.com'] }))
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))
beforeEach(() => {
  inProcessMock.use(http.all(`${base}/*`, () => passthrough()))
})

const preflight = (origin: string, headers: string) =>
  fetch(`${base}/v3/business/front/cart/add`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': headers,
    },
  })

describe('HTTP mock API, CORS', () => {
  it('answers a preflight from the app with every header the app sends', async () => {
    const response = await preflight(
      APP_ORIGIN,
      'authorization,content-type,timezone,requestsource,idempotency-key,accept-language',
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    for (const name of ['authorization', 'content-type', 'timezone', 'requestsource', 'idempotency-key'])
      expect(allowed).toContain(name)
    expect(response.headers.get('Vary')).toContain('Origin')
  })

  it('refuses a preflight from an origin it was not told of', async () => {
    const response = await preflight('https://evil.example.net', 'authorization')
    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect((await preflight('https://demo.example.com', 'authorization')).status).toBe(204)
  })

  it('answers the API with the allowed origin and picture URLs on its own origin', async () => {
    const response = await fetch(`${base}/v3/goods/front/goods/goodsList?current=1&pageSize=20`, {
      headers: { Origin: APP_ORIGIN, timeZone: 'GMT-05:00', requestSource: 'pc' },
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN)
    const body = (await response.json()) as { state: number; data: { list: { goodsImage: string }[] } }
    expect(body.state).toBe(200)
    expect(body.data.list[0]?.goodsImage.startsWith(`${base}/mock-images/`)).toBe(true)
    const picture = await fetch(body.data.list[0]!.goodsImage, { headers: { Origin: APP_ORIGIN } })
    expect(picture.headers.get('Content-Type')).toContain('image/svg+xml')
  })

  it('breaks the connection off in the middle of the answer for a network fault (faults.ts)', async () => {
    faultRegistry.add({ pathPrefix: '/v3/captcha/', kind: 'network', times: 1 })
    const url = `${base}/v3/captcha/common/getCaptcha`
    await expect(fetch(url).then((response) => response.text())).rejects.toThrow()
    expect(((await (await fetch(url)).json()) as { state: number }).state).toBe(200)
  })

  it('names the origin, never *, so that the bearer header is allowed', () => {
    expect(corsHeaders(APP_ORIGIN)['Access-Control-Allow-Origin']).toBe(APP_ORIGIN)
    expect(corsHeaders(undefined)['Access-Control-Allow-Origin']).toBeUndefined()
    expect(CORS_ALLOWED_HEADERS).toContain('Idempotency-Key')
  })
})

describe('HTTP mock API, snapshot file', () => {
  it('restores the changes a snapshot file holds, and seeds afresh from a file of another version', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-api-')), 'db.json')
    expect(await startDatabase(file)).toBe('seeded')
    const before = db.members.all().length
    const member = db.members.all()[0]!
    await db.members.create({ ...member, memberId: 99_001, email: 'snapshot@example.com' })
    writeSnapshotFile(file)
    expect(await startDatabase()).toBe('seeded')
    expect(db.members.all()).toHaveLength(before)
    expect(await startDatabase(file)).toBe('restored')
    expect(db.members.findFirst((q) => q.where({ memberId: 99_001 }))?.email).toBe('snapshot@example.com')
    writeFileSync(file, JSON.stringify({ version: -1, seededAt: 0, clockOffsetMs: 0, changes: {} }))
    expect(await startDatabase(file)).toBe('seeded')
    expect(db.members.all()).toHaveLength(before)
  })
})
