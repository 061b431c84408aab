import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { apiMessages } from '../../src/api/messages'
import { LoadFailed } from '../../src/components/say'
import { LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/LoadFailed',
  component: LoadFailed,
  args: { error: { id: apiMessages.network.id }, onRetry: fn() },
} satisfies Meta<typeof LoadFailed>

export default meta
type Story = StoryObj<typeof meta>

/** A dictionary message: the link dropped. */
export const NetworkDropped: Story = {}

/** The server's own text, shown as it came. */
export const ServerText: Story = { args: { error: { text: 'El pedido no existe o no le pertenece.' } } }

export const LongServerText: Story = { args: { error: { text: `${LONG_PRODUCT} ${LONG_PRODUCT}` } } }
