import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OptimizeView } from '../../src/features/optimize/optimize-view'
import { ALTERNATIVES, PRODUCT, product, proposal } from './optimize-fixtures'

const meta = {
  title: 'Optimize/OptimizeView',
  component: OptimizeView,
  args: {
    stage: 'form',
    product: PRODUCT,
    notes: '',
    images: [],
    alternatives: [],
    keyword: '',
    results: [],
    searchError: null,
    searching: false,
    errors: {},
    imageError: null,
    error: null,
    sent: null,
    uploading: false,
    busy: false,
    maxImages: 5,
    maxAlternatives: 5,
    notesMax: 500,
    onNotes: fn(),
    onPick: fn(),
    onRemoveImage: fn(),
    onSearch: fn(),
    onAdd: fn(),
    onRemoveAlternative: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OptimizeView>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: {
    notes: 'Un acabado mate refleja menos la luz del vestíbulo.',
    images: [{ url: '/mock-images/goods/12.svg?motif=lamp', name: 'vestibulo.png' }],
    alternatives: [ALTERNATIVES[0]!],
    keyword: 'lámpara',
    results: [...ALTERNATIVES, product(104, 'Aplique de pared LED', 19.9)],
  },
}
export const Refused: Story = {
  args: {
    notes: 'corto',
    errors: { notes: { id: 'validation.optimize.notes' } },
    imageError: { id: 'validation.optimize.imagesTooMany' },
    keyword: 'xyz',
  },
}
export const Sent: Story = { args: { stage: 'done', sent: proposal(4, 1) } }
export const Loading: Story = { args: { stage: 'loading', product: null } }
export const NotADesigner: Story = {
  args: {
    stage: 'loadFailed',
    product: null,
    error: { text: 'Solo los diseñadores pueden usar esta función' },
  },
}
