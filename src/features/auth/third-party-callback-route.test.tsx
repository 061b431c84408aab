import { screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { session } from '../../api/session'
import { renderWithProviders } from '../../../tests/render'
import { LoginRoute } from './login-route'
import { ThirdPartyLoginCallback, visitorCartLines } from './third-party-callback-route'

const WECHAT_URL = 'http://api.test/v3/member/front/login/wechat/login'

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderAt(url: string, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ThirdPartyLoginCallback />
            <Outlet />
          </>
        ),
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  const app = <RouterProvider router={router} />
  renderWithProviders(strict ? <StrictMode>{app}</StrictMode> : app)
  return router
}

function countWechatRequests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.url === WECHAT_URL) seen.push(request.url)
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

describe('ThirdPartyLoginCallback', () => {
  it('renders nothing when the URL lacks code or state', () => {
    renderAt('/goods/list?code=member-1')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/goods/list?code=member-1')
  })

  it('shows "Cargando..." while it logs the member in, once even under StrictMode, then drops code and state', async () => {
    const requests = countWechatRequests()
    try {
      const router = renderAt('/goods/list?categoryId=7&code=member-2&state=abc', { strict: true })
      expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
      await waitFor(() => expect(router.state.location.search).toBe('?categoryId=7'))
      expect(router.state.location.pathname).toBe('/goods/list')
      expect(router.state.historyAction).toBe('REPLACE')
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(session.getSnapshot()).toMatchObject({ loginFlag: true, memberInfo: { memberId: 2 } })
      expect(requests.seen).toHaveLength(1)
    } finally {
      requests.stop()
    }
  })

  it('sends the visitor’s local cart lines', async () => {
    session.setCartListData({
      storeCartGroupList: [
        {
          storeId: 1,
          storeName: 'Tienda',
          checkedAll: true,
          totalAmount: 0,
          totalCheck: 0,
          storeGoodsList: [
            {
              cartId: 1,
              productId: 101,
              goodsId: 11,
              goodsName: 'Producto',
              goodsImage: '',
              goodsPrice: 1,
              buyNum: 3,
              minBuyNum: 1,
              productStock: 10,
              isChecked: 1,
              subtotal: 3,
            },
          ],
        },
      ],
      invalidList: [],
      availableCartNum: 1,
      checkedAll: true,
      totalAmount: 3,
      totalCheck: 1,
    })
    expect(visitorCartLines()).toEqual([{ productId: 101, buyNum: 3 }])
    let body: unknown
    const listener = async ({ request }: { request: Request }) => {
      if (request.url === WECHAT_URL) body = await request.clone().json()
    }
    server.events.on('request:start', listener)
    try {
      const router = renderAt('/index?code=member-3&state=s')
      await waitFor(() => expect(router.state.location.search).toBe(''))
      expect(body).toEqual({ code: 'member-3', source: 4, cartInfo: [{ productId: 101, buyNum: 3 }] })
    } finally {
      server.events.removeListener('request:start', listener)
    }
  })

  it('goes to the bind page the server names when the external account has no member', async () => {
    const router = renderAt('/index?code=bind-k7&state=s')
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindMobile'))
    expect(router.state.location.search).toBe('?code=bind-k7&bindKey=k7')
    expect(session.getSnapshot().loginFlag).toBe(false)
  })

  it.each(['/.//evil.example', '/./\\evil.example', '/x/../../\\evil.example'])(
    'goes to /index instead of the bind page %s that resolves to another host',
    async (redirect) => {
      // a code of its own: the callback runs once per code for the page's lifetime
      server.use(http.post(WECHAT_URL, () => HttpResponse.json({ state: 200, msg: '', data: { redirect } })))
      const router = renderAt(`/goods/list?code=bind-${encodeURIComponent(redirect)}&state=s`)
      await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
      expect(router.state.location.search).toBe('')
    },
  )

  it('stays on this site after a login on a page whose path names another host', async () => {
    const router = renderAt('//evil.example?code=member-4&state=s')
    await waitFor(() => expect(session.getSnapshot().loginFlag).toBe(true))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    expect(router.state.location.search).toBe('')
  })

  it('goes to the login page with the server message when the login is refused', async () => {
    const router = renderAt('/index?code=refused-1&state=s')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(router.state.location.search).get('error')).toBe(
      'No se pudo iniciar sesión con la cuenta externa.',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión con la cuenta externa.',
    )
  })
})
