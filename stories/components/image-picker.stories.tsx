import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ImagePicker } from '../../src/components/image-picker'

const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const files = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ url: IMAGE, name: `foto-${i + 1}.png` }))

const meta = {
  title: 'components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Imágenes de prueba (opcional)', files: [], max: 5, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof ImagePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithImages: Story = { args: { files: files(2) } }

export const Uploading: Story = { args: { files: files(1), busy: true, disabled: true } }

export const Full: Story = { args: { files: files(5) } }

export const SixthRefused: Story = { args: { files: files(5), error: 'Como máximo 5 imágenes.' } }

export const TooBig: Story = {
  args: { files: files(2), error: 'El archivo supera el tamaño máximo de 1 MB.' },
}
