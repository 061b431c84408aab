import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import {
  InformationDetailView,
  InformationHomeView,
  InformationListView,
} from '../../src/features/content/information-view'
import { news } from './fixtures'

const meta = {
  title: 'Contenido/Noticias',
  component: InformationListView,
  args: {
    items: [1, 2, 3].map((id) => news(id)),
    categories: ['Aduanas', 'Logística', 'Normativa'],
    category: null,
    page: 1,
    limit: 10,
    total: 33,
    onPageChange: fn(),
  },
} satisfies Meta<typeof InformationListView>

export default meta

type Story = StoryObj<typeof meta>

export const List: Story = {}

export const FilteredByCategory: Story = {
  args: { category: 'Aduanas', items: [news(1), news(3)], total: 2 },
}

export const EmptyCategory: Story = { args: { category: 'Normativa', items: [], total: 0 } }

export const Landing: Story = {
  render: () => (
    <InformationHomeView
      latest={[1, 2, 3].map((id) => news(id))}
      byCategory={[
        { category: 'Aduanas', items: [news(1), news(3)] },
        { category: 'Logística', items: [news(2)] },
      ]}
    />
  ),
}

export const Detail: Story = {
  render: () => (
    <InformationDetailView
      item={{
        ...news(7),
        contentHtml:
          '<p>El despacho digital reduce los plazos.</p><h2>Lo que debe saber</h2><p>Prepare sus documentos.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        related: [news(2), news(3), news(5)],
      }}
    />
  ),
}

export const UnknownItem: Story = {
  render: () => <InformationDetailView item={null} error={{ text: 'La noticia no existe.' }} />,
}
