// Freight in the browser (issue 16 item 3), as comprador@example.com: the estimate of the product detail follows
// the ship-to, the checkout shows a shipping line per store and in the total and recomputes it when the address
// changes, and the order keeps it. axe on every page visited.
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
const [first] = sellableGoods(seed)
const moneyNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

test('the product detail estimates the delivery to the ship-to chosen, a region for visitors', async ({
  page,
}) => {
  await page.goto(`/goods/detail?productId=${first!.product.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: first!.goods.goodsName })).toBeVisible()
  const estimate = page.getByRole('region', { name: 'Envío estimado' })
  const shipTo = estimate.getByLabel('Enviar a')
  await expect(shipTo).toBeVisible()
  await expectAccessible(page)
  const fee = estimate.locator('.goods-freight__fee')
  await expect(fee).toHaveText(/US\$/)
  const west = moneyNumber(await fee.innerText())
  await shipTo.selectOption({ label: 'Cuba oriental (Las Tunas a Guantánamo)' })
  await expect.poll(async () => moneyNumber(await fee.innerText())).toBeGreaterThan(west)

  await loginAs(page, 'comprador@example.com', `/goods/detail?productId=${first!.product.productId}`)
  // the buyer's addresses come first, the default one chosen
  await expect(shipTo.locator('optgroup[label="Mis direcciones"] option')).toHaveCount(3)
  await expect(shipTo.locator('option:checked')).toHaveText(/Carlos Manuel Rodríguez Pérez · La Habana/)
  const home = moneyNumber(await fee.innerText())
  await shipTo.selectOption({ label: 'Orlando Quesada Vidal · Santiago de Cuba, Santiago de Cuba' })
  await expect.poll(async () => moneyNumber(await fee.innerText())).toBeGreaterThan(home)
  await expectAccessible(page)
})

test('the checkout charges freight per store, recomputes it with the address, and the order keeps it', async ({
  page,
}) => {
  const { product, goods, store } = first!
  await loginAs(
    page,
    'comprador@example.com',
    `/buy/confirm?productId=${product.productId}&numbers=${goods.minBuyNum}&ifcart=false`,
  )
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  await expectAccessible(page)
  const storeSection = page.getByRole('region', { name: store.storeName })
  const summary = page.getByRole('region', { name: 'Resumen del pedido' })
  const amountOf = async (scope: typeof summary, label: string) =>
    moneyNumber(
      await scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText(),
    )
  const storeFreight = await amountOf(storeSection, 'Envío')
  expect(storeFreight).toBeGreaterThan(0)
  expect(await amountOf(summary, 'Envío')).toBe(storeFreight)
  const goodsAmount = await amountOf(summary, 'Importe de productos')
  expect(await amountOf(summary, 'Total a pagar')).toBeCloseTo(goodsAmount + storeFreight, 2)

  // Santiago de Cuba is farther from the port: the mock recomputes the freight and the total
  await page.getByText('Orlando Quesada Vidal').first().click()
  await expect.poll(() => amountOf(summary, 'Envío')).toBeGreaterThan(storeFreight)
  await expect(submit).toBeEnabled()
  const farther = await amountOf(summary, 'Envío')
  expect(await amountOf(summary, 'Total a pagar')).toBeCloseTo(goodsAmount + farther, 2)
  await expectAccessible(page)

  await page.getByRole('checkbox', { name: /acuerdo de compra/i }).check()
  await submit.click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=/)

  await page.goto('/member/order/list')
  const card = page.getByRole('article').first()
  await expect(card.getByText('Envío', { exact: true })).toBeVisible()
  await card.getByRole('link', { name: /^Ver detalle/ }).click()
  const amounts = page.getByRole('region', { name: 'Importes' })
  await expect(amounts.getByText('Envío', { exact: true })).toBeVisible()
  expect(await amountOf(amounts, 'Envío')).toBe(farther)
  await expectAccessible(page)
})
