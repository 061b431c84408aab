import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderLogisticsErrorView, OrderLogisticsView } from '../../src/features/orders/order-logistics-view'
import { BATCHES, partlyShippedOrder, reservationPickupOrder, shippingOrder } from './fixtures'

const meta = {
  title: 'Pedidos/Logística del pedido',
  component: OrderLogisticsView,
  args: {
    order: shippingOrder,
    trace: {
      orderSn: shippingOrder.orderSn,
      unitsTotal: 120,
      unitsShipped: 70,
      pickupCode: null,
      batches: [BATCHES.inTransit],
      address: 'Cuba, La Habana, Plaza de la Revolución, Vedado, Calle 23 n.º 456',
    },
    waitingPickup: false,
  },
} satisfies Meta<typeof OrderLogisticsView>

export default meta

type Story = StoryObj<typeof meta>

/** One batch of two on the sea route: 70 of 120 units shipped. */
export const ShippingInBatches: Story = {}

/** Everything shipped and delivered: the pickup code and its QR code. */
export const WaitingForPickup: Story = {
  args: {
    order: reservationPickupOrder,
    trace: {
      orderSn: reservationPickupOrder.orderSn,
      unitsTotal: 120,
      unitsShipped: 120,
      pickupCode: '731406',
      batches: [{ ...BATCHES.delivered, batchNo: 1, units: 70 }, BATCHES.delivered],
      address: null,
    },
    waitingPickup: true,
  },
}

/** A regular order's first batch still being prepared (no container yet). */
export const FirstBatchInPreparation: Story = {
  args: {
    order: partlyShippedOrder,
    trace: {
      orderSn: partlyShippedOrder.orderSn,
      unitsTotal: 120,
      unitsShipped: 40,
      pickupCode: null,
      batches: [BATCHES.preparing],
      address: 'Cuba, La Habana, Plaza de la Revolución, Vedado, Calle 23 n.º 456',
    },
  },
}

export const NothingShippedYet: Story = {
  args: {
    trace: {
      orderSn: shippingOrder.orderSn,
      unitsTotal: 120,
      unitsShipped: 0,
      pickupCode: null,
      batches: [],
      address: null,
    },
  },
}

export const OrderNotFound: Story = {
  render: () => <OrderLogisticsErrorView message={{ text: 'El pedido no existe.' }} />,
}
