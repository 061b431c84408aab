import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { renderWithProviders } from '../../tests/render'
import { session } from '../api/session'
import { RouteErrorView } from '../features/errors/route-error-view'
import { guardMessages } from '../features/shell/messages'
import { notify } from '../lib/notify'
import { ChunkLoadError, LAZY_SCREEN_TIMEOUT_MS, lazyScreen } from './lazy-screen'
import { guardLoader, leafRoutes } from './router'
import { PAGE_VIEW_DELAY_MS, pageViewRecord } from './use-page-view-tracking'
import { remBase } from './use-rem-base'

afterEach(() => {
  vi.useRealTimers()
})

function renderErrorFor(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw error
        },
        element: <p>ok</p>,
        hydrateFallbackElement: <p>…</p>,
        errorElement: <RouteErrorView />,
      },
    ],
    { initialEntries: ['/'] },
  )
  renderWithProviders(<RouterProvider router={router} />)
}

describe('lazy screens (SPEC.md §2, §8, §9)', () => {
  it('fails with a chunk-load error when a screen has not loaded after 120 s', async () => {
    vi.useFakeTimers()
    const pending = lazyScreen(() => new Promise<never>(() => undefined))
    const outcome = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(LAZY_SCREEN_TIMEOUT_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(ChunkLoadError)
  })

  it('resolves with the module when it arrives in time', async () => {
    await expect(lazyScreen(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 })
  })

  it('shows the chunk-load message with a reload button for a failed script chunk', async () => {
    renderErrorFor(new ChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js'))
    expect(
      await screen.findByText(
        'No se pudo cargar esta pantalla. Compruebe su conexión y vuelva a intentarlo.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeInTheDocument()
  })

  it('names a failed CSS chunk separately', async () => {
    renderErrorFor(new Error('Unable to preload CSS for /assets/x.css'))
    expect(
      await screen.findByText('No se pudieron cargar los estilos de esta pantalla. Vuelva a intentarlo.'),
    ).toBeInTheDocument()
  })
})

describe('route guard (SPEC.md §6)', () => {
  const request = (url: string) => ({
    request: new Request(`http://localhost${url}`),
    params: {},
    context: {},
  })

  it('sends a visitor to login with the encoded target', async () => {
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true })
    const result = await Promise.resolve(loader(request('/member/coupon?tab=2') as never)).catch(
      (r: unknown) => r,
    )
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).headers.get('Location')).toBe(
      '/login?redirectUrl=%2Fmember%2Fcoupon%3Ftab%3D2',
    )
  })

  it('sends a member of another type to the member home', async () => {
    session.setMemberInfo({ memberId: 2, memberName: 'personal_01', memberEmail: 'p@e.co', memberType: 1 })
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true, memberTypes: [3] })
    const result = await Promise.resolve(loader(request('/member/subAccount') as never)).catch(
      (r: unknown) => r,
    )
    expect((result as Response).headers.get('Location')).toBe('/member/index')
  })

  it('tells a member sent away from a designer screen that only designers may use it (§8, issue 27 item 5)', async () => {
    notify.reset()
    session.setMemberInfo({ memberId: 2, memberName: 'personal_01', memberEmail: 'p@e.co', memberType: 1 })
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true, memberTypes: [2] })
    const result = await Promise.resolve(loader(request('/member/applyInfo') as never)).catch(
      (r: unknown) => r,
    )
    expect((result as Response).headers.get('Location')).toBe('/member/index')
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toEqual([
      { id: guardMessages.designersOnly.id },
    ])
    notify.reset()
  })

  it('lets an allowed member through', async () => {
    session.setMemberInfo({ memberId: 1, memberName: 'empresa_01', memberEmail: 'e@e.co', memberType: 3 })
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true, memberTypes: [3] })
    expect(await loader(request('/member/subAccount') as never)).toBeNull()
  })

  it("sends an enterprise's sub-account away from the main account's own screens (issue 27 item 1)", async () => {
    const handle = { title: { id: 'x', defaultMessage: 'x' }, auth: true, memberTypes: [3 as const] }
    const loader = guardLoader({ ...handle, mainAccountOnly: true })
    session.setMemberInfo({
      memberId: 7,
      memberName: 'compras_01',
      memberEmail: 's@e.co',
      memberType: 3,
      isSubAccount: true,
    })
    const result = await Promise.resolve(loader(request('/member/createSub') as never)).catch(
      (r: unknown) => r,
    )
    expect((result as Response).headers.get('Location')).toBe('/member/index')
    // the same sub-account still opens an enterprise screen that is not the main account's alone
    expect(await guardLoader(handle)(request('/member/matCode') as never)).toBeNull()
    session.setMemberInfo({ memberId: 1, memberName: 'empresa_01', memberEmail: 'e@e.co', memberType: 3 })
    expect(await loader(request('/member/createSub') as never)).toBeNull()
  })

  it("sends to login when the guarded page's own data answers state 266 (SPEC.md §8)", async () => {
    session.setMemberInfo({ memberId: 1, memberName: 'empresa_01', memberEmail: 'e@e.co', memberType: 3 })
    const inner = () => {
      session.clearOnSessionInvalid()
      throw new Error('state 266')
    }
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true }, inner)
    const result = await Promise.resolve(loader(request('/member/index') as never)).catch((r: unknown) => r)
    expect((result as Response).headers.get('Location')).toBe('/login?redirectUrl=%2Fmember%2Findex')
  })

  it('sends to login when the session ended while a guarded loader that catches its errors ran', async () => {
    session.setMemberInfo({ memberId: 1, memberName: 'empresa_01', memberEmail: 'e@e.co', memberType: 3 })
    const inner = () => {
      session.clearOnSessionInvalid()
      return { summary: null }
    }
    const loader = guardLoader({ title: { id: 'x', defaultMessage: 'x' }, auth: true }, inner)
    const result = await Promise.resolve(loader(request('/member/index') as never)).catch((r: unknown) => r)
    expect((result as Response).headers.get('Location')).toBe('/login?redirectUrl=%2Fmember%2Findex')
  })

  it('guards every login-required route of SPEC.md §2 and leaves /member/bid open', () => {
    const children = leafRoutes()
    const handleOf = (path: string) =>
      (children.find((route) => route.path === path)?.handle as { auth: boolean } | undefined)?.auth
    for (const path of ['member/order/list', 'buy/confirm', 'service', 'prototype/quickOrder', 'msg/list']) {
      expect(handleOf(path), path).toBe(true)
    }
    for (const path of ['member/bid', 'goods/list', 'cart/index', 'store/list', 'login']) {
      expect(handleOf(path), path).toBe(false)
    }
  })
})

