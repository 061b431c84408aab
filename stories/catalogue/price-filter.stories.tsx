import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PriceFilterForm } from '../../src/features/catalogue/price-filter-form'

const meta = {
  title: 'Catálogo/Filtro de precio',
  component: PriceFilterForm,
  args: { low: '', high: '', onApply: fn(), onClear: fn() },
} satisfies Meta<typeof PriceFilterForm>

export default meta

type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Applied: Story = { args: { low: '5', high: '20,5' } }

export const NotANumberInTheUrl: Story = {
  args: { low: 'abc', urlError: 'validation.price.notNumber', urlErrorField: 'low' },
}

export const NegativeInTheUrl: Story = {
  args: { high: '-3', urlError: 'validation.price.negative', urlErrorField: 'high' },
}
