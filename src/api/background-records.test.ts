// Records the page sends in the background (a product's view for the footprint, the page-view behaviour) are
// sent with keepalive: a buyer who leaves the page at once does not cancel them.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { addFootprint } from './goods-detail'
import { saveBehavior } from './statistics'

const API = 'http://api.test'

describe('background records', () => {
  it('sends the product view with keepalive', async () => {
    let keepalive: boolean | undefined
    server.use(
      http.post(`${API}/v3/member/front/productLookLog/add`, ({ request }) => {
        keepalive = request.keepalive
        return HttpResponse.json({ state: 200, msg: 'ok', data: null })
      }),
    )
    await addFootprint({ productId: 5 })
    expect(keepalive).toBe(true)
  })

  it('sends the page-view behaviour with keepalive', async () => {
    let keepalive: boolean | undefined
    server.use(
      http.post(`${API}/v3/statistics/front/member/behavior/save`, ({ request }) => {
        keepalive = request.keepalive
        return HttpResponse.json({ state: 200, msg: 'ok', data: null })
      }),
    )
    await saveBehavior({ behaviorType: 'pv', uuid: 'u-1', location: '/index' })
    expect(keepalive).toBe(true)
  })
})