describe('page-view tracking (SPEC.md §2, §9)', () => {
  it('records a plain page view, and goods/store page views on their own screens', () => {
    expect(pageViewRecord('/index', '')).toMatchObject({ behaviorType: 'pv', location: '/index' })
    expect(pageViewRecord('/goods/detail', '?productId=12')).toMatchObject({
      behaviorType: 'gpv',
      goodsId: 12,
    })
    expect(pageViewRecord('/store/product', '?vid=4')).toMatchObject({ behaviorType: 'spv', storeId: 4 })
  })

  it('sends the page view 3 s after entering the page, not before', async () => {
    const seen: string[] = []
    server.use(
      http.post('http://api.test/v3/statistics/front/member/behavior/save', async ({ request }) => {
        const u = new URLSearchParams(await request.text()).get('u') ?? ''
        seen.push((JSON.parse(atob(u)) as { location: string }).location)
        return HttpResponse.json({ state: 200, msg: 'ok', data: null })
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { AppLayout } = await import('./app-layout')
    const router = createMemoryRouter(
      [{ path: '*', element: <AppLayout />, children: [{ path: '*', element: <p>x</p> }] }],
      {
        initialEntries: ['/brand'],
      },
    )
    renderWithProviders(<RouterProvider router={router} />)
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1)
    expect(seen).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(seen).toEqual(['/brand']))
  })
})

describe('page view when leaving the document', () => {
  it('sends nothing for a page left before 3 s (a full navigation or closing the tab)', async () => {
    const seen: string[] = []
    server.use(
      http.post('http://api.test/v3/statistics/front/member/behavior/save', () => {
        seen.push('sent')
        return HttpResponse.json({ state: 200, msg: 'ok', data: null })
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { AppLayout } = await import('./app-layout')
    const router = createMemoryRouter(
      [{ path: '*', element: <AppLayout />, children: [{ path: '*', element: <p>x</p> }] }],
      { initialEntries: ['/brand'] },
    )
    renderWithProviders(<RouterProvider router={router} />)
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1)
    window.dispatchEvent(new Event('beforeunload'))
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS)
    vi.useRealTimers()
    expect(seen).toEqual([])
  })
})

describe('rem base (SPEC.md §9)', () => {
  it('is a tenth of the window width on a 16:9 design', () => {
    expect(remBase(1920, 1080)).toBe(192)
    expect(remBase(1280, 900)).toBe(128)
    // an ultra-wide window is measured as 16:9 of its height
    expect(remBase(3440, 1080)).toBe(192)
  })
})
