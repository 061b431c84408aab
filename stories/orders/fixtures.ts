// Plain sample orders for the order stories (shaped by the contract, no mock backend). Each order's lifecycle is
// reached by walking its machine (machines/order-lifecycle), so state and context are ones the server can hold.
import {
  advance,
  initial,
  initialStateOf,
  isFinalState,
  labelOf,
  metaOf,
  deadlineOf,
  takesEventType,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../../machines/order-lifecycle/lifecycle'
import type { OrderBatch, OrderDetail, OrderLine, OrderLogEntry, OrderSummary } from '../../src/api/orders'
import { fn } from 'storybook/test'
import type { OrderActionDialogsProps } from '../../src/features/orders/order-action-parts'
import { orderCards } from '../../src/features/orders/order-list-route'
import type { ServerClock } from '../../src/features/orders/order-labels'

/** The server's clock of the stories: fixed server time, read "now". */
export const SERVER_TIME = '2026-11-20T15:00:00.000Z'
export const storyClock: ServerClock = { serverTime: SERVER_TIME, receivedAt: Date.now() }
const at = (hours: number) => new Date(Date.parse(SERVER_TIME) + hours * 3_600_000).toISOString()

const line = (productId: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
  orderProductId: productId,
  productId,
  goodsId: productId * 10,
  goodsName: `Panel solar monocristalino 550 W modelo ${productId}`,
  goodsImage: `/mock-images/goods/${productId}.svg?motif=solar&label=Panel`,
  specValues: 'Potencia: 550 W · Marco: plata',
  productCode: `PS-550-${productId}`,
  saleUnit: 'unidad',
  price: 78.5,
  buyNum: 20,
  subtotal: 1570,
  ...overrides,
})

const LINES = [line(1), line(2, { price: 12.25, buyNum: 100, subtotal: 1225, specValues: '' })]
const UNITS = 120

type Kind = 'regular' | 'reservation'

function step<K extends Kind>(kind: K, lifecycle: PersistedLifecycle<K>, event: LifecycleTypes[K]['event']) {
  const next = advance(kind, lifecycle, event)
  if (!next) throw new Error(`${kind} ${lifecycle.state} refuses ${event.type}`)
  return next
}

/** The lifecycle after these events, from a new order of 120 units. */
function walk<K extends Kind>(kind: K, events: readonly LifecycleTypes[K]['event'][]) {
  return events.reduce(
    (lifecycle, event) => step(kind, lifecycle, event),
    initial(kind, { unitsTotal: UNITS }) as PersistedLifecycle<K>,
  )
}

/** One dated entry of an order's history: the event that moved it (none for the order being sent). */
type LogStep<K extends Kind> = Omit<OrderLogEntry, 'time' | 'state'> & {
  hours: number
  event?: LifecycleTypes[K]['event']
}

/** The order's log as the server keeps it: each entry names the state its machine entered on that event. */
function logOf<K extends Kind>(kind: K, steps: LogStep<K>[]): OrderLogEntry[] {
  let lifecycle = initial(kind, { unitsTotal: UNITS }) as PersistedLifecycle<K>
  return steps.map(({ hours, event, ...entry }) => {
    if (event) lifecycle = step(kind, lifecycle, event)
    return { time: at(hours), state: lifecycle.state, ...entry }
  })
}

/** The server's Spanish text of a state (its orderStateValue), the label in the machine's meta. */
const stateValue = (kind: Kind | 'refund', state: string) => labelOf(kind, state)!.defaultMessage

