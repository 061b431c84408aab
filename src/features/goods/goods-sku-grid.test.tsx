// Buy now and the SKU grid on the product page against the mock backend (seeded data, real machine, MSW):
// issue 16 items 1, 2 and 10.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { getCaptcha, postToken } from '../../api/auth'
import { euroRate } from '../../api/exchange-rate'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { loginPrompt } from '../../lib/login-prompt'
import { renderWithProviders } from '../../../tests/render'
import { GoodsDetailRoute } from './goods-detail-route'
import { unitFor } from '../../i18n/format'

afterEach(() => {
  loginPrompt.close()
  euroRate.reset()
})

function renderDetail(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/goods/detail', element: <GoodsDetailRoute /> },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [`/goods/detail${search}`] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function logIn(email = 'comprador@example.com') {
  const captcha = await getCaptcha()
  const token = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: token.access_token ?? '', refreshToken: token.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

/** In-stock goods on sale in an open store with two SKUs holding three minimum orders (minimum above 1). */
function twoSkus() {
  const open = new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((s) => s.storeId))
  for (const goods of db.goods.all()) {
    if (goods.state !== 1 || !open.has(goods.storeId) || goods.purchaseLimit > 0 || goods.minBuyNum < 2)
      continue
    const skus = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .filter((sku) => sku.stock >= goods.minBuyNum * 3)
      .sort((a, b) => a.productId - b.productId)
    if (skus.length >= 2) return { goods, first: skus[0]!, second: skus[1]! }
  }
  throw new Error('no goods with two SKUs in the seed')
}

const variantOf = (specValues: string) =>
  specValues
    .split(' · ')
    .map((part) => part.split(': ')[1])
    .join(' · ')

describe('buy now and the SKU grid', () => {
  it('shows the running total of two rows, refuses a row off the multiples and buys both at once', async () => {
    await logIn()
    const { goods, first, second } = twoSkus()
    const router = renderDetail(`?productId=${first.productId}`)
    await screen.findByRole('heading', { level: 1, name: goods.goodsName })
    // SPEC.md §9: the EUR reference beside the price, once the rate has come
    expect(await screen.findByText(/≈ € [\d.]+,\d{2} \(referencia\)/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pedir varias variantes' }))
    const grid = screen.getByRole('region', { name: 'Pedido por variantes' })
    const secondQty = within(grid).getByRole('textbox', {
      name: `Cantidad de ${variantOf(second.specValues)}`,
    })
    await userEvent.clear(secondQty)
    await userEvent.type(secondQty, String(goods.minBuyNum + 1))
    expect(within(grid).getByText(`La cantidad debe ser múltiplo del pedido mínimo (${goods.minBuyNum})`))
    expect(secondQty).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Revise las cantidades marcadas antes de continuar.',
    )
    expect(router.state.location.pathname).toBe('/goods/detail')

    await userEvent.clear(secondQty)
    await userEvent.type(secondQty, String(goods.minBuyNum * 2))
    expect(within(grid).getByRole('status')).toHaveTextContent(
      `${goods.minBuyNum * 3} ${unitFor(goods.minBuyNum * 3, goods.saleUnit)} en 2 variantes`,
    )
    expect(within(grid).getByRole('status')).toHaveTextContent(/Total: US\$ .*≈ € .* \(referencia\)/)
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/confirm'))
    expect(router.state.location.search).toBe(
      `?productId=${first.productId},${second.productId}&numbers=${goods.minBuyNum},${goods.minBuyNum * 2}&ifcart=false`,
    )
  })

  it('adds the rows to the cart in one action', async () => {
    await logIn()
    const { goods, first, second } = twoSkus()
    const member = db.members.findFirst((q) => q.where({ email: 'comprador@example.com' }))!
    const before = db.cartLines.findMany((q) => q.where({ memberId: member.memberId })).length
    renderDetail(`?productId=${first.productId}`)
    await screen.findByRole('heading', { level: 1, name: goods.goodsName })
    await userEvent.click(screen.getByRole('button', { name: 'Pedir varias variantes' }))
    const grid = screen.getByRole('region', { name: 'Pedido por variantes' })
    await userEvent.click(within(grid).getByRole('button', { name: `Más ${variantOf(second.specValues)}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    await waitFor(() =>
      expect(db.cartLines.findMany((q) => q.where({ memberId: member.memberId })).length).toBe(before + 2),
    )
  })

  it('asks a visitor to log in, with the way back to the same product and quantities', async () => {
    const { goods, first, second } = twoSkus()
    renderDetail(`?productId=${first.productId}`)
    await screen.findByRole('heading', { level: 1, name: goods.goodsName })
    await userEvent.click(screen.getByRole('button', { name: 'Pedir varias variantes' }))
    const grid = screen.getByRole('region', { name: 'Pedido por variantes' })
    // visitors see no price (SPEC.md §6), only what they chose
    expect(within(grid).queryByText(/US\$/)).not.toBeInTheDocument()
    await userEvent.click(within(grid).getByRole('button', { name: `Más ${variantOf(second.specValues)}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }))
    expect(loginPrompt.getSnapshot()).toMatchObject({
      open: true,
      redirectUrl: `/goods/detail?productId=${first.productId}&lines=${first.productId}-${goods.minBuyNum},${second.productId}-${goods.minBuyNum}&grid=1`,
    })
  })

  it('opens the grid with the quantities of the link back', async () => {
    const { goods, first, second } = twoSkus()
    renderDetail(`?productId=${first.productId}&lines=${second.productId}-${goods.minBuyNum * 2}&grid=1`)
    const grid = await screen.findByRole('region', { name: 'Pedido por variantes' })
    expect(
      within(grid).getByRole('textbox', { name: `Cantidad de ${variantOf(second.specValues)}` }),
    ).toHaveValue(String(goods.minBuyNum * 2))
    expect(
      within(grid).getByRole('textbox', { name: `Cantidad de ${variantOf(first.specValues)}` }),
    ).toHaveValue('0')
  })
})
