// Plain data for the payment stories (shapes of openapi PayInfo / PayMethod).
import type { PayInfo, PayMethod } from '../../src/api/payment'
import type { PayFormValues } from '../../src/features/payment/pay-method-form-view'

export const PAY_SN = 'PG202603021500000001'

const DAY = 24 * 3_600_000

/** The window of a payment (what /buy/pay's texts say), as the payment machine derives it. */
export const windowOf = (info: PayInfo) => ({
  kind: info.payKind,
  lengthMs: Date.parse(info.expireTime) - Date.parse(info.windowStartTime),
  endsAt: info.expireTime,
})

/** A reservation order's final payment: 7 days from "goods prepared", about six days left. */
export const FINAL_PAYMENT_INFO: Partial<PayInfo> = {
  paySn: 'PGF202603011500000001',
  payKind: 'final',
  windowStartTime: '2026-03-01T15:00:00.000Z',
  expireTime: new Date(Date.parse('2026-03-01T15:00:00.000Z') + 7 * DAY).toISOString(),
}

export const payInfo = (overrides: Partial<PayInfo> = {}): PayInfo => ({
  paySn: PAY_SN,
  needPay: 1234.56,
  payState: 'unpaid',
  payMethod: null,
  payKind: 'order',
  windowStartTime: '2026-03-02T15:00:00.000Z',
  expireTime: '2026-03-03T15:00:00.000Z',
  serverTime: '2026-03-02T17:12:45.000Z',
  orderList: [
    {
      orderSn: 'P202603021500000001',
      storeId: 3,
      storeName: 'Ferretería del Puerto',
      totalMoney: 834.56,
      goodsNames: ['Grifo monomando cromado', 'Tubo PVC 1/2"'],
    },
    {
      orderSn: 'P202603021500000002',
      storeId: 8,
      storeName: 'Cerámicas Caribe',
      totalMoney: 400,
      goodsNames: ['Azulejo blanco 30×30'],
    },
  ],
  balanceAvailable: 2000,
  hasPayPassword: true,
  credit: { limit: 10000, available: 7500, hasOverdueBill: false },
  receiverName: 'Ana Pérez',
  receiverAddress: 'Calle 23 n.º 456, Vedado, La Habana',
  tradeSn: null,
  paidAt: null,
  proofUrl: null,
  transferRejectReason: null,
  payRequest: null,
  bankAccount: {
    bankName: 'Banco Metropolitano',
    accountName: 'Mercado Mayorista China–Cuba S.A.',
    accountNumber: '0598 7712 3344 5566',
    swift: 'BMNBCUHH',
  },
  ...overrides,
})

const method = (payMethod: PayMethod['payMethod'], enabled = true, disabledReason?: string): PayMethod => ({
  payMethod,
  payMethodName: payMethod,
  enabled,
  ...(disabledReason ? { disabledReason } : {}),
})

export const METHODS: PayMethod[] = [
  method('balance'),
  method('credit'),
  method('card'),
  method('transfer'),
  method('voucher'),
  method('tropipay'),
]

export const MOROSO_METHODS: PayMethod[] = [
  method('balance', false, 'Saldo prepago insuficiente'),
  method('credit', false, 'Las facturas de crédito vencidas bloquean el pago a crédito.'),
  method('card'),
  method('transfer'),
  method('voucher'),
  method('tropipay'),
]

export const EMPTY_VALUES: PayFormValues = {
  payPwd: '',
  cardNumber: '',
  cardHolder: '',
  cardExpiry: '',
  cardCvv: '',
  voucherNumber: '',
  voucherPin: '',
}

/** A tiny PNG (1×1) so that the proof preview shows something without a server. */
export const PROOF_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
