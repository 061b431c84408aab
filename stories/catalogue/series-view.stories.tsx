import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { GoodsCard } from '../../src/api/goods'
import { SeriesView } from '../../src/features/catalogue/series-view'

const card = (goodsId: number): GoodsCard => ({
  goodsId,
  productId: goodsId,
  goodsName: `Panel solar monocristalino ${400 + goodsId} W`,
  goodsImage: `/mock-images/goods/${goodsId}.svg?label=Panel`,
  goodsPrice: 58 + goodsId,
  minBuyNum: 10,
  saleUnit: 'unidad',
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  stockType: 'inStock',
  productionState: 'inStock',
  saleNum: 340,
})

const meta = {
  title: 'Catálogo/Series',
  component: SeriesView,
  args: {
    series: [
      {
        seriesId: 1,
        seriesName: 'Serie Atlántico 300',
        brandId: 1,
        brandName: 'Sunrise',
        categoryId: 9,
        categoryName: 'Paneles solares',
        goodsCount: 6,
        goods: [card(1), card(2), card(3), card(4)],
      },
    ],
    page: 1,
    limit: 10,
    comparedSeriesIds: [],
    onCompare: fn(),
    total: 1,
    showPrice: false,
    categoryOptions: [{ value: 1, label: 'Energía solar' }],
    brandOptions: [{ value: 1, label: 'Sunrise' }],
    onFilter: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof SeriesView>

export default meta

type Story = StoryObj<typeof meta>

export const List: Story = {}

export const Empty: Story = { args: { series: [], total: 0, brandId: 1 } }

export const UnknownSeries: Story = {
  args: { series: [], total: 0, error: 'La serie de productos no existe.' },
}

export const InComparison: Story = { args: { comparedSeriesIds: [1] } }

export const ComparisonRefused: Story = {
  args: {
    compareNotice:
      'La comparación tiene productos: no se pueden mezclar productos y series. Vacíela primero.',
  },
}
