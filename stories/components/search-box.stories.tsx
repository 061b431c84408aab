import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SearchBox } from '../../src/components/search-box'

const WORDS = ['Cemento blanco 42.5R', 'Cemento Portland', 'Cementos del Caribe', 'Cemento y áridos']

const meta = {
  title: 'Componentes/Buscador',
  component: SearchBox,
  args: {
    initialKeyword: '',
    onSearch: fn(),
    loadSuggestions: async (keyword: string) =>
      WORDS.filter((word) => word.toLowerCase().includes(keyword.toLowerCase())),
  },
} satisfies Meta<typeof SearchBox>

export default meta

type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithKeyword: Story = { args: { initialKeyword: 'cemento' } }

export const NoSuggestions: Story = { args: { loadSuggestions: async () => [] } }
