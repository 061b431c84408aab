import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PermissionView } from '../../src/features/sub-accounts/permission-view'

const meta = {
  title: 'Sub-accounts/PermissionView',
  component: PermissionView,
  args: {
    designers: {
      status: 'ready',
      rows: [
        {
          designerId: 40,
          memberName: 'disenador_vedado',
          memberTrueName: 'Javier Ernesto Gómez Leyva',
          authorisedTime: '2026-09-22T00:00:00Z',
        },
      ],
      error: null,
      onRetry: fn(),
    },
    subs: {
      status: 'ready',
      rows: [
        {
          subMemberId: 1,
          email: 'subcuenta@example.com',
          memberName: 'compras_caribe01',
          permissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
          spendingLimit: 500,
          disabled: false,
          createTime: '2026-08-01T10:00:00Z',
          pendingApprovals: 0,
        },
      ],
      pagination: { current: 1, pageSize: 10, total: 1 },
      error: null,
      onPage: fn(),
      onRetry: fn(),
    },
  },
} satisfies Meta<typeof PermissionView>

export default meta
type Story = StoryObj<typeof meta>

/** An enterprise's main account: its sub-accounts' rights and its authorised designers. */
export const Enterprise: Story = {}

/** A personal member: no sub-accounts, no designer authorised yet. */
export const PersonalNoDesigners: Story = {
  args: { subs: null, designers: { status: 'ready', rows: [], error: null, onRetry: fn() } },
}

export const DesignersLoadFailed: Story = {
  args: {
    designers: { status: 'loadFailed', rows: [], error: { text: 'La conexión falló.' }, onRetry: fn() },
  },
}