/** A regular order whose machine received these events. */
export function regular(
  orderSn: string,
  events: LifecycleTypes['regular']['event'][],
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  const lifecycle = walk('regular', events)
  const orderState = metaOf('regular', lifecycle.state).orderState as OrderSummary['orderState']
  const paid = events.some((event) => event.type === 'payment.paid')
  return {
    orderSn,
    paySn: 'PG202611201200000001',
    orderType: 1,
    orderState,
    orderStateValue: stateValue('regular', lifecycle.state),
    reserveState: null,
    storeId: 2,
    storeName: 'Ningbo Sunrise Solar Co., Ltd.',
    createTime: '2026-11-20T12:00:00.000Z',
    expireTime: metaOf('regular', lifecycle.state).buyerPays === 'order' ? at(21) : null,
    payState: paid ? 'paid' : isFinalState('regular', lifecycle.state) ? 'cancelled' : 'unpaid',
    payMethod: paid ? 'balance' : null,
    productList: LINES,
    goodsAmount: 2795,
    couponAmount: 50,
    integralCashAmount: 10,
    // Cuba occidental: 25 USD + 0,05 USD/kg × 960 kg
    expressFee: 73,
    expressState: 'charged',
    totalMoney: 2808,
    depositAmount: null,
    finalAmount: null,
    purchaseOrderNumber: 'OC-2026-0042',
    remark: 'Entregar por la mañana, por favor.',
    cancelReason: null,
    lifecycle: { kind: 'regular', state: lifecycle.state, context: { ...lifecycle.context } },
    evaluated: events.some((event) => event.type === 'order.evaluated'),
    openRefundSn: takesEventType('regular', lifecycle.state, 'refund.closed') ? 'AS202611201300000001' : null,
    depositPaySn: null,
    finalPaySn: null,
    finalPaymentDeadline: null,
    receiptDeadline: deadlineOf('regular', lifecycle.state) === 'receipt' ? at(7 * 24 - 5) : null,
    ...overrides,
  }
}

/** A reservation order (quoted at US$ 3.000, deposit US$ 900) whose machine received these events. */
export function reservation(
  orderSn: string,
  events: LifecycleTypes['reservation']['event'][],
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  const lifecycle = walk('reservation', events)
  const orderState = metaOf('reservation', lifecycle.state).orderState as OrderSummary['orderState']
  const quoted = events.some((event) => event.type === 'supplier.quoted')
  const prepared = events.some((event) => event.type === 'goods.prepared')
  return {
    ...regular(orderSn, [], {}),
    paySn: null,
    orderType: 2,
    orderState,
    orderStateValue: stateValue('reservation', lifecycle.state),
    reserveState: lifecycle.state as OrderSummary['reserveState'],
    storeId: 7,
    storeName: 'Guangzhou Harbour Building Materials',
    expireTime: null,
    payState: 'unpaid',
    payMethod: null,
    couponAmount: 0,
    integralCashAmount: 0,
    expressFee: 0,
    expressState: 'pickup',
    totalMoney: quoted ? 3000 : 2795,
    depositAmount: quoted ? 900 : null,
    finalAmount: quoted ? 2100 : null,
    purchaseOrderNumber: '',
    remark: '',
    lifecycle: { kind: 'reservation', state: lifecycle.state, context: { ...lifecycle.context } },
    evaluated: false,
    openRefundSn: null,
    depositPaySn: quoted ? 'PG202611181000000010' : null,
    finalPaySn: prepared ? 'PG202611191000000011' : null,
    finalPaymentDeadline: prepared ? at(5 * 24) : null,
    receiptDeadline: deadlineOf('reservation', lifecycle.state) === 'receipt' ? at(6 * 24) : null,
    ...overrides,
  }
}

// the events of a regular order's life
const paidR = [{ type: 'payment.paid' }] as const
const firstBatch = [...paidR, { type: 'batch.shipped', units: 40 }] as const
const allShipped = [...paidR, { type: 'batch.shipped', units: UNITS }] as const
const received = [...allShipped, { type: 'receipt.confirmed' }] as const

export const unpaidOrder = regular('P202611201200000001', [])
export const pendingTransferOrder = regular('P202611191000000002', [], {
  payState: 'pendingConfirmation',
  payMethod: 'transfer',
  expireTime: at(-5),
  createTime: '2026-11-19T10:00:00.000Z',
})
export const paidOrder = regular('P202611181000000003', [...paidR], {
  createTime: '2026-11-18T10:00:00.000Z',
})
export const partlyShippedOrder = regular('P202611171000000013', [...firstBatch])
export const pickupOrder = regular('P202611171000000014', [
  ...paidR,
  { type: 'batch.shipped', units: UNITS, pickupCode: '482915' },
])
export const receiptOrder = regular('P202611161000000015', [...allShipped])
export const reviewOrder = regular('P202611151000000016', [...received])
export const completedOrder = regular('P202611141000000017', [...received, { type: 'order.evaluated' }])
export const afterSalesOrder = regular('P202611131000000018', [...received, { type: 'refund.opened' }])
export const cancelledOrder = regular('P202611171000000004', [{ type: 'payment.expired' }], {
  createTime: '2026-11-17T10:00:00.000Z',
  cancelReason: 'Cancelado automáticamente: no se pagó en 24 horas.',
  couponAmount: 0,
  integralCashAmount: 0,
  totalMoney: 2868,
})
export const rejectedOrder = regular('P202611121000000019', [
  ...paidR,
  { type: 'supplier.rejected', reason: 'Sin existencias del modelo 2.' },
])

