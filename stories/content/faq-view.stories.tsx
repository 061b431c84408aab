import type { Meta, StoryObj } from '@storybook/react-vite'
import { FaqView } from '../../src/features/content/faq-view'
import { faqs } from './fixtures'

const meta = {
  title: 'Contenido/Preguntas frecuentes',
  component: FaqView,
  args: { faqs, currentPath: '/introduce/introduce_question' },
} satisfies Meta<typeof FaqView>

export default meta

type Story = StoryObj<typeof meta>

export const Collapsed: Story = {}

export const OneOpen: Story = { args: { initiallyOpen: [2] } }
