// Refunds per order line in the browser (issue 16 item 7), as comprador@example.com on seeded received orders:
// two units of one line refunded (quantity above what is left refused in Spanish, the amount following the
// units, "Mercancía recibida" and its reasons), and a return shipped back from the after-sales list with a
// carrier of the carrier list. A fresh mock database per test; axe on every page visited.
import type { Page } from '@playwright/test'
import { cartLineName } from '../fixtures/cart-line-name'
import { memberApi } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'

interface OrderRow {
  orderSn: string
  openRefundSn: string | null
}

interface ApplyInfo {
  maxAmount: number
  types: string[]
  paymentAccount: { key: string }
  lines: { orderProductId: number; refundableNum: number; price: number }[]
  productList: { orderProductId: number; goodsName: string; specValues: string }[]
}

/** A seeded order pending receipt (all shipped) with a line of at least 3 units left to refund. */
async function receivedOrder(page: Page) {
  const orders = await memberApi<{ list: OrderRow[] }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=30&pageSize=50',
  )
  expect(orders.state).toBe(200)
  for (const order of orders.data.list) {
    if (order.openRefundSn) continue
    const info = await memberApi<ApplyInfo>(
      page,
      `/v3/business/front/after/sale/apply/applyInfo?orderSn=${order.orderSn}`,
    )
    if (info.state !== 200 || !info.data.types.includes('return')) continue
    const line = info.data.lines.find((l) => l.refundableNum >= 3 && l.price * 2 <= info.data.maxAmount)
    if (line) {
      const product = info.data.productList.find((p) => p.orderProductId === line.orderProductId)!
      // the line's controls name the goods and the SKU's spec values
      const name = cartLineName(product.goodsName, product.specValues)
      return { orderSn: order.orderSn, info: info.data, line, name }
    }
  }
  throw new Error('no seeded order pending receipt has a line of 3 units or more')
}

const money = (amount: number) => amount.toFixed(2).replace('.', ',')

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

test('comprador refunds two units of one line of a received order', async ({ page }) => {
  await loginAs(page, BUYER)
  const { orderSn, info, line, name } = await receivedOrder(page)
  await page.goto(`/member/order/refund/apply?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar reembolso' })).toBeVisible()
  const lines = page.getByRole('group', { name: 'Productos a reembolsar' })
  await expect(lines.getByRole('checkbox', { name: `Incluir ${name}` })).toBeChecked()
  await expectAccessible(page)

  // only this line
  for (const other of info.productList.filter((p) => p.orderProductId !== line.orderProductId))
    await lines
      .getByRole('checkbox', { name: `Incluir ${cartLineName(other.goodsName, other.specValues)}` })
      .uncheck()
  const quantity = lines.getByRole('textbox', { name: `Unidades de ${name}` })
  await quantity.fill(String(line.refundableNum + 1))
  await quantity.blur()
  await expect(page.getByText('La cantidad supera las unidades que quedan por reembolsar.')).toBeVisible()
  await quantity.fill('2')
  const amount = page.getByLabel('Importe del reembolso (US$)')
  await expect(amount).toHaveValue(money(Math.min(info.maxAmount, line.price * 2)))

  await page.getByRole('radio', { name: 'Mercancía recibida' }).check()
  await page.getByLabel('Motivo').selectOption({ label: 'La mercancía llegó dañada' })
  await page.getByLabel('Descripción (opcional)').fill('Dos unidades llegaron rotas.')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page).toHaveURL(/\/member\/order\/refund\/detail\?afsSn=[A-Z0-9]+$/)
  const afsSn = new URL(page.url()).searchParams.get('afsSn')!
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud de reembolso ${afsSn}` })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/member/order/aftersales')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: afsSn }) })
  await expect(row.getByText('2 unidades')).toBeVisible()
  await expectAccessible(page)
})

test('comprador ships a return back with a carrier from the list', async ({ page }) => {
  await loginAs(page, BUYER)
  const { orderSn, info, line } = await receivedOrder(page)
  const reasons = await memberApi<{ reasonId: number }[]>(page, '/v3/system/front/reason/list?type=107')
  const opened = await memberApi<{ afsSn: string }>(
    page,
    '/v3/business/front/after/sale/apply/submit',
    {
      orderSn,
      type: 'return',
      productList: [{ orderProductId: line.orderProductId, afsNum: 1 }],
      goodsState: 'received',
      amount: Math.min(info.maxAmount, line.price),
      reasonId: reasons.data[0]!.reasonId,
      refundAccount: info.paymentAccount.key,
    },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(opened.state).toBe(200)
  const { afsSn } = opened.data
  // the supplier approves the return (the mock's supplier side)
  const approved = await memberApi(page, '/v3/mock/front/refunds/act', { afsSn, action: 'confirm' })
  expect(approved.state).toBe(200)

  await page.goto('/member/order/aftersales')
  await expect(page.getByRole('heading', { level: 1, name: 'Reembolsos y posventa' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `Devolver mercancía de la solicitud ${afsSn}` }).click()
  await expect(page).toHaveURL(`/member/order/refund/detail?afsSn=${afsSn}#devolver`)

  const carrier = page.getByRole('combobox', { name: 'Empresa de transporte' })
  await expect(carrier.getByRole('option', { name: 'Transcargo' })).toBeAttached()
  await page.getByRole('button', { name: 'Enviar datos de devolución' }).click()
  await expect(page.getByText('Indique la empresa de transporte.')).toBeVisible()
  await expectAccessible(page)
  await carrier.selectOption({ label: 'Transcargo' })
  await page.getByLabel('Número de seguimiento').fill('TC123456')
  await page.getByRole('button', { name: 'Enviar datos de devolución' }).click()
  await expect(page.getByText(/Enviada con Transcargo, número de seguimiento TC123456/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar datos de devolución' })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/member/order/aftersales')
  await expect(page.getByRole('rowheader', { name: afsSn })).toBeVisible()
  await expect(page.getByRole('link', { name: `Devolver mercancía de la solicitud ${afsSn}` })).toHaveCount(0)
})
