import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { API_MESSAGE_IDS } from '../../src/api/errors'
import { ContractListView } from '../../src/features/contracts/contract-list-view'
import { list } from './fixtures'

const meta = {
  title: 'Contratos/Lista',
  component: ContractListView,
  args: {
    status: 'ready',
    list,
    pagination: { current: 1, pageSize: 20, total: list.length },
    filters: {},
    error: null,
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContractListView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Loading: Story = { args: { status: 'loading', list: [] } }
export const Filtered: Story = { args: { filters: { state: 'signed', keyword: 'pedido' }, list: [list[1]!] } }
export const Empty: Story = { args: { list: [], pagination: { current: 1, pageSize: 20, total: 0 } } }
export const LoadFailed: Story = {
  args: { status: 'loadFailed', list: [], error: { id: API_MESSAGE_IDS.network } },
}
