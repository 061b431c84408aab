import type { Meta, StoryObj } from '@storybook/react-vite'
import { GatewayNotCompletedView } from '../../src/features/payment/tropipay-return-view'
import { PAY_SN } from './fixtures'

const meta = {
  title: 'payment/GatewayNotCompletedView',
  component: GatewayNotCompletedView,
  args: { paySn: PAY_SN },
} satisfies Meta<typeof GatewayNotCompletedView>

export default meta
type Story = StoryObj<typeof meta>

/** gatewayNotCompleted — /tropipay/fail (or /tropipay/success with an unpaid payment) */
export const NotCompleted: Story = {}
