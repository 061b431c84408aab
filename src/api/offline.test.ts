// The request layer on a poor link (issue 26 item 3): a money action is refused before sending while the browser
// is offline, with "Necesita conexión para pagar" and nothing reaching the server; an answer the service worker
// served from its cache is noted with its fetch time, the oldest of the page, until the next page starts.
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { notify } from '../lib/notify'
import { payCreditBill } from './credit'
import { ApiError, API_MESSAGE_IDS, errorMessageOf } from './errors'
import { getGoodsDetail } from './goods-detail'
import { cachedAnswers, forgetCachedAnswers } from './offline'
import { seenPrices } from './seen-prices'
import { getSettings } from './system'

const API = 'http://api.test'
const toastIds = () =>
  notify.getSnapshot().toasts.map((toast) => ('id' in toast.message ? toast.message.id : toast.message.text))

afterEach(() => {
  vi.restoreAllMocks()
  cachedAnswers.pageStarted()
})

describe('money actions while offline', () => {
  it('refuses a request with an Idempotency-Key before sending it, and says a connection is needed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => void sent.push(request.url))
    const error = await payCreditBill(
      { billSn: 'CB1', payMethod: 'balance', payPwd: '20262026' },
      'key-1',
    ).catch((reason: unknown) => reason)
    server.events.removeAllListeners()
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('offline')
    expect(errorMessageOf(error)).toEqual({ id: API_MESSAGE_IDS.offlineMoney })
    expect(toastIds()).toContain(API_MESSAGE_IDS.offlineMoney)
    expect(sent).toEqual([])
  })

  it('lets a read through while offline: the service worker may answer it from its cache', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () =>
        HttpResponse.json({ state: 200, msg: 'ok', data: ['Mercado'] }),
      ),
    )
    await expect(getSettings(['basic_site_name'])).resolves.toEqual({ basic_site_name: 'Mercado' })
  })
})

describe('answers served from the cache', () => {
  const answerFetchedAt = (fetchedAt: string | null) =>
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () =>
        HttpResponse.json(
          { state: 200, msg: 'ok', data: ['Mercado'] },
          fetchedAt ? { headers: { 'x-cached-at': fetchedAt } } : {},
        ),
      ),
    )

  it('notes the oldest fetch time of the page, ignores fresh answers and forgets it when a page starts', async () => {
    answerFetchedAt(null)
    await getSettings(['basic_site_name'])
    expect(cachedAnswers.getSnapshot()).toBeNull()

    answerFetchedAt('2026-11-20T10:00:00.000Z')
    await getSettings(['basic_site_name'])
    answerFetchedAt('2026-11-25T10:00:00.000Z')
    await getSettings(['basic_site_name'])
    expect(cachedAnswers.getSnapshot()).toBe('2026-11-20T10:00:00.000Z')

    cachedAnswers.pageStarted()
    expect(cachedAnswers.getSnapshot()).toBeNull()
  })
})

describe('prices seen from the cache (issue 26 "a stale cached price at checkout")', () => {
  const answerDetail = (price: number, fetchedAt: string | null) =>
    server.use(
      http.get(`${API}/v3/goods/front/goods/details`, () =>
        HttpResponse.json(
          {
            state: 200,
            msg: 'ok',
            data: { skus: [{ productId: 5, price }], ladder: [{ minQty: 1, price }] },
          },
          fetchedAt ? { headers: { 'x-cached-at': fetchedAt } } : {},
        ),
      ),
    )

  it('keeps the SKUs of a product detail served from the cache, and drops them when the network answers', async () => {
    seenPrices.clear()
    answerDetail(10, '2026-11-20T10:00:00.000Z')
    await getGoodsDetail({ productId: 5 }).catch(() => undefined)
    await vi.waitFor(() => expect(seenPrices.getSnapshot()['5']?.price).toBe(10))
    expect(seenPrices.getSnapshot()['5']?.cachedAt).toBe('2026-11-20T10:00:00.000Z')

    answerDetail(12, null)
    await getGoodsDetail({ productId: 5 }).catch(() => undefined)
    await vi.waitFor(() => expect(seenPrices.getSnapshot()).toEqual({}))
  })

  it('forgets them at logout with the cached answers', () => {
    seenPrices.noteCached(
      { skus: [{ productId: 7, price: 3 }], ladder: [] } as never,
      '2026-11-20T10:00:00.000Z',
    )
    forgetCachedAnswers()
    expect(seenPrices.getSnapshot()).toEqual({})
  })
})
