// The cart screens against the mock backend (seeded data, real machine, MSW).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db, nextId } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import { fail } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { cartLineName } from '../../../tests/fixtures/cart-line-name'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session, type CartData } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { addToLocalCart } from '../../lib/local-cart'
import { loginPrompt } from '../../lib/login-prompt'
import { CartRoute } from './cart-route'
import { SampleCartRoute } from './sample-cart-route'

function renderCart(path = '/cart/index') {
  const router = createMemoryRouter(
    [
      { path: '/cart/index', element: <CartRoute /> },
      { path: '/cart/request', element: <SampleCartRoute /> },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function logIn(email = 'comprador@example.com') {
  await resetDatabase()
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

function firstSeededLine() {
  const line = db.cartLines.findMany((q) => q.where({ memberId: 1 }))[0]!
  const product = db.products.findFirst((q) => q.where({ productId: line.productId }))!
  const goods = db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))!
  return { line, product, goods }
}

/** Two in-stock SKUs of one goods of an open store, both with room for a few minimum orders. */
function twoSkusOfOneGoods({ minBuyNumAbove = 0 } = {}) {
  const open = new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((store) => store.storeId))
  for (const goods of db.goods.all()) {
    if (
      goods.state !== 1 ||
      goods.stockType !== 'inStock' ||
      goods.purchaseLimit > 0 ||
      goods.minBuyNum <= minBuyNumAbove ||
      !open.has(goods.storeId)
    )
      continue
    const skus = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .filter((sku) => sku.stock >= goods.minBuyNum * 3)
    if (skus.length >= 2) return { goods, skus: [skus[0]!, skus[1]!] as const }
  }
  throw new Error('no goods with two SKUs in the seed')
}

const totalText = () => screen.getByText(/^Total: /).textContent

describe('cart screen', () => {
  it('recomputes the total from the server after a member changes a quantity', async () => {
    await logIn()
    const { goods, product } = firstSeededLine()
    renderCart()
    const input = await screen.findByRole('spinbutton', {
      name: `Cantidad de ${cartLineName(goods.goodsName, product.specValues)}`,
    })
    const before = totalText()
    await userEvent.clear(input)
    await userEvent.type(input, String(goods.minBuyNum * 2))
    await waitFor(() => expect(totalText()).not.toBe(before), { timeout: 3000 })
    const stored = session.getSnapshot().cartListData as CartData
    expect(totalText()).toBe(`Total: ${formatMoney(stored.totalAmount)}`)
    expect(input).toHaveValue(goods.minBuyNum * 2)
  })

  it('keeps a refused quantity visible with the server message', async () => {
    await logIn()
    server.use(http.post('/v3/business/front/cart/changeNum', () => fail('Supera el límite de compra (50).')))
    const { goods, product } = firstSeededLine()
    renderCart()
    const input = await screen.findByRole('spinbutton', {
      name: `Cantidad de ${cartLineName(goods.goodsName, product.specValues)}`,
    })
    await userEvent.clear(input)
    await userEvent.type(input, String(goods.minBuyNum * 3))
    expect(await screen.findByText('Supera el límite de compra (50).', {}, { timeout: 3000 })).toBeVisible()
    expect(input).toHaveValue(goods.minBuyNum * 3)
  })

  it('refuses a checkout that mixes in-stock and reserved goods, with the reason', async () => {
    await logIn()
    const openStores = new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((s) => s.storeId))
    const reserved = db.goods
      .all()
      .find(
        (g) =>
          g.stockType === 'reserved' && g.state === 1 && openStores.has(g.storeId) && g.purchaseLimit === 0,
      )!
    const product = db.products
      .findMany((q) => q.where({ goodsId: reserved.goodsId }))
      .find((p) => p.stock >= reserved.minBuyNum)!
    await db.cartLines.create({
      cartId: nextId('cartLines', 'cartId'),
      memberId: 1,
      productId: product.productId,
      buyNum: reserved.minBuyNum,
      isChecked: 1,
      addedAt: clock.now(),
    })
    const router = renderCart()
    await userEvent.click(await screen.findByRole('button', { name: 'Realizar pedido' }))
    expect(await screen.findByText(/no se pueden pedir juntos/)).toBeVisible()
    expect(router.state.location.pathname).toBe('/cart/index')
  })

  it('opens the login prompt when a visitor asks to check out the local cart', async () => {
    session.setCartListData(
      addToLocalCart(
        {},
        {
          productId: 5,
          goodsId: 50,
          goodsName: 'Tubo de acero',
          goodsImage: '/mock-images/goods/5.svg',
          specValues: 'Medida: 1"',
          goodsPrice: 2.5,
          minBuyNum: 10,
          productStock: 1000,
          stockType: 'inStock',
          storeId: 7,
          storeName: 'Tienda 7',
        },
        10,
      ) as CartData,
    )
    renderCart()
    const footer = (await screen.findByRole('button', { name: 'Realizar pedido' })).parentElement!
    // SPEC.md §6 (issue 15 item 8): the visitor's local cart shows no price, the same rule as the product page
    expect(within(footer).getByText('Inicie sesión para ver el precio')).toBeVisible()
    expect(screen.queryByText(/US\$/)).not.toBeInTheDocument()
    await userEvent.click(within(footer).getByRole('button', { name: 'Realizar pedido' }))
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
    loginPrompt.close()
  })

  it('shows a visitor the login prompt for every price, and the member the prices after the login', async () => {
    await resetDatabase()
    const { product, goods } = firstSeededLine()
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))!
    session.setCartListData(
      addToLocalCart(
        {},
        {
          productId: product.productId,
          goodsId: goods.goodsId,
          goodsName: goods.goodsName,
          goodsImage: '/mock-images/goods/1.svg',
          specValues: product.specValues,
          goodsPrice: product.price,
          minBuyNum: goods.minBuyNum,
          productStock: product.stock,
          stockType: goods.stockType,
          storeId: store.storeId,
          storeName: store.storeName,
        },
        goods.minBuyNum,
      ) as CartData,
    )
    renderCart()
    const line = (
      await screen.findByRole('spinbutton', {
        name: `Cantidad de ${cartLineName(goods.goodsName, product.specValues)}`,
      })
    ).closest('li')!
    expect(within(line).getByText('Inicie sesión para ver el precio')).toBeVisible()
    expect(within(line).queryByText(/Subtotal/)).not.toBeInTheDocument()
    // the name is clamped to two lines on screen; the link keeps it whole, and hovering shows it (issue 15 item 12)
    const name = within(line).getByRole('link', { name: (text) => text.startsWith(goods.goodsName) })
    expect(within(name).getByTitle(goods.goodsName)).toHaveClass('cart-line__name-text')
    expect(screen.queryByText(/US\$/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true })
    loginPrompt.close()

    await logIn()
    expect(await screen.findByText(/^Total: US\$/)).toBeVisible()
    expect(screen.queryByText('Inicie sesión para ver el precio')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument()
  })

  it.each([
    ['cart', '/cart/index', 'cartLines'],
    ['sample cart', '/cart/request', 'sampleCartLines'],
  ] as const)(
    'names every control of two SKUs of one goods in the %s apart, by their spec values',
    async (_kind, path, table) => {
      await logIn()
      const { goods, skus } = twoSkusOfOneGoods()
      for (const sku of skus) {
        await db[table].create({
          cartId: nextId(table, 'cartId'),
          memberId: 1,
          productId: sku.productId,
          buyNum: path === '/cart/index' ? goods.minBuyNum : 1,
          isChecked: 1,
          addedAt: clock.now(),
        })
      }
      renderCart(path)
      const controlNames = async (sku: (typeof skus)[number]) => {
        const name = cartLineName(goods.goodsName, sku.specValues)
        const quantity = await screen.findByRole('spinbutton', { name: `Cantidad de ${name}` })
        const line = quantity.closest('li')!
        // each name leads to the line of its own SKU
        expect(within(line).getByText(sku.specValues)).toBeVisible()
        const controls = [
          quantity,
          within(line).getByRole('checkbox', { name: `Seleccionar ${name}` }),
          within(line).getByRole('button', { name: `Eliminar ${name}` }),
          within(line).getByRole('button', { name: `Reducir la cantidad de ${name}` }),
          within(line).getByRole('button', { name: `Aumentar la cantidad de ${name}` }),
        ]
        if (path === '/cart/index') {
          // the visible text "Mover … a favoritos" stays whole at the start of the name (WCAG 2.5.3)
          const spec = name.slice(goods.goodsName.length)
          controls.push(
            within(line).getByRole('button', { name: `Mover ${goods.goodsName} a favoritos${spec}` }),
          )
        }
        return controls.map((control) => control.getAttribute('aria-label'))
      }
      const first = await controlNames(skus[0])
      const second = await controlNames(skus[1])
      expect(new Set([...first, ...second]).size).toBe(first.length + second.length)
    },
  )

  it('names the SKU of a line below its minimum order when checkout is refused', async () => {
    await logIn()
    const { goods, skus } = twoSkusOfOneGoods({ minBuyNumAbove: 1 })
    for (const [index, sku] of skus.entries()) {
      await db.cartLines.create({
        cartId: nextId('cartLines', 'cartId'),
        memberId: 1,
        productId: sku.productId,
        // the second SKU one unit above its minimum: not a multiple of it
        buyNum: goods.minBuyNum + index,
        isChecked: 1,
        addedAt: clock.now(),
      })
    }
    const router = renderCart()
    await userEvent.click(await screen.findByRole('button', { name: 'Realizar pedido' }))
    const name = cartLineName(goods.goodsName, skus[1].specValues)
    expect(
      await screen.findByText(
        `La cantidad de ${name} debe ser múltiplo del pedido mínimo (${goods.minBuyNum}).`,
      ),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/cart/index')
  })

  it('keeps the goods name alone in the controls of a line without spec values', async () => {
    session.setCartListData(
      addToLocalCart(
        {},
        {
          productId: 5,
          goodsId: 50,
          goodsName: 'Tubo de acero',
          goodsImage: '/mock-images/goods/5.svg',
          specValues: '',
          goodsPrice: 2.5,
          minBuyNum: 10,
          productStock: 1000,
          stockType: 'inStock',
          storeId: 7,
          storeName: 'Tienda 7',
        },
        10,
      ) as CartData,
    )
    renderCart()
    expect(await screen.findByRole('spinbutton', { name: 'Cantidad de Tubo de acero' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Tubo de acero' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Eliminar Tubo de acero' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Aumentar la cantidad de Tubo de acero' })).toBeVisible()
  })

  it('shows the monthly sample quota as a meter', async () => {
    await logIn()
    renderCart('/cart/request')
    expect(
      await screen.findByRole('meter', { name: 'Solicitudes de muestras disponibles este mes' }),
    ).toBeVisible()
    expect(screen.getByText(/^Le quedan \d+ solicitudes y US\$ /)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Solicitar muestras' })).toBeVisible()
  })
})
