import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OrderListView } from '../../src/features/orders/order-list-view'
import { cancelledOrder, orderList, storyClock, unpaidOrder } from './fixtures'

const meta = {
  title: 'Pedidos/Mis pedidos',
  component: OrderListView,
  args: {
    state: null,
    search: { keyword: '', startTime: '', endTime: '' },
    orders: orderList,
    page: 1,
    limit: 20,
    total: orderList.length,
    clock: storyClock,
    busy: false,
    tabHref: (state) => (state === null ? '/member/order/list' : `/member/order/list?state=${state}`),
    onSearch: fn(),
    onPageChange: fn(),
    onPaymentExpired: fn(),
  },
} satisfies Meta<typeof OrderListView>

export default meta

type Story = StoryObj<typeof meta>

/** Every kind of card: unpaid with its countdown, transfer waiting for the store, paid, cancelled, reservation. */
export const AllOrders: Story = {}

export const PendingPaymentTab: Story = { args: { state: 10, orders: [unpaidOrder], total: 1 } }

/** The server time could not be read: only the deadline is shown, no countdown from the browser clock. */
export const WithoutServerClock: Story = { args: { state: 10, orders: [unpaidOrder], total: 1, clock: null } }

export const CancelledTab: Story = { args: { state: 0, orders: [cancelledOrder], total: 1 } }

export const Loading: Story = { args: { busy: true } }

export const NoOrdersYet: Story = { args: { orders: [], total: 0 } }

export const EmptyPendingShipmentTab: Story = { args: { state: 20, orders: [], total: 0 } }

export const NothingMatchesTheSearch: Story = {
  args: {
    search: { keyword: 'P2026999', startTime: '2026-11-01', endTime: '2026-11-30' },
    orders: [],
    total: 0,
  },
}

export const ManyPages: Story = { args: { page: 3, limit: 10, total: 124 } }
