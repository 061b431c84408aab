// The order screens of issue 6 against the mock backend (items 1, 2, 6-logistics): the actions each card offers
// and the order-actions flow (cancel with a reason, confirm receipt once, buy again), the detail with the
// progress of the order's own machine, the pickup code and its QR code, the forfeited deposit, and the
// logistics page. Orders come from the seed (comprador has one in every state) or are put in the state a test
// needs through the lifecycle machines (mocks/fixtures/order-fixtures.ts).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db, type OrderRecord } from '../../../mocks/db'
import {
  finalPaymentReservation,
  orderNow,
  quotedReservation,
  receivableOrder,
  receivableReservation,
  reservationOrder,
  unpaidOrder,
} from '../../../mocks/fixtures/order-fixtures'
import { markPaymentPaid } from '../../../mocks/lib/order-records'
import { approve, prepare, quote } from '../../../mocks/lib/supplier-actions'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getCaptcha, postToken } from '../../api/auth'
import { getMemberInfo } from '../../api/member'
import { session } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { orderDetailLoader } from './order-detail-loader'
import { OrderDetailRoute } from './order-detail-route'
import { orderListLoader } from './order-list-loader'
import { OrderListRoute } from './order-list-route'
import { orderLogisticsLoader } from './order-logistics-loader'
import { OrderLogisticsRoute } from './order-logistics-route'

const BUYER = 'comprador@example.com'
const API = 'http://api.test'
const SLOW = { timeout: 5000 }

async function signIn(email: string) {
  const captcha = await getCaptcha()
  const tokens = await postToken({
    username: email,
    password: 'Prueba#2026',
    verifyCode: '0000',
    verifyKey: captcha.key,
    loginType: 1,
  })
  session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })
  session.setMemberInfo(await getMemberInfo())
}

