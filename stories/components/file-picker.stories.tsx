import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { FilePicker } from '../../src/components/file-picker'

const meta = {
  title: 'components/FilePicker',
  component: FilePicker,
  args: {
    label: 'Comprobante de la transferencia',
    accept: 'image/png,image/jpeg',
    hint: 'Imagen PNG o JPG de hasta 1 MB.',
    onPick: fn(),
  },
} satisfies Meta<typeof FilePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Chosen: Story = { args: { chosen: ['comprobante-transferencia.png'] } }

export const SeveralChosen: Story = {
  args: {
    label: 'Archivos del contrato',
    accept: 'application/pdf,image/png,image/jpeg',
    multiple: true,
    hint: 'PDF, PNG o JPG de hasta 5 MB cada uno; como máximo 5 archivos.',
    chosen: ['contrato-firmado.pdf', 'anexo-especificaciones.pdf', 'foto-mercancía.jpg'],
  },
}

export const LongFileName: Story = {
  args: {
    chosen: [
      'comprobante-de-transferencia-bancaria-banco-metropolitano-sucursal-la-habana-vieja-2026-11-28-pedido-PA202611280001.png',
    ],
  },
}

export const WithError: Story = {
  args: { chosen: [], error: 'El archivo supera el tamaño máximo de 1 MB.' },
}

export const Checking: Story = {
  args: { chosen: ['comprobante.png'], status: 'Comprobando la imagen…', disabled: true },
}

export const Disabled: Story = { args: { disabled: true } }

export const Required: Story = { args: { required: true } }

export const Images: Story = {
  args: {
    label: 'Fotos (opcional)',
    multiple: true,
    buttonLabel: 'Elegir imágenes',
    hint: 'Imágenes PNG o JPG de hasta 1 MB; como máximo 5.',
  },
}
