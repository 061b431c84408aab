import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SkuSelector } from '../../src/features/goods/sku-selector'

const meta = {
  title: 'Productos/Selector de variantes',
  component: SkuSelector,
  args: {
    groups: [
      {
        name: 'Acabado',
        values: [
          { value: 'Negro', available: true },
          { value: 'Galvanizado', available: true },
        ],
      },
      {
        name: 'Medida',
        values: [
          { value: '1/2" x 6 m', available: true },
          { value: '3/4" x 6 m', available: true },
          { value: '2" x 6 m', available: false },
        ],
      },
    ],
    selection: { Acabado: 'Negro', Medida: '1/2" x 6 m' },
    onSelect: fn(),
  },
} satisfies Meta<typeof SkuSelector>

export default meta

type Story = StoryObj<typeof meta>

export const WithUnavailableCombination: Story = {}

export const Disabled: Story = { args: { disabled: true } }
