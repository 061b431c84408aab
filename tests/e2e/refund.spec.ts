// Refunds in the browser (issue 6 item 5), as comprador@example.com on seeded shipped orders: a refund with
// return with a proof image (form → detail → after-sales list), and the form's bad input — amount 0 and above
// the maximum, a 6th image, a 1.5 MB image — with Spanish messages and nothing typed or chosen lost. A fresh
// mock database per test; axe on every page visited. The lead's journey covers refused → reapplied → confirmed.
import type { Page } from '@playwright/test'
import { memberApi } from './member-api'
import { oversizePng, pngFile } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'
const MB = 1024 * 1024

/** A 1×1 PNG (the mock tells images by their content), or `size` bytes no decoder can make lighter. */
const png = (name: string, size?: number) => (size ? oversizePng(name, size) : pngFile(name))

interface OrderRow {
  orderSn: string
  openRefundSn: string | null
}

/** A seeded order of the buyer in `orderState` whose refund may be of `type` (asked of the mock's API). */
async function refundableOrder(page: Page, orderState: number, type: 'refund' | 'return') {
  const orders = await memberApi<{ list: OrderRow[] }>(
    page,
    `/v3/business/front/orderInfo/list?orderState=${orderState}&pageSize=50`,
  )
  expect(orders.state).toBe(200)
  for (const order of orders.data.list) {
    if (order.openRefundSn) continue
    const info = await memberApi<{ types: string[]; maxAmount: number }>(
      page,
      `/v3/business/front/after/sale/apply/applyInfo?orderSn=${order.orderSn}`,
    )
    if (info.state === 200 && info.data.types.includes(type) && info.data.maxAmount > 10)
      return { orderSn: order.orderSn, maxAmount: info.data.maxAmount }
  }
  throw new Error(`no seeded order in state ${orderState} admits a ${type}`)
}

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

test('comprador requests a refund with return with a proof image and follows it', async ({ page }) => {
  await loginAs(page, BUYER)
  // pending receipt confirmation: everything shipped
  const { orderSn } = await refundableOrder(page, 30, 'return')
  await page.goto(`/member/order/refund/apply?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar reembolso' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `Pedido ${orderSn}` })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('radio', { name: 'Reembolso con devolución' }).check()
  await page.getByLabel('Importe del reembolso (US$)').fill('10,50')
  const reason = page.getByLabel('Motivo')
  await reason.selectOption({ index: 1 })
  await page.getByLabel('Descripción (opcional)').fill('Dos cajas llegaron abiertas.')
  await page.getByLabel('Imágenes de prueba (opcional)').setInputFiles(png('caja.png'))
  await expect(page.getByRole('img', { name: 'Imagen 1: caja.png' })).toBeVisible()
  // the payment account is preselected (seeded orders were paid in several ways)
  await expect(page.getByLabel('Cuenta de reembolso')).toHaveValue(/^[a-z]+:\d+$/)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/member\/order\/refund\/detail\?afsSn=[A-Z0-9]+$/)
  const afsSn = new URL(page.url()).searchParams.get('afsSn')!
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud de reembolso ${afsSn}` })).toBeVisible()
  const steps = page.getByRole('list', { name: 'Progreso' })
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Solicitud enviada/)
  await expect(steps.getByRole('listitem')).toHaveText([
    /Solicitud enviada/,
    /Devolución aprobada/,
    /Mercancía devuelta/,
    /Reembolsado/,
  ])
  const history = page.getByRole('region', { name: 'Historial' })
  await expect(history.getByText('Dos cajas llegaron abiertas.')).toBeVisible()
  await expect(history.getByRole('img', { name: 'Imagen de prueba 1' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retirar solicitud' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Ver todas mis solicitudes' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reembolsos y posventa' })).toBeVisible()
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: afsSn }) })
  await expect(row.getByText('Solicitado, pendiente del proveedor')).toBeVisible()
  await expect(row.getByText('Reembolso con devolución')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Reembolso con devolución' }).click()
  await expect(page).toHaveURL(/\/member\/order\/aftersales\?type=return$/)
  await expect(page.getByRole('rowheader', { name: afsSn })).toBeVisible()
  await row.getByRole('link', { name: `Ver detalle de la solicitud ${afsSn}` }).click()
  await expect(page).toHaveURL(`/member/order/refund/detail?afsSn=${afsSn}`)
})

test('the refund form refuses an amount of 0 or above the maximum, a 6th image and a 1.5 MB image', async ({
  page,
}) => {
  await loginAs(page, BUYER)
  const { orderSn, maxAmount } = await refundableOrder(page, 30, 'refund')
  await page.goto(`/member/order/refund/apply?orderSn=${orderSn}`)
  const amount = page.getByLabel('Importe del reembolso (US$)')
  // prefilled with what every line cost (issue 16 item 7), never above the refundable maximum (freight included)
  await expect(amount).not.toHaveValue('')
  const prefilled = Number((await amount.inputValue()).replace(/\./g, '').replace(',', '.'))
  expect(prefilled).toBeGreaterThan(0)
  expect(prefilled).toBeLessThanOrEqual(maxAmount)

  await amount.fill('0')
  await amount.blur()
  await expect(page.getByText('Indique un importe mayor que 0.')).toBeVisible()
  await amount.fill((maxAmount + 1).toFixed(2).replace('.', ','))
  await amount.blur()
  await expect(
    page.getByText(
      /^El importe no puede superar (el máximo reembolsable|el coste de los productos elegidos)\.$/,
    ),
  ).toBeVisible()
  await page.getByLabel('Descripción (opcional)').fill('Faltan piezas en el envío.')
  // shipped goods: the buyer says whether they arrived, and the reasons follow (issue 16 item 7)
  await page.getByRole('radio', { name: 'Mercancía recibida' }).check()
  await page.getByLabel('Motivo').selectOption({ index: 1 })

  const picker = page.getByLabel('Imágenes de prueba (opcional)')
  await picker.setInputFiles([1, 2, 3, 4, 5].map((n) => png(`${n}.png`)))
  await expect(page.getByText('5 de 5 imágenes')).toBeVisible()
  await expect(picker).toBeEnabled()
  await picker.setInputFiles(png('6.png'))
  await expect(page.getByText('Como máximo 5 imágenes.')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Imagen \d: \d\.png$/ })).toHaveCount(5)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Quitar imagen 5' }).click()
  await picker.setInputFiles(png('grande.png', 1.5 * MB))
  await expect(page.getByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Imagen \d: \d\.png$/ })).toHaveCount(4)

  // nothing typed or chosen was lost, and nothing was sent
  await expect(page.getByLabel('Descripción (opcional)')).toHaveValue('Faltan piezas en el envío.')
  await expect(amount).toHaveValue((maxAmount + 1).toFixed(2).replace('.', ','))
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(new RegExp(`/member/order/refund/apply\\?orderSn=${orderSn}$`))
  await expect(
    page.getByText(
      /^El importe no puede superar (el máximo reembolsable|el coste de los productos elegidos)\.$/,
    ),
  ).toBeVisible()
  await expectAccessible(page)

  await amount.fill('5')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/member\/order\/refund\/detail\?afsSn=/)
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('img')).toHaveCount(4)
})
