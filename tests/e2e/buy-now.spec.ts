// Buy now, the SKU grid and the EUR reference in the mock build (issue 16 items 1, 2, 10), axe on every page
// visited: a buyer orders two SKUs in one action and lands on the checkout with both lines, or adds both to the
// cart in one action; a visitor is asked to log in and comes back to the same product and quantities (grid or
// single SKU); the EUR reference is on detail, cart, checkout.
import type { Locator } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, PASSWORD, TEST_CAPTCHA, test } from './fixtures'
import { unitFor } from '../../src/i18n/format'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const inCart = new Set(seed.cartLines.map((line) => line.productId))

/** In-stock goods on sale in an open store with two SKUs that hold three minimum orders, none in a cart. */
const target = seed.goods
  .filter(
    (goods) =>
      goods.state === 1 &&
      goods.stockType === 'inStock' &&
      openStores.has(goods.storeId) &&
      goods.purchaseLimit === 0,
  )
  .map((goods) => ({
    goods,
    skus: seed.products
      .filter((sku) => sku.goodsId === goods.goodsId && sku.stock >= goods.minBuyNum * 3)
      .sort((a, b) => a.productId - b.productId),
  }))
  .find(({ skus }) => skus.length >= 2 && skus.every((sku) => !inCart.has(sku.productId)))!
const [first, second] = target.skus as [(typeof target.skus)[number], (typeof target.skus)[number]]
const min = target.goods.minBuyNum
/** The grid names a row by its option values (goods-sku-grid.tsx). */
const variantOf = (specValues: string) =>
  specValues
    .split(' · ')
    .map((part) => part.split(': ')[1])
    .join(' · ')
const EURO = /≈ € [\d.]+,\d{2} \(referencia\)/
const storeName = seed.stores.find((store) => store.storeId === target.goods.storeId)!.storeName
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A cart line, found by its SKU's code (the lines of two SKUs of one goods share the goods' name). */
const cartLine = (store: Locator, productCode: string) =>
  store
    .getByRole('listitem')
    .filter({ has: store.page().getByText(new RegExp(`^Código: ${escapeRegExp(productCode)}( ·|$)`)) })

