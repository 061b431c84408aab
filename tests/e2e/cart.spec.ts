// The cart and the sample-request cart in the browser (issue 5 items 1 and 2), as comprador@example.com with
// the seeded cart (3 lines from 2 stores); axe on every page visited.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { cartLineName } from '../fixtures/cart-line-name'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
const skuOf = (productId: number) => seed.products.find((sku) => sku.productId === productId)!
const goodsOf = (productId: number) => seed.goods.find((goods) => goods.goodsId === skuOf(productId).goodsId)!
/** each seeded line with its goods and the name its controls carry (goods name and the SKU's spec values) */
const lines = seed.cartLines
  .filter((line) => line.memberId === 1)
  .map((line) => ({
    line,
    goods: goodsOf(line.productId),
    name: cartLineName(goodsOf(line.productId).goodsName, skuOf(line.productId).specValues),
  }))
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const reserved = seed.goods
  .filter(
    (goods) =>
      goods.stockType === 'reserved' &&
      goods.state === 1 &&
      openStores.has(goods.storeId) &&
      goods.purchaseLimit === 0,
  )
  .map((goods) => ({
    goods,
    sku: seed.products.find((sku) => sku.goodsId === goods.goodsId && sku.stock >= goods.minBuyNum)!,
  }))
  .find((entry) => entry.sku)!

async function addToServerCart(page: Page, productId: number, number: number) {
  const state = await page.evaluate(
    async ([id, count]) => {
      const response = await fetch('/v3/business/front/cart/add', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: `productId=${id}&number=${count}`,
      })
      return ((await response.json()) as { state: number }).state
    },
    [productId, number] as const,
  )
  expect(state).toBe(200)
}

test('the buyer changes a quantity, unselects a store and deletes a line; the header follows', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  await page.getByRole('link', { name: 'Carrito (3 productos)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await expectAccessible(page)
  const [first] = lines
  const quantity = page.getByRole('spinbutton', { name: `Cantidad de ${first!.name}` })
  await expect(quantity).toHaveValue(String(first!.line.buyNum))
  await page.getByRole('button', { name: `Aumentar la cantidad de ${first!.name}` }).click()
  await expect(quantity).toHaveValue(String(first!.line.buyNum + first!.goods.minBuyNum))
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartListData') ?? '{}'))
      return stored.storeCartGroupList
        ?.flatMap((g: { storeGoodsList: { productId: number; buyNum: number }[] }) => g.storeGoodsList)
        .find((item: { productId: number }) => item.productId === first!.line.productId)?.buyNum
    })
    .toBe(first!.line.buyNum + first!.goods.minBuyNum)

  const storeName = seed.stores.find((store) => store.storeId === first!.goods.storeId)!.storeName
  const storeBox = page.getByRole('checkbox', { name: `Seleccionar todos los productos de ${storeName}` })
  // the box follows the server's answer, so click and wait for the new state
  await storeBox.click()
  await expect(storeBox).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Seleccionar todo', exact: true })).not.toBeChecked()

  await page.getByRole('button', { name: `Eliminar ${first!.name}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${first!.name}` })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Carrito (2 productos)' })).toBeVisible()
})

test('a quantity that is not a multiple of the minimum order is refused in Spanish and kept', async ({
  page,
}) => {
  const line = lines.find(({ goods }) => goods.minBuyNum > 1)
  expect(line, 'the seeded cart has a line with a minimum order above 1').toBeDefined()
  await loginAs(page, 'comprador@example.com')
  await page.goto('/cart/index')
  const quantity = page.getByRole('spinbutton', { name: `Cantidad de ${line!.name}` })
  await quantity.fill(String(line!.goods.minBuyNum + 1))
  await quantity.blur()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /múltiplo del pedido mínimo/ })
      .first(),
  ).toBeVisible()
  await expect(quantity).toHaveValue(String(line!.goods.minBuyNum + 1))
  await expectAccessible(page)
})

test('in-stock and reserved goods cannot be ordered together, and the page says why', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  await addToServerCart(page, reserved.sku.productId, reserved.goods.minBuyNum)
  await page.goto('/cart/index')
  await expect(
    page.getByRole('spinbutton', {
      name: `Cantidad de ${cartLineName(reserved.goods.goodsName, reserved.sku.specValues)}`,
    }),
  ).toBeVisible()
  const selectAll = page.getByRole('checkbox', { name: 'Seleccionar todo', exact: true })
  await expect(selectAll).toBeChecked()
  await page.getByRole('button', { name: 'Realizar pedido' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Los productos en stock y los de reserva no se pueden pedir juntos' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expectAccessible(page)
})

test('the sample cart shows the monthly quota', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  await page.goto('/cart/request')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de muestras' })).toBeVisible()
  await expect(page.getByText(/Le quedan \d+ solicitudes y US\$/)).toBeVisible()
  await expect(page.locator('meter')).toHaveCount(1)
  await expectAccessible(page)
})

test('a visitor keeps a local cart and is asked to log in before ordering', async ({ page }) => {
  const { goods, sku } = lines.map(({ goods }) => ({
    goods,
    sku: seed.products.find((p) => p.goodsId === goods.goodsId)!,
  }))[0]!
  await page.goto(`/goods/detail?productId=${sku.productId}`)
  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(page.getByRole('link', { name: 'Carrito (1 producto)' })).toBeVisible()
  await page.goto('/cart/index')
  await expect(
    page.getByRole('spinbutton', { name: `Cantidad de ${cartLineName(goods.goodsName, sku.specValues)}` }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Realizar pedido' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Iniciar sesión' }).getByText('Inicie sesión para continuar'),
  ).toBeVisible()
  await expectAccessible(page)
})
