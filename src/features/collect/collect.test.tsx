import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, nextId } from '../../../mocks/db'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatDateTime } from '../../i18n/format'
import { collectLoader } from './collect-loader'
import { CollectRoute } from './collect-route'
import { footprintLoader } from './footprint-loader'
import { FootprintRoute } from './footprint-route'

const DAY = 86_400_000

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
  const member = await getMemberInfo()
  session.setMemberInfo(member)
  return member.memberId
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/member/collect',
        element: <CollectRoute />,
        loader: collectLoader,
        HydrateFallback: () => null,
      },
      {
        path: '/member/footprint',
        element: <FootprintRoute />,
        loader: footprintLoader,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return userEvent.setup()
}

const productOfGoods = (goodsId: number) => db.products.findFirst((q) => q.where({ goodsId }))!

beforeEach(() => {
  for (const collection of [db.followProducts, db.followStores, db.footprints]) collection.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CollectRoute', () => {
  it('shows the empty state when the member has no favourite products', async () => {
    await signIn('personal@example.com')
    renderAt('/member/collect')
    expect(await screen.findByText('Aún no tiene productos favoritos.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page')
  })

  it('marks an off-shelf favourite and removes the selected ones after confirmation', async () => {
    const memberId = await signIn('personal@example.com')
    const offShelf = db.goods.findFirst((q) => q.where({ state: 0 }))!
    const onShelf = db.goods.all().find((goods) => goods.state === 1 && goods.storeId !== 35)!
    for (const [goods, at] of [
      [offShelf, 1],
      [onShelf, 2],
    ] as const) {
      await db.followProducts.create({
        followId: nextId('followProducts', 'followId'),
        memberId,
        productId: productOfGoods(goods.goodsId).productId,
        followedAt: Date.now() - at * 1000,
      })
    }
    const user = renderAt('/member/collect?tab=products')
    expect(await screen.findByText('Retirado de la venta')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }))
    await user.click(screen.getByRole('button', { name: 'Quitar seleccionados (2)' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar de favoritos' })
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }))
    expect(await screen.findByText('Aún no tiene productos favoritos.')).toBeInTheDocument()
    expect(db.followProducts.all()).toEqual([])
  })

  it('unfollows a followed store from the Tiendas tab', async () => {
    const memberId = await signIn('personal@example.com')
    const store = db.stores.findFirst((q) => q.where({ storeId: 3 }))!
    await db.followStores.create({ followId: 1, memberId, storeId: store.storeId, followedAt: Date.now() })
    const user = renderAt('/member/collect?tab=stores')
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(store.storeName) }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Dejar de seguir ${store.storeName}` }))
    expect(await screen.findByText('Aún no sigue ninguna tienda.')).toBeInTheDocument()
  })
})

describe('FootprintRoute', () => {
  it('groups viewed products by day and deletes a whole day after confirmation', async () => {
    const memberId = await signIn('comprador@example.com')
    const now = Date.now()
    const goods = db.goods.findMany((q) => q.where({ state: 1 })).slice(0, 3)
    const times = [now, now - 2 * DAY, now - 2 * DAY - 60_000]
    for (const [index, row] of goods.entries()) {
      await db.footprints.create({
        logId: index + 1,
        memberId,
        productId: productOfGoods(row.goodsId).productId,
        lookedAt: times[index]!,
      })
    }
    const today = formatDateTime(now).slice(0, 10)
    const earlier = formatDateTime(now - 2 * DAY).slice(0, 10)
    const user = renderAt('/member/footprint')
    expect(await screen.findByRole('heading', { level: 2, name: today })).toBeInTheDocument()
    const older = screen.getByRole('region', { name: earlier })
    expect(within(older).getAllByRole('article')).toHaveLength(2)
    await user.click(within(older).getByRole('button', { name: `Eliminar el día ${earlier}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar el día' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: earlier })).not.toBeInTheDocument())
    expect(screen.getByRole('region', { name: today })).toBeInTheDocument()
    expect(db.footprints.all().map((row) => row.logId)).toEqual([1])
  })

  it('deletes one viewed product and then shows the empty state', async () => {
    const memberId = await signIn('comprador@example.com')
    const goods = db.goods.findFirst((q) => q.where({ state: 1 }))!
    await db.footprints.create({
      logId: 1,
      memberId,
      productId: productOfGoods(goods.goodsId).productId,
      lookedAt: Date.now(),
    })
    const user = renderAt('/member/footprint')
    await user.click(await screen.findByRole('button', { name: `Eliminar ${goods.goodsName} del historial` }))
    expect(await screen.findByText('Aún no ha visto ningún producto.')).toBeInTheDocument()
  })
})
