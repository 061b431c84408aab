// The order list against the mock backend (issue 5 item 7; SPEC.md §2, §4): orders made by the checkout appear
// with their state, the countdown runs on the server's clock, the 24 h window cancels them, search and dates
// filter. (The order detail: order-detail.test.tsx.)
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { EXPIRED_REASON, markPaymentPaid } from '../../../mocks/lib/order-records'
import { resetDatabase } from '../../../mocks/persistence'
import {
  A,
  B,
  card,
  placeOrder,
  renderAt,
  signIn,
  SLOW,
  withoutSeededOrders,
} from '../../../tests/fixtures/orders-ui'
import { formatCountdown, formatMoney } from '../../i18n/format'
import { orderListParams } from './order-list-loader'
import { orderListHref } from './order-list-route'

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('orderListParams', () => {
  it('reads the tab, search, dates, page and size, and falls back to the defaults on anything else', () => {
    expect(
      orderListParams(
        new URLSearchParams(
          'state=10&keyword=%20panel%20&startTime=2026-11-01&endTime=2026-11-30&page=3&limit=50',
        ),
      ),
    ).toEqual({
      state: 10,
      keyword: 'panel',
      startTime: '2026-11-01',
      endTime: '2026-11-30',
      page: 3,
      limit: 50,
    })
    expect(orderListParams(new URLSearchParams('state=15&startTime=ayer&page=-2&limit=7'))).toEqual({
      state: null,
      keyword: '',
      startTime: '',
      endTime: '',
      page: 1,
      limit: 20,
    })
  })

  it('reads a date range typed backwards the right way round', () => {
    expect(orderListParams(new URLSearchParams('startTime=2026-12-31&endTime=2026-01-01'))).toMatchObject({
      startTime: '2026-01-01',
      endTime: '2026-12-31',
    })
  })

  it('keeps the cancelled tab (state 0) in the URL and leaves the defaults out', () => {
    const params = orderListParams(new URLSearchParams('state=0'))
    expect(params.state).toBe(0)
    expect(orderListHref(params)).toBe('/member/order/list?state=0')
    expect(orderListHref({ ...params, state: null })).toBe('/member/order/list')
  })
})

