// Buying from the goods list cards, sorting by reviews and "Solo tiendas propias" (issue 16 item 5), in
// Chromium with axe.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { cartLineName } from '../fixtures/cart-line-name'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()

/** The review counts the cards show, in the order shown ("1200 vendidos · 1.234 valoraciones"). */
async function reviewCounts(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts()
  return texts.map((text) =>
    Number(/([\d.]+) valoraci(?:ón|ones)/.exec(text)?.[1]?.replaceAll('.', '') ?? NaN),
  )
}

const isNonIncreasing = (counts: number[]) =>
  counts.every((count, index) => Number.isFinite(count) && (index === 0 || count <= counts[index - 1]!))

test('a visitor who adds a card to favourites is asked to log in', async ({ page }) => {
  await page.goto('/goods/list?keyword=galletas')
  const card = page.getByRole('article').first()
  await card.getByRole('button', { name: /^Añadir a favoritos: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog.getByText('Inicie sesión para continuar')).toBeVisible()
  await expectAccessible(page)
})

test('a member adds the minimum to the cart and the goods to favourites from a card', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/goods/list?keyword=galletas')
  const card = page.getByRole('article').first()
  const href = await card.getByRole('link').first().getAttribute('href')
  const productId = Number(new URL(href!, 'http://localhost').searchParams.get('productId'))
  const sku = seed.products.find((product) => product.productId === productId)!
  const goods = seed.goods.find((row) => row.goodsId === sku.goodsId)!
  await card.getByRole('button', { name: /^Añadir al carrito: / }).click()
  await expect(card.getByRole('status')).toHaveText('Añadido al carrito.')
  await card.getByRole('button', { name: /^Añadir a favoritos: / }).click()
  await expect(card.getByRole('status')).toHaveText('Añadido a favoritos.')
  await expectAccessible(page)
  await page.goto('/cart/index')
  await expect(page.getByRole('spinbutton').first()).toBeVisible()
  // exactly the goods' minimum (SPEC.md §5), in the one line of personal's cart
  await expect(page.getByRole('spinbutton')).toHaveCount(1)
  await expect(
    page.getByRole('spinbutton', { name: `Cantidad de ${cartLineName(goods.goodsName, sku.specValues)}` }),
  ).toHaveValue(String(goods.minBuyNum))
  await expectAccessible(page)
})

test('the list sorts by reviews and shows only self-run stores on request', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/goods/list')
  await expect(page.getByRole('article').first()).toBeVisible()
  const before = await reviewCounts(page)
  // the default order is not already the review order: the sort below has something to do
  expect(isNonIncreasing(before)).toBe(false)
  await page.getByRole('button', { name: 'Más valorados' }).click()
  await expect(page).toHaveURL(/sort=2/)
  await expect(page.getByRole('button', { name: 'Más valorados' })).toHaveAttribute('aria-pressed', 'true')
  // most reviewed first: the counts the cards show never go up
  await expect.poll(() => reviewCounts(page).then(isNonIncreasing)).toBe(true)
  const sorted = await reviewCounts(page)
  expect(sorted).not.toEqual(before)
  expect(sorted[0]).toBeGreaterThanOrEqual(Math.max(...before))
  await expectAccessible(page)
  // the URL holds the filter: the box turns checked once the list of that URL is shown
  await page.getByRole('checkbox', { name: 'Solo tiendas propias' }).click()
  await expect(page).toHaveURL(/isSelf=1/)
  await expect(page.getByRole('checkbox', { name: 'Solo tiendas propias' })).toBeChecked()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  for (let index = 0; index < count; index++)
    await expect(cards.nth(index).getByText('Tienda propia')).toBeVisible()
  // still in review order within the self-run stores
  expect(isNonIncreasing(await reviewCounts(page))).toBe(true)
  await expectAccessible(page)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Solo tiendas propias' })).toBeChecked()
})
