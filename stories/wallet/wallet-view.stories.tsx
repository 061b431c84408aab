import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { WalletView } from '../../src/features/wallet/wallet-view'
import { figures, logRows, recharge } from './fixtures'

const meta = {
  title: 'wallet/WalletView',
  component: WalletView,
  args: {
    figures,
    log: { list: logRows, page: 1, limit: 20, total: logRows.length },
    records: {
      list: [
        recharge(),
        recharge({ rechargeSn: 'RC202603011000000002', payState: 'confirmed', amount: 500 }),
        recharge({
          rechargeSn: 'RC202602281000000003',
          payState: 'declined',
          rejectReason: 'El comprobante no corresponde a una transferencia recibida.',
        }),
        recharge({ rechargeSn: 'RC202602271000000004', payMethod: 'tropipay', payState: 'failed' }),
      ],
      page: 1,
      limit: 10,
      total: 4,
    },
    filter: { type: 'all', kind: '', startDate: '', endDate: '' },
    error: null,
    path: '/member/wallet',
    onFilter: fn(),
    onLogPageChange: fn(),
    onRecordsPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WalletView>

export default meta
type Story = StoryObj<typeof meta>

/** Figures, movements and top-up records in every state */
export const Overview: Story = {}

/** Filters that match nothing, no top-ups yet, an overdue credit bill */
export const Empty: Story = {
  args: {
    figures: { ...figures, hasOverdueBill: true, creditAvailable: 0 },
    log: { list: [], page: 1, limit: 20, total: 0 },
    records: { list: [], page: 1, limit: 10, total: 0 },
    filter: { type: 'expense', kind: 'topUp', startDate: '2026-01-01', endDate: '2026-01-31' },
  },
}

/** The wallet could not be read */
export const LoadFailed: Story = {
  args: {
    figures: null,
    log: { list: [], page: 1, limit: 20, total: 0 },
    records: { list: [], page: 1, limit: 10, total: 0 },
    error: { text: 'Lo sentimos, la conexión con la interfaz es anómala. Inténtelo más tarde.' },
  },
}
