// The checkout screen against the mock backend (seeded data, real machine, MSW): issue 5 item 4 and its bad input.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { http } from '../../../mocks/handlers/http'
import { fail } from '../../../mocks/lib/envelope'
import { server } from '../../../mocks/node'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { addCart, deleteCarts, getCartList } from '../../api/cart'
import { confirmOrder, type CheckoutData } from '../../api/checkout'
import { client, JSON_BODY } from '../../api/client'
import { receiveCoupon } from '../../api/content'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { CheckoutRoute } from './checkout-route'

const SUBMIT_PATH = '/v3/business/front/orderOperate/submit'
const CONFIRM_PATH = '/v3/business/front/orderOperate/confirm'

async function logIn(email = 'comprador@example.com') {
  await resetDatabase()
  // these tests count the orders and payments the checkout creates: start without comprador's order history
  db.orders.clear()
  db.payments.clear()
  db.refunds.clear()
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

interface Sellable {
  productId: number
  goodsName: string
  storeId: number
  storeName: string
  minBuyNum: number
}

/** In-stock goods on sale in open stores with stock, from two different stores holding a coupon of comprador. */
function sellableWithCoupons(): [Sellable, Sellable] {
  const receipts = db.couponReceipts.findMany((q) => q.where({ memberId: 1, usedAt: 0 }))
  const couponStores = new Set(
    receipts.flatMap((receipt) => {
      const coupon = db.coupons.findFirst((q) => q.where({ couponId: receipt.couponId }))
      return coupon?.storeId ? [coupon.storeId] : []
    }),
  )
  const found: Sellable[] = []
  for (const goods of db.goods.all().sort((a, b) => a.goodsId - b.goodsId)) {
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    if (!store?.isOpen || goods.state !== 1 || goods.stockType !== 'inStock' || goods.purchaseLimit > 0)
      continue
    if (!couponStores.has(store.storeId) || found.some((entry) => entry.storeId === store.storeId)) continue
    const product = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .find((sku) => sku.stock >= goods.minBuyNum * 5)
    if (!product) continue
    found.push({
      productId: product.productId,
      goodsName: goods.goodsName,
      storeId: store.storeId,
      storeName: store.storeName,
      minBuyNum: goods.minBuyNum,
    })
    if (found.length === 2) break
  }
  return [found[0]!, found[1]!]
}

/** The member's cart holds exactly these lines, checked. */
async function cartOf(lines: Sellable[]) {
  const cart = await getCartList()
  const ids = [...cart.storeCartGroupList.flatMap((group) => group.storeGoodsList), ...cart.invalidList].map(
    (line) => line.cartId,
  )
  if (ids.length > 0) await deleteCarts(ids)
  for (const line of lines) await addCart({ productId: line.productId, number: line.minBuyNum })
}

/** A reservation goods on sale in an open store, with stock for one minimum order. */
function reservedGoods() {
  const goods = db.goods
    .all()
    .find(
      (entry) =>
        entry.stockType === 'reserved' &&
        entry.state === 1 &&
        entry.purchaseLimit === 0 &&
        db.stores.findFirst((q) => q.where({ storeId: entry.storeId }))?.isOpen &&
        db.products
          .findMany((q) => q.where({ goodsId: entry.goodsId }))
          .some((p) => p.stock >= entry.minBuyNum),
    )!
  const sku = db.products
    .findMany((q) => q.where({ goodsId: goods.goodsId }))
    .find((p) => p.stock >= goods.minBuyNum)!
  return { goods, sku }
}

function renderCheckout(path = '/buy/confirm?ifcart=true') {
  const router = createMemoryRouter(
    [
      { path: '/buy/confirm', element: <CheckoutRoute /> },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const totalOf = () => {
  const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
  return within(summary).getByText('Total a pagar').nextElementSibling?.textContent
}

const ready = () => screen.findByRole('button', { name: 'Enviar pedido' }, { timeout: 3000 })

describe('checkout screen', () => {
  it('shows each store with its lines, the addresses, the invoice headers and the totals of the mock', async () => {
    await logIn()
    const [first, second] = sellableWithCoupons()
    await cartOf([first, second])
    renderCheckout()
    await ready()
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar pedido' })).toBeVisible()
    for (const entry of [first, second]) {
      const store = screen.getByRole('region', { name: new RegExp(entry.storeName) })
      expect(within(store).getByRole('link', { name: new RegExp(entry.goodsName) })).toHaveAttribute(
        'target',
        '_blank',
      )
      expect(within(store).getByRole('combobox', { name: 'Cupón de la tienda' })).toHaveValue('')
    }
    // the platform coupons (issue 16 item 4) are radios too: count the address section's own
    const addresses = within(screen.getByRole('region', { name: 'Dirección de entrega' })).getAllByRole(
      'radio',
    )
    expect(addresses.length).toBeGreaterThanOrEqual(3)
    expect(addresses.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1)
    expect(screen.getByText('Predeterminada')).toBeVisible()
    const invoice = screen.getByRole('combobox', { name: 'Datos de facturación' })
    expect(within(invoice).getByRole('option', { name: 'Sin factura' })).toBeInTheDocument()
    expect(within(invoice).getAllByRole('option').length).toBeGreaterThan(1)
    const cart = await getCartList()
    // the goods of the cart plus each store's freight to the default address (issue 16 item 3)
    const priced = (await confirmOrder({ isCart: true })) as CheckoutData
    expect(priced.expressFee).toBeGreaterThan(0)
    expect(totalOf()).toBe(formatMoney(Math.round((cart.totalAmount + priced.expressFee) * 100) / 100))
    const summary = within(screen.getByRole('region', { name: 'Resumen del pedido' }))
    expect(summary.getByText('Envío').nextElementSibling?.textContent).toBe(formatMoney(priced.expressFee))
    for (const [index, entry] of [first, second].entries()) {
      const store = within(screen.getByRole('region', { name: new RegExp(entry.storeName) }))
      expect(store.getByText('Envío').nextElementSibling?.textContent).toBe(
        formatMoney(priced.storeGroupList[index]!.expressFee),
      )
    }
  })

  it('applies a store coupon and shows the total the mock recomputed', async () => {
    await logIn()
    const [first, second] = sellableWithCoupons()
    await cartOf([first, second])
    renderCheckout()
    await ready()
    const before = totalOf()
    const store = screen.getByRole('region', { name: new RegExp(first.storeName) })
    const select = within(store).getByRole('combobox', { name: 'Cupón de la tienda' })
    const usable = within(select)
      .getAllByRole('option')
      .find(
        (option) => (option as HTMLOptionElement).value !== '' && !(option as HTMLOptionElement).disabled,
      )!
    await userEvent.selectOptions(select, usable)
    await waitFor(() => expect(totalOf()).not.toBe(before))
    expect(select).toHaveValue((usable as HTMLOptionElement).value)
    expect(within(store).getByText('Descuento del cupón')).toBeVisible()
  })

  it('shows the chosen platform coupon at once, while the mock is still pricing it', async () => {
    await logIn()
    const welcome = db.coupons.findFirst((q) => q.where({ couponName: 'Bienvenida a la plataforma' }))!
    await receiveCoupon(welcome.couponId)
    const [first] = sellableWithCoupons()
    await cartOf([first])
    renderCheckout()
    await ready()
    const before = totalOf()
    // the next price request waits until the test lets it through, then the mock answers it
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.post(CONFIRM_PATH, () => held.then(() => undefined), { once: true }))
    const coupons = screen.getByRole('region', { name: 'Cupones de la plataforma' })
    const radio = within(coupons).getByRole('radio', { name: /Bienvenida a la plataforma/ })
    await userEvent.click(radio)
    expect(radio).toBeChecked()
    expect(totalOf()).toBe(before)
    release()
    await waitFor(() => expect(totalOf()).not.toBe(before))
    expect(radio).toBeChecked()
  })

  it('refuses points above the cap in Spanish, keeps them, and applies valid points', async () => {
    await logIn()
    renderCheckout()
    await ready()
    const points = screen.getByRole('textbox', { name: 'Puntos a usar' })
    const hint = screen.getByText(/En múltiplos de 100 · máximo (\d+)/).textContent ?? ''
    const max = Number(/máximo ([\d.]+)/.exec(hint)![1]!.replace(/\./g, ''))
    await userEvent.type(points, String(max + 100))
    await userEvent.tab()
    expect(
      await screen.findByText(/Los puntos superan el máximo permitido|Puntos insuficientes/),
    ).toBeVisible()
    expect(points).toHaveValue(String(max + 100))
    await userEvent.clear(points)
    await userEvent.type(points, '150')
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar puntos' }))
    expect(await screen.findByText('Los puntos deben usarse en múltiplos de 100.')).toBeVisible()
    await userEvent.clear(points)
    await userEvent.type(points, '100{Enter}')
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(await within(summary).findByText('Descuento por puntos (100 puntos)')).toBeVisible()
  })

  it('refuses a purchase-order number with other characters and keeps it', async () => {
    await logIn()
    renderCheckout()
    await ready()
    const [po] = screen.getAllByRole('textbox', { name: 'Número de orden de compra' })
    await userEvent.type(po!, 'OC 2026#1')
    expect(
      screen.getByText(
        'El número de orden de compra admite hasta 32 letras, dígitos, guiones, guiones bajos o barras',
      ),
    ).toBeVisible()
    expect(po).toHaveValue('OC 2026#1')
  })

  it('refuses to send without the agreement, then sends once and opens the payment', async () => {
    await logIn()
    const router = renderCheckout()
    const submit = await ready()
    await userEvent.click(submit)
    expect(screen.getByText('Debe aceptar el acuerdo de compra.')).toBeVisible()
    expect(db.orders.all()).toHaveLength(0)
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    const [po] = screen.getAllByRole('textbox', { name: 'Número de orden de compra' })
    await userEvent.type(po!, 'OC-2026/7')
    await userEvent.dblClick(submit)
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/pay'))
    const paySn = new URLSearchParams(router.state.location.search).get('paySn')
    expect(router.state.location.search).toContain('payFrom=1')
    expect(db.payments.all().map((payment) => payment.paySn)).toEqual([paySn])
    expect(db.orders.all().map((order) => order.purchaseOrderNumber)).toContain('OC-2026/7')
    // the ordered lines left the cart, and the header count follows
    expect(session.getSnapshot().cartListData).toMatchObject({ availableCartNum: 0 })
  })

  it('checks the address form in Spanish and keeps what was typed when the server refuses it', async () => {
    await logIn()
    server.use(
      http.post('/v3/member/front/memberAddress/add', () => fail('No se pudo guardar la dirección.')),
    )
    renderCheckout()
    await ready()
    await userEvent.click(screen.getByRole('button', { name: 'Nueva dirección' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' })
    const contact = within(dialog).getByRole('textbox', { name: 'Contacto' })
    await userEvent.type(contact, 'A')
    await userEvent.tab()
    expect(within(dialog).getByText('El contacto debe tener entre 2 y 50 caracteres.')).toBeVisible()
    await userEvent.type(contact, 'na Pérez')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '13912345678')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Provincia' }), 'Artemisa')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ciudad' }), 'Mariel')
    const detail = within(dialog).getByRole('textbox', { name: 'Dirección detallada' })
    await userEvent.type(detail, 'Nave')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }))
    expect(within(dialog).getByText('La dirección debe tener entre 5 y 500 caracteres.')).toBeVisible()
    await userEvent.type(detail, ' 3, muelle norte')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo guardar la dirección.')
    expect(contact).toHaveValue('Ana Pérez')
    expect(detail).toHaveValue('Nave 3, muelle norte')
  })

  it('adds an address and delivers the order to it', async () => {
    await logIn()
    renderCheckout()
    await ready()
    await userEvent.click(screen.getByRole('button', { name: 'Nueva dirección' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contacto' }), 'Luis Gómez')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '13912345678')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Provincia' }), 'Holguín')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ciudad' }), 'Moa')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Dirección detallada' }),
      'Calle 1 número 20',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('radio', { name: /Luis Gómez/ })).toBeChecked()
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(await within(summary).findByText(/Enviar a: Luis Gómez/)).toBeVisible()
  })

  it('shows the refusal of mixed in-stock and reserved goods and goes back to the cart', async () => {
    await logIn()
    const { goods: reserved, sku } = reservedGoods()
    await addCart({ productId: sku.productId, number: reserved.minBuyNum })
    const router = renderCheckout()
    expect(
      await screen.findByText('No se pueden mezclar productos en stock y de reserva en un mismo pedido.'),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Volver al carrito' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/index'))
  })

  it('shows the promotion-changed dialog when a price changed before sending, and goes back to the cart', async () => {
    await logIn()
    const [first, second] = sellableWithCoupons()
    await cartOf([first, second])
    const router = renderCheckout()
    const submit = await ready()
    const { data } = await client.POST('/v3/mock/front/goods/price', {
      body: { productId: first.productId, price: 987.65 },
      headers: JSON_BODY,
    })
    expect(data?.state).toBe(200)
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    await userEvent.click(submit)
    const dialog = await screen.findByRole('alertdialog', {
      name: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
    })
    expect(within(dialog).getByText(first.goodsName)).toBeVisible()
    expect(within(dialog).getByText(/ahora US\$ 987,65/)).toBeVisible()
    expect(db.orders.all()).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver al carrito' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/index'))
  })

  it('says the order could not be sent and opens the order list 2 s later', async () => {
    await logIn()
    server.use(
      http.post(SUBMIT_PATH, () => fail('No se pudo enviar el pedido. Inténtelo de nuevo más tarde.')),
    )
    const router = renderCheckout()
    const submit = await ready()
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    await userEvent.click(submit)
    expect(await screen.findByText('En 2 segundos le llevaremos a Mis pedidos.')).toBeVisible()
    expect(router.state.location.pathname).toBe('/buy/confirm')
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/order/list'), { timeout: 3500 })
  })

  it('orders one product with buy now', async () => {
    await logIn()
    const [first] = sellableWithCoupons()
    const router = renderCheckout(`/buy/confirm?productId=${first.productId}&numbers=${first.minBuyNum}`)
    await ready()
    expect(screen.getAllByRole('table')).toHaveLength(1)
    expect(screen.getByRole('region', { name: new RegExp(first.storeName) })).toBeVisible()
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/pay'))
    // the cart was not touched
    expect((await getCartList()).availableCartNum).toBeGreaterThan(0)
  })

  it('sends a reservation order without payment and opens the order list with its notice', async () => {
    await logIn()
    const { goods, sku } = reservedGoods()
    const router = renderCheckout(`/buy/confirm?productId=${sku.productId}&numbers=${goods.minBuyNum}`)
    await ready()
    expect(
      screen.getByText('Pedido de reserva: el proveedor lo revisará antes de pedirle el pago.'),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/order/list'))
    expect(
      screen.getByText('Pedido enviado: el proveedor revisará su pedido de reserva.'),
    ).toBeInTheDocument()
    expect(db.orders.all()).toMatchObject([{ orderType: 2, paySn: null, reserveState: 'waitingReview' }])
  })

  it('drops the points and prices again when the server says they no longer suffice', async () => {
    await logIn()
    server.use(
      http.post(SUBMIT_PATH, () =>
        fail('Puntos insuficientes', 267, { state: 6, stateValue: 'Puntos insuficientes', productList: [] }),
      ),
    )
    renderCheckout()
    await ready()
    await userEvent.type(screen.getByRole('textbox', { name: 'Puntos a usar' }), '100{Enter}')
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(await within(summary).findByText('Descuento por puntos (100 puntos)')).toBeVisible()
    await userEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Puntos insuficientes' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar sin puntos' }))
    expect(await within(summary).findByText('Descuento por puntos (0 puntos)')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Puntos a usar' })).toHaveValue('0')
  })

  it('says a link without a checkout is not valid', async () => {
    await logIn()
    renderCheckout('/buy/confirm?productId=abc')
    expect(
      await screen.findByText('Este enlace de pedido no es válido. Vuelva al carrito o al producto.'),
    ).toBeVisible()
  })
})
