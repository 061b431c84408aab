import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { FilterGroup } from '../../src/components/filter-group'
import { BIG_COUNT, CHINESE_STORE, LONG_NAME } from './kit-fixtures'

const meta = {
  title: 'Componentes/Filtro',
  component: FilterGroup<string>,
  args: {
    label: 'Tipo de mensaje',
    value: 'all',
    onChange: fn(),
    options: [
      { value: 'all', label: 'Todos' },
      { value: 'order', label: 'Pedidos', count: 3, countLabel: '3 sin leer' },
      { value: 'payment', label: 'Pagos' },
      { value: 'payRequest', label: 'Pagos por un tercero', count: 1, countLabel: '1 sin leer' },
    ],
  },
} satisfies Meta<typeof FilterGroup<string>>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPressed: Story = {}
export const CountPressed: Story = { args: { value: 'order' } }
export const Disabled: Story = { args: { disabled: true } }
/** 120 unread (shown 99+), a long and a Chinese label, in a narrow box: the buttons wrap, never the page. */
export const LongLabels: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <FilterGroup
        {...args}
        options={[
          { value: 'all', label: 'Todos', count: BIG_COUNT, countLabel: `${BIG_COUNT} sin leer` },
          { value: 'long', label: LONG_NAME },
          { value: 'store', label: CHINESE_STORE, count: 2 },
        ]}
      />
    </div>
  ),
}
