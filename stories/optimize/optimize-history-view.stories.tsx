import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OptimizeHistoryView } from '../../src/features/optimize/optimize-history-view'
import { proposal } from './optimize-fixtures'

const meta = {
  title: 'Optimize/OptimizeHistoryView',
  component: OptimizeHistoryView,
  args: {
    status: 'ready',
    list: [proposal(3, 1), proposal(2, 3, 'No fabricamos esa medida por ahora.'), proposal(1, 2)],
    pagination: { current: 1, pageSize: 10, total: 3 },
    state: 0,
    error: null,
    onState: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OptimizeHistoryView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Empty: Story = {
  args: { list: [], pagination: { current: 1, pageSize: 10, total: 0 }, state: 2 },
}
export const Loading: Story = { args: { status: 'loading', list: [] } }
export const LoadFailed: Story = {
  args: { status: 'loadFailed', list: [], error: { id: 'api.error.network' } },
}
