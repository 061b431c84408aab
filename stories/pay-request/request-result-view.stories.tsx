import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { requestFixture } from '../../machines/pay-request/pay-request.fixtures'
import { RequestResultView } from '../../src/features/pay-request/request-result-view'

const meta = {
  title: 'pay-request/RequestResultView',
  component: RequestResultView,
  args: { request: requestFixture(), paidReturn: false, error: null, onRetry: fn() },
} satisfies Meta<typeof RequestResultView>

export default meta
type Story = StoryObj<typeof meta>

export const RequestSent: Story = {}

export const PaidForApplicant: Story = {
  args: {
    paidReturn: true,
    request: requestFixture({ role: 'payer', state: 'paid', paidAt: '2026-03-01T15:30:00.000Z' }),
  },
}

export const PayerNotPaidYet: Story = {
  args: { paidReturn: true, request: requestFixture({ role: 'payer', state: 'waitingPayment' }) },
}

export const NotFound: Story = {
  args: { request: null, error: { text: 'No se encontró el registro de pago.' } },
}
