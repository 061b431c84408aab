import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { OrderStateCount } from '../../src/api/member-home'
import { OrderListView } from '../../src/features/orders/order-list-view'
import {
  cancelledOrder,
  cardsOf,
  depositOrder,
  finalPaymentOrder,
  idleFlow,
  orderList,
  receiptOrder,
  reservationPickupOrder,
  reviewOrder,
  storyClock,
  unpaidOrder,
} from './fixtures'

const REASONS = [
  { reasonId: 1, content: 'Ya no necesito los productos' },
  { reasonId: 2, content: 'Me equivoqué de producto o de cantidad' },
  { reasonId: 3, content: 'Encontré un mejor precio' },
]

const meta = {
  title: 'Pedidos/Mis pedidos',
  component: OrderListView,
  args: {
    state: null,
    search: { keyword: '', startTime: '', endTime: '' },
    orders: cardsOf(orderList),
    page: 1,
    limit: 20,
    total: orderList.length,
    clock: storyClock,
    busy: false,
    tabHref: (state) => (state === null ? '/member/order/list' : `/member/order/list?state=${state}`),
    onSearch: fn(),
    onPageChange: fn(),
    onDeadline: fn(),
    pending: null,
    onAction: fn(),
    actionFlow: idleFlow,
  },
} satisfies Meta<typeof OrderListView>

export default meta

type Story = StoryObj<typeof meta>

/**
 * A card in every main state of both machines, each with the actions its state allows: regular orders
 * (pending payment with its countdown, transfer waiting for the store, pending shipment, partially shipped,
 * pending pickup, pending receipt with the auto-confirm countdown, pending review, completed, after-sales,
 * cancelled, rejected) and reservation orders (review, deposit, final payment with its deadline, shipping,
 * pickup, finished, closed overdue).
 */
export const AllOrders: Story = {}

type CountedState = OrderStateCount['counts'][number]['orderState']

/** The orders' tabs counted as the server does (orderInfo/stateCount: one entry per tab holding orders). */
function countsOf(states: CountedState[]): OrderStateCount {
  const counts = new Map<CountedState, number>()
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1)
  return { total: states.length, counts: [...counts].map(([orderState, count]) => ({ orderState, count })) }
}

/** Each status tab with its count beside it (issue 16 item 6); a tab without orders shows none. */
export const WithTabCounts: Story = {
  args: { counts: countsOf(orderList.map((order) => order.orderState)) },
}

/** A count over 99 is shortened to "99+" beside the tab; the screen reader hears the whole number. */
export const TabCountOver99: Story = {
  args: {
    state: 10,
    orders: cardsOf([unpaidOrder]),
    total: 120,
    counts: countsOf(Array<10>(120).fill(10)),
  },
}

export const PendingPaymentTab: Story = { args: { state: 10, orders: cardsOf([unpaidOrder]), total: 1 } }

/** Reservation orders owing their deposit or their final payment: "Pagar depósito", "Pagar saldo final". */
export const ReservationPayments: Story = {
  args: { state: 10, orders: cardsOf([depositOrder, finalPaymentOrder]), total: 2 },
}

/** The server time could not be read: only the deadline is shown, no countdown from the browser clock. */
export const WithoutServerClock: Story = {
  args: { state: 10, orders: cardsOf([unpaidOrder, receiptOrder]), total: 2, clock: null },
}

export const CancelledTab: Story = { args: { state: 0, orders: cardsOf([cancelledOrder]), total: 1 } }

export const PendingPickupTab: Story = {
  args: { state: 35, orders: cardsOf([reservationPickupOrder]), total: 1 },
}

export const Loading: Story = { args: { busy: true } }

export const NoOrdersYet: Story = { args: { orders: [], total: 0 } }

export const EmptyPendingShipmentTab: Story = { args: { state: 20, orders: [], total: 0 } }

export const NothingMatchesTheSearch: Story = {
  args: {
    search: { keyword: 'P2026999', startTime: '2026-11-01', endTime: '2026-11-30' },
    orders: [],
    total: 0,
  },
}

