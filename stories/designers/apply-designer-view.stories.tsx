import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ApplyDesignerView } from '../../src/features/designers/apply-designer-view'

const IMAGE = '/mock-images/goods/12.svg?motif=sofa'
const record = {
  applyId: 3,
  realName: 'Ana Laura Martínez Díaz',
  specialty: 'Interiores comerciales',
  intro:
    'Diseño de tiendas, cafeterías y oficinas en La Habana desde 2018: iluminación y mobiliario a medida.',
  images: [IMAGE, '/mock-images/goods/13.svg?motif=lamp'],
  state: 1 as const,
  rejectReason: null,
  createTime: '2026-11-20T10:00:00.000Z',
  reviewTime: null,
}

const meta = {
  title: 'Designers/ApplyDesignerView',
  component: ApplyDesignerView,
  args: {
    stage: 'form',
    record: null,
    values: { realName: 'Ana Laura Martínez Díaz', specialty: '', intro: '' },
    images: [],
    errors: {},
    imageError: null,
    error: null,
    uploading: false,
    busy: false,
    maxImages: 5,
    onChange: fn(),
    onPick: fn(),
    onRemove: fn(),
    onSubmit: fn(),
    onReapply: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ApplyDesignerView>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyForm: Story = {}

/** The shared rule's messages in place, and a refused image. */
export const Refused: Story = {
  args: {
    errors: {
      specialty: { id: 'validation.designerApply.specialty' },
      intro: { id: 'validation.designerApply.intro' },
    },
    images: [{ url: IMAGE, name: 'obra-1.png' }],
    imageError: { id: 'validation.upload.fileFormat' },
  },
}

export const Uploading: Story = { args: { uploading: true, busy: true } }

export const InReview: Story = { args: { stage: 'inReview', record } }

/** The platform's reason and "Volver a solicitar"; a long reason wraps. */
export const Rejected: Story = {
  args: {
    stage: 'turnedDown',
    record: {
      ...record,
      state: 3,
      rejectReason:
        'Las imágenes no muestran obras terminadas. Añada fotografías de proyectos entregados, con su ubicación y el año, y vuelva a solicitar la certificación.',
      reviewTime: '2026-11-22T09:30:00.000Z',
    },
  },
}

export const Approved: Story = {
  args: { stage: 'approved', record: { ...record, state: 2, reviewTime: '2026-11-22T09:30:00.000Z' } },
}

export const LoadFailed: Story = {
  args: { stage: 'loadFailed', error: { id: 'api.error.network' } },
}
