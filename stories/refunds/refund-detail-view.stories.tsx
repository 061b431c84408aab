import type { Meta, StoryObj } from '@storybook/react-vite'
import { isRefundRefusal } from '../../machines/order-lifecycle/lifecycle'
import { fn } from 'storybook/test'
import { refundFixture } from '../../machines/refund-apply/refund.fixtures'
import { refundSteps } from '../../src/features/refunds/refund-detail-route'
import { RefundDetailView } from '../../src/features/refunds/refund-detail-view'
import type { RefundStateName, RefundType } from '../../src/api/after-sales'

const refund = (state: RefundStateName, type: RefundType = 'return') => {
  const detail = refundFixture(state, type)
  return { refund: detail, steps: refundSteps(detail) }
}

const meta = {
  title: 'refunds/RefundDetailView',
  component: RefundDetailView,
  args: {
    isRefusal: isRefundRefusal,
    status: 'ready',
    ...refund('applied'),
    canReapply: false,
    canWithdraw: true,
    canShipReturn: false,
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

export const Refused: Story = { args: { ...refund('refused', 'refund'), canReapply: true } }

export const WaitingReturn: Story = {
  args: { ...refund('waitingReturn'), canWithdraw: false, canShipReturn: true },
}

export const ReturnBadInput: Story = {
  args: { ...refund('waitingReturn'), canWithdraw: false, canShipReturn: true, showAllErrors: true },
}

export const ShippingReturn: Story = {
  args: { ...refund('waitingReturn'), canWithdraw: false, canShipReturn: true, shipping: true },
}

export const ReturnShipped: Story = { args: { ...refund('returnShipped'), canWithdraw: false } }

export const Refunded: Story = { args: { ...refund('refunded', 'refund'), canWithdraw: false } }

export const RefundedAfterReturn: Story = { args: { ...refund('refunded'), canWithdraw: false } }

export const Withdrawn: Story = { args: { ...refund('withdrawn'), canWithdraw: false } }
