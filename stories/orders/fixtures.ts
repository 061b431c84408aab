// Plain sample orders for the order stories (shaped by the contract, no mock backend).
import type { OrderDetail, OrderLine, OrderSummary } from '../../src/api/orders'
import type { ServerClock } from '../../src/features/orders/order-labels'

/** The server's clock of the stories: fixed server time, read "now". */
export const storyClock: ServerClock = { serverTime: '2026-11-20T15:00:00.000Z', receivedAt: Date.now() }

const line = (productId: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
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

export const order = (orderSn: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  orderSn,
  paySn: 'PG202611201200000001',
  orderType: 1,
  orderState: 20,
  orderStateValue: 'Pendiente de envío',
  reserveState: null,
  storeId: 2,
  storeName: 'Ningbo Sunrise Solar Co., Ltd.',
  createTime: '2026-11-20T12:00:00.000Z',
  expireTime: null,
  payState: 'paid',
  payMethod: 'balance',
  productList: [line(1), line(2, { price: 12.25, buyNum: 100, subtotal: 1225, specValues: '' })],
  goodsAmount: 2795,
  couponAmount: 50,
  integralCashAmount: 10,
  totalMoney: 2735,
  depositAmount: null,
  finalAmount: null,
  purchaseOrderNumber: 'OC-2026-0042',
  remark: 'Entregar por la mañana, por favor.',
  cancelReason: null,
  ...overrides,
})

export const unpaidOrder = order('P202611201200000001', {
  orderState: 10,
  orderStateValue: 'Pendiente de pago',
  payState: 'unpaid',
  payMethod: null,
  expireTime: '2026-11-21T12:00:00.000Z',
})

export const pendingTransferOrder = order('P202611191000000002', {
  orderState: 10,
  orderStateValue: 'Pendiente de pago',
  payState: 'pendingConfirmation',
  payMethod: 'transfer',
  expireTime: '2026-11-20T10:00:00.000Z',
  createTime: '2026-11-19T10:00:00.000Z',
})

export const paidOrder = order('P202611181000000003', { createTime: '2026-11-18T10:00:00.000Z' })

export const cancelledOrder = order('P202611171000000004', {
  orderState: 0,
  orderStateValue: 'Cancelado',
  payState: 'cancelled',
  payMethod: null,
  createTime: '2026-11-17T10:00:00.000Z',
  cancelReason: 'Cancelado automáticamente: no se pagó en 24 horas.',
  couponAmount: 0,
  integralCashAmount: 0,
  totalMoney: 2795,
})

export const reservationOrder = order('P202611161000000005', {
  paySn: null,
  orderType: 2,
  orderState: 10,
  orderStateValue: 'Pendiente de pago',
  reserveState: 'waitingReview',
  payState: 'unpaid',
  payMethod: null,
  createTime: '2026-11-16T10:00:00.000Z',
  storeId: 7,
  storeName: 'Guangzhou Harbour Building Materials',
  couponAmount: 0,
  integralCashAmount: 0,
  totalMoney: 2795,
})

export const orderList: OrderSummary[] = [
  unpaidOrder,
  pendingTransferOrder,
  paidOrder,
  cancelledOrder,
  reservationOrder,
]

export const detailOf = (summary: OrderSummary, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summary,
  serverTime: summary.createTime,
  log: [{ time: summary.createTime, state: 'created', note: 'Pedido enviado; pendiente de pago.' }],
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
  ...overrides,
})