export const ManyPages: Story = { args: { page: 3, limit: 10, total: 124 } }

const unpaidCards = cardsOf([unpaidOrder])

export const LoadingCancelReasons: Story = {
  args: {
    orders: unpaidCards,
    total: 1,
    actionFlow: { ...idleFlow, phase: 'loadingReasons', orderSn: unpaidOrder.orderSn },
  },
}

export const ChoosingCancelReason: Story = {
  args: {
    orders: unpaidCards,
    total: 1,
    actionFlow: { ...idleFlow, phase: 'choosingReason', orderSn: unpaidOrder.orderSn, reasons: REASONS },
  },
}

/** "Cancelar pedido" without a reason: the shared rule's message. */
export const CancelReasonMissing: Story = {
  args: {
    orders: unpaidCards,
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'choosingReason',
      orderSn: unpaidOrder.orderSn,
      reasons: REASONS,
      reasonError: { id: 'validation.order.cancelReasonRequired' },
    },
  },
}

export const Cancelling: Story = {
  args: {
    orders: unpaidCards,
    total: 1,
    actionFlow: { ...idleFlow, phase: 'cancelling', orderSn: unpaidOrder.orderSn, reasons: REASONS },
  },
}

export const Cancelled: Story = {
  args: {
    orders: cardsOf([cancelledOrder]),
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'done',
      orderSn: cancelledOrder.orderSn,
      outcome: { kind: 'cancelled', orderSn: cancelledOrder.orderSn },
    },
  },
}

const receiptCards = cardsOf([receiptOrder])

/** The confirmation dialog shows when the receipt would be confirmed automatically. */
export const ConfirmingReceipt: Story = {
  args: {
    orders: receiptCards,
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'confirmingReceipt',
      orderSn: receiptOrder.orderSn,
      receiptDeadline: receiptOrder.receiptDeadline ?? null,
    },
  },
}

/** A second click on "Confirmar recepción" while this is in flight does nothing. */
export const ConfirmationInFlight: Story = {
  args: {
    orders: receiptCards,
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'confirming',
      orderSn: receiptOrder.orderSn,
      receiptDeadline: receiptOrder.receiptDeadline ?? null,
    },
  },
}

export const ReceiptConfirmed: Story = {
  args: {
    orders: cardsOf([reviewOrder]),
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'done',
      orderSn: reviewOrder.orderSn,
      outcome: { kind: 'received', orderSn: reviewOrder.orderSn },
    },
  },
}

export const ReceiptRefused: Story = {
  args: {
    orders: cardsOf([reviewOrder]),
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'failed',
      orderSn: reviewOrder.orderSn,
      error: { text: 'Este pedido no está pendiente de confirmación de recepción.' },
    },
  },
}

export const AddingToCart: Story = {
  args: {
    orders: cardsOf([reviewOrder]),
    total: 1,
    pending: { orderSn: reviewOrder.orderSn, kind: 'buyAgain' },
    actionFlow: { ...idleFlow, phase: 'addingToCart', orderSn: reviewOrder.orderSn },
  },
}

const OFF_SHELF = {
  goodsName: reviewOrder.productList[1]!.goodsName,
  message: { text: 'El producto ha sido retirado de la venta.' },
}

/** "Volver a comprar" with a line off shelf: what was added, what was not and why. */
export const BuyAgainWithALineOffShelf: Story = {
  args: {
    orders: cardsOf([reviewOrder]),
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'done',
      orderSn: reviewOrder.orderSn,
      outcome: { kind: 'addedToCart', orderSn: reviewOrder.orderSn, added: 1, skipped: [OFF_SHELF] },
    },
  },
}

export const BuyAgainNothingAdded: Story = {
  args: {
    orders: cardsOf([reviewOrder]),
    total: 1,
    actionFlow: {
      ...idleFlow,
      phase: 'failed',
      orderSn: reviewOrder.orderSn,
      error: { id: 'orders.actions.nothingAdded' },
      skipped: [OFF_SHELF, { ...OFF_SHELF, goodsName: reviewOrder.productList[0]!.goodsName }],
    },
  },
}
