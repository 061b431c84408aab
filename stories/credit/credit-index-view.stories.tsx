import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { API_MESSAGE_IDS } from '../../src/api/errors'
import { CreditIndexView } from '../../src/features/credit/credit-index-view'
import {
  BILL_SN,
  billFixture,
  detailFixture,
  summaryFixture,
} from '../../machines/credit-pay/credit-pay.fixtures'

const list = [
  billFixture({
    billSn: 'CB000004202601',
    period: '2026-01',
    state: 'open',
    dueTime: '2026-02-21T00:00:00.000Z',
  }),
  billFixture({
    billSn: 'CB000004202512',
    period: '2025-12',
    state: 'pending',
    dueTime: '2026-01-21T00:00:00.000Z',
  }),
  billFixture(),
  billFixture({
    billSn: 'CB000004202510',
    period: '2025-10',
    state: 'paid',
    outstanding: 0,
    paidAmount: 4800,
  }),
]

const meta = {
  title: 'Crédito/Mi crédito',
  component: CreditIndexView,
  args: {
    status: 'ready',
    summary: summaryFixture(),
    list,
    pagination: { current: 1, pageSize: 20, total: list.length },
    stateFilter: undefined,
    error: null,
    payable: new Set(['CB000004202512', BILL_SN]),
    openBillSn: null,
    detailStatus: 'closed',
    detail: null,
    detailError: null,
    onFilter: fn(),
    onPage: fn(),
    onOpenBill: fn(),
    onCloseBill: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditIndexView>

export default meta
type Story = StoryObj<typeof meta>

export const OverdueBill: Story = {}
export const NoOverdueBill: Story = {
  args: {
    summary: summaryFixture({
      creditLimit: 10000,
      creditUsed: 300,
      creditAvailable: 9700,
      hasOverdueBill: false,
      overdueAmount: 0,
    }),
    list: [list[0]!],
    payable: new Set(),
  },
}
export const BillOrders: Story = {
  args: { openBillSn: BILL_SN, detailStatus: 'shown', detail: detailFixture() },
}
export const Empty: Story = {
  args: {
    summary: summaryFixture({
      creditUsed: 0,
      creditAvailable: 5000,
      hasOverdueBill: false,
      overdueAmount: 0,
    }),
    list: [],
    pagination: { current: 1, pageSize: 20, total: 0 },
  },
}
export const Loading: Story = { args: { status: 'loading', summary: null, list: [] } }
export const LoadFailed: Story = {
  args: { status: 'loadFailed', summary: null, list: [], error: { id: API_MESSAGE_IDS.network } },
}
