import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { HeaderView } from '../../src/features/shell/header-view'

const meta = {
  title: 'Shell/Header',
  component: HeaderView,
  args: {
    siteName: 'Mercado Mayorista China–Cuba',
    logoUrl: '',
    categories: [
      { categoryId: 1, categoryName: 'Materiales de construcción' },
      { categoryId: 2, categoryName: 'Energía solar y eléctrica' },
      { categoryId: 3, categoryName: 'Electrodomésticos' },
    ],
    cartCount: 0,
    memberName: null,
    onSearch: fn(),
    loadSuggestions: async (keyword: string) => [`${keyword} gris`, `${keyword} blanco`],
    onLogout: fn(),
  },
} satisfies Meta<typeof HeaderView>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {}

export const LoggedInWithCart: Story = {
  args: { memberName: 'comprador_cubaimport', cartCount: 3 },
}

export const LoggedInWithUnreadMessages: Story = {
  args: { memberName: 'comprador_cubaimport', cartCount: 3, unreadMessages: 5 },
}

export const WithSearchKeyword: Story = {
  args: { initialKeyword: 'cemento' },
}
