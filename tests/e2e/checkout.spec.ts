// The checkout /buy/confirm in the browser (issue 5 item 4 and its bad input), as comprador@example.com; axe on
// every page visited. Each test starts on a freshly seeded mock (the mock keeps its data in the page's storage).
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi } from './member-api'
import { cartLineName } from '../fixtures/cart-line-name'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
// the first sellable goods of two different stores; the seed gives comprador a coupon of each of their stores
const [first, second] = sellableGoods(seed).filter(
  (entry, index, all) => all.findIndex((other) => other.store.storeId === entry.store.storeId) === index,
)
const memberCart = seed.cartLines.filter((line) => line.memberId === 1 && line.isChecked === 1)
const reserved = seed.goods
  .filter(
    (goods) =>
      goods.stockType === 'reserved' &&
      goods.state === 1 &&
      goods.purchaseLimit === 0 &&
      seed.stores.some((store) => store.storeId === goods.storeId && store.isOpen),
  )
  .map((goods) => ({
    goods,
    sku: seed.products.find((sku) => sku.goodsId === goods.goodsId && sku.stock >= goods.minBuyNum),
  }))
  .find((entry) => entry.sku)!

/** A call to the mock API from inside the page, with the member's token; the whole envelope is typed by T. */
const api = async <T>(page: Page, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
  (await memberApi(page, path, method === 'POST' ? (body ?? {}) : undefined)) as T

interface OrderRow {
  orderSn: string
  paySn: string | null
  storeId: number
  totalMoney: number
  purchaseOrderNumber: string
  remark: string
}

const moneyNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

test('two stores from the cart: coupon, points, purchase-order number, note, agreement, one payment', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  await expectAccessible(page)

  // the seeded cart is emptied through the cart screen, then two products of two stores are added
  await page.goto('/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('spinbutton')).toHaveCount(0)

  for (const entry of [first!, second!]) {
    await page.goto(`/goods/detail?productId=${entry.product.productId}`)
    await expect(page.getByRole('heading', { level: 1, name: entry.goods.goodsName })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Añadir al carrito' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Producto añadido al carrito.' })).toBeVisible()
  }

  await page.goto('/cart/index')
  await expect(
    page.getByRole('spinbutton', {
      name: `Cantidad de ${cartLineName(second!.goods.goodsName, second!.product.specValues)}`,
    }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Realizar pedido' }).click()

  await expect(page).toHaveURL(/\/buy\/confirm\?ifcart=true$/)
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  await expect(page.getByRole('table')).toHaveCount(2)
  for (const entry of [first!, second!]) {
    await expect(page.getByRole('region', { name: entry.store.storeName })).toBeVisible()
  }
  await expectAccessible(page)
  const summary = page.getByRole('region', { name: 'Resumen del pedido' })
  // the last amount of the summary is the total to pay
  const total = summary.getByRole('definition').last()
  const before = await total.textContent()

  // a store coupon: the mock recomputes the total
  const store = page.getByRole('region', { name: first!.store.storeName })
  const coupon = store.getByRole('combobox', { name: 'Cupón de la tienda' })
  const usable = coupon
    .getByRole('option', { disabled: false })
    .filter({ hasNotText: 'No usar cupón' })
    .first()
  await coupon.selectOption({ label: (await usable.textContent())! })
  await expect(total).not.toHaveText(before!)
  await expect(store.getByText('Descuento del cupón')).toBeVisible()

  // points above the most this order allows: refused in Spanish, what was typed stays
  const points = page.getByRole('textbox', { name: 'Puntos a usar' })
  const hint = (await page.getByText(/En múltiplos de/).textContent())!
  const max = Number(/máximo ([\d.]+)/.exec(hint)![1]!.replace(/\./g, ''))
  const balance = Number(/tiene ([\d.]+) puntos/.exec(hint)![1]!.replace(/\./g, ''))
  await points.fill(String(max + 100))
  await points.press('Tab')
  const refusal =
    max + 100 > balance
      ? 'Puntos insuficientes'
      : `Los puntos superan el máximo permitido para este pedido (${max}).`
  await expect(page.getByText(refusal, { exact: true })).toBeVisible()
  await expect(points).toHaveValue(String(max + 100))
  await expectAccessible(page)

  // valid points
  await points.fill('200')
  await points.press('Enter')
  await expect(summary.getByText('Descuento por puntos (200 puntos)')).toBeVisible()
  await expect(submit).toBeEnabled()

  // purchase-order number and note of the first store
  await store.getByRole('textbox', { name: 'Número de orden de compra' }).fill('OC-2026/15')
  await store.getByRole('textbox', { name: 'Nota para el proveedor' }).fill('Entregar en el muelle norte')

  // without the shopping agreement nothing is sent
  await submit.click()
  await expect(page.getByText('Debe aceptar el acuerdo de compra.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/buy\/confirm/)
  await expectAccessible(page)

  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  const shownTotal = (await total.textContent())!
  await submit.dblclick()

  await expect(page).toHaveURL(/\/buy\/pay\?paySn=[^&]+&payFrom=1$/)
  const paySn = new URL(page.url()).searchParams.get('paySn')!
  await expect(page.getByText(shownTotal).first()).toBeVisible()
  await expectAccessible(page)

  // one checkout, one payment: an order per store, both on the same paySn, nothing created twice
  const orders = await api<{ data: { list: OrderRow[] } }>(
    page,
    'GET',
    '/v3/business/front/orderInfo/list?orderState=10&pageSize=50',
  )
  const mine = orders.data.list.filter((order) =>
    [first!.store.storeId, second!.store.storeId].includes(order.storeId),
  )
  expect(mine).toHaveLength(2)
  expect(new Set(mine.map((order) => order.paySn))).toEqual(new Set([paySn]))
  const sum = mine.reduce((acc, order) => acc + order.totalMoney, 0)
  expect(Math.round(sum * 100) / 100).toBe(moneyNumber(shownTotal))
  expect(mine.find((order) => order.storeId === first!.store.storeId)).toMatchObject({
    purchaseOrderNumber: 'OC-2026/15',
    remark: 'Entregar en el muelle norte',
  })
})

test('a price changed by the supplier before sending shows the promotion dialog and leads back to the cart', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await page.getByRole('button', { name: 'Realizar pedido' }).click()
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  await expectAccessible(page)

  // the supplier changes the price of a line while the buyer reads the checkout
  const changed = await api<{ state: number }>(page, 'POST', '/v3/mock/front/goods/price', {
    productId: memberCart[0]!.productId,
    price: 987.65,
  })
  expect(changed.state).toBe(200)

  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  await submit.click()
  const dialog = page.getByRole('alertdialog', {
    name: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
  })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/ahora US\$\s987,65/)).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Volver al carrito' }).click()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await expectAccessible(page)
})

test('in-stock and reserved goods together are refused with the way back to the cart', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  const added = await page.evaluate(
    async ([productId, number]) => {
      const response = await fetch('/v3/business/front/cart/add', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: `productId=${productId}&number=${number}`,
      })
      return ((await response.json()) as { state: number }).state
    },
    [reserved.sku!.productId, reserved.goods.minBuyNum] as const,
  )
  expect(added).toBe(200)
  await page.goto('/buy/confirm?ifcart=true')
  await expect(
    page.getByRole('alert').filter({
      hasText: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.',
    }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Volver al carrito' }).click()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expectAccessible(page)
})
