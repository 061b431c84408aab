import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AddToProjectDialog } from '../../src/features/goods/add-to-project-dialog'
import { validationMessages } from '../../src/schemas/messages'

const meta = {
  title: 'Goods/AddToProjectDialog',
  component: AddToProjectDialog,
  decorators: [
    (Story) => (
      <div>
        <h1>Cemento gris P.O 42.5</h1>
        <Story />
      </div>
    ),
  ],
  args: {
    stage: 'choosing',
    goodsName: 'Cemento gris P.O 42.5',
    saleUnit: 'saco',
    minBuyNum: 10,
    projects: [
      { projectId: 1, name: 'Hotel Malecón — reforma de habitaciones' },
      { projectId: 2, name: 'Almacén de Mariel' },
    ],
    projectId: null,
    quantity: '10',
    errors: {},
    error: null,
    adding: false,
    added: null,
    onProject: fn(),
    onQuantity: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddToProjectDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Choosing: Story = {}
export const Problems: Story = {
  args: {
    quantity: '15',
    errors: {
      projectId: { id: validationMessages.projectRequired.id },
      quantity: { id: validationMessages.quantityMultiple.id, values: { min: 10 } },
    },
  },
}
export const Refused: Story = {
  args: { projectId: 1, error: { text: 'El proyecto ya tiene 100 productos.' } },
}
export const Adding: Story = { args: { projectId: 1, adding: true } }
export const Added: Story = {
  args: { stage: 'added', added: { projectId: 1, name: 'Hotel Malecón — reforma de habitaciones' } },
}
export const NoProjects: Story = { args: { stage: 'noProjects', projects: [] } }
export const Loading: Story = { args: { stage: 'loading', projects: [] } }
export const LoadFailed: Story = { args: { stage: 'loadFailed', error: { id: 'api.error.network' } } }
