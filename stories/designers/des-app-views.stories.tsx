import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DesAppDetailView } from '../../src/features/designers/des-app-detail-view'

const application = {
  desAppId: 3,
  designerId: 12,
  designerName: 'Laura Beatriz Ortega Ramos',
  specialty: 'Arquitectura de interiores',
  message:
    'Trabajo con cadenas de restaurantes en Varadero y puedo proponer selecciones de sillas, mesas y lámparas para sus pedidos.',
  images: ['/mock-images/goods/21.svg?motif=chair', '/mock-images/goods/22.svg?motif=lamp'],
  state: 1 as const,
  declineReason: null,
  createTime: '2026-11-25T10:00:00.000Z',
  decideTime: null,
}

const meta = {
  title: 'Designers/DesAppDetailView',
  component: DesAppDetailView,
  args: {
    stage: 'shown',
    application,
    decision: null,
    reason: '',
    reasonError: null,
    error: null,
    busy: false,
    onAccept: fn(),
    onDecline: fn(),
    onReason: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DesAppDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}

export const ConfirmingAccept: Story = { args: { decision: 'accept' } }

/** The decline dialog with the shared rule's message. */
export const DecliningWithoutReason: Story = {
  args: { decision: 'decline', reason: 'x', reasonError: { id: 'validation.designerApply.reason' } },
}

export const Accepted: Story = {
  args: { application: { ...application, state: 2, decideTime: '2026-11-26T09:00:00.000Z' } },
}

export const Declined: Story = {
  args: {
    application: {
      ...application,
      state: 3,
      declineReason: 'Este año no compramos para restaurantes.',
      decideTime: '2026-11-26T09:00:00.000Z',
    },
  },
}

/** Another tab decided first: the server's word beside the application. */
export const DecidedElsewhere: Story = {
  args: { application: { ...application, state: 2 }, error: { text: 'Esta solicitud ya se decidió.' } },
}
