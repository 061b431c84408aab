// The order detail against the mock backend (issue 5 item 7; SPEC.md §2, §4): the detail shows everything the
// order holds. (The order list: order-list.test.tsx.)
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { EXPIRED_REASON, markPaymentPaid } from '../../../mocks/lib/order-records'
import { resetDatabase } from '../../../mocks/persistence'
import { A, placeOrder, renderAt, signIn, SLOW } from '../../../tests/fixtures/orders-ui'
import { formatMoney } from '../../i18n/format'

beforeEach(async () => {
  await resetDatabase()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('OrderDetailRoute', () => {
  it('shows the order with its store, lines, amounts, address, invoice, payment and history', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    const orderSn = placed.orderSnList[0]!
    const invoice = db.invoices.findFirst((q) => q.where({ memberId: 1 }))!
    await db.orders.update((q) => q.where({ orderSn }), {
      data(order) {
        order.purchaseOrderNumber = 'OC-2026-0042'
        order.remark = 'Entregar por la mañana'
        order.invoice = { ...invoice }
        order.couponAmount = 5
        order.integralCashAmount = 1
        order.totalMoney = Math.round((order.goodsAmount - 6 + order.expressFee) * 100) / 100
      },
    })
    const order = db.orders.findFirst((q) => q.where({ orderSn }))!
    renderAt(`/member/order/detail?orderSn=${orderSn}`)
    expect(
      await screen.findByRole('heading', { level: 2, name: `Pedido ${orderSn}` }, SLOW),
    ).toBeInTheDocument()
    const summary = within(screen.getByRole('region', { name: `Pedido ${orderSn}` }))
    expect(summary.getByText('Pendiente de pago')).toBeInTheDocument()
    expect(summary.getByText('OC-2026-0042')).toBeInTheDocument()
    expect(summary.getByText('Entregar por la mañana')).toBeInTheDocument()
    expect(summary.getByRole('link', { name: new RegExp(A.store.storeName) })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(summary.getByRole('timer')).toBeInTheDocument()
    expect(summary.getByRole('link', { name: `Pagar el pedido ${orderSn}` })).toHaveAttribute(
      'href',
      `/buy/pay?paySn=${placed.paySn}&payFrom=2`,
    )
    const lines = within(screen.getByRole('region', { name: 'Productos' }))
    expect(lines.getByRole('link', { name: new RegExp(A.goods.goodsName) })).toHaveAttribute(
      'target',
      '_blank',
    )
    const amounts = within(screen.getByRole('region', { name: 'Importes' }))
    expect(amounts.getByText(`−${formatMoney(5)}`)).toBeInTheDocument()
    expect(amounts.getByText(`−${formatMoney(1)}`)).toBeInTheDocument()
    expect(amounts.getByText(formatMoney(order.totalMoney))).toBeInTheDocument()
    const address = within(screen.getByRole('region', { name: 'Dirección de entrega' }))
    expect(address.getByText(order.address!.memberName)).toBeInTheDocument()
    const invoiceBox = within(screen.getByRole('region', { name: 'Factura' }))
    expect(invoiceBox.getByText(new RegExp(invoice.invoiceTitle))).toBeInTheDocument()
    const payment = within(screen.getByRole('region', { name: 'Pago' }))
    expect(payment.getByText('Sin pagar')).toBeInTheDocument()
    expect(payment.getByText(placed.paySn)).toBeInTheDocument()
    const log = within(screen.getByRole('region', { name: 'Historial del pedido' }))
    expect(log.getByText('Pedido enviado; pendiente de pago.')).toBeInTheDocument()
    const progress = within(screen.getByRole('region', { name: 'Progreso del pedido' }))
    expect(progress.getByText('Pendiente de pago').closest('li')).toHaveAttribute('aria-current', 'step')
  })

  it('shows a paid order’s method, trade number and payment in its history', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    const payment = db.payments.findFirst((q) => q.where({ paySn: placed.paySn }))!
    const paid = await markPaymentPaid(payment, 'transfer', payment.memberId)
    renderAt(`/member/order/detail?orderSn=${placed.orderSnList[0]}`)
    const box = within(await screen.findByRole('region', { name: 'Pago' }, SLOW))
    expect(box.getByText('Pagado')).toBeInTheDocument()
    expect(box.getByText('Transferencia bancaria')).toBeInTheDocument()
    expect(box.getByText(paid.tradeSn!)).toBeInTheDocument()
    const log = within(screen.getByRole('region', { name: 'Historial del pedido' }))
    expect(log.getByText('Pagado con Transferencia bancaria')).toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  })

  it('tells the buyer when the store rejected the transfer proof', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    await db.payments.update((q) => q.where({ paySn: placed.paySn }), {
      data: (payment) => void (payment.transferRejectReason = 'El importe no coincide.'),
    })
    renderAt(`/member/order/detail?orderSn=${placed.orderSnList[0]}`)
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'La tienda rechazó el comprobante de transferencia: El importe no coincide.',
    )
  })

  it('shows a cancelled order’s reason', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    clock.advanceHours(25)
    renderAt(`/member/order/detail?orderSn=${placed.orderSnList[0]}`)
    const summary = within(
      await screen.findByRole('region', { name: `Pedido ${placed.orderSnList[0]}` }, SLOW),
    )
    expect(summary.getByText('Cancelado')).toBeInTheDocument()
    expect(summary.getByText(EXPIRED_REASON)).toBeInTheDocument()
    const log = within(screen.getByRole('region', { name: 'Historial del pedido' }))
    expect(log.getByText('Cancelado')).toBeInTheDocument()
    expect(log.getByText(EXPIRED_REASON)).toBeInTheDocument()
  })

  it('answers "El pedido no existe." for another member’s order, and explains a malformed link', async () => {
    await signIn('comprador@example.com')
    const placed = await placeOrder([[A.product.productId, A.goods.minBuyNum]])
    await signIn('personal@example.com')
    renderAt(`/member/order/detail?orderSn=${placed.orderSnList[0]}`)
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('El pedido no existe.')
    expect(screen.getByRole('link', { name: 'Volver a Mis pedidos' })).toHaveAttribute(
      'href',
      '/member/order/list',
    )
  })

  it('explains a link without a valid order number', async () => {
    await signIn('comprador@example.com')
    renderAt('/member/order/detail?orderSn=x')
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'El enlace no indica un número de pedido válido.',
    )
  })
})
