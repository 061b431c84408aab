import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from 'react-router'
import { EmptyState } from '../../src/components/empty-state'
import { CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/EmptyState',
  component: EmptyState,
  args: { title: 'Aún no hay movimientos' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}

export const WithText: Story = {
  args: { text: 'Las recargas, los pagos y los reembolsos aparecerán aquí.' },
}

export const WithAction: Story = {
  args: {
    title: 'Aún no ha recargado su saldo',
    text: 'Recargue por transferencia bancaria o con TropiPay.',
    action: (
      <Link className="button button--primary" to="/member/recharge">
        Recargar
      </Link>
    ),
  },
}

export const AsSectionHeading: Story = { args: { headingLevel: 2, text: 'Una sección entera vacía.' } }

export const LongText: Story = {
  args: {
    title: LONG_PRODUCT,
    text: `${LONG_NAME} · ${CHINESE_STORE} · ${LONG_PRODUCT}`,
    action: (
      <Link className="button" to="/goods/list">
        {LONG_NAME}
      </Link>
    ),
  },
}
