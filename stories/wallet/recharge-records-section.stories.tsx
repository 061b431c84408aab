import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Recharge } from '../../src/api/wallet'
import {
  RechargeRecordsSection,
  type RechargeRecordActions,
} from '../../src/features/wallet/recharge-records-section'
import { recharge } from './fixtures'

const pending = recharge({
  rechargeSn: 'RC202603031000000002',
  amount: 30,
  payMethod: 'tropipay',
  payState: 'unpaid',
  voucherUrl: null,
})
const records = [
  pending,
  recharge(),
  recharge({
    rechargeSn: 'RC202603011000000003',
    payMethod: 'tropipay',
    payState: 'cancelled',
    voucherUrl: null,
  }),
]

const actions: RechargeRecordActions = {
  isResumable: (record: Recharge) => record.payState === 'unpaid' && record.payMethod === 'tropipay',
  confirming: null,
  busy: null,
  error: null,
  cancelledSn: null,
  onContinue: fn(),
  onCancel: fn(),
  onCancelConfirm: fn(),
  onCancelDismiss: fn(),
}

const meta = {
  title: 'wallet/RechargeRecordsSection',
  component: RechargeRecordsSection,
  args: { records, page: 1, limit: 10, total: records.length, onPageChange: fn(), actions },
} satisfies Meta<typeof RechargeRecordsSection>

export default meta
type Story = StoryObj<typeof meta>

/** an unpaid e-payment top-up offers "Continuar pago" and "Cancelar" (issue 24 item 6) */
export const WithPendingEPayment: Story = {}

/** "Cancelar" asks first */
export const ConfirmingCancel: Story = { args: { actions: { ...actions, confirming: pending } } }

/** a refused cancel, in the server's words */
export const CancelRefused: Story = {
  args: { actions: { ...actions, error: { text: 'Esta recarga ya no está pendiente de pago.' } } },
}
