// Product page and comparison in the mock build (issue 4 items 3 and 4), axe on every page visited.
import { buildSeedData, XSS_PROBE_GOODS_ID } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const inCart = new Set(seed.cartLines.map((line) => line.productId))

/** On-sale goods of an open store with two SKUs in stock, none of them in comprador's seeded cart. */
const multiSku = seed.goods
  .filter((goods) => goods.state === 1 && openStores.has(goods.storeId) && goods.purchaseLimit === 0)
  .map((goods) => ({
    goods,
    skus: seed.products
      .filter((sku) => sku.goodsId === goods.goodsId && sku.stock >= goods.minBuyNum * 2)
      .sort((a, b) => a.productId - b.productId),
  }))
  .find(({ skus }) => skus.length >= 2 && skus.every((sku) => !inCart.has(sku.productId)))!
const otherGoods = seed.goods
  .filter(
    (goods) => goods.state === 1 && openStores.has(goods.storeId) && goods.goodsId !== multiSku.goods.goodsId,
  )
  .slice(0, 2)
  .map((goods) => seed.products.find((sku) => sku.goodsId === goods.goodsId)!)
const optionValue = (specValues: string) => specValues.split(' · ').at(-1)!.split(': ')[1]!

test('a member chooses a SKU and adds it to the cart: the header count grows', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  await expect(page.getByRole('link', { name: 'Carrito (3 productos)' })).toBeVisible()
  const [first, second] = multiSku.skus
  await page.goto(`/goods/detail?productId=${first!.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: multiSku.goods.goodsName })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('radio', { name: optionValue(second!.specValues) }).check()
  await expect(page.getByText(`Código: ${second!.productCode}`)).toBeVisible()
  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido al carrito.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Carrito (4 productos)' })).toBeVisible()
  await page.getByRole('tab', { name: /^Valoraciones/ }).click()
  await expectAccessible(page)
})

test('a visitor keeps the line locally and is asked to log in for favourites', async ({ page }) => {
  const sku = multiSku.skus[0]!
  await page.goto(`/goods/detail?productId=${sku.productId}`)
  await expect(page.getByText('Inicie sesión para ver el precio')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(page.getByRole('link', { name: 'Carrito (1 producto)' })).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartListData') ?? '{}'))
  expect(stored.storeCartGroupList[0].storeGoodsList[0]).toMatchObject({
    productId: sku.productId,
    buyNum: multiSku.goods.minBuyNum,
  })
  await page.getByRole('button', { name: 'Añadir a favoritos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog.getByText('Inicie sesión para continuar')).toBeVisible()
  await expectAccessible(page)
})

test('comparing a fifth item is refused, and the comparison table shows the differences', async ({
  page,
}) => {
  await page.goto(`/goods/detail?productId=${otherGoods[0]!.productId}`)
  await page.getByRole('button', { name: 'Comparar' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Producto añadido a la comparación.' }),
  ).toBeVisible()
  await page.goto(`/goods/detail?productId=${otherGoods[1]!.productId}`)
  await page.getByRole('button', { name: 'Comparar' }).click()
  await page.goto('/goods/contrast')
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar productos' })).toBeVisible()
  await expect(page.getByRole('columnheader')).toHaveCount(3)
  await expect(page.getByRole('rowheader', { name: /Diferente/ }).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('checkbox', { name: 'Mostrar solo diferencias' }).check()
  await expect(page.getByRole('rowheader').filter({ hasNotText: 'Diferente' })).toHaveCount(0)

  // a full list of four: the fifth is refused
  await page.evaluate(() =>
    localStorage.setItem(
      'contrastList',
      JSON.stringify(
        [1, 2, 3, 4].map((n) => ({
          kind: 'product',
          id: 90_000 + n,
          categoryId: 1,
          name: `Producto ${n}`,
          image: '',
        })),
      ),
    ),
  )
  await page.goto(`/goods/detail?productId=${multiSku.skus[0]!.productId}`)
  await page.getByRole('button', { name: 'Comparar' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'La comparación está llena (máximo 4)' }),
  ).toBeVisible()
  await expectAccessible(page)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('contrastList') ?? '[]').length)).toBe(4)
})

test('the description of the probe goods runs no script: no alert, window.__xss stays undefined', async ({
  page,
}) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  const probe = seed.products.find((sku) => sku.goodsId === XSS_PROBE_GOODS_ID)!
  await page.goto(`/goods/detail?productId=${probe.productId}`)
  const description = page.getByRole('tabpanel', { name: 'Descripción' })
  await expect(description).toBeVisible()
  // the sanitised description is shown (DOMPurify loads with it): the probe's image is there, without its handler
  // and without its relative src (only http(s), site paths and data images pass)
  const image = description.locator('img:not([src])')
  await expect(image).toHaveCount(1)
  await expect(image).not.toHaveAttribute('onerror')
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toBe(0)
  await expectAccessible(page)
})

test('an unknown product shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/goods/detail?productId=999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  await expectAccessible(page)
})
