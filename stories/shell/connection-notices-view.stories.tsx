import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ConnectionNoticesView } from '../../src/features/shell/connection-notices-view'

const meta = {
  title: 'Shell/Avisos de conexión',
  component: ConnectionNoticesView,
  args: { offline: false, cachedAt: null, updateReady: false, onUpdate: fn() },
  // the shell's live region the notices are shown in (src/app/app-layout.tsx)
  decorators: [
    (Story) => (
      <div className="connection-notices" role="status">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConnectionNoticesView>

export default meta
type Story = StoryObj<typeof meta>

export const OfflineWithPricesFromTheCache: Story = {
  args: { offline: true, cachedAt: '2026-11-27T18:45:00.000Z' },
}

export const PricesFromAPastVisit: Story = { args: { cachedAt: '2026-11-27T18:45:00.000Z' } }

export const NewVersionWaiting: Story = { args: { updateReady: true } }
