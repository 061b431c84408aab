import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import {
  PaymentExpiredView,
  PaymentLoadFailedView,
  PaymentLoadingView,
  PaymentPaidView,
} from '../../src/features/payment/payment-outcome-view'
import { FINAL_PAYMENT_INFO, PAY_SN, payInfo, windowOf } from './fixtures'

const meta = {
  title: 'payment/PaymentOutcome',
  component: PaymentPaidView,
  args: {
    result: { tradeSn: 'TR202603021530000001', amount: 1234.56, paidAt: null, balanceAfter: 765.44 },
  },
} satisfies Meta<typeof PaymentPaidView>

export default meta
type Story = StoryObj<typeof meta>

/** paid — right after "Pagar" with the prepaid balance */
export const Paid: Story = {}

/** paid — read on entry (already paid, e.g. back from the e-payment gateway) */
export const AlreadyPaid: Story = {
  args: {
    result: {
      tradeSn: 'TR202603021530000001',
      amount: 1234.56,
      paidAt: '2026-03-02T15:30:00.000Z',
      balanceAfter: null,
    },
  },
}

/** expired — the 24 h window ended (the mock cancelled the orders) */
export const Expired: Story = {
  render: () => <PaymentExpiredView paySn={PAY_SN} window={windowOf(payInfo())} />,
}

/** expired — a final payment's 7 days ended: the order closed, the deposit is lost */
export const ExpiredFinalPayment: Story = {
  render: () => (
    <PaymentExpiredView paySn={FINAL_PAYMENT_INFO.paySn!} window={windowOf(payInfo(FINAL_PAYMENT_INFO))} />
  ),
}

/** loading / reloading */
export const Loading: Story = { render: () => <PaymentLoadingView /> }

/** loadFailed */
export const LoadFailed: Story = {
  render: () => (
    <PaymentLoadFailedView error={{ text: 'No se encontró el registro de pago.' }} onRetry={fn()} />
  ),
}
