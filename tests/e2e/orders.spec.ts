// The order list (issue 5 item 7; issue 6 items 1, 2, 6-logistics) and the supplier's sections of the mock
// control panel, in Chromium as comprador@example.com (who also has seeded orders in every state); a fresh
// mock database per test (fixtures); axe on every page visited. Orders are made through the same API calls the
// checkout screen makes (cart → confirm → submit with an Idempotency-Key), paid through doPay and moved on by
// the supplier through the mock-only order action, so these tests follow the orders, not the other screens.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder } from './member-api'
import { TINY_PNG } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const [A, B] = sellableGoods(buildSeedData())
const EXPIRED_REASON = 'Cancelado automáticamente: no se pagó en 24 horas.'
/** A real 1×1 PNG: the mock tells images by their bytes. */
const PNG_BASE64 = TINY_PNG.toString('base64')

/** Pays a payment by wire transfer: uploads a small PNG as the proof, then doPay with it. */
async function payByTransfer(page: Page, paySn: string) {
  const state = await page.evaluate(
    async ([sn, png]) => {
      const auth = { Authorization: `Bearer ${localStorage.getItem('access_token')}` }
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
      const form = new FormData()
      form.append('source', 'payProof')
      form.append('file', new File([bytes], 'comprobante.png', { type: 'image/png' }))
      const upload = await (
        await fetch('/v3/oss/common/upload', { method: 'POST', headers: auth, body: form })
      ).json()
      if (upload.state !== 200) throw new Error(`upload: ${upload.msg}`)
      const paid = await (
        await fetch('/v3/business/front/orderPay/doPay', {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ paySn: sn, payMethod: 'transfer', proofUrl: upload.data.url }),
        })
      ).json()
      if (paid.state !== 200) throw new Error(`doPay: ${paid.msg}`)
      return paid.data.payState as string
    },
    [paySn, PNG_BASE64] as const,
  )
  expect(state).toBe('pendingConfirmation')
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Estado del pedido' })
const card = (page: Page, orderSn: string) => page.getByRole('article', { name: `Pedido ${orderSn}` })

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  return page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
}