// the events of a reservation order's life
const quoted = [
  { type: 'supplier.approved' },
  { type: 'supplier.quoted', total: 3000, deposit: 900 },
] as const
const depositPaid = [...quoted, { type: 'deposit.paid', payerMemberId: 1 }] as const
const finalPaid = [
  ...depositPaid,
  { type: 'goods.prepared' },
  { type: 'finalPayment.paid', payerMemberId: 1 },
] as const
const shipped = [
  ...finalPaid,
  { type: 'batch.shipped', units: 70 },
  { type: 'batch.shipped', units: 50 },
] as const

export const reservationOrder = reservation('P202611161000000005', [], {
  createTime: '2026-11-16T10:00:00.000Z',
})
export const depositOrder = reservation('P202611151000000006', [...quoted])
export const finalPaymentOrder = reservation('P202611141000000007', [
  ...depositPaid,
  { type: 'goods.prepared' },
])
export const shippingOrder = reservation('P202611131000000008', [
  ...finalPaid,
  { type: 'batch.shipped', units: 70 },
])
export const reservationPickupOrder = reservation('P202611121000000009', [
  ...shipped,
  { type: 'pickup.ready', pickupCode: '731406' },
])
export const finishedOrder = reservation('P202611111000000010', [
  ...shipped,
  { type: 'pickup.ready', pickupCode: '731406' },
  { type: 'goods.pickedUp', pickupCode: '731406' },
  { type: 'receipt.confirmed' },
])
export const overdueOrder = reservation('P202611101000000011', [
  ...depositPaid,
  { type: 'goods.prepared' },
  { type: 'finalPayment.overdue' },
])

/** Every kind of card the list shows. */
export const orderList: OrderSummary[] = [
  unpaidOrder,
  pendingTransferOrder,
  paidOrder,
  partlyShippedOrder,
  pickupOrder,
  receiptOrder,
  reviewOrder,
  completedOrder,
  afterSalesOrder,
  cancelledOrder,
  rejectedOrder,
  reservationOrder,
  depositOrder,
  finalPaymentOrder,
  shippingOrder,
  reservationPickupOrder,
  finishedOrder,
  overdueOrder,
]

export const cardsOf = (orders: OrderSummary[]) => orderCards(orders)

/** The order-actions flow at rest: no dialog open. */
export const idleFlow: OrderActionDialogsProps = {
  phase: 'idle',
  orderSn: null,
  reasons: [],
  reasonError: null,
  error: null,
  skipped: [],
  outcome: null,
  receiptDeadline: null,
  clock: storyClock,
  onSubmitCancel: fn(),
  onDismissCancel: fn(),
  onConfirmReceipt: fn(),
  onDismissReceipt: fn(),
  onDismissResult: fn(),
  onGoToCart: fn(),
}

const batch = (batchNo: number, units: number, overrides: Partial<OrderBatch> = {}): OrderBatch => ({
  batchNo,
  units,
  lines: [
    { orderProductId: 1, goodsName: LINES[0]!.goodsName, quantity: Math.min(units, 20) },
    ...(units > 20 ? [{ orderProductId: 2, goodsName: LINES[1]!.goodsName, quantity: units - 20 }] : []),
  ],
  logisticsState: 'inTransit',
  containerNumber: `MSCU${String(1234560 + batchNo)}`,
  carrier: 'Naviera Caribe Express',
  trackingNumber: `NCE${batchNo}2026110`,
  shippedTime: at(-72 + batchNo * 24),
  events: [
    {
      time: at(-96 + batchNo * 24),
      state: 'preparing',
      note: 'Mercancía en preparación en el almacén de Ningbo.',
    },
    { time: at(-84 + batchNo * 24), state: 'prepared', note: 'Lote embalado y etiquetado.' },
    { time: at(-78 + batchNo * 24), state: 'waitingTransport', note: 'En el puerto de Ningbo.' },
    { time: at(-72 + batchNo * 24), state: 'inTransit', note: 'Ruta marítima directa China–Cuba.' },
  ],
  ...overrides,
})

