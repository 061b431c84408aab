import type { Meta, StoryObj } from '@storybook/react-vite'
import { IndexView } from '../../src/features/home/index-view'
import { goods, homeModules, news } from '../content/fixtures'

const meta = {
  title: 'Inicio/Portada',
  component: IndexView,
  args: {
    modules: homeModules,
    recommended: [5, 6, 7].map((id) => goods(id)),
    news: [1, 2, 3].map((id) => news(id)),
    showPrice: false,
    carouselPaused: true,
  },
} satisfies Meta<typeof IndexView>

export default meta

type Story = StoryObj<typeof meta>

export const Visitor: Story = {}

export const Member: Story = { args: { showPrice: true } }

export const WithoutRecommendationsOrNews: Story = { args: { recommended: [], news: [] } }