/** The buyer's seeded order in this machine state (the seed has one in every state). */
function seeded(kind: 'regular' | 'reservation', state: string): OrderRecord {
  const order = db.orders
    .findMany((q) => q.where({ memberId: 1 }))
    .find((o) => o.orderType === (kind === 'reservation' ? 2 : 1) && o.lifecycle.state === state)
  if (!order) throw new Error(`the seed has no ${kind} order in ${state}`)
  return order
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/member/order/list', element: <OrderListRoute />, loader: orderListLoader },
      { path: '/member/order/detail', element: <OrderDetailRoute />, loader: orderDetailLoader },
      { path: '/member/order/info', element: <OrderDetailRoute />, loader: orderDetailLoader },
      { path: '/member/order/logistics', element: <OrderLogisticsRoute />, loader: orderLogisticsLoader },
      { path: '/cart/index', element: <h1>Carrito</h1> },
      { path: '/buy/pay', element: <h1>Pago</h1> },
    ].map((route) => ({ ...route, HydrateFallback: () => null })),
    { initialEntries: [url] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

/** The list showing only this order (searched by its number). */
const listOf = (orderSn: string) => renderAt(`/member/order/list?keyword=${orderSn}`)
const card = async (orderSn: string) =>
  within(await screen.findByRole('article', { name: `Pedido ${orderSn}` }, SLOW))

async function confirmThroughApi(orderSn: string) {
  const response = await fetch(`${API}/v3/business/front/orderOperate/receive`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken()}` },
    body: JSON.stringify({ orderSn }),
  })
  return (await response.json()) as { state: number; msg: string }
}

beforeEach(async () => {
  await resetDatabase()
  await signIn(BUYER)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('order list actions', () => {
  it('offers "Confirmar recepción" on a pending-receipt order, asks first, and moves it to "Pendiente de valoración"', async () => {
    const order = await receivableOrder(BUYER)
    const { user } = listOf(order.orderSn)
    const article = await card(order.orderSn)
    expect(article.getByText('Pendiente de confirmación de recepción')).toBeInTheDocument()
    // the automatic confirmation counts down on the server's clock: 7 days
    const shown = article.getByRole('timer').textContent!
    const [h, m, s] = shown.split(':').map(Number)
    const remaining = order.receiptDeadline! - clock.now()
    expect(Math.abs((h! * 3600 + m! * 60 + s!) * 1000 - remaining)).toBeLessThan(5000)
    expect(shown.startsWith('167:5') || shown === '168:00:00').toBe(true)
    await user.click(article.getByRole('button', { name: `Confirmar recepción del pedido ${order.orderSn}` }))
    const dialog = within(
      await screen.findByRole('dialog', { name: `Confirmar recepción del pedido ${order.orderSn}` }),
    )
    expect(dialog.getByRole('timer')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Todavía no' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingReceipt')

    await user.click(article.getByRole('button', { name: /^Confirmar recepción/ }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar recepción' }),
    )
    expect(
      await screen.findByText(
        `Recepción confirmada del pedido ${order.orderSn}. Ya puede valorarlo.`,
        {},
        SLOW,
      ),
    ).toHaveAttribute('role', 'status')
    const after = await card(order.orderSn)
    await waitFor(() => expect(after.getByText('Pendiente de valoración')).toBeInTheDocument(), SLOW)
    expect(after.getByRole('link', { name: `Valorar del pedido ${order.orderSn}` })).toHaveAttribute(
      'href',
      `/member/order/evaluate?orderSn=${order.orderSn}`,
    )
    expect(after.queryByRole('button', { name: /^Confirmar recepción/ })).not.toBeInTheDocument()
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingReview')
  })

  it('shows the server’s refusal when the receipt was already confirmed elsewhere, and reads the order again', async () => {
    const order = await receivableOrder(BUYER)
    const { user } = listOf(order.orderSn)
    const article = await card(order.orderSn)
    await user.click(article.getByRole('button', { name: /^Confirmar recepción/ }))
    expect((await confirmThroughApi(order.orderSn)).state).toBe(200)
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar recepción' }),
    )
    const alert = within(
      await screen.findByRole('alertdialog', { name: 'No se pudo completar la acción' }, SLOW),
    )
    expect(alert.getByText('Este pedido no está pendiente de confirmación de recepción.')).toBeInTheDocument()
    await waitFor(() => expect(article.getByText('Pendiente de valoración')).toBeInTheDocument(), SLOW)
    await user.click(alert.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('confirms once however fast "Confirmar recepción" is clicked twice', async () => {
    const order = await receivableOrder(BUYER)
    const calls: string[] = []
    const original = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/orderOperate/receive')) calls.push(url)
      return original(input, init)
    })
    const { user } = listOf(order.orderSn)
    const article = await card(order.orderSn)
    await user.click(article.getByRole('button', { name: /^Confirmar recepción/ }))
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Confirmar recepción',
    })
    await user.dblClick(confirm)
    await screen.findByText(/^Recepción confirmada del pedido/, {}, SLOW)
    expect(calls).toHaveLength(1)
  })

  it('cancels an unpaid order with a reason that must be chosen first', async () => {
    const { order } = await unpaidOrder(BUYER)
    const { user } = listOf(order.orderSn)
    const article = await card(order.orderSn)
    expect(article.getByRole('link', { name: `Pagar el pedido ${order.orderSn}` })).toBeInTheDocument()
    await user.click(article.getByRole('button', { name: `Cancelar pedido del pedido ${order.orderSn}` }))
    const dialog = within(
      await screen.findByRole('dialog', { name: `Cancelar el pedido ${order.orderSn}` }, SLOW),
    )
    const reasons = within(await dialog.findByRole('group', { name: 'Motivo de la cancelación' }, SLOW))
    expect(reasons.getAllByRole('radio').length).toBeGreaterThan(1)
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }))
    expect(dialog.getByRole('alert')).toHaveTextContent('Seleccione un motivo de cancelación.')
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingPayment')

    await user.click(reasons.getByRole('radio', { name: 'Pedí una cantidad equivocada' }))
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }))
    expect(await screen.findByText(`Se canceló el pedido ${order.orderSn}.`, {}, SLOW)).toBeInTheDocument()
    const after = await card(order.orderSn)
    await waitFor(() => expect(after.getByText('Cancelado')).toBeInTheDocument(), SLOW)
    expect(after.getByText('Motivo de la cancelación: Pedí una cantidad equivocada')).toBeInTheDocument()
    expect(after.queryByRole('button', { name: /^Cancelar pedido/ })).not.toBeInTheDocument()
    expect(orderNow(order.orderSn).lifecycle.state).toBe('cancelled')
  })

  it('closes the cancel dialog without cancelling', async () => {
    const { order } = await unpaidOrder(BUYER)
    const { user } = listOf(order.orderSn)
    await user.click((await card(order.orderSn)).getByRole('button', { name: /^Cancelar pedido/ }))
    const dialog = within(await screen.findByRole('dialog', {}, SLOW))
    await dialog.findByRole('radio', { name: 'Ya no necesito el pedido' }, SLOW)
    await user.click(dialog.getByRole('button', { name: 'No cancelar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingPayment')
  })

  it('offers "Pagar depósito" and "Cancelar pedido" on a quoted reservation order, never "Pagar"', async () => {
    const quoted = await quotedReservation(BUYER)
    listOf(quoted.orderSn)
    const waiting = await card(quoted.orderSn)
    expect(waiting.getByText('Pedido de reserva')).toBeInTheDocument()
    expect(waiting.getByText('Pendiente de pago del depósito')).toBeInTheDocument()
    expect(
      waiting.getByRole('link', { name: `Pagar depósito del pedido ${quoted.orderSn}` }),
    ).toHaveAttribute('href', `/buy/pay?paySn=${quoted.depositPaySn}&payFrom=2`)
    expect(waiting.getByRole('button', { name: /^Cancelar pedido/ })).toBeInTheDocument()
    expect(waiting.queryByRole('link', { name: /^Pagar el pedido/ })).not.toBeInTheDocument()
  })

  it('offers "Pagar saldo final" with the final payment countdown once the goods are prepared', async () => {
    const { order, final } = await finalPaymentReservation(BUYER)
    listOf(order.orderSn)
    const article = await card(order.orderSn)
    expect(article.getByText('Pendiente de pago final')).toBeInTheDocument()
    expect(
      article.getByRole('link', { name: `Pagar saldo final del pedido ${order.orderSn}` }),
    ).toHaveAttribute('href', `/buy/pay?paySn=${final.paySn}&payFrom=2`)
    expect(article.getByText(/Tiempo restante para pagar el saldo final/)).toBeInTheDocument()
    expect(article.getByRole('timer').textContent).toMatch(/^16[78]:\d\d:\d\d$/)
    expect(article.queryByRole('button', { name: /^Cancelar pedido/ })).not.toBeInTheDocument()
    // deposit and final amounts of a reservation order
    expect(article.getByText('Depósito')).toBeInTheDocument()
    expect(article.getByText('Saldo final')).toBeInTheDocument()
  })

  it('buys again: every line goes to the cart, then the cart opens', async () => {
    const order = seeded('regular', 'pendingReview')
    db.cartLines.deleteMany((q) => q.where({ memberId: order.memberId }))
    const { user, router } = listOf(order.orderSn)
    await user.click((await card(order.orderSn)).getByRole('button', { name: /^Volver a comprar/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/index'), SLOW)
    const lines = db.cartLines.findMany((q) => q.where({ memberId: order.memberId }))
    expect(lines.map((line) => [line.productId, line.buyNum])).toEqual(
      order.lines.map((line) => [line.productId, line.buyNum]),
    )
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
  })

  it('buys again with a line off shelf: adds the rest and says which line was refused and why', async () => {
    const order = seeded('regular', 'completed')
    expect(order.lines.length).toBeGreaterThan(1)
    const [kept, gone] = order.lines
    const product = db.products.findFirst((q) => q.where({ productId: gone!.productId }))!
    await db.goods.update((q) => q.where({ goodsId: product.goodsId }), { data: (g) => void (g.state = 0) })
    db.cartLines.deleteMany((q) => q.where({ memberId: order.memberId }))
    const { user, router } = listOf(order.orderSn)
    await user.click((await card(order.orderSn)).getByRole('button', { name: /^Volver a comprar/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Productos añadidos al carrito' }, SLOW))
    expect(dialog.getByText('Se añadió 1 producto del pedido al carrito.')).toBeInTheDocument()
    expect(
      dialog.getByText(`${gone!.goodsName}: El producto ha sido retirado de la venta.`),
    ).toBeInTheDocument()
    expect(
      db.cartLines.findMany((q) => q.where({ memberId: order.memberId })).map((line) => line.productId),
    ).toEqual([kept!.productId])
    await user.click(dialog.getByRole('button', { name: 'Ir al carrito' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/index'))
  })

  it('says so when no line of the order can be bought again', async () => {
    const order = seeded('regular', 'pendingReview')
    const product = db.products.findFirst((q) => q.where({ productId: order.lines[0]!.productId }))!
    await db.goods.update((q) => q.where({ goodsId: product.goodsId }), { data: (g) => void (g.state = 0) })
    const { user, router } = listOf(order.orderSn)
    await user.click((await card(order.orderSn)).getByRole('button', { name: /^Volver a comprar/ }))
    const alert = within(await screen.findByRole('alertdialog', {}, SLOW))
    expect(
      alert.getByText('No se pudo añadir ningún producto de este pedido al carrito.'),
    ).toBeInTheDocument()
    expect(alert.getByText(/El producto ha sido retirado de la venta\.$/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/member/order/list')
  })

  it('links orders with batches to their logistics and an open refund to its detail', async () => {
    const refunded = seeded('regular', 'afterSales')
    const refund = db.refunds.findFirst((q) => q.where({ orderSn: refunded.orderSn }))!
    listOf(refunded.orderSn)
    const article = await card(refunded.orderSn)
    expect(article.getByText('Reembolso/Posventa')).toBeInTheDocument()
    expect(article.getByRole('link', { name: /^Ver reembolso/ })).toHaveAttribute(
      'href',
      `/member/order/refund/detail?afsSn=${refund.afsSn}`,
    )
    expect(article.getByRole('link', { name: /^Logística/ })).toHaveAttribute(
      'href',
      `/member/order/logistics?orderSn=${refunded.orderSn}`,
    )
    expect(article.queryByRole('link', { name: /^Solicitar reembolso/ })).not.toBeInTheDocument()
  })

  it('shows every seeded state with the actions of its machine', async () => {
    renderAt('/member/order/list?limit=50')
    const shipment = await card(seeded('regular', 'pendingShipment').orderSn)
    expect(shipment.getByRole('link', { name: /^Solicitar reembolso/ })).toHaveAttribute(
      'href',
      `/member/order/refund/apply?orderSn=${seeded('regular', 'pendingShipment').orderSn}`,
    )
    const pickup = await card(seeded('reservation', 'waitingPickup').orderSn)
    expect(pickup.getByText('Pendiente de recogida')).toBeInTheDocument()
    expect(pickup.queryByRole('button')).not.toBeInTheDocument()
    const overdue = await card(seeded('reservation', 'closedOverdue').orderSn)
    expect(overdue.getByText('Cerrado por pago final vencido')).toBeInTheDocument()
    expect(overdue.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Volver a comprar/),
      expect.stringMatching(/^Eliminar pedido/),
    ])
    // a new address only before anything ships (issue 16 item 6)
    expect(shipment.getByRole('button', { name: /^Cambiar dirección/ })).toBeInTheDocument()
    expect(pickup.queryByRole('button', { name: /^Cambiar dirección/ })).not.toBeInTheDocument()
  })
})

describe('order detail', () => {
  it('words the quote in its history with the money formatter and lists the deposit and the final payment once both are paid', async () => {
    let order = await reservationOrder(BUYER)
    await approve(order)
    await quote(orderNow(order.orderSn), 651.16)
    order = orderNow(order.orderSn)
    await markPaymentPaid(
      db.payments.findFirst((q) => q.where({ paySn: order.depositPaySn! }))!,
      'balance',
      1,
    )
    await prepare(orderNow(order.orderSn))
    order = orderNow(order.orderSn)
    await markPaymentPaid(
      db.payments.findFirst((q) => q.where({ paySn: order.finalPaySn! }))!,
      'credit',
      1,
    )
    renderAt(`/member/order/detail?orderSn=${order.orderSn}`)
    const history = within(await screen.findByRole('region', { name: 'Historial del pedido' }, SLOW))
    expect(
      history.getByText('Cotización del proveedor: US$ 651,16; depósito de US$ 195,35.'),
    ).toBeInTheDocument()
    expect(history.queryByText(/USD|651\.16/)).not.toBeInTheDocument()
    const payments = within(
      within(screen.getByRole('region', { name: 'Pago' })).getByRole('table', { name: 'Pagos del pedido' }),
    )
    const rows = payments.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Depósito')
    expect(rows[0]).toHaveTextContent(order.depositPaySn!)
    expect(rows[0]).toHaveTextContent(formatMoney(195.35))
    expect(rows[0]).toHaveTextContent('Saldo prepago')
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Saldo final')
    expect(rows[1]).toHaveTextContent(order.finalPaySn!)
    expect(rows[1]).toHaveTextContent(formatMoney(455.81))
    expect(rows[1]).toHaveTextContent('Crédito')
  })

  it('shows a reservation order waiting for pickup: progress of its machine, pickup code and QR code, batches, history', async () => {
    const order = seeded('reservation', 'waitingPickup')
    renderAt(`/member/order/detail?orderSn=${order.orderSn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalle del pedido' }, SLOW),
    ).toBeInTheDocument()
    const progress = within(screen.getByRole('region', { name: 'Progreso del pedido' }))
    const steps = progress.getAllByRole('listitem')
    expect(steps.map((step) => step.textContent?.replace(/\s*\(.*\)$/, ''))).toEqual([
      'Pendiente de revisión del proveedor',
      'Pendiente de cotización del proveedor',
      'Pendiente de pago del depósito',
      'El proveedor prepara la mercancía',
      'Pendiente de pago final',
      'Pendiente de envío',
      'Enviado en lotes',
      'Pendiente de recogida',
      'Pendiente de confirmación de recepción',
      'Finalizado',
    ])
    const current = steps.find((step) => step.getAttribute('aria-current') === 'step')!
    expect(current).toHaveTextContent('Pendiente de recogida (estado actual)')
    expect(steps[0]).toHaveTextContent('(hecho)')
    const pickup = within(screen.getByRole('region', { name: 'Código de recogida' }))
    expect(pickup.getByText(order.pickupCode!)).toBeInTheDocument()
    expect(
      pickup.getByRole('img', { name: `Código QR del código de recogida ${order.pickupCode}` }),
    ).toBeInTheDocument()
    const batches = within(screen.getByRole('region', { name: 'Lotes y logística' }))
    expect(batches.getAllByRole('article')).toHaveLength(order.batches.length)
    expect(batches.getByText(order.batches[0]!.containerNumber)).toBeInTheDocument()
    expect(batches.getByRole('link', { name: /^Ver la logística/ })).toHaveAttribute(
      'href',
      `/member/order/logistics?orderSn=${order.orderSn}`,
    )
    const quote = within(screen.getByRole('region', { name: 'Cotización del proveedor' }))
    expect(quote.getByText('Total cotizado')).toBeInTheDocument()
    expect(screen.getByText(order.contractNo!)).toBeInTheDocument()
    const payment = within(screen.getByRole('region', { name: 'Pago' }))
    expect(payment.getByText('Pago del depósito').nextElementSibling).toHaveTextContent('Pagado')
    expect(payment.getByText('Pago del saldo final').nextElementSibling).toHaveTextContent('Pagado')
    const history = within(screen.getByRole('region', { name: 'Historial del pedido' }))
    expect(history.getAllByRole('listitem')).toHaveLength(order.log.length)
    expect(history.getAllByText('Por: Proveedor').length).toBeGreaterThan(0)
  })

  it('shows a closed overdue reservation order with its forfeited deposit and nothing left to pay', async () => {
    const order = seeded('reservation', 'closedOverdue')
    renderAt(`/member/order/info?orderSn=${order.orderSn}`)
    const summary = within(await screen.findByRole('region', { name: `Pedido ${order.orderSn}` }, SLOW))
    expect(summary.getByText('Cerrado por pago final vencido')).toBeInTheDocument()
    expect(
      summary.getByText(
        /El saldo final no se pagó antes del plazo: el pedido se cerró y se perdió el depósito de US\$/,
      ),
    ).toBeInTheDocument()
    expect(summary.queryByRole('link', { name: /^Pagar/ })).not.toBeInTheDocument()
    expect(summary.queryByRole('timer')).not.toBeInTheDocument()
    const steps = within(screen.getByRole('region', { name: 'Progreso del pedido' })).getAllByRole('listitem')
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step')
    expect(steps.at(-1)).toHaveTextContent('Cerrado por pago final vencido')
  })

  it('counts down the deposit’s 24 h window and offers "Pagar depósito" and "Cancelar pedido"', async () => {
    const order = await quotedReservation(BUYER)
    renderAt(`/member/order/detail?orderSn=${order.orderSn}`)
    const summary = within(await screen.findByRole('region', { name: `Pedido ${order.orderSn}` }, SLOW))
    expect(summary.getByRole('timer').textContent).toMatch(/^(23:59:\d\d|24:00:00)$/)
    expect(summary.getByRole('link', { name: /^Pagar depósito/ })).toHaveAttribute(
      'href',
      `/buy/pay?paySn=${order.depositPaySn}&payFrom=2`,
    )
    expect(summary.getByRole('button', { name: /^Cancelar pedido/ })).toBeInTheDocument()
  })

  it('confirms receipt of a reservation order from its detail: it becomes "Finalizado" and can be evaluated', async () => {
    const order = await receivableReservation(BUYER)
    const { user } = renderAt(`/member/order/detail?orderSn=${order.orderSn}`)
    const summary = within(await screen.findByRole('region', { name: `Pedido ${order.orderSn}` }, SLOW))
    expect(summary.getByText(/Confirmación automática de la recepción en/)).toBeInTheDocument()
    await user.click(summary.getByRole('button', { name: /^Confirmar recepción/ }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar recepción' }),
    )
    await waitFor(() => expect(summary.getByText('Finalizado')).toBeInTheDocument(), SLOW)
    expect(summary.getByRole('link', { name: /^Valorar/ })).toHaveAttribute(
      'href',
      `/member/order/evaluate?orderSn=${order.orderSn}`,
    )
    expect(orderNow(order.orderSn).lifecycle.state).toBe('finished')
  })

  it('lists the refunds of an order with links to their detail', async () => {
    const order = seeded('regular', 'afterSales')
    renderAt(`/member/order/detail?orderSn=${order.orderSn}`)
    const refunds = within(await screen.findByRole('region', { name: 'Reembolsos' }, SLOW))
    const refund = db.refunds.findFirst((q) => q.where({ orderSn: order.orderSn }))!
    expect(refunds.getByRole('link', { name: `Reembolso ${refund.afsSn}` })).toHaveAttribute(
      'href',
      `/member/order/refund/detail?afsSn=${refund.afsSn}`,
    )
  })
})

