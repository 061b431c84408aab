import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CreateSubView } from '../../src/features/sub-accounts/create-sub-view'

const meta = {
  title: 'Sub-accounts/CreateSubView',
  component: CreateSubView,
  args: {
    values: { email: '', memberName: '', password: '', spendingLimit: '', permissions: ['browse', 'prices'] },
    submitting: false,
    error: null,
    created: null,
    onSubmit: fn(),
    onAnother: fn(),
  },
} satisfies Meta<typeof CreateSubView>

export default meta
type Story = StoryObj<typeof meta>

export const Blank: Story = {}

/** The server refused: the message on top, every typed value kept. */
export const Refused: Story = {
  args: {
    values: {
      email: 'subcuenta@example.com',
      memberName: 'almacen_norte04',
      password: 'Nueva#2026x',
      spendingLimit: '250',
      permissions: ['browse', 'prices', 'order'],
    },
    error: { text: 'El correo electrónico ya está registrado' },
  },
}

export const Submitting: Story = {
  args: { ...Refused.args, error: null, submitting: true },
}

export const Created: Story = {
  args: { created: { email: 'almacen.norte@example.com' } },
}
