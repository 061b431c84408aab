import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { StoreSummary } from '../../src/api/catalogue'
import { StoreListView } from '../../src/features/stores/store-list-view'

const store = (storeId: number, overrides: Partial<StoreSummary> = {}): StoreSummary => ({
  storeId,
  storeName: `Ningbo Sunrise Solar ${storeId} Co., Ltd.`,
  storeLogo: `/mock-images/store/${storeId}.svg`,
  isFactory: false,
  isSelf: false,
  province: 'Zhejiang',
  city: 'Ningbo',
  mainBusiness: 'Fábrica y exportador de paneles solares e inversores; exportación directa a Cuba.',
  foundedYear: 2008,
  employees: 420,
  score: { description: 4.8, service: 4.6, delivery: 4.7 },
  goodsCount: 18,
  ...overrides,
})

const meta = {
  title: 'Tiendas/Listado',
  component: StoreListView,
  args: {
    stores: [
      store(1, { isFactory: true }),
      store(2, { isSelf: true, city: 'Mariel', province: 'Artemisa' }),
      store(3),
    ],
    page: 1,
    limit: 20,
    total: 98,
    keyword: '',
    factoriesOnly: false,
    onPageChange: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof StoreListView>

export default meta

type Story = StoryObj<typeof meta>

export const AllStores: Story = {}

export const FactoriesOnly: Story = {
  args: { factoriesOnly: true, stores: [store(1, { isFactory: true })], total: 14 },
}

export const NoResults: Story = {
  args: { stores: [], total: 0, keyword: 'zzz' },
}
