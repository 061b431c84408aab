import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ContractDetailView } from '../../src/features/contracts/contract-detail-view'
import { detail, signedDetail } from './fixtures'

const meta = {
  title: 'Contratos/Detalle',
  component: ContractDetailView,
  args: {
    status: 'ready',
    contract: detail,
    loadError: null,
    actionError: null,
    busy: false,
    confirmingCancel: false,
    cancelled: false,
    onCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContractDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const PendingSignature: Story = {}
export const Signed: Story = { args: { contract: signedDetail } }
export const ConfirmingCancel: Story = { args: { confirmingCancel: true } }
export const Cancelled: Story = {
  args: { contract: { ...detail, state: 'cancelled', canSign: false, canCancel: false }, cancelled: true },
}
export const CancelRefused: Story = { args: { actionError: { text: 'Este contrato no se puede anular.' } } }
export const Loading: Story = { args: { status: 'loading', contract: null } }
export const NotFound: Story = {
  args: { status: 'loadFailed', contract: null, loadError: { text: 'El contrato no existe.' } },
}
