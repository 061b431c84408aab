import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { quoteRowOf } from '../../src/features/quote-orders/quote-order-rows'
import { QuoteOrdersView } from '../../src/features/quote-orders/quote-orders-view'
import { RESERVATION_EVENTS as life, walkedReservation } from '../lifecycle-fixtures'

const waitingReview = walkedReservation('R202611200900000001', life.sent)
const waitingQuote = walkedReservation('R202611190900000002', life.approved)
const waitingDeposit = walkedReservation('R202611180900000003', life.quoted)
const preparing = walkedReservation('R202611170900000004', life.depositPaid)
const waitingFinal = walkedReservation('R202611160900000005', life.goodsPrepared, {
  finalPaySn: 'PF202611160900000005',
  finalPaymentDeadline: '2026-11-27T09:00:00.000Z',
})
const closedOverdue = walkedReservation('R202611010900000006', life.finalPaymentOverdue, {
  finalPaymentDeadline: '2026-11-12T09:00:00.000Z',
})

const all = [waitingReview, waitingQuote, waitingDeposit, preparing, waitingFinal, closedOverdue].map(
  quoteRowOf,
)

const meta = {
  title: 'Pedidos/Pedidos de cotización',
  component: QuoteOrdersView,
  args: {
    tab: 'all',
    rows: all,
    page: 1,
    limit: 20,
    total: all.length,
    busy: false,
    tabHref: (tab) => (tab === 'all' ? '/member/order/quoteOrder' : `/member/order/quoteOrder?tab=${tab}`),
    onPageChange: fn(),
  },
} satisfies Meta<typeof QuoteOrdersView>

export default meta

type Story = StoryObj<typeof meta>

/** Every step: review, quote, deposit to pay, preparing, final payment with its deadline, closed overdue. */
export const AllReservationOrders: Story = {}

export const AwaitingQuote: Story = {
  args: { tab: 'pending', rows: [waitingReview, waitingQuote].map(quoteRowOf), total: 2 },
}

export const DepositToPay: Story = { args: { tab: 'quoted', rows: [quoteRowOf(waitingDeposit)], total: 1 } }

export const FinalPaymentToPay: Story = {
  args: { tab: 'quoted', rows: [quoteRowOf(waitingFinal)], total: 1 },
}

export const NoReservationOrders: Story = { args: { rows: [], total: 0 } }

export const NothingAwaitingQuote: Story = { args: { tab: 'pending', rows: [], total: 0 } }

export const Loading: Story = { args: { busy: true } }

export const ManyPages: Story = { args: { page: 3, limit: 10, total: 64 } }
