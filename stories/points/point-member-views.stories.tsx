import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import {
  pointOrderLabelOf,
  pointOrderOffersOfCode,
  pointOrderToneOf,
} from '../../machines/point-order/point-order'
import {
  MyPointView,
  PointOrderDetailView,
  PointOrderListView,
} from '../../src/features/points/point-member-views'
import { history, order } from './fixtures'

const meta = {
  title: 'Puntos/Mis puntos',
  component: MyPointView,
  args: {
    memberIntegral: 4500,
    type: 0,
    list: history,
    pagination: { current: 1, pageSize: 10, total: history.length },
    onType: fn(),
    onPage: fn(),
  },
} satisfies Meta<typeof MyPointView>

export default meta
type Story = StoryObj<typeof meta>

export const History: Story = {}
export const Expenses: Story = { args: { type: 2, list: history.filter((e) => e.value < 0) } }
export const Empty: Story = { args: { list: [], pagination: { current: 1, pageSize: 10, total: 0 } } }
export const Orders: Story = {
  render: () => (
    <PointOrderListView
      tabs={[{ code: null, label: { id: 'points.my.filterAll', defaultMessage: 'Todos' } }]}
      orderState={null}
      list={[order, { ...order, orderSn: 'PT202611010000000002', orderState: 10, cashAmount: 15 }]}
      pagination={{ current: 1, pageSize: 10, total: 2 }}
      labelOf={pointOrderLabelOf}
      toneOf={pointOrderToneOf}
      canPay={(code) => pointOrderOffersOfCode(code).pay}
      onTab={fn()}
      onPage={fn()}
    />
  ),
}
export const OrderDetail: Story = {
  render: () => (
    <PointOrderDetailView
      status="ready"
      order={order}
      error={null}
      labelOf={pointOrderLabelOf}
      toneOf={pointOrderToneOf}
      offers={pointOrderOffersOfCode(order.orderState)}
      onCancel={fn()}
      onReceive={fn()}
      onDelete={fn()}
      onRetry={fn()}
    />
  ),
}
