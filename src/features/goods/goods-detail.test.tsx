// The product page against the mock backend (seeded data, real machine, MSW).
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db'
import { XSS_PROBE_GOODS_ID } from '../../../mocks/seed'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { loginPrompt } from '../../lib/login-prompt'
import { renderWithProviders } from '../../../tests/render'
import { GoodsDetailRoute } from './goods-detail-route'

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

const openStores = () => new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((s) => s.storeId))

/** On-sale goods of an open store with at least two SKUs in stock at different prices. */
function multiSkuGoods() {
  const stores = openStores()
  for (const goods of db.goods.all()) {
    if (goods.state !== 1 || !stores.has(goods.storeId) || goods.purchaseLimit > 0) continue
    const skus = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .filter((sku) => sku.stock >= goods.minBuyNum * 2)
      .sort((a, b) => a.productId - b.productId)
    if (skus.length >= 2 && skus[0]!.price !== skus[1]!.price) return { goods, skus }
  }
  throw new Error('no multi-SKU goods in the seed')
}

const pageTitle = () => screen.findByRole('heading', { level: 1 })

describe('product page', () => {
  it('shows the goods of a SKU, and picking another option changes the productId and the price', async () => {
    await logIn()
    const { goods, skus } = multiSkuGoods()
    const [first, second] = [skus[0]!, skus[1]!]
    renderDetail(`?productId=${first.productId}`)
    expect(await pageTitle()).toHaveTextContent(goods.goodsName)
    expect(screen.getByText(`Código: ${first.productCode}`)).toBeInTheDocument()
    const priceTable = screen.getByRole('table', { name: '' })
    expect(within(priceTable).getAllByText(formatMoney(first.price)).length).toBeGreaterThan(0)
    const secondValue = second.specValues.split(' · ').at(-1)!.split(': ')[1]!
    await userEvent.click(screen.getByRole('radio', { name: secondValue }))
    expect(screen.getByText(`Código: ${second.productCode}`)).toBeInTheDocument()
    expect(within(priceTable).getAllByText(formatMoney(second.price)).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Pedido rápido' })).toHaveAttribute(
      'href',
      `/prototype/quickOrder?productId=${second.productId}`,
    )
  })

  it('explains the quantity rules: multiples of the minimum, the minimum itself and the range', async () => {
    const { goods, skus } = multiSkuGoods()
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    const input = screen.getByRole('textbox', { name: 'Cantidad' })
    expect(input).toHaveValue(String(goods.minBuyNum))
    await userEvent.clear(input)
    await userEvent.type(input, String(goods.minBuyNum + 1))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      goods.minBuyNum > 1
        ? `La cantidad debe ser múltiplo del pedido mínimo (${goods.minBuyNum})`
        : 'La cantidad debe estar entre 1 y 99.999',
    )
    await userEvent.clear(input)
    await userEvent.type(input, '0')
    expect(screen.getByRole('alert')).toHaveTextContent('La cantidad debe estar entre 1 y 99.999')
    await userEvent.clear(input)
    await userEvent.type(input, 'abc')
    expect(screen.getByRole('alert')).toHaveTextContent('Introduzca una cantidad entera')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }))
    expect(input).toHaveValue(String(goods.minBuyNum))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('hides prices from a visitor and opens the login prompt for favourites, samples and the price', async () => {
    const { skus } = multiSkuGoods()
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    expect(screen.getByText('Inicie sesión para ver el precio')).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Precio unitario' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos' }))
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
    act(() => loginPrompt.close())
    await userEvent.click(screen.getByRole('button', { name: 'Seguir tienda' }))
    expect(loginPrompt.getSnapshot().open).toBe(true)
    act(() => loginPrompt.close())
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(loginPrompt.getSnapshot().open).toBe(true)
    act(() => loginPrompt.close())
  })

  it('keeps a visitor line in the local cart, merged by store', async () => {
    const { goods, skus } = multiSkuGoods()
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    expect(screen.getByRole('status')).toHaveTextContent('Producto añadido al carrito.')
    expect(session.getSnapshot().cartListData).toMatchObject({
      storeCartGroupList: [
        {
          storeId: goods.storeId,
          storeGoodsList: [{ productId: skus[0]!.productId, buyNum: goods.minBuyNum * 2 }],
        },
      ],
    })
  })

  it('confirms "Añadir al carrito" with a polite toast linking to the cart, and says "En existencia" once', async () => {
    const stores = openStores()
    const goods = db.goods
      .all()
      .find(
        (row) =>
          row.state === 1 && row.stockType === 'inStock' && stores.has(row.storeId) && !row.purchaseLimit,
      )!
    const sku = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .find((row) => row.stock >= goods.minBuyNum)!
    renderDetail(`?productId=${sku.productId}`)
    await pageTitle()
    expect(screen.getAllByText('En existencia')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    const toast = within(screen.getByRole('region', { name: 'Notificaciones' })).getByRole('status')
    expect(toast).toHaveTextContent('Producto añadido al carrito.')
    expect(within(toast).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart/index')
    // a second add replaces the confirmation instead of stacking another one
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeEnabled())
    expect(
      within(screen.getByRole('region', { name: 'Notificaciones' })).getAllByRole('status'),
    ).toHaveLength(1)
  })

  it('adds a member line through the server and reloads the cart list into the session', async () => {
    await logIn()
    const { skus } = multiSkuGoods()
    const before = db.cartLines.findMany((q) => q.where({ memberId: 1 })).length
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }))
    expect(await screen.findByText('Producto añadido al carrito.')).toBeInTheDocument()
    const lines = db.cartLines.findMany((q) => q.where({ memberId: 1 }))
    expect(lines).toHaveLength(before + 1)
    const cart = session.getSnapshot().cartListData
    expect(
      'storeCartGroupList' in cart && cart.storeCartGroupList.flatMap((g) => g.storeGoodsList),
    ).toHaveLength(before + 1)
  })

  it('shows the designers-only message to a buyer who is not a designer', async () => {
    await logIn('comprador@example.com')
    const { skus } = multiSkuGoods()
    const router = renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('link', { name: 'Optimización de selección' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Solo los diseñadores pueden usar esta función')
    expect(router.state.location.pathname).toBe('/goods/detail')
  })

  it('links to the substitutes of the product shown (issue 28 item 5)', async () => {
    const { skus } = multiSkuGoods()
    const productId = skus[0]!.productId
    renderDetail(`?productId=${productId}`)
    await pageTitle()
    expect(screen.getByRole('link', { name: 'Buscar sustitutos' })).toHaveAttribute(
      'href',
      `/prototype/replacement/list?productId=${productId}`,
    )
  })

  it('renders the description of the probe goods without running its script or onerror handler', async () => {
    const product = db.products.findFirst((q) => q.where({ goodsId: XSS_PROBE_GOODS_ID }))!
    renderDetail(`?productId=${product.productId}`)
    await pageTitle()
    const panel = screen.getByRole('tabpanel', { name: 'Descripción' })
    // the description shows once DOMPurify has loaded (src/components/sanitized-html.tsx): check what it shows
    const body = panel.querySelector('.detail-html')!
    await vi.waitFor(() => expect(body).not.toHaveAttribute('aria-busy'))
    expect(body.textContent?.trim()).not.toBe('')
    expect(panel.querySelector('script')).toBeNull()
    expect(panel.querySelector('[onerror]')).toBeNull()
    expect(panel.innerHTML).not.toContain('__xss')
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('marks off-shelf goods and disables buying', async () => {
    const goods = db.goods.all().find((g) => g.state === 0 && openStores().has(g.storeId))!
    renderDetail(`?goodsId=${goods.goodsId}`)
    await pageTitle()
    expect(screen.getByText('Este producto ha sido retirado de la venta')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Solicitar muestra' })).toBeDisabled()
  })

  it.each(['?productId=999999', '?productId=abc', '?goodsId='])(
    'answers %s with a not-found page linking to the catalogue and home',
    async (search) => {
      renderDetail(search)
      expect(await pageTitle()).toHaveTextContent('Producto no encontrado')
      expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
        'href',
        '/goods/list',
      )
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/index')
    },
  )

  it('opens the catalogue when the link names no product at all', async () => {
    const router = renderDetail('')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/goods/detail'))
    expect(router.state.location.pathname).toBe('/goods/list')
  })

  it('says the supplier is closed for goods of a closed store', async () => {
    const { goods } = multiSkuGoods()
    await db.stores.update((q) => q.where({ storeId: goods.storeId }), {
      data(store) {
        store.isOpen = false
      },
    })
    renderDetail(`?goodsId=${goods.goodsId}`)
    expect(await pageTitle()).toHaveTextContent('El proveedor no existe o está cerrado.')
    await db.stores.update((q) => q.where({ storeId: goods.storeId }), {
      data(store) {
        store.isOpen = true
      },
    })
  })

  it('shows the reviews with a summary, filters them and pages them', async () => {
    const counts = new Map<number, number>()
    for (const review of db.reviews.all()) counts.set(review.goodsId, (counts.get(review.goodsId) ?? 0) + 1)
    const [goodsId, total] = [...counts.entries()].find(([id, count]) => {
      const goods = db.goods.findFirst((q) => q.where({ goodsId: id }))
      return count > 10 && goods && openStores().has(goods.storeId)
    })!
    renderDetail(`?goodsId=${goodsId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('tab', { name: `Valoraciones (${total})` }))
    const list = await screen.findByRole('list', { name: 'Lista de valoraciones' })
    expect(within(list).getAllByRole('article')).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: /^Con fotos/ }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Con fotos/ })).toHaveAttribute('aria-pressed', 'true'),
    )
    const withPhotos = db.reviews
      .findMany((q) => q.where({ goodsId }))
      .filter((r) => r.imageSeeds.length > 0).length
    if (withPhotos > 0) {
      const photos = await screen.findAllByRole('img', { name: /^Foto 1 de la valoración de/ })
      expect(photos.length).toBe(Math.min(10, withPhotos))
    } else {
      expect(await screen.findByText('No hay valoraciones con este filtro.')).toBeInTheDocument()
    }
  })

  it('shows an empty state for goods without reviews', async () => {
    const reviewed = new Set(db.reviews.all().map((r) => r.goodsId))
    const goods = db.goods
      .all()
      .find((g) => g.state === 1 && openStores().has(g.storeId) && !reviewed.has(g.goodsId))!
    renderDetail(`?goodsId=${goods.goodsId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('tab', { name: 'Valoraciones (0)' }))
    expect(await screen.findByText('Todavía no hay valoraciones de este producto.')).toBeInTheDocument()
  })

  it('refuses a fifth item for the comparison', async () => {
    const { skus } = multiSkuGoods()
    session.setContrastList(
      [1, 2, 3, 4].map((id) => ({
        kind: 'product' as const,
        id: 90_000 + id,
        categoryId: 1,
        name: `P${id}`,
        image: '',
      })),
    )
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    await userEvent.click(screen.getByRole('button', { name: 'Comparar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('La comparación está llena (máximo 4)')
    expect(session.getSnapshot().contrastList).toHaveLength(4)
  })

  it('records a footprint when a member views a product', async () => {
    await logIn()
    const { skus } = multiSkuGoods()
    renderDetail(`?productId=${skus[0]!.productId}`)
    await pageTitle()
    await waitFor(() =>
      expect(
        db.footprints.findMany((q) => q.where({ memberId: 1, productId: skus[0]!.productId })),
      ).toHaveLength(1),
    )
  })
})
