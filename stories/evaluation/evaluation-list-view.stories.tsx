import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { commentFixture, orderFixture } from '../../machines/evaluate/evaluate.fixtures'
import { EvaluationListView } from '../../src/features/evaluation/evaluation-list-view'
import { RESERVATION_EVENTS, walkedReservation } from '../lifecycle-fixtures'

const pending = [
  orderFixture(),
  orderFixture({ orderSn: 'P202611150800000004', storeName: 'Foshan Ceramics Export Co.' }),
  walkedReservation('R202611010900000003', RESERVATION_EVENTS.receiptConfirmed),
]

const comments = [
  commentFixture(),
  commentFixture({
    orderSn: 'P202610200900000002',
    score: 2,
    content: '',
    images: [],
    time: '2026-10-28T18:00:00.000Z',
  }),
  commentFixture({
    orderSn: 'P202610010900000001',
    score: 5,
    images: [1, 2, 3].map((n) => `/mock-uploads/review/${n}.png`),
  }),
]

const meta = {
  title: 'Pedidos/Valoraciones',
  component: EvaluationListView,
  args: {
    tab: 'pending',
    pending,
    comments: [],
    page: 1,
    limit: 20,
    total: pending.length,
    busy: false,
    tabHref: (tab) => (tab === 'pending' ? '/member/order/evaluation' : '/member/order/evaluation?tab=mine'),
    onPageChange: fn(),
  },
} satisfies Meta<typeof EvaluationListView>

export default meta

type Story = StoryObj<typeof meta>

export const PendingReview: Story = {}

export const NothingPending: Story = { args: { pending: [], total: 0 } }

export const MyEvaluations: Story = {
  args: { tab: 'mine', pending: [], comments, total: comments.length },
}

export const NoEvaluationsYet: Story = { args: { tab: 'mine', pending: [], comments: [], total: 0 } }

export const Loading: Story = { args: { busy: true } }

export const ManyPages: Story = { args: { page: 2, limit: 10, total: 47 } }

/** Issue 16 item 8: an evaluation with its three store ratings and each product's stars, text and photos. */
export const WithStoreAndProductScores: Story = {
  args: {
    tab: 'mine',
    comments: [
      commentFixture({
        storeScores: { description: 4, service: 5, delivery: 3 },
        productScores: [
          {
            orderProductId: 1,
            productId: 1,
            goodsName: 'Panel solar monocristalino 550 W modelo 1',
            score: 4,
            content: 'Un marco llegó rayado; el resto perfecto.',
            images: ['/mock-uploads/review/4.png'],
          },
        ],
      }),
    ],
    total: 1,
  },
}
