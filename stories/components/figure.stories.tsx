import type { Meta, StoryObj } from '@storybook/react-vite'
import { Figure, FigureGroup } from '../../src/components/figure'
import { formatMoney } from '../../src/i18n/format'
import { BIG_AMOUNT, CHINESE_STORE, LONG_NAME } from './kit-fixtures'

const meta = {
  title: 'Componentes/Figure',
  component: Figure,
  args: { label: 'Saldo prepago', value: formatMoney(2000) },
} satisfies Meta<typeof Figure>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}

export const AsLink: Story = { args: { to: '/member/wallet' } }

export const Large: Story = { args: { size: 'lg', hint: 'Disponible para pagar pedidos' } }

export const WithSuffixAndHint: Story = {
  args: {
    label: 'Crédito disponible',
    value: formatMoney(200),
    suffix: `de ${formatMoney(5000)}`,
    hint: 'Tiene facturas de crédito vencidas.',
    tone: 'error',
  },
}

export const Warning: Story = {
  args: {
    label: 'Crédito disponible',
    value: formatMoney(150),
    suffix: `de ${formatMoney(10000)}`,
    tone: 'warning',
  },
}

/** Four figures in a row, as on the member home; the amounts are the largest the app can show. */
export const GroupOfFour: Story = {
  render: () => (
    <FigureGroup>
      <Figure label="Saldo prepago" value={BIG_AMOUNT} to="/member/wallet" />
      <Figure label="Mis puntos" value="99.999.999" to="/member/myPoint" />
      <Figure label="Mis cupones" value="120 cupones" to="/member/coupon" />
      <Figure
        label="Crédito disponible"
        value={BIG_AMOUNT}
        suffix={`de ${BIG_AMOUNT}`}
        to="/member/credit/index"
      />
    </FigureGroup>
  ),
}

/** Long labels and values wrap inside the figure, which never grows past --font-size-2xl. */
export const LongText: Story = {
  render: () => (
    <div style={{ width: 220 }}>
      <FigureGroup>
        <Figure
          label={LONG_NAME}
          value={BIG_AMOUNT}
          suffix={`de ${BIG_AMOUNT}`}
          hint={CHINESE_STORE}
          size="lg"
        />
      </FigureGroup>
    </div>
  ),
}
