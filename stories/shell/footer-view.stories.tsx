import type { Meta, StoryObj } from '@storybook/react-vite'
import { FooterView } from '../../src/features/shell/footer-view'

const meta = {
  title: 'Shell/Footer',
  component: FooterView,
  args: {
    siteName: 'Mercado Mayorista China–Cuba',
    links: {
      mobileSite: 'https://m.mercado-mayorista.example',
      chatApp: 'https://wa.me/5350000000',
      socialPage: 'https://www.facebook.com/mercadomayorista.example',
      photoPage: 'https://www.instagram.com/mercadomayorista.example',
    },
  },
} satisfies Meta<typeof FooterView>

export default meta
type Story = StoryObj<typeof meta>

export const WithExternalLinks: Story = {}

export const WithoutConfiguredLinks: Story = {
  args: { links: { mobileSite: '', chatApp: '', socialPage: '', photoPage: '' } },
}
