import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { requestFixture } from '../../machines/pay-request/pay-request.fixtures'
import type { PayRequestState } from '../../src/api/pay-request'
import { RequestListView } from '../../src/features/pay-request/request-list-view'

const states: PayRequestState[] = ['requested', 'waitingPayment', 'paid', 'cancelled', 'expired']
const list = states.map((state, index) =>
  requestFixture({ state, requestSn: `ST20260301100000000${index + 1}`, needPay: 100 * (index + 1) }),
)

const meta = {
  title: 'pay-request/RequestListView',
  component: RequestListView,
  args: {
    side: 'applicant',
    state: null,
    list,
    page: 1,
    limit: 20,
    total: list.length,
    error: null,
    tabHref: (state: PayRequestState | null) =>
      state ? `/buy/another/list?state=${state}` : '/buy/another/list',
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestListView>

export default meta
type Story = StoryObj<typeof meta>

export const ApplicantAll: Story = {}

export const ApplicantFiltered: Story = { args: { state: 'requested', list: list.slice(0, 1), total: 1 } }

export const PayerAll: Story = {
  args: {
    side: 'payer',
    list: list.map((request) => ({ ...request, role: 'payer' as const })),
    tabHref: (state: PayRequestState | null) =>
      state ? `/buy/another/anotherFor?state=${state}` : '/buy/another/anotherFor',
  },
}

export const Empty: Story = { args: { state: 'paid', list: [], total: 0 } }

export const Failed: Story = {
  args: { list: [], total: 0, error: { id: 'api.error.network' } },
}
