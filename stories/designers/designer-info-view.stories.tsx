import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DesignerInfoView } from '../../src/features/designers/designer-info-view'

const meta = {
  title: 'Designers/DesignerInfoView',
  component: DesignerInfoView,
  args: {
    status: 'ready',
    info: {
      applyId: 1,
      realName: 'Javier Ernesto Gómez Leyva',
      specialty: 'Interiores comerciales',
      intro: 'Diseño de tiendas, hoteles y oficinas en La Habana desde 2015.',
      images: ['/mock-images/goods/1.svg?motif=sofa', '/mock-images/goods/2.svg?motif=lamp'],
      state: 2,
      rejectReason: null,
      createTime: '2026-09-01T10:00:00.000Z',
      reviewTime: '2026-09-03T10:00:00.000Z',
    },
    error: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof DesignerInfoView>

export default meta
type Story = StoryObj<typeof meta>

export const Certified: Story = {}
/** A designer seeded without a certification record: no portfolio. */
export const WithoutPortfolio: Story = {
  args: {
    info: {
      applyId: 0,
      realName: 'Javier Ernesto Gómez Leyva',
      specialty: '',
      intro: '',
      images: [],
      state: 2,
      rejectReason: null,
      createTime: '2026-09-01T10:00:00.000Z',
      reviewTime: null,
    },
  },
}
export const LoadFailed: Story = {
  args: {
    status: 'loadFailed',
    info: null,
    error: { text: 'Solo los diseñadores pueden usar esta función' },
  },
}
