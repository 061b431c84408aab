import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OptimizeDetailView } from '../../src/features/optimize/optimize-detail-view'
import { proposal } from './optimize-fixtures'

const meta = {
  title: 'Optimize/OptimizeDetailView',
  component: OptimizeDetailView,
  args: {
    status: 'ready',
    proposal: proposal(1, 2, 'Gracias: añadiremos el acabado mate el próximo trimestre.'),
    error: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof OptimizeDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Accepted: Story = {}
export const Pending: Story = { args: { proposal: proposal(3, 1) } }
export const Declined: Story = {
  args: {
    proposal: { ...proposal(2, 3, 'No fabricamos esa medida por ahora.'), images: [], alternatives: [] },
  },
}
export const Gone: Story = {
  args: { status: 'loadFailed', proposal: null, error: { text: 'La propuesta de optimización no existe.' } },
}
