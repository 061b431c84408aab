import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentPageView } from '../../src/features/content/content-page-view'

const page = (code: string, title: string) => ({
  code,
  title,
  contentHtml: `<h2>1. Objeto</h2><p>Los precios se expresan en USD; el EUR es solo referencia.</p><h2>2. Pagos</h2><p>Un pedido sin pagar se cancela a las 24 horas.</p>`,
  updatedAt: '2026-10-01T00:00:00.000Z',
})

const meta = {
  title: 'Contenido/Página informativa',
  component: ContentPageView,
  args: { pages: [page('terms', 'Términos y condiciones')], currentPath: '/legal/terms' },
} satisfies Meta<typeof ContentPageView>

export default meta

type Story = StoryObj<typeof meta>

export const LegalPage: Story = {}

export const Agreement: Story = {
  args: {
    pages: [page('user_agreement', 'Acuerdo de usuario'), page('privacy_policy', 'Política de privacidad')],
    currentPath: '/agreement',
  },
}

export const UnknownArticle: Story = {
  args: { pages: [], currentPath: '/article', error: { text: 'El artículo no existe.' } },
}
