import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { paymentFixture } from '../../machines/pay-request/pay-request.fixtures'
import { CreateRequestView } from '../../src/features/pay-request/create-request-view'

const payment = paymentFixture()

const meta = {
  title: 'pay-request/CreateRequestView',
  component: CreateRequestView,
  args: {
    status: 'editing',
    paySn: payment.paySn,
    payment,
    activeRequestSn: null,
    loadError: null,
    error: null,
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreateRequestView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', payment: null } }

export const LoadFailed: Story = {
  args: { status: 'loadFailed', payment: null, loadError: { text: 'No se encontró el registro de pago.' } },
}

export const Editing: Story = {}

export const InvalidValues: Story = {
  args: {
    initialValues: { payerEmail: 'no-es-un-correo', message: 'x'.repeat(201) },
    showAllErrors: true,
  },
}

export const Sending: Story = {
  args: { status: 'sending', initialValues: { payerEmail: 'personal@example.com', message: 'Gracias' } },
}

export const PayerUnknown: Story = {
  args: {
    initialValues: { payerEmail: 'nadie@example.com', message: '' },
    error: { text: 'El pagador no está registrado en la plataforma.' },
  },
}

export const AlreadyPaid: Story = { args: { status: 'alreadyPaid' } }

export const PaymentExpired: Story = { args: { status: 'paymentExpired' } }

export const AwaitingConfirmation: Story = { args: { status: 'awaitingConfirmation' } }

export const AlreadyRequested: Story = {
  args: { status: 'alreadyRequested', activeRequestSn: 'ST202603011000000001' },
}
