import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { OrderDetail } from '../../src/api/orders'
import { isWaitingPickup, orderActionsOf, orderDeadlinesOf } from '../../src/features/orders/order-actions'
import {
  OrderDetailErrorView,
  OrderDetailView,
  type OrderDetailViewProps,
} from '../../src/features/orders/order-detail-view'
import { orderHistory, orderProgress } from '../../src/features/orders/order-timeline'
import {
  afterSalesDetail,
  cancelledOrder,
  depositOrder,
  detailOf,
  finalPaymentOrder,
  idleFlow,
  overdueDetail,
  paidOrder,
  pendingTransferOrder,
  receiptOrder,
  reservationOrder,
  reservationPickupDetail,
  storyClock,
  unpaidOrder,
} from './fixtures'

/** The props the detail route computes from an order. */
const of = (order: OrderDetail, summary: Partial<OrderDetailViewProps['summary']> = {}) => ({
  order,
  summary: {
    transferRejectReason: null,
    clock: storyClock,
    deadlines: orderDeadlinesOf(order),
    onDeadline: fn(),
    actions: orderActionsOf(order),
    pending: null,
    onAction: fn(),
    ...summary,
  },
  progress: orderProgress(order),
  history: orderHistory(order),
  waitingPickup: isWaitingPickup(order),
})

const unpaid = detailOf(unpaidOrder, { invoice: null })

const meta = {
  title: 'Pedidos/Detalle del pedido',
  component: OrderDetailView,
  args: {
    ...of(unpaid),
    actionFlow: idleFlow,
  },
} satisfies Meta<typeof OrderDetailView>

export default meta

type Story = StoryObj<typeof meta>

export const AwaitingPayment: Story = {}

export const TransferProofRejected: Story = {
  args: of(detailOf(unpaidOrder), {
    transferRejectReason: 'El importe del comprobante no coincide con el pedido.',
  }),
}

export const TransferAwaitingTheStore: Story = { args: of(detailOf(pendingTransferOrder)) }

export const PaidWithVatInvoice: Story = { args: of(detailOf(paidOrder)) }

/** Waiting for receipt confirmation: "Confirmar recepción" and the automatic confirmation countdown. */
export const WaitingForReceipt: Story = { args: of(detailOf(receiptOrder)) }

export const Cancelled: Story = { args: of(detailOf(cancelledOrder, { invoice: null })) }

export const ReservationWaitingForReview: Story = {
  args: of(detailOf(reservationOrder, { address: null, invoice: null })),
}

/** Quoted: the quote, the contract number and "Pagar depósito" with the deposit's 24 h window. */
export const ReservationWaitingForDeposit: Story = {
  args: of(detailOf(depositOrder), {
    deadlines: { payment: '2026-11-21T09:00:00.000Z', finalPayment: null, receipt: null },
  }),
}

/** Goods prepared: "Pagar saldo final" and the final payment deadline. */
export const ReservationWaitingForFinalPayment: Story = {
  args: of(detailOf(finalPaymentOrder, { depositPayState: 'paid' })),
}

/** Everything shipped in two batches: the pickup code as text and as a QR code. */
export const ReservationWaitingForPickup: Story = { args: of(reservationPickupDetail) }

/** The final payment deadline passed: the order is closed and the deposit forfeited. */
export const ReservationClosedOverdue: Story = { args: of(overdueDetail) }

export const AfterSalesWithARefund: Story = { args: of(afterSalesDetail) }

export const CancelDialogOpen: Story = {
  args: {
    actionFlow: {
      ...idleFlow,
      phase: 'choosingReason',
      orderSn: unpaid.orderSn,
      reasons: [
        { reasonId: 1, content: 'Ya no necesito los productos' },
        { reasonId: 2, content: 'Me equivoqué de producto o de cantidad' },
      ],
    },
  },
}

export const OrderNotFound: Story = {
  render: () => <OrderDetailErrorView message={{ text: 'El pedido no existe.' }} />,
}
