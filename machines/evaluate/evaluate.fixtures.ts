// Plain orders shaped by the contract (openapi OrderDetail) for the evaluate machine's tests and the stories of
// the evaluation and quote-order screens. No mock backend: the lifecycle is what the server would answer.
import type { OrderComment } from '../../src/api/evaluation'
import type { OrderDetail, OrderLine } from '../../src/api/orders'

export const SERVER_TIME = '2026-11-20T15:00:00.000Z'

export const orderLine = (productId: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
  orderProductId: productId,
  productId,
  goodsId: productId * 10,
  goodsName: `Panel solar monocristalino 550 W modelo ${productId}`,
  goodsImage: `/mock-images/goods/${productId}.svg?label=Panel`,
  specValues: 'Potencia: 550 W · Marco: plata',
  productCode: `PS-550-${productId}`,
  saleUnit: 'unidad',
  price: 78.5,
  buyNum: 20,
  subtotal: 1570,
  ...overrides,
})

/** A regular order pending review (orderState 40): its lifecycle takes `order.evaluated`. */
export const orderFixture = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  orderSn: 'P202611201200000001',
  paySn: 'PG202611201200000001',
  orderType: 1,
  orderState: 40,
  orderStateValue: 'Pendiente de valoración',
  reserveState: null,
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  createTime: '2026-11-10T12:00:00.000Z',
  expireTime: null,
  payState: 'paid',
  payMethod: 'balance',
  productList: [orderLine(1), orderLine(2, { price: 12.25, buyNum: 100, subtotal: 1225, specValues: '' })],
  goodsAmount: 2795,
  couponAmount: 0,
  integralCashAmount: 0,
  expressFee: 0,
  expressState: 'free',
  totalMoney: 2795,
  depositAmount: null,
  finalAmount: null,
  purchaseOrderNumber: '',
  remark: '',
  cancelReason: null,
  lifecycle: {
    kind: 'regular',
    state: 'pendingReview',
    context: { unitsTotal: 120, unitsShipped: 120, resumeState: null, pickupCode: null },
  },
  evaluated: false,
  openRefundSn: null,
  depositPaySn: null,
  finalPaySn: null,
  finalPaymentDeadline: null,
  receiptDeadline: null,
  address: null,
  invoice: null,
  payTime: '2026-11-10T12:05:00.000Z',
  tradeSn: 'T202611101205000001',
  serverTime: SERVER_TIME,
  log: [],
  batches: [],
  pickupCode: null,
  quote: null,
  depositPayState: null,
  finalPayState: null,
  payments: [
    {
      kind: 'order',
      paySn: 'PG202611201200000001',
      amount: 2795,
      payState: 'paid',
      payMethod: 'balance',
      tradeSn: 'T202611101205000001',
      paidAt: '2026-11-10T12:05:00.000Z',
    },
  ],
  depositForfeited: false,
  refundedAmount: 0,
  refundableAmount: 2795,
  evaluation: null,
  contractNo: null,
  rejectReason: null,
  refunds: [],
  paymentAccount: null,
  ...overrides,
})

export const evaluatedOrder = (): OrderDetail =>
  orderFixture({
    orderState: 50,
    orderStateValue: 'Completado',
    lifecycle: {
      kind: 'regular',
      state: 'completed',
      context: { unitsTotal: 120, unitsShipped: 120, resumeState: null, pickupCode: null },
    },
    evaluated: true,
    evaluation: { score: 4, content: 'Buena calidad.', images: [], time: SERVER_TIME },
  })

/** A regular order still on its way (pending receipt): not yet evaluable. */
export const orderInTransit = (): OrderDetail =>
  orderFixture({
    orderState: 30,
    orderStateValue: 'Pendiente de confirmación de recepción',
    lifecycle: {
      kind: 'regular',
      state: 'pendingReceipt',
      context: { unitsTotal: 120, unitsShipped: 120, resumeState: null, pickupCode: null },
    },
  })

const reservationContext = {
  unitsTotal: 40,
  unitsShipped: 0,
  depositPayerMemberId: null,
  pickupCode: null,
}

/** A reservation order (orderType 2) in `state` of its lifecycle, with the amounts of that step. */
export function reservationFixture(
  orderSn: string,
  state: string,
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const quoted = !['waitingReview', 'waitingQuote', 'rejected'].includes(state)
  return orderFixture({
    orderSn,
    paySn: null,
    orderType: 2,
    orderState: 10,
    orderStateValue: 'Pendiente de revisión del proveedor',
    reserveState: state as OrderDetail['reserveState'],
    payState: 'unpaid',
    payMethod: null,
    productList: [orderLine(7, { goodsName: 'Transformador trifásico 250 kVA', buyNum: 40, subtotal: 3140 })],
    goodsAmount: 3140,
    totalMoney: 3140,
    depositAmount: quoted ? 930 : null,
    finalAmount: quoted ? 2170 : null,
    lifecycle: { kind: 'reservation', state, context: reservationContext },
    depositPaySn: quoted ? `PD${orderSn.slice(1)}` : null,
    contractNo: quoted ? `CT${orderSn.slice(1)}` : null,
    ...overrides,
  })
}

export const commentFixture = (overrides: Partial<OrderComment> = {}): OrderComment => ({
  orderSn: 'P202611011000000007',
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  score: 4,
  content: 'Llegó a tiempo y bien embalado. Uno de los paneles traía el marco rayado.',
  images: ['/mock-images/review/1.svg?label=Foto'],
  time: '2026-11-15T09:30:00.000Z',
  productList: [orderLine(1)],
  ...overrides,
})
