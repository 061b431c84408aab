import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MessageSetting } from '../../src/api/member-messages'
import { MessageSettingsView } from '../../src/features/messages/message-settings-view'

const settings: MessageSetting[] = [
  { tplType: 'system', isReceive: 1, canSwitch: false },
  { tplType: 'order', isReceive: 1, canSwitch: true },
  { tplType: 'afterSales', isReceive: 1, canSwitch: true },
  { tplType: 'payment', isReceive: 0, canSwitch: true },
  { tplType: 'payRequest', isReceive: 1, canSwitch: true },
]

const meta = {
  title: 'Mensajes/Ajustes',
  component: MessageSettingsView,
  args: {
    status: 'ready',
    busy: false,
    settings,
    savingType: null,
    notice: null,
    loadError: null,
    onToggle: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof MessageSettingsView>

export default meta

type Story = StoryObj<typeof meta>

export const Ready: Story = {}

export const Loading: Story = { args: { status: 'loading', busy: true, settings: [] } }

export const LoadFailed: Story = {
  args: { status: 'loadFailed', settings: [], loadError: { id: 'api.error.timeout' } },
}

export const Saving: Story = { args: { busy: true, savingType: 'order' } }

export const Saved: Story = {
  args: { notice: { tone: 'success', message: { id: 'msg.setting.notice.saved' } } },
}

export const Refused: Story = {
  args: { notice: { tone: 'error', message: { text: 'Los avisos del sistema no se pueden desactivar.' } } },
}
