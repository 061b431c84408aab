// Test data and fakes of the payment machine's tests (test-only: imports vitest; no screen or story imports
// it): payments and answers shaped by the contract, and the machine with instant fake actors.
import { createActor, fromPromise, waitFor } from 'xstate'
import { vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DoPayResult, PayInfo, PayMethod, UploadResult } from '../../src/api/payment'
import type { DoPayInput } from './payment.actors'
import { paymentMachine, type PaymentInput } from './payment.machine'

export const HOUR = 3_600_000
export const NOW = Date.parse('2026-03-02T15:00:00Z')
/** The server's clock runs 5 h ahead of this browser: the countdown must not care. */
export const SERVER_NOW = NOW + 5 * HOUR
export const iso = (ms: number) => new Date(ms).toISOString()
export const PAY_SN = 'PG202603021500000001'
/** The page the flow runs on, as src/features/payment/payment-screen.tsx passes it. */
export const PAGE_ORIGIN = window.location.origin

export const info = (overrides: Partial<PayInfo> = {}): PayInfo => ({
  paySn: PAY_SN,
  needPay: 150.5,
  payState: 'unpaid',
  payMethod: null,
  payKind: 'order',
  windowStartTime: iso(SERVER_NOW - 22 * HOUR),
  expireTime: iso(SERVER_NOW + 2 * HOUR),
  serverTime: iso(SERVER_NOW),
  orderList: [
    {
      orderSn: 'P202603021500000001',
      storeId: 3,
      storeName: 'Tienda 3',
      totalMoney: 150.5,
      goodsNames: ['Grifo'],
    },
  ],
  balanceAvailable: 2000,
  hasPayPassword: true,
  credit: { limit: 10000, available: 10000, hasOverdueBill: false },
  receiverName: 'Ana Pérez',
  receiverAddress: 'Calle 23, La Habana',
  tradeSn: null,
  paidAt: null,
  proofUrl: null,
  transferRejectReason: null,
  payRequest: null,
  bankAccount: {
    bankName: 'Banco Metropolitano',
    accountName: 'Mercado Mayorista S.A.',
    accountNumber: '0598 7712 3344 5566',
    swift: 'BMNBCUHH',
  },
  ...overrides,
})

export const method = (
  payMethod: PayMethod['payMethod'],
  enabled = true,
  disabledReason?: string,
): PayMethod => ({
  payMethod,
  payMethodName: payMethod,
  enabled,
  ...(disabledReason ? { disabledReason } : {}),
})
export const METHODS: PayMethod[] = [
  method('balance'),
  method('credit', false, 'Las facturas de crédito vencidas bloquean el pago a crédito.'),
  method('card'),
  method('transfer'),
  method('voucher'),
  method('tropipay'),
]

export const paid = (overrides: Partial<DoPayResult> = {}): DoPayResult => ({
  paySn: PAY_SN,
  payState: 'paid',
  tradeSn: 'TR202603021500000001',
  redirectUrl: null,
  balanceAfter: 1849.5,
  ...overrides,
})
export const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
export const png = (size = 2048) => new File([new Uint8Array(size)], 'comprobante.png', { type: 'image/png' })

interface FakeOptions {
  payInfo?: () => Promise<PayInfo>
  methods?: () => Promise<PayMethod[]>
  pay?: (input: DoPayInput) => Promise<DoPayResult>
  upload?: (file: File) => Promise<UploadResult>
  /** Keep the machine's own goToGateway (what runs when no page provides one). */
  defaultGateway?: boolean
}

/** Instant fake actors and a spy instead of leaving the page: nothing leaves the test. */
export function fakePayment(options: FakeOptions = {}) {
  const calls = { getPayInfo: 0, listPayMethods: 0, doPay: [] as DoPayInput[], uploadFile: [] as File[] }
  const goToGateway = vi.fn()
  const machine = paymentMachine.provide({
    actions: options.defaultGateway ? {} : { goToGateway: (_, params) => goToGateway(params.url) },
    actors: {
      getPayInfo: fromPromise(() => {
        calls.getPayInfo += 1
        return options.payInfo?.() ?? Promise.resolve(info())
      }),
      listPayMethods: fromPromise(() => {
        calls.listPayMethods += 1
        return options.methods?.() ?? Promise.resolve(METHODS)
      }),
      doPay: fromPromise(({ input }: { input: DoPayInput }) => {
        calls.doPay.push(input)
        return options.pay?.(input) ?? Promise.resolve(paid())
      }),
      uploadFile: fromPromise(({ input }: { input: { file: File } }) => {
        calls.uploadFile.push(input.file)
        return (
          options.upload?.(input.file) ??
          Promise.resolve({
            url: '/mock-uploads/payProof/1.png',
            path: '/uploads/payProof/1.png',
            size: input.file.size,
            contentType: 'image/png',
          })
        )
      }),
    },
  })
  return { machine, calls, goToGateway }
}

export async function startChoosing(fake: ReturnType<typeof fakePayment>, input: Partial<PaymentInput> = {}) {
  const actor = createActor(fake.machine, {
    input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN, ...input },
  }).start()
  await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
  return actor
}

export type PaymentActor = Awaited<ReturnType<typeof startChoosing>>
type Field =
  'payPwd' | 'cardNumber' | 'cardHolder' | 'cardExpiry' | 'cardCvv' | 'voucherNumber' | 'voucherPin'
/** What the view reports when the buyer types into a field. */
export const type = (actor: PaymentActor, field: Field, value: string) =>
  actor.send({ type: 'field.changed', field, value })
