import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from 'react-router'
import { Card } from '../../src/components/card'
import { CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/Card',
  component: Card,
  args: {
    title: 'Mis pedidos',
    children: <p>Dos pedidos esperan su pago.</p>,
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Titled: Story = {}

export const WithActionsAndFooter: Story = {
  args: {
    actions: <Link to="/member/order/list">Ver todos (14)</Link>,
    footer: (
      <Link className="button button--primary" to="/member/recharge">
        Recargar
      </Link>
    ),
  },
}

export const Untitled: Story = {
  args: {
    title: undefined,
    children: <p>Un bloque sin título, dentro de una sección con su propio encabezado.</p>,
  },
}

export const AsNavigation: Story = {
  args: {
    as: 'nav',
    title: 'Accesos directos',
    children: (
      <ul>
        <li>
          <Link to="/member/info">Mi perfil</Link>
        </li>
        <li>
          <Link to="/member/address/list">Mis direcciones</Link>
        </li>
      </ul>
    ),
  },
}

/** Long titles and words wrap inside the card. */
export const LongText: Story = {
  args: {
    title: LONG_PRODUCT,
    actions: <Link to="/store">{CHINESE_STORE}</Link>,
    children: <p>{`${LONG_NAME} — ${LONG_PRODUCT}`}</p>,
    footer: <span>{LONG_NAME}</span>,
  },
}

/** Inside a narrow column (a grid track of 280 px): the card shrinks with it. */
export const NarrowColumn: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '280px 1fr', gap: 16 }}>
      <Card {...args} />
      <Card title="Otra columna">
        <p>{CHINESE_STORE}</p>
      </Card>
    </div>
  ),
  args: { title: LONG_NAME, children: <p>{LONG_PRODUCT}</p> },
}
