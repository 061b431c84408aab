// Quick order in the browser (issue 5 item 3) as comprador@example.com: pasted rows with per-row messages, the
// valid rows added to the cart (header count grows), a shared link created and opened; axe on each page. Only an
// enterprise is told of material codes, and one of its codes finds its SKU (issue 27 item 3).
import { buildSeedData } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const inCart = new Set(seed.cartLines.filter((line) => line.memberId === 1).map((line) => line.productId))
const sellable = seed.products
  .map((product) => ({ product, goods: seed.goods.find((goods) => goods.goodsId === product.goodsId)! }))
  .filter(
    ({ product, goods }) =>
      openStores.has(goods.storeId) &&
      goods.state === 1 &&
      goods.stockType === 'inStock' &&
      goods.minBuyNum > 1 &&
      goods.purchaseLimit === 0 &&
      product.stock >= goods.minBuyNum * 4 &&
      !inCart.has(product.productId),
  )
// two SKUs of different goods, so each becomes its own cart line
const [a, b, c] = sellable.filter(
  (sku, index, all) => all.findIndex((x) => x.goods.goodsId === sku.goods.goodsId) === index,
)

test('pasted rows get per-row messages, valid rows reach the cart and a link reopens the order', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/prototype/quickOrder')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Carrito (3 productos)' })).toBeVisible()
  await expectAccessible(page)

  await page
    .getByLabel('Pegar filas')
    .fill(
      [
        `${a!.product.productCode}\t${a!.goods.minBuyNum}`,
        `${b!.product.productCode};${b!.goods.minBuyNum * 2}`,
        'NO-EXISTE-999 5',
        `${c!.product.productCode},${c!.goods.minBuyNum + 1}`,
      ].join('\n'),
    )
  await page.getByRole('button', { name: 'Importar' }).click()
  await page.getByRole('button', { name: 'Comprobar códigos' }).click()
  await expect(page.getByText('El código no existe')).toBeVisible()
  await expect(page.getByLabel('Cantidad, fila 4')).toHaveAccessibleDescription(
    `La cantidad debe ser múltiplo del pedido mínimo (${c!.goods.minBuyNum})`,
  )
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(page.getByText(/Se añadieron 2 productos al carrito/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Carrito (5 productos)' })).toBeVisible()

  await page.getByRole('button', { name: 'Eliminar fila 4' }).click()
  await page.getByRole('button', { name: 'Eliminar fila 3' }).click()
  await page.getByRole('button', { name: 'Crear enlace de pedido rápido' }).click()
  await expect(page.getByLabel('Dirección del enlace')).toHaveValue(/\/prototype\/quickOrder\?link=qo-\d+-/)
  await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible()
  await expectAccessible(page)

  // in-app navigation: the mock keeps links in memory only
  await page.getByRole('link', { name: 'Abrir enlace' }).click()
  await expect(page).toHaveURL(/link=qo-/)
  await expect(page.getByLabel('Código del producto, fila 1')).toHaveValue(a!.product.productCode)
  await expect(page.getByText(a!.goods.goodsName)).toBeVisible()
  await expect(page.getByLabel('Código del producto, fila 2')).toHaveValue(b!.product.productCode)
  await expectAccessible(page)
})

test('a personal member, who has no material codes (SPEC.md §6), is told of product codes only', async ({
  page,
}) => {
  await loginAs(page, 'personal@example.com', '/prototype/quickOrder')
  const table = page.getByRole('table', { name: 'Filas del pedido rápido' })
  await expect(table.getByRole('columnheader', { name: 'Código del producto', exact: true })).toBeVisible()
  await expect(page.getByText(/material/)).toHaveCount(0)
  await expectAccessible(page)
})

test('an enterprise is told it may type its material codes, and one of them finds its SKU', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/prototype/quickOrder')
  const table = page.getByRole('table', { name: 'Filas del pedido rápido' })
  await expect(table.getByRole('columnheader', { name: 'Código del producto o de material' })).toBeVisible()
  await expect(page.getByText('o su código de material', { exact: false })).toBeVisible()
  await page.getByLabel('Código del producto, fila 1').fill('mat-0001')
  await page.getByRole('button', { name: 'Comprobar códigos' }).click()
  await expect(table.getByText(/^Su código de material · SKU PC-\d{6}-\d+$/)).toBeVisible()
  await expect(table.getByText('El código no existe')).toHaveCount(0)
  await expectAccessible(page)
})
