import { isText } from './message'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { notify } from '../lib/notify'
import { addCart } from './cart'
import { call, client, gmtOffset, refreshTokenIfStale, TOKEN_PATH } from './client'
import { TOKEN_REFRESH_THRESHOLD_MS } from './config'
import { ApiError } from './errors'
import { getMemberInfo } from './member'
import { session, STORAGE_KEYS } from './session'
import { getSettings } from './system'

const API = 'http://api.test'
const toastTexts = () =>
  notify.getSnapshot().toasts.map((toast) => (isText(toast.message) ? toast.message.text : toast.message.id))

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('request layer (SPEC.md §7, §8)', () => {
  it('sends the bearer token, Accept-Language es, the GMT offset and requestSource pc', async () => {
    session.setTokens({ accessToken: 'token-123', refreshToken: 'r' })
    let seen: Headers | undefined
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, ({ request }) => {
        seen = request.headers
        return HttpResponse.json({ state: 200, msg: 'ok', data: ['x'] })
      }),
    )
    await getSettings(['basic_site_name'])
    expect(seen?.get('Authorization')).toBe('Bearer token-123')
    expect(seen?.get('Accept-Language')).toBe('es')
    expect(seen?.get('requestSource')).toBe('pc')
    expect(seen?.get('timeZone')).toMatch(/^GMT[+-]\d{2}:\d{2}$/)
  })

  it('formats the time zone as a GMT offset', () => {
    const date = new Date()
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(300)
    expect(gmtOffset(date)).toBe('GMT-05:00')
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(-330)
    expect(gmtOffset(date)).toBe('GMT+05:30')
  })

  it('trims outgoing strings and turns [ ] into full-width brackets, in bodies and queries', async () => {
    let body = ''
    let names = ''
    server.use(
      http.post(`${API}${TOKEN_PATH}`, async ({ request }) => {
        body = await request.text()
        return HttpResponse.json({ state: 255, msg: 'no' })
      }),
      http.get(`${API}/v3/system/front/setting/getSettings`, ({ request }) => {
        names = new URL(request.url).searchParams.get('names') ?? ''
        return HttpResponse.json({ state: 200, msg: 'ok', data: ['a'] })
      }),
    )
    await rejectionOf(
      call(
        'POST',
        client.POST(TOKEN_PATH, {
          body: {
            username: '  [x]@example.com ',
            password: ' p ',
            verifyCode: 'ab',
            verifyKey: 'k',
            loginType: 1,
          },
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
        { silent: true },
      ),
    )
    const sent = new URLSearchParams(body)
    expect(sent.get('username')).toBe('［x］@example.com')
    expect(sent.get('password')).toBe('p')
    await getSettings([' a[1] '])
    expect(names).toBe('a［1］')
  })

  it('shows the server message as an error toast when state is not 200', async () => {
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () =>
        HttpResponse.json({ state: 255, msg: 'Producto agotado.' }),
      ),
    )
    const error = await rejectionOf(getSettings(['x']))
    expect(error.kind).toBe('state')
    expect(error.serverMessage).toBe('Producto agotado.')
    expect(toastTexts()).toEqual(['Producto agotado.'])
  })

  it('toasts the network error message when the connection fails, after the read has been retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let tries = 0
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () => {
        tries++
        return HttpResponse.error()
      }),
    )
    const pending = rejectionOf(getSettings(['x']))
    await vi.advanceTimersByTimeAsync(7_000)
    const error = await pending
    expect(error.kind).toBe('network')
    expect(tries).toBe(4)
    expect(toastTexts()).toEqual(['api.retrying', 'api.error.network'])
    expect(notify.getSnapshot().toasts[1]?.durationMs).toBe(5000)
  })

  it('retries a dropped read by itself after 1 s and 2 s, says so once, and resolves (issue 26 item 2)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let tries = 0
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () =>
        ++tries < 3 ? HttpResponse.error() : HttpResponse.json({ state: 200, msg: 'ok', data: ['y'] }),
      ),
    )
    const pending = getSettings(['x'])
    await vi.advanceTimersByTimeAsync(999)
    expect(tries).toBe(1)
    expect(toastTexts()).toEqual(['api.retrying'])
    await vi.advanceTimersByTimeAsync(1)
    expect(tries).toBe(2)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(pending).resolves.toEqual({ x: 'y' })
    expect(tries).toBe(3)
    expect(toastTexts()).toEqual(['api.retrying'])
  })

  it('retries a read a gateway answered 503, but never a POST, nor a 500', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let reads = 0
    let posts = 0
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () =>
        ++reads === 1
          ? new HttpResponse('busy', { status: 503 })
          : HttpResponse.json({ state: 200, msg: 'ok', data: ['y'] }),
      ),
      http.post(`${API}/v3/business/front/cart/add`, () => {
        posts++
        return HttpResponse.error()
      }),
    )
    const read = getSettings(['x'])
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(read).resolves.toEqual({ x: 'y' })
    expect(reads).toBe(2)
    const error = await rejectionOf(addCart({ productId: 1, number: 1 }))
    expect(error.kind).toBe('network')
    expect(posts).toBe(1)
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () => {
        reads++
        return new HttpResponse('boom', { status: 500 })
      }),
    )
    reads = 0
    expect((await rejectionOf(getSettings(['x']))).kind).toBe('http')
    expect(reads).toBe(1)
  })

  it('gives up after 40 s with the timeout toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, async () => {
        await delay('infinite')
        return HttpResponse.json({ state: 200, msg: 'ok', data: [] })
      }),
    )
    const pending = rejectionOf(getSettings(['x']))
    await vi.advanceTimersByTimeAsync(39_999)
    expect(toastTexts()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error.kind).toBe('timeout')
    expect(toastTexts()).toEqual(['api.error.timeout'])
  })

  it('opens one upgrade modal for HTTP failures, not one per failure', async () => {
    server.use(
      http.get(`${API}/v3/system/front/setting/getSettings`, () => new HttpResponse('boom', { status: 500 })),
    )
    const listener = vi.fn()
    const unsubscribe = notify.subscribe(listener)
    const [first, second] = await Promise.all([
      rejectionOf(getSettings(['a'])),
      rejectionOf(getSettings(['b'])),
    ])
    unsubscribe()
    expect(first.kind).toBe('http')
    expect(second.status).toBe(500)
    expect(notify.getSnapshot().upgradeModalOpen).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(toastTexts()).toEqual([])
  })

  it('clears every stored session item on state 266, without a toast for GET', async () => {
    session.setMemberInfo({ memberId: 9, memberName: 'prueba_1234', memberEmail: 'a@b.co', memberType: 1 })
    session.setTokens({ accessToken: 'expired', refreshToken: 'r' })
    session.setAddressId(4)
    const error = await rejectionOf(getMemberInfo())
    expect(error.kind).toBe('sessionInvalid')
    for (const key of [
      STORAGE_KEYS.memberInfo,
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.addressId,
      STORAGE_KEYS.time,
      STORAGE_KEYS.loginFlag,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull()
    }
    expect(session.getSnapshot().loginFlag).toBe(false)
    expect(toastTexts()).toEqual([])
  })

  it('asks the user to log in again when a POST meets state 266', async () => {
    session.setTokens({ accessToken: 'expired' })
    const error = await rejectionOf(addCart({ productId: 1, number: 1 }))
    expect(error.kind).toBe('sessionInvalid')
    expect(toastTexts()).toEqual(['api.error.loginAgain'])
  })

  it('refreshes the access token when the last refresh is older than 58 minutes', async () => {
    const now = Date.now()
    session.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' }, now - TOKEN_REFRESH_THRESHOLD_MS - 1)
    let authorization = ''
    let grant = ''
    server.use(
      http.post(`${API}${TOKEN_PATH}`, async ({ request }) => {
        authorization = request.headers.get('Authorization') ?? ''
        grant = String((await request.formData()).get('grant_type'))
        return HttpResponse.json({ state: 200, msg: 'ok', data: { access_token: 'fresh' } })
      }),
    )
    await refreshTokenIfStale(now)
    expect(authorization).toMatch(/^Basic /)
    expect(grant).toBe('refresh_token')
    expect(session.accessToken()).toBe('fresh')
    expect(session.tokenTime()).toBe(now)
  })

  it('does not refresh a token younger than the threshold', async () => {
    const now = Date.now()
    session.setTokens({ accessToken: 'young', refreshToken: 'refresh-1' }, now - TOKEN_REFRESH_THRESHOLD_MS)
    const spy = vi.fn()
    server.use(
      http.post(`${API}${TOKEN_PATH}`, () => {
        spy()
        return HttpResponse.json({ state: 200, msg: 'ok', data: { access_token: 'fresh' } })
      }),
    )
    await refreshTokenIfStale(now)
    expect(spy).not.toHaveBeenCalled()
    expect(session.accessToken()).toBe('young')
  })

  it('only logs a failed refresh and lets the request go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    session.setTokens(
      { accessToken: 'old', refreshToken: 'unknown' },
      Date.now() - TOKEN_REFRESH_THRESHOLD_MS - 5,
    )
    const values = await getSettings(['basic_site_name'])
    expect(values.basic_site_name).toBeTruthy()
    expect(warn).toHaveBeenCalled()
    expect(toastTexts()).toEqual([])
    warn.mockRestore()
  })
})