describe('order logistics', () => {
  it('shows units shipped of the total and each batch with its five logistics steps and events', async () => {
    const order = seeded('reservation', 'shipping')
    renderAt(`/member/order/logistics?orderSn=${order.orderSn}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logística del pedido' }, SLOW),
    ).toBeInTheDocument()
    const total = order.lines.reduce((sum, line) => sum + line.buyNum, 0)
    const shipped = order.batches.reduce((sum, batch) => sum + batch.units, 0)
    expect(screen.getByText(`Unidades enviadas: ${shipped} de ${total}`)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Unidades enviadas' })).toHaveAttribute(
      'value',
      String(shipped),
    )
    const batch = within(screen.getByRole('region', { name: 'Lote 1' }))
    const steps = within(batch.getByRole('list', { name: 'Estado logístico del lote 1' })).getAllByRole(
      'listitem',
    )
    expect(steps.map((step) => step.textContent?.replace(/\s*\(.*\)$/, ''))).toEqual([
      'En preparación',
      'Preparado',
      'Esperando transporte',
      'En tránsito',
      'Entregado',
    ])
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toHaveLength(1)
    expect(batch.getByText(order.batches[0]!.containerNumber)).toBeInTheDocument()
    expect(batch.getByText(order.batches[0]!.carrier)).toBeInTheDocument()
    expect(batch.getByRole('heading', { name: 'Seguimiento del lote 1' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /^Código QR/ })).not.toBeInTheDocument()
  })

  it('shows the pickup code and its QR code while the goods wait for pickup', async () => {
    const order = seeded('regular', 'pendingPickup')
    renderAt(`/member/order/logistics?orderSn=${order.orderSn}`)
    const pickup = within(await screen.findByRole('region', { name: 'Código de recogida' }, SLOW))
    expect(pickup.getByText(order.pickupCode!)).toBeInTheDocument()
    expect(
      pickup.getByRole('img', { name: `Código QR del código de recogida ${order.pickupCode}` }),
    ).toBeInTheDocument()
  })

  it('answers "El pedido no existe." for another member’s order', async () => {
    const order = seeded('regular', 'pendingShipment')
    await signIn('personal@example.com')
    renderAt(`/member/order/logistics?orderSn=${order.orderSn}`)
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('El pedido no existe.')
  })
})
