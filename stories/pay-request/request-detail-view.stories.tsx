import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { requestFixture } from '../../machines/pay-request/pay-request.fixtures'
import { RequestDetailView } from '../../src/features/pay-request/request-detail-view'

const DAY_MS = 86_400_000

const meta = {
  title: 'pay-request/RequestDetailView',
  component: RequestDetailView,
  args: {
    side: 'applicant',
    status: 'requested',
    request: requestFixture(),
    remainingMs: DAY_MS - 2000,
    busy: false,
    confirmingCancel: false,
    loadError: null,
    actionError: null,
    onCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', request: null } }

export const LoadFailed: Story = {
  args: { status: 'loadFailed', request: null, loadError: { text: 'No se encontró el registro de pago.' } },
}

export const Requested: Story = {}

export const ConfirmingCancel: Story = { args: { confirmingCancel: true } }

export const Cancelling: Story = { args: { busy: true } }

export const CancelRefused: Story = {
  args: { actionError: { text: 'Esta solicitud ya está pagada.' } },
}

export const WaitingPayment: Story = {
  args: {
    status: 'waitingPayment',
    request: requestFixture({ state: 'waitingPayment' }),
    remainingMs: 3_723_000,
  },
}

export const Paid: Story = {
  args: {
    status: 'paid',
    request: requestFixture({ state: 'paid', paidAt: '2026-03-01T15:30:00.000Z' }),
  },
}

export const CancelledByApplicant: Story = {
  args: { status: 'cancelled', request: requestFixture({ state: 'cancelled', cancelledBy: 'applicant' }) },
}

export const RefusedByPayer: Story = {
  args: {
    status: 'cancelled',
    request: requestFixture({
      state: 'cancelled',
      cancelledBy: 'payer',
      refuseReason: 'No reconozco a esta empresa ni estos pedidos.',
    }),
  },
}

export const Expired: Story = { args: { status: 'expired', request: requestFixture({ state: 'expired' }) } }

const payerRequest = (overrides: Parameters<typeof requestFixture>[0] = {}) =>
  requestFixture({
    role: 'payer',
    applicant: {
      memberName: 'Carlos Rodríguez',
      companyName: 'Importadora Caribe S.A.',
      email: 'c***@example.com',
    },
    payer: { memberName: 'Ana Pérez', companyName: '', email: 'personal@example.com' },
    ...overrides,
  })

export const PayerRequested: Story = { args: { side: 'payer', request: payerRequest() } }

export const PayerPaid: Story = {
  args: {
    side: 'payer',
    status: 'paid',
    request: payerRequest({ state: 'paid', paidAt: '2026-03-01T15:30:00.000Z' }),
  },
}

export const PayerCancelled: Story = {
  args: {
    side: 'payer',
    status: 'cancelled',
    request: payerRequest({ state: 'cancelled', cancelledBy: 'applicant' }),
  },
}

export const PayerExpired: Story = {
  args: { side: 'payer', status: 'expired', request: payerRequest({ state: 'expired' }) },
}
