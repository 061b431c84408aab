import type { Meta, StoryObj } from '@storybook/react-vite'
import { CategoryView } from '../../src/features/catalogue/category-view'

const meta = {
  title: 'Catálogo/Categorías',
  component: CategoryView,
  args: {
    categories: [
      {
        categoryId: 1,
        categoryName: 'Materiales de construcción',
        grade: 1,
        pid: 0,
        children: [
          {
            categoryId: 2,
            categoryName: 'Cemento y áridos',
            grade: 2,
            pid: 1,
            children: [
              { categoryId: 3, categoryName: 'Cemento', grade: 3, pid: 2 },
              { categoryId: 4, categoryName: 'Arena y grava', grade: 3, pid: 2 },
            ],
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof CategoryView>

export default meta

type Story = StoryObj<typeof meta>

export const AllLevels: Story = {}

export const NoCategories: Story = { args: { categories: [] } }
