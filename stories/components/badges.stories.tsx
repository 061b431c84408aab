import type { Meta, StoryObj } from '@storybook/react-vite'
import { CountBadge, StatusBadge } from '../../src/components/badges'
import { BIG_COUNT, CHINESE_STORE, LONG_NAME } from './kit-fixtures'

const meta = {
  title: 'Componentes/Badges',
  component: StatusBadge,
  args: { tone: 'neutral', children: 'Abierta' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Info: Story = { args: { tone: 'info', children: 'Pendiente' } }
export const Success: Story = { args: { tone: 'success', children: 'Pagada' } }
export const Warning: Story = { args: { tone: 'warning', children: 'Pendiente de confirmación' } }
export const ErrorTone: Story = { args: { tone: 'error', children: 'Vencida' } }

/** Every tone side by side. */
export const AllTones: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="neutral">Abierta</StatusBadge>
      <StatusBadge tone="info">Pendiente</StatusBadge>
      <StatusBadge tone="success">Pagada</StatusBadge>
      <StatusBadge tone="warning">Pendiente de confirmación</StatusBadge>
      <StatusBadge tone="error">Vencida</StatusBadge>
    </p>
  ),
}

/** A long state wraps inside a narrow cell. */
export const LongStatus: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <StatusBadge tone="warning">{`${LONG_NAME} ${CHINESE_STORE}`}</StatusBadge>
    </div>
  ),
}

/** 0, 7, 99 and 120 (shown as 99+, heard as "120 pedidos"); brand and neutral. */
export const Counts: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CountBadge count={0} tone="neutral" label="0 pedidos" />
      <CountBadge count={7} label="7 pedidos" />
      <CountBadge count={99} label="99 pedidos" />
      <CountBadge count={BIG_COUNT} label={`${BIG_COUNT} pedidos`} />
      <CountBadge count={BIG_COUNT} />
    </p>
  ),
}
