import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GoodsDetailView, type GoodsDetailViewProps } from '../../src/features/goods/goods-detail-view'
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

const options: GoodsDetailViewProps['options'] = {
  groups,
  selection: { Medida: '3/4" x 6 m', Acabado: 'Negro' },
  selected: detail.skus[0]!,
  onSelect: fn(),
}

const quantity: GoodsDetailViewProps['quantity'] = {
  value: 50,
  error: null,
  onChange: fn(),
  onIncrement: fn(),
  onDecrement: fn(),
}

const notice: GoodsDetailViewProps['notice'] = { current: null, onDismiss: fn() }

const meta = {
  title: 'Productos/Detalle',
  component: GoodsDetailView,
  args: {
    status: 'ready',
    loadError: null,
    detail,
    showPrices: true,
    busy: false,
    onRetry: fn(),
    price: { tiers: detail.ladder, unitPrice: 9.8, onLogin: fn() },
    options,
    quantity,
    actions: {
      onAddToCart: fn(),
      onRequestSample: fn(),
      onCompare: fn(),
      onToggleFavourite: fn(),
      onOptimization: fn(),
    },
    notice,
    store: { onToggleFollow: fn() },
    reviews: { state: reviews, onFilterChange: fn(), onPageChange: fn(), onRetry: fn() },
  },
} satisfies Meta<typeof GoodsDetailView>

export default meta

type Story = StoryObj<typeof meta>

export const ReadyMember: Story = {
  args: {
    notice: { ...notice, current: { kind: 'success', message: { id: 'goods.detail.notice.addedToCart' } } },
  },
}

export const Visitor: Story = { args: { showPrices: false } }

export const QuantityError: Story = {
  args: {
    quantity: { ...quantity, value: 70, error: { id: 'validation.quantity.multiple', values: { min: 50 } } },
  },
}

export const SoldOutSku: Story = {
  args: {
    options: {
      ...options,
      selection: { Medida: '3/4" x 6 m', Acabado: 'Galvanizado' },
      selected: detail.skus[1]!,
    },
    quantity: { ...quantity, error: { id: 'goods.detail.quantity.soldOut' } },
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
  args: {
    notice: { ...notice, current: { kind: 'error', message: { id: 'goods.detail.notice.compareFull' } } },
  },
}

export const Loading: Story = { args: { status: 'loading', detail: null } }

export const NotFound: Story = { args: { status: 'notFound', detail: null } }

export const StoreClosed: Story = { args: { status: 'storeClosed', detail: null } }

export const Failed: Story = {
  args: { status: 'failed', detail: null, loadError: { id: 'api.error.network' } },
}
