import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { GoodsCard } from '../../src/api/goods'
import { GoodsListView } from '../../src/features/catalogue/goods-list-view'

const goods = (goodsId: number, overrides: Partial<GoodsCard> = {}): GoodsCard => ({
  goodsId,
  productId: goodsId * 2,
  goodsName: `Cemento Portland P.O 42.5 saco 50 kg ${goodsId}`,
  goodsImage: `/mock-images/goods/${goodsId}.svg?label=Cemento`,
  goodsPrice: 6.85 + goodsId,
  marketPrice: 8.2 + goodsId,
  minBuyNum: 100,
  saleUnit: 'saco',
  storeId: 3,
  storeName: 'Tangshan Jidong Building Materials Co., Ltd.',
  brandName: 'Lianfa',
  stockType: goodsId % 3 === 0 ? 'reserved' : 'inStock',
  productionState: goodsId % 3 === 0 ? 'inTransit' : 'inStock',
  ...(goodsId % 3 === 0 ? { arrivalAt: '2026-12-12T00:00:00.000Z' } : {}),
  saleNum: 1200 - goodsId * 10,
  isNew: goodsId === 1,
  hasPromotion: true,
  origin: 'China',
  ...overrides,
})

const breadcrumb = [
  { categoryId: 1, categoryName: 'Materiales de construcción', grade: 1, pid: 0 },
  { categoryId: 2, categoryName: 'Cemento y áridos', grade: 2, pid: 1 },
  { categoryId: 3, categoryName: 'Cemento', grade: 3, pid: 2 },
]

const meta = {
  title: 'Catálogo/Listado de productos',
  component: GoodsListView,
  args: {
    mode: 'all',
    keyword: '',
    keywordTruncated: false,
    breadcrumb,
    categoryLinks: [
      breadcrumb[2]!,
      { categoryId: 4, categoryName: 'Arena y grava', grade: 3, pid: 2 },
      { categoryId: 5, categoryName: 'Mortero seco', grade: 3, pid: 2 },
    ],
    categoryLinksAreChildren: false,
    brands: [
      { value: '1', label: 'Lianfa', count: 8 },
      { value: '2', label: 'Cementos del Caribe', count: 4 },
    ],
    selectedBrandIds: [],
    stockTypes: [
      { value: 'inStock', label: 'En existencia', count: 8 },
      { value: 'reserved', label: 'Por encargo', count: 4 },
    ],
    productionStates: [
      { value: 'inStock', label: 'En existencia', count: 8 },
      { value: 'inTransit', label: 'En tránsito', count: 4 },
    ],
    price: { low: '', high: '' },
    sort: 0,
    goods: Array.from({ length: 12 }, (_, i) => goods(i + 1)),
    page: 1,
    limit: 20,
    total: 12,
    showPrice: true,
    popularCategories: breadcrumb.slice(0, 1),
    hasFilters: true,
    clearHref: '/goods/list',
    onSortChange: fn(),
    onBrandToggle: fn(),
    onStockTypeChange: fn(),
    onProductionStateChange: fn(),
    onPriceApply: fn(),
    onPriceClear: fn(),
    onPageChange: fn(),
    // the route always offers the filter (issue 16 item 5)
    selfOnly: false,
    onSelfOnlyChange: fn(),
  },
} satisfies Meta<typeof GoodsListView>

export default meta

type Story = StoryObj<typeof meta>

export const Results: Story = {}

export const VisitorWithoutPrices: Story = { args: { showPrice: false } }

export const WithFilters: Story = {
  args: {
    selectedBrandIds: [1],
    selectedStockType: 'reserved',
    selectedProductionState: 'inTransit',
    price: { low: '5', high: '20' },
    sort: 3,
    notice: 'El precio mínimo era mayor que el máximo; se han intercambiado.',
    goods: [goods(3), goods(6)],
    total: 2,
  },
}

export const KeywordSearch: Story = {
  args: { breadcrumb: [], categoryLinks: [], keyword: 'cemento blanco', sort: 1, total: 130, page: 3 },
}

export const LongKeywordTruncated: Story = {
  args: {
    breadcrumb: [],
    categoryLinks: [],
    keyword: 'x'.repeat(100),
    keywordTruncated: true,
    goods: [],
    total: 0,
  },
}

export const PriceErrorFromUrl: Story = {
  args: { price: { low: 'abc', high: '', urlError: 'validation.price.notNumber', urlErrorField: 'low' } },
}

export const Empty: Story = {
  args: { goods: [], total: 0, brands: [], stockTypes: [], productionStates: [], keyword: 'zzz' },
}

export const UnknownSeries: Story = {
  args: { breadcrumb: [], categoryLinks: [], goods: [], total: 0, error: 'La serie de productos no existe.' },
}

export const NewGoods: Story = { args: { mode: 'new', breadcrumb: [], categoryLinks: [] } }

export const Discount: Story = { args: { mode: 'discount', breadcrumb: [], categoryLinks: [] } }

const cardActions = { busy: false, onAddToCart: fn(), onAddFavourite: fn() }

/**
 * "Más valorados" (sort 2) with "Solo tiendas propias" checked (issue 16 item 5): self-run stores' goods only,
 * most reviewed first, each card with its review count and its buying actions.
 */
export const SortedByReviewsSelfOnly: Story = {
  args: {
    sort: 2,
    selfOnly: true,
    goods: [48, 31, 12, 5, 0].map((commentNum, i) =>
      goods(i + 1, {
        isSelf: true,
        commentNum,
        storeId: 1,
        storeName: 'Almacén Mariel – Mercado Mayorista',
      }),
    ),
    total: 5,
    brands: [{ value: '1', label: 'Lianfa', count: 5 }],
    stockTypes: [
      { value: 'inStock', label: 'En existencia', count: 4 },
      { value: 'reserved', label: 'Por encargo', count: 1 },
    ],
    productionStates: [
      { value: 'inStock', label: 'En existencia', count: 4 },
      { value: 'inTransit', label: 'En tránsito', count: 1 },
    ],
    cardActions: () => cardActions,
  },
}
