// The quote-order page against the mock backend (issue 6 item 6; SPEC.md §4 reservation orders): the seeded
// reservation orders of comprador@example.com in every state of their lifecycle, the tabs, the amounts of a
// quote and the next payment the lifecycle asks of the buyer.
import { screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { db, type OrderRecord } from '../../../mocks/db'
import { memberOf, tokenOf } from '../../../mocks/fixtures/payment-fixtures'
import { resetDatabase } from '../../../mocks/persistence'
import { renderWithProviders } from '../../../tests/render'
import { getMemberInfo } from '../../api/member'
import type { OrderSummary } from '../../api/orders'
import { session } from '../../api/session'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { isInTab, nextPaymentOf, quoteRowOf } from './quote-order-rows'
import { quoteOrdersLoader, quoteOrdersParams } from './quote-orders-loader'
import { QuoteOrdersRoute, quoteOrdersHref } from './quote-orders-route'

const BUYER = 'comprador@example.com'

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/member/order/quoteOrder', element: <QuoteOrdersRoute />, loader: quoteOrdersLoader },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

async function logIn(email = BUYER) {
  await resetDatabase()
  const token = await tokenOf(email)
  session.setTokens({ accessToken: token, refreshToken: undefined })
  session.setMemberInfo(await getMemberInfo())
}

const reservations = () =>
  db.orders
    .findMany((q) => q.where({ memberId: memberOf(BUYER).memberId }))
    .filter((order) => order.orderType === 2)

const inState = (state: string): OrderRecord => {
  const order = reservations().find((o) => o.lifecycle.state === state)
  if (!order) throw new Error(`no seeded reservation order in ${state}`)
  return order
}

const cardOf = async (orderSn: string) =>
  (await screen.findByRole('heading', { level: 2, name: `Pedido ${orderSn}` })).closest('article')!

describe('quote orders page', () => {
  it('lists every reservation order, the deposit to pay with “Pagar depósito” and the quote’s amounts', async () => {
    await logIn()
    const order = inState('waitingDeposit')
    renderAt('/member/order/quoteOrder?limit=50')
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos de cotización' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getAllByRole('article')).toHaveLength(reservations().length)

    const card = await cardOf(order.orderSn)
    expect(within(card).getByText('Pendiente de pago del depósito')).toBeVisible()
    expect(
      within(card).getByRole('link', { name: `Pagar depósito del pedido ${order.orderSn}` }),
    ).toHaveAttribute('href', `/buy/pay?paySn=${order.depositPaySn}&payFrom=2`)
    expect(within(card).getByText(formatMoney(order.depositAmount!))).toBeVisible()
    expect(within(card).getByText(formatMoney(order.finalAmount!))).toBeVisible()
    expect(within(card).getByText(formatMoney(order.quote!.total))).toBeVisible()
    expect(within(card).queryByRole('link', { name: /Pagar saldo final/ })).toBeNull()
    expect(within(card).getByRole('link', { name: `Ver pedido ${order.orderSn}` })).toHaveAttribute(
      'href',
      `/member/order/detail?orderSn=${order.orderSn}`,
    )
  })

  it('offers “Pagar saldo final” with its deadline while the final payment is due, and no payment otherwise', async () => {
    await logIn()
    const due = inState('waitingFinalPayment')
    const preparing = inState('preparing')
    renderAt('/member/order/quoteOrder?tab=quoted&limit=50')
    const card = await cardOf(due.orderSn)
    expect(
      within(card).getByRole('link', { name: `Pagar saldo final del pedido ${due.orderSn}` }),
    ).toHaveAttribute('href', `/buy/pay?paySn=${due.finalPaySn}&payFrom=2`)
    expect(
      within(card).getByText(formatDateTime(new Date(due.finalPaymentDeadline!).toISOString())),
    ).toBeVisible()
    const other = await cardOf(preparing.orderSn)
    expect(within(other).queryByRole('link', { name: /^Pagar/ })).toBeNull()
  })

  it('shows under “Pendientes de cotización” only the orders the supplier has not quoted yet', async () => {
    await logIn()
    const waiting = reservations().filter((o) =>
      ['waitingReview', 'waitingQuote'].includes(o.lifecycle.state),
    )
    renderAt('/member/order/quoteOrder?tab=pending')
    expect(await screen.findByRole('link', { name: 'Pendientes de cotización' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent).sort()).toEqual(
      waiting.map((o) => `Pedido ${o.orderSn}`).sort(),
    )
    for (const card of cards) {
      expect(within(card).getByText('El proveedor aún no ha cotizado este pedido.')).toBeVisible()
      expect(within(card).queryByRole('link', { name: /^Pagar/ })).toBeNull()
    }
  })

  it('paginates a filtered tab with a true count', async () => {
    await logIn()
    const quoted = reservations().filter(
      (o) => !['waitingReview', 'waitingQuote'].includes(o.lifecycle.state),
    )
    expect(quoted.length).toBeGreaterThan(10)
    renderAt('/member/order/quoteOrder?tab=quoted&limit=10&page=2')
    await screen.findAllByRole('article')
    expect(screen.getAllByRole('article')).toHaveLength(quoted.length - 10)
    expect(screen.getByText(`${quoted.length} pedidos`)).toBeInTheDocument()
  })

  it('tells a member without reservation orders so', async () => {
    await logIn('personal@example.com')
    renderAt('/member/order/quoteOrder')
    expect(await screen.findByText('No tiene pedidos de mercancía reservada.')).toBeVisible()
  })
})

describe('quote order rows', () => {
  const order = (state: string, overrides: Partial<OrderSummary> = {}) =>
    ({
      orderSn: 'R00000001',
      depositPaySn: 'PD00000001',
      finalPaySn: 'PF00000001',
      depositAmount: 30.01,
      finalAmount: 70.02,
      lifecycle: { kind: 'reservation', state, context: {} },
      ...overrides,
    }) as OrderSummary

  it('asks for the payment the lifecycle’s state names, and nothing for an unknown state', () => {
    expect(nextPaymentOf(order('waitingDeposit'))).toEqual({ kind: 'deposit', paySn: 'PD00000001' })
    expect(nextPaymentOf(order('waitingFinalPayment'))).toEqual({ kind: 'final', paySn: 'PF00000001' })
    expect(nextPaymentOf(order('preparing'))).toBeNull()
    expect(nextPaymentOf(order('waitingDeposit', { depositPaySn: null }))).toBeNull()
    expect(nextPaymentOf(order('somethingNew'))).toBeNull()
  })

  it('adds the quote in cents and has no total before the quote', () => {
    expect(quoteRowOf(order('waitingDeposit')).quoteTotal).toBe(100.03)
    expect(
      quoteRowOf(order('waitingQuote', { depositAmount: null, finalAmount: null })).quoteTotal,
    ).toBeNull()
  })

  it('puts the orders before the quote in one tab and all the others in the other', () => {
    expect(isInTab('pending', order('waitingReview'))).toBe(true)
    expect(isInTab('pending', order('waitingQuote'))).toBe(true)
    expect(isInTab('quoted', order('waitingQuote'))).toBe(false)
    expect(isInTab('quoted', order('finished'))).toBe(true)
    expect(isInTab('all', order('cancelled'))).toBe(true)
  })

  it('reads the tab, page and size from the URL and writes it back without defaults', () => {
    const params = (search: string) => quoteOrdersParams(new URLSearchParams(search))
    expect(params('')).toEqual({ tab: 'all', page: 1, limit: 20 })
    expect(params('tab=quoted&page=2&limit=10')).toEqual({ tab: 'quoted', page: 2, limit: 10 })
    expect(params('tab=x&page=abc&limit=13')).toEqual({ tab: 'all', page: 1, limit: 20 })
    expect(quoteOrdersHref({ tab: 'all', page: 1, limit: 20 })).toBe('/member/order/quoteOrder')
    expect(quoteOrdersHref({ tab: 'pending', page: 2, limit: 50 })).toBe(
      '/member/order/quoteOrder?tab=pending&page=2&limit=50',
    )
  })
})
