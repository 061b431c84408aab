import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InquiryPublishView } from '../../src/features/rfq/inquiry-publish-view'
import { RfqLandingView } from '../../src/features/rfq/rfq-landing-view'
import { INQUIRY } from './rfq-fixtures'

const typed = {
  title: 'Cemento para la obra de Cárdenas',
  description: '',
  lines: [
    {
      productId: '101',
      goodsName: 'Cemento gris Portland P.O 42.5, saco de 50 kg',
      buyNum: '200',
      unit: 'saco',
    },
    { productId: '', goodsName: 'Arena lavada, metro cúbico', buyNum: '0', unit: '' },
  ],
  deliveryPlace: 'Calle Real 12, Cárdenas, Matanzas',
  deliveryDate: '2026-12-30',
  deadline: '2026-11-01',
}

const meta = {
  title: 'RFQ/InquiryPublishView',
  component: InquiryPublishView,
  args: {
    today: '2026-11-20',
    results: [],
    searching: false,
    searched: false,
    attachments: [],
    fileRefusal: null,
    filesBusy: false,
    submitting: false,
    submitError: null,
    published: null,
    onSearch: fn(),
    onPickFiles: fn(),
    onRemoveFile: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof InquiryPublishView>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Typed with mistakes: every rule's message in place, an attachment kept, a refused file named. */
export const WithErrors: Story = {
  args: {
    initialValues: typed,
    attachments: [{ url: '/files/inquiry/a.pdf', fileName: 'plano-almacen.pdf' } as never],
    fileRefusal: { fileName: 'foto-grande.jpg', message: { text: 'El archivo no puede superar los 5 MB.' } },
  },
}

export const Submitting: Story = {
  args: {
    initialValues: { ...typed, lines: typed.lines.slice(0, 1), deadline: '2026-12-10' },
    submitting: true,
  },
}

export const Published: Story = { args: { published: INQUIRY } }

/** /inquiry/index: how RFQ works and the way in. */
export const Landing: Story = { render: () => <RfqLandingView /> }
