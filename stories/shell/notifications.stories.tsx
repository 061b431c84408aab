import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { Notifications } from '../../src/components/notifications'
import { notify } from '../../src/lib/notify'

/** Puts the notification bus into a state, as the request layer would (SPEC.md §8). */
function WithState({ setup }: { setup: () => void }) {
  useEffect(() => {
    notify.reset()
    setup()
    return () => notify.reset()
  }, [setup])
  return <Notifications />
}

const meta = {
  title: 'Shell/Notificaciones',
  component: WithState,
  args: { setup: (): void => undefined },
} satisfies Meta<typeof WithState>

export default meta
type Story = StoryObj<typeof meta>

export const ServerMessageToast: Story = {
  args: { setup: () => void notify.error({ text: 'Producto agotado.' }) },
}

export const NetworkErrorToast: Story = {
  args: { setup: () => void notify.error({ id: 'api.error.network' }) },
}

export const UpgradeModal: Story = {
  args: { setup: () => notify.openUpgradeModal() },
}

export const ToastWithLink: Story = {
  args: {
    setup: () =>
      void notify.toast('success', { id: 'goods.detail.notice.addedToCart' }, 60_000, {
        to: '/cart/index',
        label: { id: 'common.viewCart' },
      }),
  },
}
