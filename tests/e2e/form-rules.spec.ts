// Rules the mock enforced alone, now also on the page before anything is sent (issue 16 item 9; SPEC.md §5,
// §8): the sample cart's monthly amount and count, the prepaid balance that does not cover a payment, and the way from
// the payment page to the pay password reset and back to the same payment. As comprador@example.com; a fresh
// mock database per test; axe on every page visited.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder } from './member-api'
import { cartLineName } from '../fixtures/cart-line-name'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const GOODS = sellableGoods(buildSeedData())
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const payButton = (page: Page) => page.getByRole('button', { name: 'Pagar', exact: true })

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

interface SampleCart {
  storeCartGroupList: {
    storeGoodsList: {
      cartId: number
      productId: number
      goodsName: string
      specValues?: string
      goodsPrice: number
      buyNum: number
      productStock: number
    }[]
  }[]
  quota: { monthlyCount: number; remainingCount: number; remainingAmount: number }
}

/** Requests to one API path from now on. */
function watch(page: Page, path: string) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url())
  })
  return seen
}

test('the sample cart shows the monthly allowance and refuses a quantity over it before sending', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const cart = (await memberApi<SampleCart>(page, '/v3/business/front/sampleCart/cartList')).data
  const line = cart.storeCartGroupList[0]!.storeGoodsList[0]!
  // one unit more than the amount left pays for (the stock allows it: the amount rule is what refuses)
  const over = line.buyNum + Math.floor(cart.quota.remainingAmount / line.goodsPrice) + 1
  expect(over).toBeLessThanOrEqual(line.productStock)

  await page.goto('/cart/request')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de muestras' })).toBeVisible()
  await expect(page.getByText(/Le quedan \d+ solicitudes y US\$ [\d.]+,\d\d este mes/)).toBeVisible()
  const sent = watch(page, '/v3/business/front/sampleCart/changeNum')
  const quantity = page.getByRole('spinbutton', {
    name: `Cantidad de ${cartLineName(line.goodsName, line.specValues)}`,
  })
  await quantity.fill(String(over))
  await expect(
    page.getByText(/^Supera el importe mensual de muestras disponible \(US\$ [\d.]+,\d\d\)\.$/),
  ).toBeVisible()
  await expect(quantity).toHaveValue(String(over))
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  // the debounce has long passed: nothing was sent
  await page.waitForTimeout(800)
  expect(sent).toEqual([])
})

test('the product page refuses "Solicitar muestra" once the monthly sample count is reached, before sending', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const cartList = '/v3/business/front/sampleCart/cartList'
  const start = (await memberApi<SampleCart>(page, cartList)).data
  const asked = new Set(
    start.storeCartGroupList.flatMap((group) => group.storeGoodsList.map((line) => line.productId)),
  )
  // the cheapest SKUs not yet asked for: the requests left this month fit in the amount left
  const cheapest = GOODS.filter(({ product }) => !asked.has(product.productId)).sort(
    (a, b) => a.product.price - b.product.price || a.product.productId - b.product.productId,
  )
  const fill = cheapest.slice(0, start.quota.remainingCount)
  const { goods, product } = cheapest[start.quota.remainingCount]!
  for (const entry of fill) {
    const added = await memberApi(
      page,
      '/v3/business/front/sampleCart/add',
      { productId: entry.product.productId, number: 1 },
      { form: true },
    )
    expect(added.state, added.msg).toBe(200)
  }
  const full = (await memberApi<SampleCart>(page, cartList)).data
  expect(full.quota.remainingCount).toBe(0)
  expect(full.quota.remainingAmount).toBeGreaterThan(0)

  // the buyer's sample cart says so (and the page keeps the allowance it read)
  await page.goto('/cart/request')
  await expect(
    page.getByText('Ha alcanzado el límite mensual de muestras. Podrá solicitar más el próximo mes.'),
  ).toBeVisible()
  await expectAccessible(page)

  await page.goto(`/goods/detail?productId=${product.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: goods.goodsName })).toBeVisible()
  const sent = watch(page, '/v3/business/front/sampleCart/add')
  await page.getByRole('button', { name: 'Solicitar muestra' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Ha alcanzado el límite mensual de muestras (${full.quota.monthlyCount}).` }),
  ).toBeVisible()
  await expectAccessible(page)
  expect(sent).toEqual([])
  const after = (await memberApi<SampleCart>(page, cartList)).data
  expect(after.storeCartGroupList.flatMap((group) => group.storeGoodsList)).toHaveLength(
    full.storeCartGroupList.flatMap((group) => group.storeGoodsList).length,
  )
})

test('a prepaid balance that does not cover the payment is disabled with its reason before "Pagar"', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  // a SKU that can make an order above comprador's US$ 2.000 balance
  let placed: Awaited<ReturnType<typeof placeOrder>> | null = null
  for (const { goods, product } of GOODS) {
    const confirm = await memberApi<{ storeGroupList: { productList: { price: number }[] }[] }>(
      page,
      '/v3/business/front/orderOperate/confirm',
      { isCart: false, productList: [{ productId: product.productId, buyNum: goods.minBuyNum }] },
    )
    const price = confirm.data.storeGroupList[0]!.productList[0]!.price
    const lot = price * goods.minBuyNum
    const lots = Math.ceil(2100 / lot)
    if (lots * goods.minBuyNum > product.stock || lots * goods.minBuyNum > 99_999) continue
    placed = await placeOrder(page, product.productId, lots * goods.minBuyNum)
    break
  }
  expect(placed).not.toBeNull()
  await page.goto(`/buy/pay?paySn=${placed!.paySn}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  const balance = page.getByRole('radio', { name: 'Saldo prepago' })
  await expect(balance).toBeDisabled()
  await expect(balance).toHaveAccessibleDescription('Saldo prepago insuficiente')
  // the next method that can pay is chosen instead: credit (US$ 10.000 available)
  await expect(page.getByRole('radio', { name: 'Crédito' })).toBeChecked()
  await expectAccessible(page)
})

test('"¿Olvidó la contraseña de pago?" resets the pay password and comes back to the same payment', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const { goods, product } = GOODS[0]!
  const placed = await placeOrder(page, product.productId, goods.minBuyNum)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=2`)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await page.getByRole('link', { name: '¿Olvidó la contraseña de pago?' }).click()

  await expect(
    page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña de pago' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/member\/pwd\/reset\?returnUrl=/)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText(/Código enviado a c\*\*\*@example\.com/)).toBeVisible()
  // no mail leaves the browser: the code is in the mock's outbox (newest first)
  const outbox = await memberApi<{ to: string; code: string | null }[]>(page, '/v3/mock/front/outbox')
  const code = outbox.data.find((mail) => mail.to === 'comprador@example.com' && mail.code)!.code!
  await field(page, 'Código del correo').fill(code)
  await field(page, 'Nueva contraseña de pago').fill('55556666')
  await field(page, 'Repita la contraseña de pago').fill('55556666')
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Cambio guardado.')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Volver al pago' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/buy/pay\\?paySn=${placed.paySn}&payFrom=2$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  await page.getByLabel('Contraseña de pago').fill('55556666')
  await payButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
})

test('the reset page offers no way back to another site', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  await page.goto(`/member/pwd/reset?returnUrl=${encodeURIComponent('//evil.example.com/buy/pay')}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña de pago' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al pago' })).toHaveCount(0)
})
