import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { loginPrompt } from '../../lib/login-prompt'
import { storeHomeLoader } from './store-home-loader'
import { StoreHomeRoute } from './store-home-route'

const CLOSED_STORE_ID = 35

async function signIn(email: string) {
  const captcha = await getCaptcha()
  const tokens = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

function renderStore(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/store/index',
        element: <StoreHomeRoute />,
        loader: storeHomeLoader,
        HydrateFallback: () => null,
      },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

const storeWithGoods = () =>
  db.stores
    .all()
    .find(
      (store) =>
        store.isOpen && db.goods.findMany((q) => q.where({ storeId: store.storeId, state: 1 })).length >= 4,
    )!

afterEach(() => {
  vi.restoreAllMocks()
  loginPrompt.close()
})

describe('StoreHomeRoute', () => {
  it('shows the store header, its best sellers and every home section', async () => {
    const store = storeWithGoods()
    renderStore(`/store/index?vid=${store.storeId}`)
    // the first render of the file pays for the cold start: allow more than the default second
    expect(
      await screen.findByRole('heading', { level: 1, name: store.storeName }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText(`Teléfono de atención: ${store.servicePhone}`)).toBeInTheDocument()
    const contact = screen.getByRole('link', { name: /Contactar al proveedor/ })
    expect(contact).toHaveAttribute('href', `/service?vid=${store.storeId}`)
    expect(contact).toHaveAttribute('target', '_blank')
    const nav = screen.getByRole('navigation', { name: 'Secciones de la tienda' })
    for (const name of ['Inicio', 'Productos', 'Novedades', 'Noticias', 'Artículos', 'Presentación'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
    for (const name of [
      'Productos más vendidos',
      'Sobre nosotros',
      'Vídeos',
      'Fotos',
      'Certificados',
      'Últimas noticias',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    expect(screen.getAllByText('Vídeo de presentación').length).toBeGreaterThan(0)
    const featured = screen.getByRole('region', { name: 'Productos más vendidos' })
    await waitFor(() => expect(within(featured).getAllByRole('article').length).toBeGreaterThan(0), {
      timeout: 5000,
    })
    expect(within(featured).getAllByRole('article').length).toBeLessThanOrEqual(8)
    // a visitor sees no prices (SPEC.md §6)
    expect(within(featured).getAllByText('Inicie sesión para ver el precio').length).toBeGreaterThan(0)
  })

  it('opens the login prompt when a visitor presses "Seguir tienda", and follows nothing', async () => {
    const open = vi.spyOn(loginPrompt, 'open')
    const store = storeWithGoods()
    const { user } = renderStore(`/store/index?vid=${store.storeId}`)
    await user.click(await screen.findByRole('button', { name: 'Seguir tienda' }))
    expect(open).toHaveBeenCalledWith({ reason: 'loginRequired' })
    expect(db.followStores.all()).toEqual([])
  })

  it('follows and unfollows the store for a logged-in member', async () => {
    await signIn('personal@example.com')
    const store = storeWithGoods()
    const { user } = renderStore(`/store/index?vid=${store.storeId}`)
    await user.click(await screen.findByRole('button', { name: 'Seguir tienda' }))
    expect(await screen.findByRole('button', { name: 'Dejar de seguir' })).toBeEnabled()
    expect(db.followStores.findMany((q) => q.where({ storeId: store.storeId }))).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Dejar de seguir' }))
    expect(await screen.findByRole('button', { name: 'Seguir tienda' })).toBeEnabled()
    expect(db.followStores.findMany((q) => q.where({ storeId: store.storeId }))).toHaveLength(0)
  })

  it('shows "El proveedor no existe o está cerrado." with a link to the store list for the closed store', async () => {
    renderStore(`/store/index?vid=${CLOSED_STORE_ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El proveedor no existe o está cerrado.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver todas las tiendas' })).toHaveAttribute('href', '/store/list')
    // the page says it; no error toast on top
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the same message for a missing or malformed vid', async () => {
    renderStore('/store/index?vid=abc')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El proveedor no existe o está cerrado.' }),
    ).toBeInTheDocument()
  })
})
