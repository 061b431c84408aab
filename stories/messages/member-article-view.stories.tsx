import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MemberArticleSummary } from '../../src/api/member-messages'
import { MemberArticleView } from '../../src/features/messages/member-article-view'

const article = (articleId: number, title: string, isTop = false): MemberArticleSummary => ({
  articleId,
  title,
  summary: 'Desde este mes, la ruta directa sale cada semana del puerto de Shanghái hacia el Mariel.',
  category: isTop ? 'notice' : 'guide',
  isTop,
  createTime: '2026-10-27T12:00:00.000Z',
})

const meta = {
  title: 'Mensajes/Anuncios',
  component: MemberArticleView,
  args: {
    data: {
      kind: 'list',
      articles: [
        article(2, 'Nueva salida semanal de la ruta marítima China–Cuba', true),
        article(4, 'Cómo pagar el saldo final de un pedido de reserva'),
      ],
      page: 1,
      pageSize: 10,
      total: 12,
    },
    onPage: fn(),
  },
} satisfies Meta<typeof MemberArticleView>

export default meta

type Story = StoryObj<typeof meta>

export const List: Story = {}

export const NoAnnouncements: Story = {
  args: { data: { kind: 'list', articles: [], page: 1, pageSize: 10, total: 0 } },
}

export const Announcement: Story = {
  args: {
    data: {
      kind: 'detail',
      article: {
        ...article(2, 'Nueva salida semanal de la ruta marítima China–Cuba', true),
        content:
          '<p>Desde este mes, la ruta directa sale cada semana.</p><p>La mercancía en tránsito puede comprarse.</p>',
      },
    },
  },
}

export const UnknownAnnouncement: Story = {
  args: { data: { kind: 'detail', article: null, error: { text: 'El anuncio no existe.' } } },
}