export const BATCHES = {
  inTransit: batch(1, 70),
  delivered: batch(2, 50, {
    logisticsState: 'delivered',
    events: [
      ...batch(2, 50).events,
      { time: at(-2), state: 'delivered', note: 'Descargado en el puerto del Mariel.' },
    ],
  }),
  preparing: batch(1, 40, {
    logisticsState: 'preparing',
    containerNumber: '',
    events: [{ time: at(-3), state: 'preparing', note: '' }],
  }),
}

/** The payments of an order as the server lists them (issue 15 item 11): one, or a deposit and a final payment. */
function paymentsOf(summary: OrderSummary): OrderDetail['payments'] {
  const paid = summary.payState === 'paid'
  const stage = (kind: 'order' | 'deposit' | 'final', paySn: string, amount: number) => ({
    kind,
    paySn,
    amount,
    payState: kind === 'order' ? summary.payState : ('unpaid' as const),
    payMethod: kind === 'order' ? (summary.payMethod ?? null) : null,
    tradeSn: kind === 'order' && paid ? 'TR202611181030000001' : null,
    paidAt: kind === 'order' && paid ? '2026-11-18T10:30:00.000Z' : null,
  })
  if (summary.orderType === 1) return summary.paySn ? [stage('order', summary.paySn, summary.totalMoney)] : []
  return [
    ...(summary.depositPaySn ? [stage('deposit', summary.depositPaySn, summary.depositAmount ?? 0)] : []),
    ...(summary.finalPaySn ? [stage('final', summary.finalPaySn, summary.finalAmount ?? 0)] : []),
  ]
}

export const detailOf = (summary: OrderSummary, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summary,
  serverTime: SERVER_TIME,
  log: [
    {
      time: summary.createTime,
      state: initialStateOf(summary.orderType === 2 ? 'reservation' : 'regular'),
      note: summary.orderType === 2 ? 'Pedido de reserva enviado.' : 'Pedido enviado; pendiente de pago.',
    },
  ],
  address: {
    addressId: 1,
    memberName: 'Carlos Pérez Fernández',
    telMobile: '13800138000',
    country: 'Cuba',
    province: 'La Habana',
    city: 'Plaza de la Revolución',
    street: 'Vedado',
    detailAddress: 'Calle 23 n.º 456, entre L y M',
    addressAll: 'Cuba, La Habana, Plaza de la Revolución, Vedado',
    isDefault: true,
  },
  invoice: {
    invoiceId: 2,
    titleType: 2,
    invoiceTitle: 'Importadora Caribe S.A.',
    invoiceType: 2,
    taxCode: 'CU-30112233445',
    receiverEmail: 'facturas@caribe.example.com',
    registerAddr: 'Calle 23 n.º 456, La Habana',
    registerPhone: '078321456',
    bankName: 'Banco Metropolitano',
    bankAccount: '0599 1234 5678 9012',
    isDefault: true,
  },
  payTime: summary.payState === 'paid' ? '2026-11-18T10:30:00.000Z' : null,
  tradeSn: summary.payState === 'paid' ? 'TR202611181030000001' : null,
  batches: [],
  pickupCode: (summary.lifecycle.context as { pickupCode?: string | null }).pickupCode ?? null,
  quote:
    summary.depositAmount != null
      ? {
          total: summary.totalMoney,
          deposit: summary.depositAmount,
          time: '2026-11-17T09:00:00.000Z',
          note: 'Precio FOB Ningbo; entrega en el Mariel.',
        }
      : null,
  depositPayState: summary.depositPaySn ? 'unpaid' : null,
  finalPayState: summary.finalPaySn ? 'unpaid' : null,
  payments: paymentsOf(summary),
  depositForfeited: false,
  refundedAmount: 0,
  refundableAmount: summary.payState === 'paid' ? summary.totalMoney : 0,
  evaluation: null,
  contractNo: summary.depositAmount != null ? `CT${summary.orderSn.slice(1)}` : null,
  rejectReason: null,
  refunds: [],
  paymentAccount:
    summary.payState === 'paid' ? { key: 'balance:1', label: 'Saldo prepago · comprador@example.com' } : null,
  ...overrides,
})

