import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CompareBar } from '../../src/components/compare-bar'

const item = (id: number, name: string) => ({
  kind: 'product' as const,
  id,
  categoryId: 12,
  name,
  image: `/mock-images/goods/${id}.svg?label=${encodeURIComponent(name)}`,
})

const meta = {
  title: 'Productos/Barra de comparación',
  component: CompareBar,
  args: {
    items: [item(101, 'Tubo de acero galvanizado'), item(205, 'Tubo estructural cuadrado')],
    onRemove: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof CompareBar>

export default meta

type Story = StoryObj<typeof meta>

export const TwoItems: Story = {}

export const Full: Story = {
  args: {
    items: [
      item(101, 'Tubo de acero galvanizado'),
      item(205, 'Tubo estructural cuadrado'),
      item(310, 'Tubo redondo soldado'),
      item(412, 'Perfil de aluminio'),
    ],
  },
}
