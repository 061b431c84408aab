// Test data of the third-party payment flow, shared by the machine tests and the stories (test/story-only:
// no screen imports it). Times are fixed so that countdowns are deterministic.
import type { PayRequestDetail, PayRequestState } from '../../src/api/pay-request'
import type { PayInfo } from '../../src/api/payment'

export const SERVER_TIME = '2026-03-01T10:00:00.000Z'
/** 23 h 59 min 58 s after SERVER_TIME. */
export const EXPIRE_TIME = '2026-03-02T09:59:58.000Z'

const STATE_VALUE: Record<PayRequestState, string> = {
  requested: 'Solicitado',
  waitingPayment: 'Pendiente de pago',
  paid: 'Pagado',
  cancelled: 'Cancelado',
  expired: 'Caducado',
}

export function requestFixture(overrides: Partial<PayRequestDetail> = {}): PayRequestDetail {
  const state = overrides.state ?? 'requested'
  return {
    requestSn: 'ST202603011000000001',
    paySn: 'PG202603010959000001',
    state,
    stateValue: STATE_VALUE[state],
    needPay: 1234.5,
    createTime: '2026-03-01T09:59:58.000Z',
    expireTime: EXPIRE_TIME,
    applicant: {
      memberName: 'Carlos Rodríguez',
      companyName: 'Importadora Caribe S.A.',
      email: 'c***@example.com',
    },
    payer: { memberName: 'Ana Pérez', companyName: '', email: 'p***@example.com' },
    orderSnList: ['P202603010959000001', 'P202603010959000002'],
    message: 'Hola Ana, ¿puedes pagar este pedido? Gracias.',
    refuseReason: null,
    cancelledBy: null,
    paidAt: null,
    role: 'applicant',
    orderList: [
      {
        orderSn: 'P202603010959000001',
        storeId: 3,
        storeName: 'Ferretería La Habana',
        totalMoney: 1000,
        goodsNames: ['Tubo de acero galvanizado 1/2"', 'Codo de cobre 90°'],
      },
      {
        orderSn: 'P202603010959000002',
        storeId: 7,
        storeName: 'Cerámicas del Caribe',
        totalMoney: 234.5,
        goodsNames: ['Azulejo blanco 20×20'],
      },
    ],
    serverTime: SERVER_TIME,
    payerBalanceAvailable: null,
    payerHasPayPassword: null,
    ...overrides,
  }
}

export function paymentFixture(overrides: Partial<PayInfo> = {}): PayInfo {
  return {
    paySn: 'PG202603010959000001',
    needPay: 1234.5,
    payState: 'unpaid',
    payMethod: null,
    payKind: 'order',
    windowStartTime: new Date(Date.parse(EXPIRE_TIME) - 24 * 3_600_000).toISOString(),
    expireTime: EXPIRE_TIME,
    serverTime: SERVER_TIME,
    orderList: requestFixture().orderList,
    balanceAvailable: 2000,
    hasPayPassword: true,
    credit: { limit: 10000, available: 10000, hasOverdueBill: false },
    receiverName: 'Carlos Manuel Rodríguez Pérez',
    receiverAddress: 'Calle 23 n.º 456, entre L y M, Vedado, La Habana',
    tradeSn: null,
    paidAt: null,
    proofUrl: null,
    transferRejectReason: null,
    payRequest: null,
    ...overrides,
  }
}
