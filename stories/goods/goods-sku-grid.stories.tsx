// The product page's buy now and SKU grid (issue 16 items 1–2) and its EUR reference (item 10), in every state
// that shows something different: running total, rows with errors, the server's refusal, a visitor.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { gridSummary, type GridSummary } from '../../machines/product-detail/product-detail.machine'
import type { GoodsDetail } from '../../src/api/goods-detail'
import { GoodsDetailView, type GoodsDetailViewProps } from '../../src/features/goods/goods-detail-view'
import { detail as base, reviews } from './goods-detail-fixtures'

/** The fixture goods with a third SKU in stock, so that two rows can be ordered. */
const detail: GoodsDetail = {
  ...base,
  skus: [
    ...base.skus,
    {
      productId: 103,
      productCode: 'PC-000040-3',
      specValues: 'Medida: 1" x 6 m · Acabado: Negro',
      options: [
        { name: 'Medida', value: '1" x 6 m' },
        { name: 'Acabado', value: 'Negro' },
      ],
      price: 12.2,
      marketPrice: 14.5,
      stock: 800,
      image: base.skus[0]!.image,
    },
  ],
}
const EUR_PER_USD = 0.92

const gridOf = (summary: GridSummary, open = true): NonNullable<GoodsDetailViewProps['grid']> => ({
  rows: summary.rows,
  total: summary.total,
  units: summary.units,
  lines: summary.lines.length,
  open,
  onOpen: fn(),
  onClose: fn(),
  onQuantityChange: fn(),
  onIncrement: fn(),
  onDecrement: fn(),
})

const notice: GoodsDetailViewProps['notice'] = { current: null, onDismiss: fn() }

const meta = {
  title: 'Productos/Detalle/Pedido por variantes',
  component: GoodsDetailView,
  args: {
    status: 'ready',
    loadError: null,
    detail,
    showPrices: true,
    busy: false,
    onRetry: fn(),
    price: { tiers: detail.ladder, unitPrice: 9.8, onLogin: fn(), euroRate: EUR_PER_USD },
    options: {
      groups: [],
      selection: { Medida: '3/4" x 6 m', Acabado: 'Negro' },
      selected: detail.skus[0]!,
      onSelect: fn(),
    },
    quantity: { value: 50, error: null, onChange: fn(), onIncrement: fn(), onDecrement: fn() },
    actions: {
      onAddToCart: fn(),
      onBuyNow: fn(),
      onRequestSample: fn(),
      onCompare: fn(),
      onToggleFavourite: fn(),
      onOptimization: fn(),
    },
    notice,
    store: { onToggleFollow: fn() },
    reviews: { state: reviews, onFilterChange: fn(), onPageChange: fn(), onRetry: fn() },
    grid: gridOf(gridSummary(detail, { 101: 50 }), false),
  },
} satisfies Meta<typeof GoodsDetailView>

export default meta

type Story = StoryObj<typeof meta>

/** The single choice with "Comprar ahora", the grid switch and the EUR reference beside the price. */
export const BuyNowSingle: Story = {}

/** Two rows ordered at their tiers: the running total and its EUR reference. */
export const GridRunningTotal: Story = {
  args: { grid: gridOf(gridSummary(detail, { 101: 500, 103: 100 })) },
}

/** Rows that break the minimum order, its multiples and the stock; the page asks to fix them. */
export const GridWithErrors: Story = {
  args: {
    grid: gridOf(gridSummary(detail, { 101: 70, 103: 900 })),
    notice: { ...notice, current: { kind: 'error', message: { id: 'goods.detail.grid.fix' } } },
  },
}

/** The server refused a row (the cart already held some): nothing was added. */
export const GridRefusedByServer: Story = {
  args: {
    grid: gridOf(
      gridSummary(detail, { 101: 50, 103: 100 }, { 103: 'Cantidad superior al stock disponible.' }),
    ),
    notice: { ...notice, current: { kind: 'error', message: { id: 'goods.detail.grid.refused' } } },
  },
}

/** No quantity yet. */
export const GridEmpty: Story = {
  args: {
    grid: gridOf(gridSummary(detail, {})),
    notice: { ...notice, current: { kind: 'error', message: { id: 'validation.skuGrid.noLine' } } },
  },
}

/** A visitor: no prices; "Comprar ahora" opens the login prompt and comes back with these quantities. */
export const BuyNowAsVisitor: Story = {
  args: { showPrices: false, grid: gridOf(gridSummary(detail, { 101: 50, 103: 100 })) },
}
