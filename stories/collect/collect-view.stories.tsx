import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { FavouriteProduct, FollowedStore, Footprint } from '../../src/api/member-lists'
import { CollectView } from '../../src/features/collect/collect-view'
import { FootprintView } from '../../src/features/collect/footprint-view'
import { sampleGoods, sampleStore } from '../store/store-fixtures'

const favourite = (id: number, onSale = true): FavouriteProduct => ({
  ...sampleGoods(id),
  followId: id,
  followedAt: '2026-10-20T14:00:00.000Z',
  onSale,
})

const followed = (id: number, isOpen = true): FollowedStore => ({
  storeId: id,
  storeName: `${sampleStore.storeName} ${id}`,
  storeLogo: `/mock-images/store/${id}.svg`,
  isFactory: sampleStore.isFactory,
  isSelf: false,
  province: sampleStore.province,
  city: sampleStore.city,
  mainBusiness: sampleStore.mainBusiness,
  score: sampleStore.score,
  followId: id,
  followedAt: '2026-09-02T10:00:00.000Z',
  isOpen,
})

const footprint = (id: number, lookedAt: string): Footprint => ({ ...sampleGoods(id), logId: id, lookedAt })

const meta = {
  title: 'Miembro/Favoritos',
  component: CollectView,
  args: {
    tab: 'products',
    products: [favourite(1), favourite(2, false), favourite(3)],
    stores: [],
    page: 1,
    limit: 20,
    total: 3,
    busy: false,
    onRemoveProducts: fn(),
    onUnfollowStore: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof CollectView>

export default meta

type Story = StoryObj<typeof meta>

export const FavouriteProducts: Story = {}

export const NoFavouriteProducts: Story = { args: { products: [], total: 0 } }

export const FollowedStores: Story = {
  args: { tab: 'stores', products: [], stores: [followed(2), followed(35, false)], total: 2 },
}

export const NoFollowedStores: Story = { args: { tab: 'stores', products: [], stores: [], total: 0 } }

export const Removing: Story = { args: { busy: true } }

export const FootprintByDay: Story = {
  render: () => (
    <FootprintView
      items={[
        footprint(1, '2026-10-31T15:00:00.000Z'),
        footprint(2, '2026-10-31T13:00:00.000Z'),
        footprint(3, '2026-10-28T18:00:00.000Z'),
      ]}
      page={1}
      limit={20}
      total={3}
      busy={false}
      onDeleteOne={fn()}
      onDeleteDay={fn()}
      onPageChange={fn()}
    />
  ),
}

export const EmptyFootprint: Story = {
  render: () => (
    <FootprintView
      items={[]}
      page={1}
      limit={20}
      total={0}
      busy={false}
      onDeleteOne={fn()}
      onDeleteDay={fn()}
      onPageChange={fn()}
    />
  ),
}
