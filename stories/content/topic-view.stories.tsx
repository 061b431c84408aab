import type { Meta, StoryObj } from '@storybook/react-vite'
import { TopicView } from '../../src/features/content/topic-view'
import { goods, homeModules } from './fixtures'

const meta = {
  title: 'Contenido/Tema especial',
  component: TopicView,
  args: {
    showPrice: false,
    topic: {
      topicId: 1,
      title: 'Temporada de energía solar',
      banner: '/mock-images/banner/21.svg?label=Solar',
      description: 'Sistemas fotovoltaicos completos para hogares, comercios y pequeñas industrias.',
      modules: [
        { ...homeModules[2]!, title: 'Compre por categoría: Energía solar y eléctrica', goods: [] },
        {
          type: 'goods',
          title: 'Los más vendidos de la temporada',
          items: [],
          goods: [1, 2, 3].map((id) => goods(id)),
        },
      ],
    },
  },
} satisfies Meta<typeof TopicView>

export default meta

type Story = StoryObj<typeof meta>

export const Visitor: Story = {}

export const Member: Story = { args: { showPrice: true } }

export const UnknownTopic: Story = { args: { topic: null, error: { text: 'El tema no existe.' } } }
