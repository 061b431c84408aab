import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormField } from '../../src/components/form-field'
import { CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

const meta = {
  title: 'Componentes/FormField',
  component: FormField,
  args: { label: 'Importe de recarga', children: <input name="amount" inputMode="numeric" /> },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 360 }}>
        <Story />
        <button type="submit" className="button button--primary">
          Recargar
        </button>
      </form>
    ),
  ],
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

/** The error line is reserved: the button stays in place between this story and WithError. */
export const Plain: Story = {}

export const WithHint: Story = { args: { hint: 'Un importe entero entre 1 y 5000 USD.' } }

export const Required: Story = { args: { required: true } }

export const WithError: Story = {
  args: {
    hint: 'Un importe entero entre 1 y 5000 USD.',
    error: 'El importe de recarga debe estar entre 1 y 5000 USD.',
    children: <input name="amount" defaultValue="5001" />,
  },
}

export const RenderProp: Story = {
  args: {
    label: 'Tipo de movimiento',
    children: (control) => (
      <select {...control} defaultValue="">
        <option value="">Todos los tipos</option>
        <option value="topUp">Recarga</option>
      </select>
    ),
  },
}

export const LongText: Story = {
  args: {
    label: LONG_NAME,
    hint: LONG_PRODUCT,
    error: `${CHINESE_STORE}: ${LONG_PRODUCT}`,
    required: true,
    children: <input name="name" defaultValue={LONG_PRODUCT} />,
  },
}
