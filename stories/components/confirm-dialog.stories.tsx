import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ConfirmDialog } from '../../src/components/confirm-dialog'
import { CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '¿Eliminar esta dirección?',
    message: 'La dirección de Mariel dejará de ofrecerse al pagar.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // the dialog opens over a page (it renders into document.body)
  decorators: [
    (Story) => (
      <div>
        <h1>Mis direcciones</h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** "Confirmar" / "Cancelar" from the dictionary. */
export const DefaultLabels: Story = {}

export const OwnVerb: Story = { args: { confirmLabel: 'Eliminar' } }

export const Busy: Story = { args: { confirmLabel: 'Eliminar', busy: true } }

export const BusyOwnLabel: Story = {
  args: { confirmLabel: 'Eliminar', busy: true, busyLabel: 'Eliminando…' },
}

export const WithoutMessage: Story = { args: { title: '¿Vaciar el carrito?', message: undefined } }

export const LongText: Story = {
  args: {
    title: `¿Quitar «${LONG_PRODUCT}» de favoritos?`,
    message: `${LONG_NAME} dejará de seguir este producto de ${CHINESE_STORE}.`,
    confirmLabel: 'Quitar',
  },
}
