import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ContrastView } from '../../src/features/goods/contrast-view'
import { contrastRows } from './goods-detail-fixtures'

const meta = {
  title: 'Productos/Comparación',
  component: ContrastView,
  args: {
    items: contrastRows,
    showPrices: true,
    onlyDifferences: false,
    error: null,
    onOnlyDifferencesChange: fn(),
    onRemove: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof ContrastView>

export default meta

type Story = StoryObj<typeof meta>

export const TwoProducts: Story = {}

export const OnlyDifferences: Story = { args: { onlyDifferences: true } }

export const Visitor: Story = { args: { showPrices: false } }

export const Empty: Story = { args: { items: [] } }

export const Refused: Story = { args: { items: [], error: 'La comparación está llena (máximo 4)' } }
