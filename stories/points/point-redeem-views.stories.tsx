import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PointConfirmView, PointPayView } from '../../src/features/points/point-redeem-views'
import { confirm, drill, order } from './fixtures'

const meta = {
  title: 'Puntos/Canje',
  component: PointConfirmView,
  args: {
    status: 'editing',
    confirm,
    number: 1,
    addressId: 7,
    errors: {},
    error: null,
    orderSn: null,
    onNumber: fn(),
    onAddress: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PointConfirmView>

export default meta
type Story = StoryObj<typeof meta>

export const Editing: Story = {}
export const Loading: Story = { args: { status: 'loading', confirm: null } }
export const InsufficientPoints: Story = {
  args: {
    confirm: { ...confirm, memberIntegral: 100 },
    errors: { integral: { id: 'validation.points.insufficient' } },
  },
}
export const ServerRefusal: Story = { args: { error: { text: 'Puntos insuficientes' } } }
export const Redeemed: Story = { args: { status: 'redeemed', orderSn: order.orderSn } }
export const Pay: Story = {
  render: () => (
    <PointPayView
      status="ready"
      info={{
        order: { ...order, goodsName: drill.goodsName, orderState: 10, cashAmount: 15 },
        needPay: 15,
        balanceAvailable: 2000,
        hasPayPassword: true,
      }}
      passwordError={null}
      error={{ text: 'La contraseña de pago no es correcta.' }}
      onPay={fn()}
      onRetry={fn()}
    />
  ),
}
