import type { Meta, StoryObj } from '@storybook/react-vite'
import { isRefundRefusal } from '../../machines/order-lifecycle/lifecycle'
import { fn } from 'storybook/test'
import { refundSteps } from '../../src/features/refunds/refund-detail-route'
import { RefundDetailView } from '../../src/features/refunds/refund-detail-view'
import type { RefundType } from '../../src/api/after-sales'
import { walkedRefund, type EventOf } from '../lifecycle-fixtures'

/** The refund (a return unless told) after these events, and its steps. */
const refund = (events: EventOf<'refund'>[], type: RefundType = 'return') => {
  const detail = walkedRefund(type, events)
  return { refund: detail, steps: refundSteps(detail) }
}

// the events of a refund's life
const refused = { type: 'supplier.refused', reason: 'Faltan fotos del embalaje' } as const
const confirmed = { type: 'supplier.confirmed' } as const
const returnShipped = {
  type: 'return.shipped',
  carrier: 'Transportes Caribe',
  trackingNumber: 'AB123456',
} as const
const returnReceived = { type: 'return.received' } as const
const withdrew = { type: 'buyer.withdrew' } as const

const meta = {
  title: 'refunds/RefundDetailView',
  component: RefundDetailView,
  args: {
    isRefusal: isRefundRefusal,
    status: 'ready',
    ...refund([]),
    canReapply: false,
    canWithdraw: true,
    canShipReturn: false,
    carriers: [
      { expressId: 1, expressName: 'Correos de Cuba' },
      { expressId: 2, expressName: 'Transcargo' },
      { expressId: 3, expressName: 'DHL Express' },
    ],
    confirmingWithdraw: false,
    withdrawing: false,
    shipping: false,
    busy: false,
    loadError: null,
    actionError: null,
    onWithdraw: fn(),
    onConfirmWithdraw: fn(),
    onDismissWithdraw: fn(),
    onSubmitReturn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RefundDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', refund: null, steps: [] } }

export const LoadFailed: Story = {
  args: {
    status: 'loadFailed',
    refund: null,
    steps: [],
    loadError: { text: 'La solicitud de reembolso no existe.' },
  },
}

export const Applied: Story = {}

export const ConfirmingWithdraw: Story = { args: { confirmingWithdraw: true } }

export const Withdrawing: Story = { args: { withdrawing: true } }

export const WithdrawRefused: Story = {
  args: { actionError: { text: 'Esta solicitud ya no se puede retirar.' } },
}

export const Refused: Story = { args: { ...refund([refused], 'refund'), canReapply: true } }

export const WaitingReturn: Story = {
  args: { ...refund([confirmed]), canWithdraw: false, canShipReturn: true },
}

export const ReturnBadInput: Story = {
  args: { ...refund([confirmed]), canWithdraw: false, canShipReturn: true, showAllErrors: true },
}

export const ShippingReturn: Story = {
  args: { ...refund([confirmed]), canWithdraw: false, canShipReturn: true, shipping: true },
}

export const ReturnShipped: Story = { args: { ...refund([confirmed, returnShipped]), canWithdraw: false } }

export const Refunded: Story = { args: { ...refund([confirmed], 'refund'), canWithdraw: false } }

export const RefundedAfterReturn: Story = {
  args: { ...refund([confirmed, returnShipped, returnReceived]), canWithdraw: false },
}

export const Withdrawn: Story = { args: { ...refund([withdrew]), canWithdraw: false } }
