// Issue 4's buyer journey in one go: search a keyword from the header → results → product detail (a new tab,
// SPEC.md §2) → choose a SKU → add to the cart; the header cart count follows.
import { buildSeedData } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const inCart = new Set(seed.cartLines.map((line) => line.productId))
const target = seed.goods
  .filter((goods) => goods.state === 1 && openStores.has(goods.storeId) && goods.purchaseLimit === 0)
  .map((goods) => ({
    goods,
    skus: seed.products.filter((sku) => sku.goodsId === goods.goodsId && sku.stock >= goods.minBuyNum * 2),
  }))
  .find(({ skus }) => skus.length >= 2 && skus.every((sku) => !inCart.has(sku.productId)))!

test('a buyer searches, opens a result, picks a SKU and adds it to the cart', async ({ page, context }) => {
  await loginAs(page, 'comprador@example.com')
  await expect(page.getByRole('link', { name: 'Carrito (3 productos)' })).toBeVisible()
  const search = page.getByRole('combobox', { name: 'Buscar', exact: true })
  await search.fill(target.goods.goodsName)
  await search.press('Enter')
  await expect(page).toHaveURL(/\/goods\/list\?keyword=/)
  const result = page.getByRole('main').getByRole('link', { name: target.goods.goodsName })
  await expect(result.first()).toBeVisible()
  await expectAccessible(page)

  const opened = context.waitForEvent('page')
  await result.first().click()
  const detail = await opened
  await detail.waitForLoadState()
  await expect(detail.getByRole('heading', { level: 1, name: target.goods.goodsName })).toBeVisible()
  await expectAccessible(detail)
  const second = target.skus[1]!
  const option = second.specValues.split(' · ').at(-1)!.split(': ')[1]!
  await detail.getByRole('radio', { name: option }).check()
  await expect(detail.getByText(`Código: ${second.productCode}`)).toBeVisible()
  await detail.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(detail.getByRole('link', { name: 'Carrito (4 productos)' })).toBeVisible()
})