describe('OrderListRoute', () => {
  it('shows the empty state of each tab for a member without orders', async () => {
    await signIn('personal@example.com')
    const { user } = renderAt('/member/order/list')
    expect(await screen.findByText('Aún no tiene pedidos.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Ir de compras' })).toHaveAttribute('href', '/index')
    await user.click(screen.getByRole('link', { name: 'Pendiente de envío' }))
    expect(await screen.findByText('No tiene pedidos pendientes de envío.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pendiente de envío' })).toHaveAttribute('aria-current', 'page')
  })

  it('has a tab for every order status of the glossary', async () => {
    await signIn('personal@example.com')
    renderAt('/member/order/list')
    const tabs = within(await screen.findByRole('navigation', { name: 'Estado del pedido' }, SLOW))
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Todos',
      'Pendiente de pago',
      'Pendiente de envío',
      'Enviado parcialmente',
      'Pendiente de recogida',
      'Pendiente de confirmación de recepción',
      'Pendiente de valoración',
      'Completado',
      'Cancelado',
      'Rechazado',
      'Reembolso/Posventa',
    ])
  })

  it('lists an order made by the checkout under "Pendiente de pago" with its lines, amounts, countdown and "Pagar"', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    const [orderSn] = placed.orderSnList
    const order = db.orders.findFirst((q) => q.where({ orderSn: orderSn! }))!
    const { user, router } = renderAt('/member/order/list?state=10')
    const article = within(await card(orderSn!))
    expect(article.getByText('Pendiente de pago')).toBeInTheDocument()
    expect(article.getByText('Pedido normal')).toBeInTheDocument()
    const storeLink = article.getByRole('link', { name: new RegExp(A.store.storeName) })
    expect(storeLink).toHaveAttribute('target', '_blank')
    const productLink = article.getByRole('link', { name: new RegExp(A.goods.goodsName) })
    expect(productLink).toHaveAttribute('href', `/goods/detail?productId=${A.product.productId}`)
    expect(productLink).toHaveAttribute('target', '_blank')
    expect(
      article.getByText(`${formatMoney(order.lines[0]!.price)} × ${A.goods.minBuyNum}`),
    ).toBeInTheDocument()
    expect(article.getAllByText(formatMoney(order.totalMoney)).length).toBeGreaterThan(0)
    // 24 h window on the server clock, counted down from the server's time (a second may pass)
    const timer = article.getByRole('timer')
    expect(['23:59:59', '24:00:00', '23:59:58']).toContain(timer.textContent)
    const pay = article.getByRole('link', { name: `Pagar el pedido ${orderSn}` })
    expect(pay).toHaveAttribute('href', `/buy/pay?paySn=${placed.paySn}&payFrom=2`)
    await user.click(article.getByRole('link', { name: `Ver detalle del pedido ${orderSn}` }))
    await waitFor(() => expect(router.state.location.search).toBe(`?orderSn=${orderSn}`))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalle del pedido' }, SLOW),
    ).toBeInTheDocument()
  })

  it('counts down on the server’s clock, not the browser’s', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    clock.advanceHours(20) // the server (mock clock) is now 20 h ahead of the browser
    renderAt('/member/order/list')
    const article = within(await card(placed.orderSnList[0]!))
    const shown = article.getByRole('timer').textContent!
    const remaining = new Date(placed.expireTime).getTime() - clock.now()
    // a busy machine may take a few seconds between the render and this line
    const allowed = [0, 1000, 2000, 3000].map((ms) => formatCountdown(remaining + ms))
    expect(allowed).toContain(shown)
    expect(shown.startsWith('03:5') || shown === '04:00:00').toBe(true)
  })

  it('moves an unpaid order to "Cancelado" with the reason once the 24 h window has passed', async () => {
    await signIn('comprador@example.com')
    await withoutSeededOrders()
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    clock.advanceHours(25)
    const { user } = renderAt('/member/order/list?state=10')
    expect(await screen.findByText('No tiene pedidos pendientes de pago.', {}, SLOW)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Cancelado' }))
    const article = within(await card(placed.orderSnList[0]!))
    expect(article.getByText('Cancelado')).toBeInTheDocument()
    expect(article.getByText(`Motivo de la cancelación: ${EXPIRED_REASON}`)).toBeInTheDocument()
    expect(article.queryByRole('link', { name: /^Pagar/ })).not.toBeInTheDocument()
    expect(article.queryByRole('timer')).not.toBeInTheDocument()
  })

  it('loads the list again when a countdown reaches zero, and the order shows cancelled', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    clock.advanceHours(24)
    clock.setOffsetMs(clock.offsetMs() - 3000) // three seconds before the deadline
    renderAt('/member/order/list')
    const orderSn = placed.orderSnList[0]!
    const article = within(await card(orderSn))
    expect(article.getByRole('timer').textContent).toMatch(/^00:00:0[0-3]$/)
    expect(
      await within(await card(orderSn)).findByText(`Motivo de la cancelación: ${EXPIRED_REASON}`, undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument()
  })

  it('shows one card per store of a checkout, each with "Pagar" for the one payment', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([
      [A.product.productId, A.goods.minBuyNum],
      [B.product.productId, B.goods.minBuyNum],
    ])
    expect(placed.orderSnList).toHaveLength(2)
    renderAt('/member/order/list')
    for (const orderSn of placed.orderSnList) {
      const article = within(await card(orderSn))
      expect(article.getByRole('link', { name: `Pagar el pedido ${orderSn}` })).toHaveAttribute(
        'href',
        `/buy/pay?paySn=${placed.paySn}&payFrom=2`,
      )
    }
  })

  it('badges a wire transfer waiting for the store, and a paid order under "Pendiente de envío"', async () => {
    await signIn('comprador@example.com')
    const waiting = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    await db.payments.update((q) => q.where({ paySn: waiting.paySn }), {
      data(payment) {
        payment.payState = 'pendingConfirmation'
        payment.payMethod = 'transfer'
        payment.transferSubmittedAt = clock.now()
      },
    })
    const paid = await placeOrder([[B.product.productId, B.goods.minBuyNum]])
    const payment = db.payments.findFirst((q) => q.where({ paySn: paid.paySn }))!
    await markPaymentPaid(payment, 'balance', payment.memberId)
    const { user, router } = renderAt('/member/order/list')
    const transfer = within(await card(waiting.orderSnList[0]!))
    expect(transfer.getByText('Pendiente de confirmación de la tienda')).toBeInTheDocument()
    expect(transfer.queryByRole('link', { name: /^Pagar/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Pendiente de envío' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Pedido ${waiting.orderSnList[0]}` }),
      ).not.toBeInTheDocument(),
    )
    expect(router.state.location.search).toBe('?state=20')
    const paidCard = within(await card(paid.orderSnList[0]!))
    expect(paidCard.getByText('Pagado')).toBeInTheDocument()
    expect(paidCard.getByText('Pendiente de envío')).toBeInTheDocument()
  })

  it('shows a reservation order with its reservation state and no payment', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    const orderSn = placed.orderSnList[0]!
    await db.orders.update((q) => q.where({ orderSn }), {
      data(order) {
        order.orderType = 2
        order.reserveState = 'waitingReview'
        order.paySn = null
      },
    })
    db.payments.delete((q) => q.where({ paySn: placed.paySn }))
    renderAt('/member/order/list')
    const article = within(await card(orderSn))
    expect(article.getByText('Pedido de reserva')).toBeInTheDocument()
    expect(article.getByText('Pendiente de revisión del proveedor')).toBeInTheDocument()
    expect(article.queryByRole('link', { name: /^Pagar/ })).not.toBeInTheDocument()
  })

  it('finds an order by its number, by store name and by a date range, and keeps the search in the URL', async () => {
    await signIn('comprador@example.com')
    const first = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    const second = await placeOrder([[B.product.productId, B.goods.minBuyNum]])
    const { user, router } = renderAt('/member/order/list')
    await card(second.orderSnList[0]!)
    const search = within(screen.getByRole('search', { name: 'Buscar pedidos' }))
    await user.type(search.getByLabelText('Número de pedido, producto o tienda'), first.orderSnList[0]!)
    await user.click(search.getByRole('button', { name: 'Buscar' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${first.orderSnList[0]}`))
    expect(await card(first.orderSnList[0]!)).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Pedido ${second.orderSnList[0]}` }),
      ).not.toBeInTheDocument(),
    )

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument(),
    )
    const store = within(screen.getByRole('search', { name: 'Buscar pedidos' }))
    await user.type(
      store.getByLabelText('Número de pedido, producto o tienda'),
      B.store.storeName.slice(0, 12),
    )
    await user.click(store.getByRole('button', { name: 'Buscar' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Pedido ${first.orderSnList[0]}` }),
      ).not.toBeInTheDocument(),
    )
    expect(await card(second.orderSnList[0]!)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument(),
    )
    const dates = within(screen.getByRole('search', { name: 'Buscar pedidos' }))
    await user.type(dates.getByLabelText('Desde'), '2020-01-01')
    await user.type(dates.getByLabelText('Hasta'), '2020-12-31')
    await user.click(dates.getByRole('button', { name: 'Buscar' }))
    expect(
      await screen.findByText(
        'Ningún pedido coincide con la búsqueda. Pruebe con otras palabras o fechas.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?startTime=2020-01-01&endTime=2020-12-31')
  })

  it('shows and accepts dates as AAAA-MM-DD in any browser locale, and refuses a bad day in Spanish without searching', async () => {
    await signIn('comprador@example.com')
    const { user, router } = renderAt('/member/order/list?startTime=2026-01-05')
    const search = within(await screen.findByRole('search', { name: 'Buscar pedidos' }, SLOW))
    const from = search.getByLabelText('Desde')
    const until = search.getByLabelText('Hasta')
    // a text field, not the browser's date picker that would read mm/dd/yyyy in an English browser
    expect(from).toHaveAttribute('type', 'text')
    expect(from).toHaveValue('2026-01-05')
    expect(from).toHaveAttribute('placeholder', 'AAAA-MM-DD')
    expect(until).toHaveAccessibleDescription('Formato AAAA-MM-DD')
    const why = 'Escriba una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-01).'
    for (const bad of ['01/31/2026', '2026-02-30', '2026-1-5']) {
      await user.clear(until)
      await user.type(until, bad)
      await user.click(search.getByRole('button', { name: 'Buscar' }))
      expect(until).toHaveAccessibleDescription(`Formato AAAA-MM-DD ${why}`)
      expect(until).toHaveAttribute('aria-invalid', 'true')
      expect(until).toHaveFocus()
      expect(until).toHaveValue(bad)
      expect(router.state.location.search).toBe('?startTime=2026-01-05')
    }
    await user.clear(until)
    await user.type(until, '2026-01-31')
    await user.tab()
    expect(until).not.toHaveAttribute('aria-invalid')
    await user.click(search.getByRole('button', { name: 'Buscar' }))
    await waitFor(() => expect(router.state.location.search).toBe('?startTime=2026-01-05&endTime=2026-01-31'))
  })

  it('pages through the orders with the pager, the page and size in the URL', async () => {
    await signIn('comprador@example.com')
    await withoutSeededOrders()
    const placed: string[] = []
    for (let i = 0; i < 11; i++)
      placed.push(...(await placeOrder([[A.product.productId, A.goods.minBuyNum]])).orderSnList)
    const { user, router } = renderAt('/member/order/list?limit=10')
    expect(await card(placed[10]!)).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&limit=10'))
    expect(await card(placed[0]!)).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })
})
