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

const STORE_SCORES = { description: 4, service: 5, delivery: 3 }

/** Issue 16 item 8: the store ratings changed, the first product rated 4 with a text and its own photos. */
export const StoreAndProductScores: Story = {
  args: {
    initialValues: {
      score: 4,
      storeScores: STORE_SCORES,
      products: [{ score: 4, content: 'Un marco llegó rayado.' }, {}],
    },
    productPhotos: { 1: PHOTOS },
  },
}

/** A product score missing (e.g. cleared): the rule's message under that product's stars, nothing sent. */
export const ProductScoreMissing: Story = {
  args: {
    showAllErrors: true,
    initialValues: {
      score: 4,
      storeScores: { ...STORE_SCORES, service: null },
      products: [{ score: null }, {}],
    },
  },
}

/** A 6th photo of one product refused next to that product; the other fields keep what was typed. */
export const ProductSixthPhotoRefused: Story = {
  args: {
    initialValues: { score: 4, products: [{ score: 4, content: 'Bien embalado.' }, {}] },
    productPhotos: {
      1: [1, 2, 3, 4, 5].map((n) => ({ url: `/mock-uploads/review/${n}.png`, name: `foto-${n}.png` })),
    },
    productPhotoErrors: { 1: { id: 'validation.evaluation.imagesMax' } },
  },
}

/** A PDF renamed .jpg: the mock tells it by its content and refuses it; the message sits by that product. */
export const ProductPhotoNotAnImage: Story = {
  args: {
    initialValues: { score: 4, products: [{ score: 4 }, {}] },
    productPhotoErrors: { 2: { text: 'Formato de archivo incorrecto' } },
  },
}
