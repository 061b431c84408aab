import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { evaluatedOrder, orderFixture, orderInTransit } from '../../machines/evaluate/evaluate.fixtures'
import { EvaluateView } from '../../src/features/evaluation/evaluate-view'
import { RESERVATION_EVENTS, walkedReservation } from '../lifecycle-fixtures'

const PHOTOS = [1, 2].map((n) => ({ url: `/mock-uploads/review/${n}.png`, name: `foto-${n}.png` }))

const meta = {
  title: 'Pedidos/Valorar pedido',
  component: EvaluateView,
  args: {
    status: 'editing',
    order: orderFixture(),
    loadError: null,
    submitError: null,
    photos: [],
    photoError: null,
    onAddPhotos: fn(),
    onRemovePhoto: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EvaluateView>

export default meta

type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', order: null } }

export const OrderNotFound: Story = {
  args: { status: 'loadFailed', order: null, loadError: { text: 'El pedido no existe.' } },
}

/** The link carries no valid order number: nothing to retry. */
export const BadLink: Story = { args: { status: 'loadFailed', order: null, onRetry: undefined } }

export const AlreadyEvaluated: Story = { args: { status: 'notEvaluable', order: evaluatedOrder() } }

export const NotReceivedYet: Story = { args: { status: 'notEvaluable', order: orderInTransit() } }

/** An empty form: no star chosen yet. */
export const Editing: Story = {}

export const FinishedReservationOrder: Story = {
  args: {
    order: walkedReservation('R202611010900000003', RESERVATION_EVENTS.receiptConfirmed),
  },
}

/** "Publicar valoración" without stars: the rule's message under the rating. */
export const StarsMissing: Story = { args: { showAllErrors: true, initialValues: { content: 'Bien.' } } }

export const FilledWithPhotos: Story = {
  args: {
    initialValues: { score: 4, content: 'Llegó a tiempo y bien embalado.' },
    photos: PHOTOS,
  },
}

export const UploadingPhotos: Story = {
  args: { status: 'uploading', initialValues: { score: 4 }, photos: PHOTOS.slice(0, 1) },
}

export const SixthPhotoRefused: Story = {
  args: {
    initialValues: { score: 4 },
    photos: [1, 2, 3, 4, 5].map((n) => ({ url: `/mock-uploads/review/${n}.png`, name: `foto-${n}.png` })),
    photoError: { id: 'validation.evaluation.imagesMax' },
  },
}

export const PhotoTooBig: Story = {
  args: { initialValues: { score: 4 }, photoError: { id: 'validation.upload.fileTooBig' } },
}

export const Submitting: Story = {
  args: { status: 'submitting', initialValues: { score: 5, content: 'Excelente.' }, photos: PHOTOS },
}

/** The server refused: its message above the button; stars, text and photos stay. */
export const Refused: Story = {
  args: {
    status: 'failed',
    initialValues: { score: 5, content: 'Excelente.' },
    photos: PHOTOS,
    submitError: { text: 'Este pedido no está pendiente de valoración.' },
  },
}