/** A reservation order waiting for pickup, with its whole history, paid deposit and final payment. */
export const reservationPickupDetail = detailOf(reservationPickupOrder, {
  depositPayState: 'paid',
  finalPayState: 'paid',
  payMethod: 'balance',
  payTime: '2026-11-14T10:00:00.000Z',
  tradeSn: 'TR202611141000000001',
  paymentAccount: { key: 'balance:1', label: 'Saldo prepago · comprador@example.com' },
  payments: [
    {
      kind: 'deposit',
      paySn: 'PG202611181000000010',
      amount: 900,
      payState: 'paid',
      payMethod: 'balance',
      tradeSn: 'TR202611141000000001',
      paidAt: '2026-11-14T10:00:00.000Z',
    },
    {
      kind: 'final',
      paySn: 'PG202611191000000011',
      amount: 2100,
      payState: 'paid',
      payMethod: 'balance',
      tradeSn: 'TR202611161000000002',
      paidAt: '2026-11-16T10:00:00.000Z',
    },
  ],
  batches: [BATCHES.delivered, { ...BATCHES.delivered, batchNo: 1, units: 70 }],
  log: logOf('reservation', [
    { hours: -240, note: 'Pedido de reserva enviado.' },
    { hours: -230, event: quoted[0], note: '', actor: 'supplier' },
    {
      hours: -220,
      event: quoted[1],
      note: '',
      noteKey: 'quoted',
      noteValues: { total: 3000, deposit: 900 },
      actor: 'supplier',
    },
    { hours: -200, event: depositPaid[2], note: 'balance', actor: 'buyer' },
    { hours: -150, event: finalPaid[3], note: '', actor: 'supplier' },
    { hours: -140, event: finalPaid[4], note: 'balance', actor: 'buyer' },
    { hours: -96, event: shipped[5], note: 'Lote 1: 70 unidades', actor: 'supplier' },
    { hours: -72, event: shipped[6], note: 'Lote 2: 50 unidades', actor: 'supplier' },
    {
      hours: -2,
      event: { type: 'pickup.ready', pickupCode: '731406' },
      note: 'Mercancía lista para recoger.',
      actor: 'supplier',
    },
  ]),
})

/** A reservation order closed because the final payment was not paid in time: the deposit is forfeited. */
export const overdueDetail = detailOf(overdueOrder, {
  depositPayState: 'paid',
  finalPayState: 'cancelled',
  payMethod: 'balance',
  payTime: '2026-11-12T10:00:00.000Z',
  depositForfeited: true,
  paymentAccount: { key: 'balance:1', label: 'Saldo prepago · comprador@example.com' },
  log: logOf('reservation', [
    { hours: -300, note: 'Pedido de reserva enviado.' },
    { hours: -290, event: quoted[0], note: '', actor: 'supplier' },
    { hours: -280, event: quoted[1], note: 'Cotización: US$ 3.000,00', actor: 'supplier' },
    { hours: -270, event: depositPaid[2], note: 'balance', actor: 'buyer' },
    { hours: -170, event: finalPaid[3], note: '', actor: 'supplier' },
    {
      hours: -2,
      event: { type: 'finalPayment.overdue' },
      note: 'Pedido cerrado: el saldo final no se pagó a tiempo; el depósito se pierde.',
      actor: 'platform',
    },
  ]),
})

/** A regular order in after-sales, with its refund and one batch delivered. */
export const afterSalesDetail = detailOf(afterSalesOrder, {
  batches: [{ ...BATCHES.delivered, batchNo: 1, units: UNITS }],
  refunds: [
    {
      afsSn: 'AS202611201300000001',
      orderSn: afterSalesOrder.orderSn,
      type: 'return',
      state: initialStateOf('refund'),
      stateValue: stateValue('refund', initialStateOf('refund')),
      lines: [],
      goodsState: 'received',
      amount: 150,
      createTime: at(-3),
      storeName: afterSalesOrder.storeName,
      productList: LINES,
    },
  ],
})
