import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from 'react-router'
import { PageHeader } from '../../src/components/page-header'
import { CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/PageHeader',
  component: PageHeader,
  args: { title: 'Monedero' },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}

export const WithLeadAndActions: Story = {
  args: {
    lead: 'Saldo prepago, crédito y puntos de su cuenta, con sus movimientos.',
    actions: (
      <>
        <Link className="button" to="/shopping/card">
          Recarga con tarjeta
        </Link>
        <Link className="button button--primary" to="/member/recharge">
          Recargar
        </Link>
      </>
    ),
  },
}

export const WithBackLink: Story = {
  args: {
    title: 'Pagar factura de crédito',
    back: { to: '/member/credit/index', label: 'Volver a Mi crédito' },
  },
}

export const DefaultBackLabel: Story = {
  args: { title: 'Detalle del pedido de puntos', back: { to: '/member/pointOrder/list' } },
}

/** A 200-character title wraps under its actions instead of widening the page. */
export const LongText: Story = {
  args: {
    title: LONG_PRODUCT,
    lead: `${LONG_NAME} · ${CHINESE_STORE}`,
    back: { to: '/point/list' },
    actions: (
      <Link className="button button--primary" to="/member/recharge">
        Recargar
      </Link>
    ),
  },
}
