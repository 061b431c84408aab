import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { requestFixture } from '../../machines/pay-request/pay-request.fixtures'
import { PayerPayView } from '../../src/features/pay-request/payer-pay-view'

const request = (overrides: Parameters<typeof requestFixture>[0] = {}) =>
  requestFixture({
    role: 'payer',
    payer: { memberName: 'Ana Pérez', companyName: '', email: 'personal@example.com' },
    payerBalanceAvailable: 3000,
    payerHasPayPassword: true,
    ...overrides,
  })

const meta = {
  title: 'pay-request/PayerPayView',
  component: PayerPayView,
  args: {
    status: 'requested',
    request: request(),
    remainingMs: 86_398_000,
    busy: false,
    editingRefusal: false,
    refuseReason: '',
    applicantKnown: false,
    identificationPrompts: 0,
    loadError: null,
    actionError: null,
    onIdentify: fn(),
    onAccept: fn(),
    onPay: fn(),
    onRefuse: fn(),
    onSubmitRefusal: fn(),
    onDismissRefusal: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PayerPayView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', request: null } }

export const NotFound: Story = {
  args: { status: 'loadFailed', request: null, loadError: { text: 'No se encontró el registro de pago.' } },
}

export const Requested: Story = {}

/** requested.idle.unidentified after "Aceptar y pagar": why nothing happened, tied to the tick box. */
export const AcceptWithoutIdentifying: Story = { args: { identificationPrompts: 1 } }

/** requested.idle.identified */
export const Identified: Story = { args: { applicantKnown: true } }

export const Accepting: Story = { args: { busy: true, applicantKnown: true } }

export const AcceptRefused: Story = {
  args: { actionError: { text: 'La solicitud de pago por un tercero fue cancelada o caducó.' } },
}

export const EditingRefusal: Story = { args: { editingRefusal: true } }

export const RefusalTooShort: Story = {
  args: { editingRefusal: true, refuseReason: 'x', showRefusalErrors: true },
}

export const Refusing: Story = {
  args: { editingRefusal: true, refuseReason: 'No conozco a esta persona', busy: true },
}

export const WaitingPayment: Story = {
  args: { status: 'waitingPayment', request: request({ state: 'waitingPayment' }), remainingMs: 45_296_000 },
}

export const Paid: Story = {
  args: { status: 'paid', request: request({ state: 'paid', paidAt: '2026-03-01T15:30:00.000Z' }) },
}

export const Cancelled: Story = {
  args: { status: 'cancelled', request: request({ state: 'cancelled', cancelledBy: 'applicant' }) },
}

export const Expired: Story = { args: { status: 'expired', request: request({ state: 'expired' }) } }

export const OwnRequest: Story = { args: { request: request({ role: 'applicant' }) } }
