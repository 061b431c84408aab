import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DesAppListView } from '../../src/features/designers/des-app-list-view'

const row = (desAppId: number, designerName: string, specialty: string, state: 1 | 2 | 3) => ({
  desAppId,
  designerId: 10 + desAppId,
  designerName,
  specialty,
  message: '',
  images: [],
  state,
  declineReason: null,
  createTime: `2026-11-${String(20 + desAppId).padStart(2, '0')}T10:00:00.000Z`,
  decideTime: null,
})

const meta = {
  title: 'Designers/DesAppListView',
  component: DesAppListView,
  args: {
    status: 'ready',
    list: [
      row(4, 'Ernesto Julián Díaz Peña', 'Cocinas y baños', 1),
      row(3, 'Laura Beatriz Ortega Ramos', 'Arquitectura de interiores', 1),
      row(2, 'Ernesto Julián Díaz Peña', 'Cocinas y baños', 3),
      row(1, 'Javier Ernesto Gómez Leyva', 'Interiores comerciales y hoteleros de gran formato', 2),
    ],
    pagination: { current: 1, pageSize: 10, total: 4 },
    state: 0,
    error: null,
    onState: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DesAppListView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Empty: Story = {
  args: { list: [], pagination: { current: 1, pageSize: 10, total: 0 }, state: 1 },
}
export const Loading: Story = { args: { status: 'loading', list: [] } }
export const LoadFailed: Story = {
  args: { status: 'loadFailed', list: [], error: { id: 'api.error.network' } },
}
