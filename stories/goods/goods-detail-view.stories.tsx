import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GoodsDetailView } from '../../src/features/goods/goods-detail-view'
import { detail, reviews } from './goods-detail-fixtures'

const groups = [
  { name: 'Medida', values: [{ value: '3/4" x 6 m', available: true }] },
  {
    name: 'Acabado',
    values: [
      { value: 'Negro', available: true },
      { value: 'Galvanizado', available: true },
    ],
  },
]

const meta = {
  title: 'Productos/Detalle',
  component: GoodsDetailView,
  args: {
    status: 'ready',
    loadError: null,
    detail,
    showPrices: true,
    optionGroups: groups,
    selection: { Medida: '3/4" x 6 m', Acabado: 'Negro' },
    selectedSku: detail.skus[0]!,
    tiers: detail.ladder,
    unitPrice: 9.8,
    quantity: 50,
    quantityError: null,
    busy: false,
    notice: null,
    reviews,
    onSelectOption: fn(),
    onQuantityChange: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onAddToCart: fn(),
    onRequestSample: fn(),
    onCompare: fn(),
    onToggleFavourite: fn(),
    onToggleFollow: fn(),
    onOptimization: fn(),
    onDismissNotice: fn(),
    onLogin: fn(),
    onRetry: fn(),
    onReviewFilterChange: fn(),
    onReviewPageChange: fn(),
    onReviewsRetry: fn(),
  },
} satisfies Meta<typeof GoodsDetailView>

export default meta

type Story = StoryObj<typeof meta>

export const ReadyMember: Story = {
  args: { notice: { kind: 'success', message: { id: 'goods.detail.notice.addedToCart' } } },
}

export const Visitor: Story = { args: { showPrices: false } }

export const QuantityError: Story = {
  args: { quantity: 70, quantityError: { id: 'validation.quantity.multiple', values: { min: 50 } } },
}

export const SoldOutSku: Story = {
  args: {
    selection: { Medida: '3/4" x 6 m', Acabado: 'Galvanizado' },
    selectedSku: detail.skus[1]!,
    quantityError: { id: 'goods.detail.quantity.soldOut' },
  },
}

export const OffShelf: Story = { args: { detail: { ...detail, state: 0 } } }

export const InTransit: Story = {
  args: {
    detail: {
      ...detail,
      stockType: 'reserved',
      productionState: 'inTransit',
      arrivalAt: '2026-12-05T00:00:00.000Z',
    },
  },
}

export const CompareFull: Story = {
  args: { notice: { kind: 'error', message: { id: 'goods.detail.notice.compareFull' } } },
}

export const Loading: Story = { args: { status: 'loading', detail: null } }

export const NotFound: Story = { args: { status: 'notFound', detail: null } }

export const StoreClosed: Story = { args: { status: 'storeClosed', detail: null } }

export const Failed: Story = {
  args: { status: 'failed', detail: null, loadError: { id: 'api.error.network' } },
}
