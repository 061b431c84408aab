import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { StoreClosedView, StorePageView } from '../../src/features/store/store-header-view'
import { StoreHomeView } from '../../src/features/store/store-home-view'
import { StoreIntroduceView } from '../../src/features/store/store-introduce-view'
import { sampleGoods, sampleStore } from './store-fixtures'

const meta = {
  title: 'Tienda/Inicio',
  component: StorePageView,
  args: {
    store: sampleStore,
    tab: 'home',
    nameAsHeading: true,
    compact: false,
    keyword: '',
    following: false,
    followBusy: false,
    onFollowToggle: fn(),
    onSearch: fn(),
    children: (
      <StoreHomeView store={sampleStore} featured={[1, 2, 3, 4].map(sampleGoods)} showPrice={false} />
    ),
  },
} satisfies Meta<typeof StorePageView>

export default meta

type Story = StoryObj<typeof meta>

export const Visitor: Story = {}

export const MemberFollowing: Story = {
  args: {
    following: true,
    children: <StoreHomeView store={sampleStore} featured={[1, 2, 3, 4].map(sampleGoods)} showPrice />,
  },
}

export const FollowInFlight: Story = { args: { followBusy: true } }

export const CompactBarAfterScrolling: Story = { args: { compact: true } }

export const EmptyStore: Story = {
  args: {
    children: (
      <StoreHomeView
        store={{
          ...sampleStore,
          videos: [],
          photos: [],
          certificates: [],
          latestNews: [],
          aboutHtml: '',
          categories: [],
        }}
        featured={[]}
        showPrice={false}
      />
    ),
  },
}

export const Presentation: Story = {
  args: { tab: 'introduce', nameAsHeading: false, children: <StoreIntroduceView store={sampleStore} /> },
}

export const ClosedStore: Story = {
  render: () => <StoreClosedView />,
}
