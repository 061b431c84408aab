import type { Meta, StoryObj } from '@storybook/react-vite'
import { PreviewFileView } from '../../src/features/contracts/preview-file-view'

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const meta = {
  title: 'Contratos/Vista previa de archivo',
  component: PreviewFileView,
  args: {
    file: { fileName: 'CB202600000001.pdf', contentType: 'application/pdf', contractNo: 'CB202600000001' },
    pdf: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
    imageSrc: null,
    error: null,
  },
} satisfies Meta<typeof PreviewFileView>

export default meta
type Story = StoryObj<typeof meta>

export const Pdf: Story = {}
export const Image: Story = {
  args: {
    file: { fileName: 'anexo.png', contentType: 'image/png', contractNo: 'CB202600000001' },
    pdf: null,
    imageSrc: `data:image/png;base64,${PNG}`,
  },
}
export const Refused: Story = {
  args: { file: null, pdf: null, error: { text: 'El archivo no existe o no tiene permiso para verlo.' } },
}
