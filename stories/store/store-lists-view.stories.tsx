import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { StoreGoodsView } from '../../src/features/store/store-goods-view'
import { StoreNewsInfoView, StoreNewsMissingView } from '../../src/features/store/store-news-info-view'
import { StoreNewsView } from '../../src/features/store/store-news-view'
import { sampleGoods, sampleNews, sampleStore } from './store-fixtures'

const meta = {
  title: 'Tienda/Productos',
  component: StoreGoodsView,
  args: {
    store: sampleStore,
    newest: false,
    goods: [1, 2, 3, 4, 5, 6].map(sampleGoods),
    showPrice: true,
    categoryId: null,
    keyword: '',
    sort: 0,
    page: 1,
    limit: 20,
    total: 18,
    onSortChange: fn(),
    onClearKeyword: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof StoreGoodsView>

export default meta

type Story = StoryObj<typeof meta>

export const AllGoods: Story = {}

export const InnerCategoryAndKeyword: Story = { args: { categoryId: 1020, keyword: 'panel', sort: 1 } }

export const NewestGoods: Story = { args: { newest: true, sort: 5 } }

export const NoResults: Story = { args: { goods: [], total: 0, keyword: 'zzz' } }

export const NewsList: Story = {
  render: () => (
    <StoreNewsView
      storeName={sampleStore.storeName}
      kind="news"
      items={[sampleNews(1), sampleNews(3)]}
      page={1}
      limit={20}
      total={2}
      onPageChange={fn()}
    />
  ),
}

export const NoArticles: Story = {
  render: () => (
    <StoreNewsView
      storeName={sampleStore.storeName}
      kind="article"
      items={[]}
      page={1}
      limit={20}
      total={0}
      onPageChange={fn()}
    />
  ),
}

export const NewsItem: Story = {
  render: () => (
    <StoreNewsInfoView
      news={{
        ...sampleNews(1),
        storeId: 2,
        storeName: sampleStore.storeName,
        contentHtml: '<p>Desde este mes consolidamos cargas semanales hacia Mariel.</p>',
      }}
    />
  ),
}

export const UnknownNews: Story = { render: () => <StoreNewsMissingView /> }
