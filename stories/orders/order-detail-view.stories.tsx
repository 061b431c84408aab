import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OrderDetailErrorView, OrderDetailView } from '../../src/features/orders/order-detail-view'
import { orderTimeline } from '../../src/features/orders/order-timeline'
import {
  cancelledOrder,
  detailOf,
  paidOrder,
  pendingTransferOrder,
  reservationOrder,
  storyClock,
  unpaidOrder,
} from './fixtures'

const unpaid = detailOf(unpaidOrder, { invoice: null })

const meta = {
  title: 'Pedidos/Detalle del pedido',
  component: OrderDetailView,
  args: {
    order: unpaid,
    transferRejectReason: null,
    clock: storyClock,
    timeline: orderTimeline(unpaid, null),
    onPaymentExpired: fn(),
  },
} satisfies Meta<typeof OrderDetailView>

export default meta

type Story = StoryObj<typeof meta>

export const AwaitingPayment: Story = {}

const rejected = detailOf(unpaidOrder)
export const TransferProofRejected: Story = {
  args: {
    order: rejected,
    transferRejectReason: 'El importe del comprobante no coincide con el pedido.',
    timeline: orderTimeline(rejected, {
      transferRejectReason: 'El importe del comprobante no coincide con el pedido.',
    }),
  },
}

const pending = detailOf(pendingTransferOrder)
export const TransferAwaitingTheStore: Story = {
  args: { order: pending, timeline: orderTimeline(pending, null) },
}

const paid = detailOf(paidOrder)
export const PaidWithVatInvoice: Story = { args: { order: paid, timeline: orderTimeline(paid, null) } }

const cancelled = detailOf(cancelledOrder, { invoice: null })
export const Cancelled: Story = { args: { order: cancelled, timeline: orderTimeline(cancelled, null) } }

const reservation = detailOf(reservationOrder, {
  address: null,
  invoice: null,
  purchaseOrderNumber: '',
  remark: '',
})
export const ReservationWaitingForReview: Story = {
  args: { order: reservation, timeline: orderTimeline(reservation, null) },
}

const delivered = detailOf(paidOrder, { orderState: 40, orderStateValue: 'Pendiente de valoración' })
export const WaitingForReview: Story = {
  args: { order: delivered, timeline: orderTimeline(delivered, null) },
}

export const OrderNotFound: Story = {
  args: { order: unpaid },
  render: () => <OrderDetailErrorView message={{ text: 'El pedido no existe.' }} />,
}