test('an unpaid order counts down under "Pendiente de pago" and, 25 h later, is cancelled with the reason', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const [orderSn] = placed.orderSnList

  await tabs(page).getByRole('link', { name: 'Pendiente de pago' }).click()
  await expect(page).toHaveURL(/\/member\/order\/list\?state=10$/)
  const unpaid = card(page, orderSn!)
  await expect(unpaid.getByText('Pendiente de pago', { exact: true })).toBeVisible()
  await expect(unpaid.getByRole('timer')).toHaveText(/^(23:5\d:\d\d|24:00:00)$/)
  await expect(unpaid.getByRole('link', { name: `Pagar el pedido ${orderSn}` })).toHaveAttribute(
    'href',
    `/buy/pay?paySn=${placed.paySn}&payFrom=2`,
  )
  await expect(unpaid.getByRole('link', { name: new RegExp(A!.goods.goodsName) })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expectAccessible(page)

  const panel = await openPanel(page)
  await panel.getByLabel('Horas a adelantar').fill('25')
  await panel.getByRole('button', { name: 'Adelantar', exact: true }).click()
  await expect(panel.getByText(/Adelanto: 25 h/)).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  await page.reload()
  await expect(tabs(page).getByRole('link', { name: 'Pendiente de pago' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(card(page, orderSn!)).toHaveCount(0)
  await expectAccessible(page)
  await tabs(page).getByRole('link', { name: 'Cancelado' }).click()
  const cancelled = card(page, orderSn!)
  await expect(cancelled.getByText('Cancelado', { exact: true })).toBeVisible()
  await expect(cancelled.getByText(`Motivo de la cancelación: ${EXPIRED_REASON}`)).toBeVisible()
  await expect(cancelled.getByRole('link', { name: /^Pagar/ })).toHaveCount(0)
  await expectAccessible(page)
})

test('a wire transfer waits for the store, and "Confirmar transferencia" in the control panel makes the order "Pendiente de envío"', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const [orderSn] = placed.orderSnList
  await payByTransfer(page, placed.paySn)
  await page.reload()
  const waiting = card(page, orderSn!)
  await expect(waiting.getByText('Pendiente de confirmación de la tienda')).toBeVisible()
  await expect(waiting.getByRole('link', { name: /^Pagar/ })).toHaveCount(0)
  await expectAccessible(page)

  const panel = await openPanel(page)
  const transfers = panel.getByRole('region', { name: 'Transferencias pendientes' })
  const transfer = transfers.getByRole('listitem', { name: `Pago ${placed.paySn}` })
  await expect(transfer.getByText('Comprador: comprador@example.com')).toBeVisible()
  await expect(transfer.getByText(`Pedidos: ${orderSn}`)).toBeVisible()
  await expect(
    transfer.getByRole('img', { name: `Comprobante de transferencia del pago ${placed.paySn}` }),
  ).toBeVisible()
  await expectAccessible(page)
  await transfer.getByRole('button', { name: 'Confirmar transferencia' }).click()
  await expect(transfers.getByText('No hay transferencias pendientes de confirmación.')).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  await page.reload()
  await tabs(page).getByRole('link', { name: 'Pendiente de envío' }).click()
  const paid = card(page, orderSn!)
  await expect(paid.getByText('Pendiente de envío', { exact: true })).toBeVisible()
  await expect(paid.getByText('Pagado', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await paid.getByRole('link', { name: `Ver detalle del pedido ${orderSn}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  const payment = page.getByRole('region', { name: 'Pago' })
  await expect(payment.getByText('Transferencia bancaria', { exact: true })).toBeVisible()
  await expect(payment.getByText(/^TR\d+/)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Historial del pedido' }).getByText('Pagado con Transferencia bancaria'),
  ).toBeVisible()
  await expectAccessible(page)
})

test('the search finds an order by its number; another number finds nothing', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  const first = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const second = await placeOrder(page, B!.product.productId, B!.goods.minBuyNum)
  await page.reload()
  await expect(card(page, first.orderSnList[0]!)).toBeVisible()
  await expect(card(page, second.orderSnList[0]!)).toBeVisible()

  const search = page.getByRole('search', { name: 'Buscar pedidos' })
  await search.getByLabel('Número de pedido, producto o tienda').fill(first.orderSnList[0]!)
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(new RegExp(`keyword=${first.orderSnList[0]}`))
  await expect(card(page, first.orderSnList[0]!)).toBeVisible()
  await expect(card(page, second.orderSnList[0]!)).toHaveCount(0)
  await expectAccessible(page)

  await search.getByLabel('Número de pedido, producto o tienda').fill('P20000101000000')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(
    page.getByText('Ningún pedido coincide con la búsqueda. Pruebe con otras palabras o fechas.'),
  ).toBeVisible()
  await expectAccessible(page)
})

test('an order sent from the checkout screen appears in "Mis pedidos" waiting for payment', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  await page.goto(`/buy/confirm?productId=${A!.product.productId}&numbers=${A!.goods.minBuyNum}`)
  const agreement = page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' })
  await expect(agreement).toBeVisible()
  await expectAccessible(page)
  await agreement.check()
  await page.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=[A-Z0-9]+&payFrom=1/)
  const paySn = new URL(page.url()).searchParams.get('paySn')!
  await expectAccessible(page)

  await page.goto('/member/order/list')
  // the seeded orders owe deposits and final payments too: this one is the order of that payment
  const payLink = page.getByRole('link', { name: /^Pagar el pedido/ })
  const order = page
    .getByRole('article')
    .filter({ has: payLink.and(page.locator(`[href="/buy/pay?paySn=${paySn}&payFrom=2"]`)) })
  await expect(order).toHaveCount(1)
  await expect(order.getByText('Pendiente de pago', { exact: true })).toBeVisible()
  await expect(order.getByRole('link', { name: /^Pagar/ })).toHaveAttribute(
    'href',
    `/buy/pay?paySn=${paySn}&payFrom=2`,
  )
  await expect(order.getByRole('link', { name: new RegExp(A!.goods.goodsName) })).toBeVisible()
  await expectAccessible(page)
})

/** Pays a payment on credit (comprador has US$ 10.000 of credit) with the seeded pay password. */
async function payOnCredit(page: Page, paySn: string) {
  const paid = await memberApi<{ payState: string }>(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn, payMethod: 'credit', payPwd: '20262026' },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(paid.state, paid.msg).toBe(200)
  expect(paid.data.payState).toBe('paid')
}

test('"Confirmar recepción" on a pending-receipt order moves it to "Pendiente de valoración"; a second confirmation is refused', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const orderSn = placed.orderSnList[0]!
  await payOnCredit(page, placed.paySn)
  // the supplier ships everything in one batch (mock-only order action, as the control panel does it)
  const shipped = await memberApi<{ lifecycle: { state: string } }>(page, '/v3/mock/front/orders/act', {
    orderSn,
    action: 'shipBatch',
    units: A!.goods.minBuyNum,
    containerNumber: 'MSCU1234567',
  })
  expect(shipped.data.lifecycle.state).toBe('pendingReceipt')

  await page.goto(`/member/order/list?keyword=${orderSn}`)
  const order = card(page, orderSn)
  await expect(order.getByText('Pendiente de confirmación de recepción', { exact: true })).toBeVisible()
  // the automatic confirmation counts down 7 days on the server's clock
  await expect(order.getByRole('timer')).toHaveText(/^(167:5\d:\d\d|168:00:00)$/)
  await expect(order.getByRole('link', { name: `Logística del pedido ${orderSn}` })).toHaveAttribute(
    'href',
    `/member/order/logistics?orderSn=${orderSn}`,
  )
  await expectAccessible(page)

  await order.getByRole('button', { name: `Confirmar recepción del pedido ${orderSn}` }).click()
  const dialog = page.getByRole('dialog', { name: `Confirmar recepción del pedido ${orderSn}` })
  await expect(dialog.getByRole('timer')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Recepción confirmada' })).toHaveText(
    `Recepción confirmada del pedido ${orderSn}. Ya puede valorarlo.`,
  )
  await expect(dialog).toHaveCount(0)
  await expect(order.getByText('Pendiente de valoración', { exact: true })).toBeVisible()
  await expect(order.getByRole('link', { name: `Valorar del pedido ${orderSn}` })).toHaveAttribute(
    'href',
    `/member/order/evaluate?orderSn=${orderSn}`,
  )
  await expect(order.getByRole('button', { name: /^Confirmar recepción/ })).toHaveCount(0)
  await expectAccessible(page)

  const again = await memberApi(page, '/v3/business/front/orderOperate/receive', { orderSn })
  expect(again.state).toBe(255)
  expect(again.msg).toBe('Este pedido no está pendiente de confirmación de recepción.')
})

test('cancelling an unpaid order asks for a reason first, then shows it cancelled with that reason', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const orderSn = placed.orderSnList[0]!
  await page.goto(`/member/order/list?keyword=${orderSn}`)
  await card(page, orderSn)
    .getByRole('button', { name: `Cancelar pedido del pedido ${orderSn}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Cancelar el pedido ${orderSn}` })
  const reasons = dialog.getByRole('group', { name: 'Motivo de la cancelación' })
  await expect(reasons.getByRole('radio').first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Seleccione un motivo de cancelación.')
  await expectAccessible(page)
  await reasons.getByRole('radio', { name: 'Encontré un mejor precio' }).check()
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click()
  await expect(dialog).toHaveCount(0)
  const cancelled = card(page, orderSn)
  await expect(cancelled.getByText('Cancelado', { exact: true })).toBeVisible()
  await expect(cancelled.getByText('Motivo de la cancelación: Encontré un mejor precio')).toBeVisible()
  await expect(cancelled.getByRole('link', { name: /^Pagar/ })).toHaveCount(0)
  await expectAccessible(page)
})

test('a seeded reservation order waiting for pickup shows its progress, pickup code and QR code, and its logistics', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list?state=35')
  const reservation = page
    .getByRole('article')
    .filter({ has: page.getByText('Pedido de reserva', { exact: true }) })
    .first()
  await expect(reservation.getByText('Pendiente de recogida', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await reservation.getByRole('link', { name: /^Ver detalle del pedido/ }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  const progress = page.getByRole('region', { name: 'Progreso del pedido' })
  await expect(progress.locator('[aria-current="step"]')).toContainText('Pendiente de recogida')
  const pickup = page.getByRole('region', { name: 'Código de recogida' })
  const code = (await pickup.getByText(/^\d{6}$/).textContent())!
  await expect(pickup.getByRole('img', { name: `Código QR del código de recogida ${code}` })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Lotes y logística' }).getByRole('article').first(),
  ).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: /^Ver la logística/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Logística del pedido' })).toBeVisible()
  await expect(page.getByText(/^Unidades enviadas: (\d+) de \1$/)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Código de recogida' }).getByRole('img', {
      name: `Código QR del código de recogida ${code}`,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Lote 1' }).getByRole('list', { name: 'Estado logístico del lote 1' }),
  ).toBeVisible()
  await expectAccessible(page)
})

test('a seeded reservation order closed overdue says the deposit was forfeited and offers no payment', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list?state=0')
  const closed = page
    .getByRole('article')
    .filter({ has: page.getByText('Cerrado por pago final vencido', { exact: true }) })
  await expect(closed).toHaveCount(1)
  await expect(closed.getByRole('link', { name: /^Pagar/ })).toHaveCount(0)
  await closed.getByRole('link', { name: /^Ver detalle del pedido/ }).click()
  await expect(
    page.getByText(
      /^El saldo final no se pagó antes del plazo: el pedido se cerró y se perdió el depósito de US\$ /,
    ),
  ).toBeVisible()
  await expectAccessible(page)
  // the same screen answers /member/order/info
  await page.goto(page.url().replace('/member/order/detail', '/member/order/info'))
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  await expect(page.getByText(/se perdió el depósito/)).toBeVisible()
  await expectAccessible(page)
})