test('a buyer fills two SKU rows, sees the total and buys both at once', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', `/goods/detail?productId=${first.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: target.goods.goodsName })).toBeVisible()
  await expect(page.locator('.price-box').getByText(EURO)).toBeVisible()
  await page.getByRole('button', { name: 'Pedir varias variantes' }).click()
  const grid = page.getByRole('region', { name: 'Pedido por variantes' })
  await expect(grid).toBeVisible()
  const firstQty = grid.getByRole('textbox', { name: `Cantidad de ${variantOf(first.specValues)}` })
  const secondQty = grid.getByRole('textbox', { name: `Cantidad de ${variantOf(second.specValues)}` })
  // the grid starts from the single choice; a quantity off the multiples is refused on its row
  await expect(firstQty).toHaveValue(String(min))
  if (min > 1) {
    await secondQty.fill(String(min + 1))
    await expect(grid.getByText(`La cantidad debe ser múltiplo del pedido mínimo (${min})`)).toBeVisible()
    await page.getByRole('button', { name: 'Comprar ahora' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Revise las cantidades marcadas' })).toBeVisible()
    await expectAccessible(page)
  }
  await secondQty.fill(String(min * 2))
  const units = min * 3
  await expect(grid.getByRole('status')).toContainText('Total: US$')
  await expect(grid.getByRole('status')).toContainText(
    `${units} ${unitFor(units, target.goods.saleUnit)} en 2 variantes`,
  )
  await expect(grid.getByRole('status').getByText(EURO)).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Comprar ahora' }).click()
  await expect(page).toHaveURL(
    `/buy/confirm?productId=${first.productId},${second.productId}&numbers=${min},${min * 2}&ifcart=false`,
  )
  await expect(page.getByText(first.productCode, { exact: true })).toBeVisible()
  await expect(page.getByText(second.productCode, { exact: true })).toBeVisible()
  await expect(page.locator('.checkout-summary').getByText(EURO)).toBeVisible()
  await expectAccessible(page)

  await page.goto('/cart/index')
  await expect(page.locator('.cart-footer').getByText(EURO)).toBeVisible()
  await expectAccessible(page)
})

test('a visitor presses "Comprar ahora", logs in and comes back to the same product and quantities', async ({
  page,
}) => {
  await page.goto(`/goods/detail?productId=${first.productId}`)
  await page.getByRole('button', { name: 'Pedir varias variantes' }).click()
  const grid = page.getByRole('region', { name: 'Pedido por variantes' })
  await grid.getByRole('button', { name: `Más ${variantOf(second.specValues)}` }).click()
  await grid.getByRole('button', { name: `Más ${variantOf(second.specValues)}` }).click()
  await expect(
    grid.getByRole('textbox', { name: `Cantidad de ${variantOf(second.specValues)}` }),
  ).toHaveValue(String(min * 2))
  await page.getByRole('button', { name: 'Comprar ahora' }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Correo electrónico').fill('comprador@example.com')
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Código de verificación').fill(TEST_CAPTCHA)
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()

  await expect(page).toHaveURL(
    `/goods/detail?productId=${first.productId}&lines=${first.productId}-${min},${second.productId}-${min * 2}&grid=1`,
  )
  // a fresh start of the page from that link finds the same quantities
  await page.reload()
  const back = page.getByRole('region', { name: 'Pedido por variantes' })
  await expect(back.getByRole('textbox', { name: `Cantidad de ${variantOf(first.specValues)}` })).toHaveValue(
    String(min),
  )
  await expect(
    back.getByRole('textbox', { name: `Cantidad de ${variantOf(second.specValues)}` }),
  ).toHaveValue(String(min * 2))
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Comprar ahora' }).click()
  await expect(page).toHaveURL(/\/buy\/confirm\?productId=/)
  await expect(page.getByText(second.productCode, { exact: true })).toBeVisible()
})

test('a buyer adds two SKU rows to the cart in one action and the cart has both lines with those quantities', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', `/goods/detail?productId=${first.productId}`)
  await page.getByRole('button', { name: 'Pedir varias variantes' }).click()
  const grid = page.getByRole('region', { name: 'Pedido por variantes' })
  await grid
    .getByRole('textbox', { name: `Cantidad de ${variantOf(first.specValues)}` })
    .fill(String(min * 2))
  await grid
    .getByRole('textbox', { name: `Cantidad de ${variantOf(second.specValues)}` })
    .fill(String(min * 3))
  await expect(grid.getByRole('status')).toContainText(
    `${min * 5} ${unitFor(min * 5, target.goods.saleUnit)} en 2 variantes`,
  )
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido al carrito.' })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/cart/index')
  const store = page.getByRole('region', { name: storeName })
  await expect(cartLine(store, first.productCode).getByRole('spinbutton')).toHaveValue(String(min * 2))
  await expect(cartLine(store, second.productCode).getByRole('spinbutton')).toHaveValue(String(min * 3))
  await expectAccessible(page)
})

test('a visitor’s "Comprar ahora" of one SKU asks to log in and comes back to the same quantity without a reload', async ({
  page,
}) => {
  await page.goto(`/goods/detail?productId=${second.productId}`)
  const quantity = page.getByRole('textbox', { name: 'Cantidad', exact: true })
  await expect(quantity).toHaveValue(String(min))
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click()
  await expect(quantity).toHaveValue(String(min * 2))
  // marks this document: a reload or a full navigation would lose it
  await page.evaluate(() => {
    ;(window as Window & { sameDocument?: boolean }).sameDocument = true
  })
  await page.getByRole('button', { name: 'Comprar ahora' }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog.getByText('Inicie sesión para continuar')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Correo electrónico').fill('comprador@example.com')
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await dialog.getByLabel('Código de verificación').fill(TEST_CAPTCHA)
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()

  await expect(page).toHaveURL(
    `/goods/detail?productId=${second.productId}&lines=${second.productId}-${min * 2}`,
  )
  await expect(page.getByRole('heading', { level: 1, name: target.goods.goodsName })).toBeVisible()
  await expect(page.getByText(`Código: ${second.productCode}`, { exact: true })).toBeVisible()
  await expect(quantity).toHaveValue(String(min * 2))
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Comprar ahora' }).click()
  await expect(page).toHaveURL(`/buy/confirm?productId=${second.productId}&numbers=${min * 2}&ifcart=false`)
  await expect(page.getByText(second.productCode, { exact: true })).toBeVisible()
})
