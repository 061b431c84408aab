import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DoPayResult, PayInfo, PayMethod, UploadResult } from '../../src/api/payment'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import type { DoPayInput } from './payment.actors'
import { PAYMENT_MESSAGE_IDS, paymentMachine, paymentWindowOf, type PaymentInput } from './payment.machine'

const HOUR = 3_600_000
const NOW = Date.parse('2026-03-02T15:00:00Z')
/** The server's clock runs 5 h ahead of this browser: the countdown must not care. */
const SERVER_NOW = NOW + 5 * HOUR
const iso = (ms: number) => new Date(ms).toISOString()
const PAY_SN = 'PG202603021500000001'

const info = (overrides: Partial<PayInfo> = {}): PayInfo => ({
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

const method = (payMethod: PayMethod['payMethod'], enabled = true, disabledReason?: string): PayMethod => ({
  payMethod,
  payMethodName: payMethod,
  enabled,
  ...(disabledReason ? { disabledReason } : {}),
})
const METHODS: PayMethod[] = [
  method('balance'),
  method('credit', false, 'Las facturas de crédito vencidas bloquean el pago a crédito.'),
  method('card'),
  method('transfer'),
  method('voucher'),
  method('tropipay'),
]

const paid = (overrides: Partial<DoPayResult> = {}): DoPayResult => ({
  paySn: PAY_SN,
  payState: 'paid',
  tradeSn: 'TR202603021500000001',
  redirectUrl: null,
  balanceAfter: 1849.5,
  ...overrides,
})
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const png = (size = 2048) => new File([new Uint8Array(size)], 'comprobante.png', { type: 'image/png' })

interface FakeOptions {
  payInfo?: () => Promise<PayInfo>
  methods?: () => Promise<PayMethod[]>
  pay?: (input: DoPayInput) => Promise<DoPayResult>
  upload?: (file: File) => Promise<UploadResult>
}

/** Instant fake actors and a spy instead of leaving the page: nothing leaves the test. */
function fakePayment(options: FakeOptions = {}) {
  const calls = { getPayInfo: 0, listPayMethods: 0, doPay: [] as DoPayInput[], uploadFile: [] as File[] }
  const goToGateway = vi.fn()
  const machine = paymentMachine.provide({
    actions: { goToGateway: (_, params) => goToGateway(params.url) },
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

async function startChoosing(fake: ReturnType<typeof fakePayment>, input: Partial<PaymentInput> = {}) {
  const actor = createActor(fake.machine, { input: { paySn: PAY_SN, ...input } }).start()
  await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
  return actor
}

type PaymentActor = Awaited<ReturnType<typeof startChoosing>>
type Field =
  'payPwd' | 'cardNumber' | 'cardHolder' | 'cardExpiry' | 'cardCvv' | 'voucherNumber' | 'voucherPin'
/** What the view reports when the buyer types into a field. */
const type = (actor: PaymentActor, field: Field, value: string) =>
  actor.send({ type: 'field.changed', field, value })

afterEach(() => {
  vi.useRealTimers()
})

describe('paymentMachine', () => {
  it('reads the payment, then its methods, and preselects the first enabled method', async () => {
    const fake = fakePayment()
    const actor = createActor(fake.machine, { input: { paySn: PAY_SN } }).start()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(context.info?.needPay).toBe(150.5)
    expect(context.methods).toHaveLength(6)
    expect(context.method).toBe('balance')
    expect(fake.calls).toMatchObject({ getPayInfo: 1, listPayMethods: 1 })
  })

  it('preselects nothing when every method is disabled', async () => {
    const fake = fakePayment({
      methods: () => Promise.resolve([method('balance', false, 'Saldo prepago insuficiente')]),
    })
    const actor = await startChoosing(fake)
    expect(actor.getSnapshot().context.method).toBeNull()
    actor.send({ type: 'payment.submitted' })
    expect(actor.getSnapshot().matches({ unpaid: { form: 'choosing' } })).toBe(true)
    expect(fake.calls.doPay).toEqual([])
  })

  it('counts down to the deadline from the server clock, not from the browser clock', async () => {
    vi.useFakeTimers({ now: NOW })
    const actor = await startChoosing(fakePayment())
    expect(actor.getSnapshot().context.remainingMs).toBe(2 * HOUR)
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().context.remainingMs).toBe(2 * HOUR - 3000)
  })

  it('gives the texts the window the countdown counts: a 24 h order window ending at the same deadline', async () => {
    vi.useFakeTimers({ now: NOW })
    const actor = await startChoosing(fakePayment())
    const { window, deadline } = actor.getSnapshot().context
    expect(window).toEqual({ kind: 'order', lengthMs: 24 * HOUR, endsAt: iso(SERVER_NOW + 2 * HOUR) })
    // the countdown's local deadline and the text's end are the same instant on the server's clock
    expect(deadline - NOW).toBe(Date.parse(window!.endsAt) - SERVER_NOW)
  })

  it('gives a final payment a 7-day window and a countdown of the days left, from the same deadline', async () => {
    vi.useFakeTimers({ now: NOW })
    const final = info({
      payKind: 'final',
      windowStartTime: iso(SERVER_NOW - 20 * HOUR),
      expireTime: iso(SERVER_NOW - 20 * HOUR + 7 * 24 * HOUR),
    })
    const actor = await startChoosing(fakePayment({ payInfo: () => Promise.resolve(final) }))
    expect(actor.getSnapshot().context.window).toEqual({
      kind: 'final',
      lengthMs: 7 * 24 * HOUR,
      endsAt: final.expireTime,
    })
    expect(actor.getSnapshot().context.remainingMs).toBe(7 * 24 * HOUR - 20 * HOUR)
  })

  it('reads a deposit window as 24 h and a nonsense start as an empty window', () => {
    const start = iso(SERVER_NOW)
    const end = iso(SERVER_NOW + 24 * HOUR)
    expect(paymentWindowOf(info({ payKind: 'deposit', windowStartTime: start, expireTime: end }))).toEqual({
      kind: 'deposit',
      lengthMs: 24 * HOUR,
      endsAt: end,
    })
    expect(paymentWindowOf(info({ windowStartTime: 'no es una fecha' })).lengthMs).toBe(0)
    expect(paymentWindowOf(info({ windowStartTime: end, expireTime: start })).lengthMs).toBe(0)
  })

  it('reads the payment again when the countdown reaches 0 and shows it expired', async () => {
    vi.useFakeTimers({ now: NOW })
    let state: PayInfo['payState'] = 'unpaid'
    const fake = fakePayment({
      payInfo: () => Promise.resolve(info({ payState: state, expireTime: iso(SERVER_NOW + 4000) })),
    })
    const actor = await startChoosing(fake)
    expect(actor.getSnapshot().context.remainingMs).toBe(4000)
    state = 'cancelled'
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().matches('unpaid')).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(fake.calls.getPayInfo).toBe(2)
  })

  it('keeps counting when the server still waits at 0 (clocks a little apart)', async () => {
    vi.useFakeTimers({ now: NOW })
    const fake = fakePayment({ payInfo: () => Promise.resolve(info({ expireTime: iso(SERVER_NOW + 1000) })) })
    const actor = await startChoosing(fake)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ unpaid: { form: 'choosing' } })).toBe(true)
    expect(fake.calls.listPayMethods).toBe(2)
    expect(fake.calls.getPayInfo).toBe(2)
  })

  it('does not reload at 0 while a payment is in flight: its answer decides', async () => {
    vi.useFakeTimers({ now: NOW })
    let answer: (result: DoPayResult) => void = () => undefined
    const fake = fakePayment({
      payInfo: () => Promise.resolve(info({ expireTime: iso(SERVER_NOW + 1000) })),
      pay: () => new Promise((resolve) => (answer = resolve)),
    })
    const actor = await startChoosing(fake, { entry: 'pay' })
    actor.send({ type: 'method.selected', method: 'tropipay' })
    actor.send({ type: 'payment.submitted' })
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().matches({ unpaid: { form: 'paying' } })).toBe(true)
    expect(fake.calls.getPayInfo).toBe(1)
    answer(paid())
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('paid')).toBe(true)
  })

  it('goes straight to the result when the payment is already paid', async () => {
    const fake = fakePayment({
      payInfo: () => Promise.resolve(info({ payState: 'paid', tradeSn: 'TR1', paidAt: iso(SERVER_NOW) })),
    })
    const actor = createActor(fake.machine, { input: { paySn: PAY_SN } }).start()
    await waitFor(actor, (s) => s.matches('paid'))
    expect(actor.getSnapshot().status).toBe('done')
    expect(fake.calls.listPayMethods).toBe(0)
  })

  it('shows a cancelled payment as expired', async () => {
    const fake = fakePayment({ payInfo: () => Promise.resolve(info({ payState: 'cancelled' })) })
    const actor = createActor(fake.machine, { input: { paySn: PAY_SN } }).start()
    await waitFor(actor, (s) => s.matches('expired'))
    expect(fake.calls.listPayMethods).toBe(0)
  })

  it('keeps the server message when the payment cannot be read, and reads it again on retry', async () => {
    let attempt = 0
    const fake = fakePayment({
      payInfo: () =>
        ++attempt === 1
          ? Promise.reject(refused('No se encontró el registro de pago.'))
          : Promise.resolve(info()),
    })
    const actor = createActor(fake.machine, { input: { paySn: PAY_SN } }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'No se encontró el registro de pago.' })
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
    expect(actor.getSnapshot().context.loadError).toBeNull()
  })

  it('offers a retry when the methods cannot be read', async () => {
    let attempt = 0
    const fake = fakePayment({
      methods: () => (++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(METHODS)),
    })
    const actor = createActor(fake.machine, { input: { paySn: PAY_SN } }).start()
    await waitFor(actor, (s) => s.matches({ unpaid: { form: 'methodsFailed' } }))
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
    expect(fake.calls.listPayMethods).toBe(2)
  })

  describe('transfer waiting for the store', () => {
    it('polls the payment every 5 s and shows the result once the store confirms', async () => {
      vi.useFakeTimers({ now: NOW })
      let state: PayInfo['payState'] = 'pendingConfirmation'
      const fake = fakePayment({
        payInfo: () => Promise.resolve(info({ payState: state, proofUrl: '/mock-uploads/payProof/1.png' })),
      })
      const actor = createActor(fake.machine, { input: { paySn: PAY_SN, entry: 'waitFor' } }).start()
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches({ awaitingConfirmation: 'waiting' })).toBe(true)
      await vi.advanceTimersByTimeAsync(4999)
      expect(fake.calls.getPayInfo).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(fake.calls.getPayInfo).toBe(2)
      expect(actor.getSnapshot().matches({ awaitingConfirmation: 'waiting' })).toBe(true)
      state = 'paid'
      await vi.advanceTimersByTimeAsync(5000)
      expect(actor.getSnapshot().matches('paid')).toBe(true)
      expect(fake.calls.getPayInfo).toBe(3)
    })

    it('goes back to unpaid with the reason when the store rejects the proof', async () => {
      vi.useFakeTimers({ now: NOW })
      let rejected = false
      const fake = fakePayment({
        payInfo: () =>
          Promise.resolve(
            rejected
              ? info({ transferRejectReason: 'El importe no coincide.' })
              : info({ payState: 'pendingConfirmation' }),
          ),
      })
      const actor = createActor(fake.machine, { input: { paySn: PAY_SN, entry: 'waitFor' } }).start()
      await vi.advanceTimersByTimeAsync(0)
      rejected = true
      await vi.advanceTimersByTimeAsync(5000)
      expect(actor.getSnapshot().matches({ unpaid: { form: 'choosing' } })).toBe(true)
      expect(actor.getSnapshot().context.info?.transferRejectReason).toBe('El importe no coincide.')
    })

    it('keeps polling after a failed read, and stops when the page is left', async () => {
      vi.useFakeTimers({ now: NOW })
      let attempt = 0
      const fake = fakePayment({
        payInfo: () =>
          ++attempt === 2
            ? Promise.reject(new ApiError('network'))
            : Promise.resolve(info({ payState: 'pendingConfirmation' })),
      })
      const actor = createActor(fake.machine, { input: { paySn: PAY_SN, entry: 'waitFor' } }).start()
      await vi.advanceTimersByTimeAsync(5000)
      expect(actor.getSnapshot().matches({ awaitingConfirmation: 'waiting' })).toBe(true)
      await vi.advanceTimersByTimeAsync(5000)
      expect(fake.calls.getPayInfo).toBe(3)
      actor.stop()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(fake.calls.getPayInfo).toBe(3)
    })
  })

  describe('e-payment return', () => {
    it('never trusts the URL: an unpaid payment on /tropipay/success is not completed', async () => {
      const fake = fakePayment()
      const actor = createActor(fake.machine, { input: { paySn: PAY_SN, entry: 'gatewayReturn' } }).start()
      await waitFor(actor, (s) => s.matches('gatewayNotCompleted'))
      expect(fake.calls.listPayMethods).toBe(0)
    })

    it('shows the result when the gateway paid it', async () => {
      const fake = fakePayment({ payInfo: () => Promise.resolve(info({ payState: 'paid', tradeSn: 'TR9' })) })
      const actor = createActor(fake.machine, { input: { paySn: PAY_SN, entry: 'gatewayReturn' } }).start()
      await waitFor(actor, (s) => s.matches('paid'))
    })
  })

  describe('paying', () => {
    it('refuses a short pay password before calling the server', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      type(actor, 'payPwd', '1234')
      actor.send({ type: 'payment.submitted' })
      expect(actor.getSnapshot().matches({ unpaid: { form: 'choosing' } })).toBe(true)
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        payPwd: { id: paymentMessages.payPasswordFormat.id },
      })
      expect(fake.calls.doPay).toEqual([])
    })

    it('checks a typed field on blur and clears its problem when it changes', async () => {
      const actor = await startChoosing(fakePayment())
      actor.send({ type: 'field.blurred', field: 'payPwd' })
      expect(actor.getSnapshot().context.fieldErrors).toEqual({})
      type(actor, 'payPwd', '12')
      actor.send({ type: 'field.blurred', field: 'payPwd' })
      expect(actor.getSnapshot().context.fieldErrors.payPwd).toEqual({
        id: paymentMessages.payPasswordFormat.id,
      })
      type(actor, 'payPwd', '123')
      expect(actor.getSnapshot().context.fieldErrors.payPwd).toBeUndefined()
    })

    it('pays with the prepaid balance: paySn, method, password and an Idempotency-Key; paid with the trade number', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      type(actor, 'payPwd', '20262026')
      actor.send({ type: 'payment.submitted' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.matches('paid'))
      expect(fake.calls.doPay).toEqual([
        {
          body: { paySn: PAY_SN, payMethod: 'balance', payPwd: '20262026' },
          idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
        },
      ])
      expect(actor.getSnapshot().context.result?.tradeSn).toBe('TR202603021500000001')
    })

    it('ignores a second "Pagar" while the first payment is in flight', async () => {
      let answer: (result: DoPayResult) => void = () => undefined
      const fake = fakePayment({ pay: () => new Promise((resolve) => (answer = resolve)) })
      const actor = await startChoosing(fake)
      type(actor, 'payPwd', '20262026')
      actor.send({ type: 'payment.submitted' })
      actor.send({ type: 'payment.submitted' })
      actor.send({ type: 'method.selected', method: 'card' })
      await Promise.resolve()
      expect(fake.calls.doPay).toHaveLength(1)
      answer(paid())
      await waitFor(actor, (s) => s.matches('paid'))
      expect(fake.calls.doPay).toHaveLength(1)
    })

    it('retries with the same key after a network error, and a new key once the buyer changes the payment', async () => {
      let attempt = 0
      const fake = fakePayment({
        pay: () => (++attempt <= 2 ? Promise.reject(new ApiError('timeout')) : Promise.resolve(paid())),
      })
      const actor = await startChoosing(fake)
      type(actor, 'payPwd', '20262026')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
      expect(actor.getSnapshot().context.formError).toEqual({ id: expect.any(String) })
      expect(actor.getSnapshot().context.fields.payPwd).toBe('20262026')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
      type(actor, 'payPwd', '20262027')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('paid'))
      const [first, second, third] = fake.calls.doPay
      expect(second!.idempotencyKey).toBe(first!.idempotencyKey)
      expect(third!.idempotencyKey).not.toBe(first!.idempotencyKey)
    })

    it('shows a refusal next to the form, clears only the password, and uses a new key next time', async () => {
      let attempt = 0
      const fake = fakePayment({
        pay: () =>
          ++attempt === 1
            ? Promise.reject(refused('La contraseña de pago no es correcta.'))
            : Promise.resolve(paid()),
      })
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'card' })
      type(actor, 'cardNumber', '4111 1111 1111 1111')
      type(actor, 'cardHolder', 'Ana Pérez')
      type(actor, 'cardExpiry', '12/30')
      type(actor, 'cardCvv', '123')
      actor.send({ type: 'method.selected', method: 'balance' })
      type(actor, 'payPwd', '11112222')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }) && s.context.formError !== null)
      const { context } = actor.getSnapshot()
      expect(context.formError).toEqual({ text: 'La contraseña de pago no es correcta.' })
      expect(context.fields).toMatchObject({
        payPwd: '',
        cardNumber: '4111 1111 1111 1111',
        cardHolder: 'Ana Pérez',
      })
      type(actor, 'payPwd', '11112222')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('paid'))
      expect(fake.calls.doPay[1]!.idempotencyKey).not.toBe(fake.calls.doPay[0]!.idempotencyKey)
    })

    it('pays by card with the number without spaces, after the Luhn and expiry checks', async () => {
      vi.useFakeTimers({ now: NOW })
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'card' })
      type(actor, 'cardNumber', '4111 1111 1111 1112')
      type(actor, 'cardHolder', 'A')
      type(actor, 'cardExpiry', '01/26')
      type(actor, 'cardCvv', '12')
      actor.send({ type: 'payment.submitted' })
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        cardNumber: { id: paymentMessages.cardFormat.id },
        cardHolder: { id: paymentMessages.holderLength.id },
        cardExpiry: { id: paymentMessages.expiryPast.id },
        cardCvv: { id: paymentMessages.cvvFormat.id },
      })
      type(actor, 'cardNumber', '4111 1111 1111 1111')
      type(actor, 'cardHolder', 'Ana Pérez')
      type(actor, 'cardExpiry', '12/30')
      type(actor, 'cardCvv', '123')
      actor.send({ type: 'payment.submitted' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches('paid')).toBe(true)
      expect(fake.calls.doPay[0]!.body).toEqual({
        paySn: PAY_SN,
        payMethod: 'card',
        cardNumber: '4111111111111111',
        cardHolder: 'Ana Pérez',
        cardExpiry: '12/30',
        cardCvv: '123',
      })
    })

    it('refuses an 18-digit voucher number before calling the server, then pays with a valid voucher', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'voucher' })
      type(actor, 'voucherNumber', '100000000000000000')
      type(actor, 'voucherPin', '1000000000000001')
      actor.send({ type: 'payment.submitted' })
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        voucherNumber: { id: paymentMessages.voucherCardFormat.id },
      })
      expect(fake.calls.doPay).toEqual([])
      type(actor, 'voucherNumber', '1000000000000000001')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('paid'))
      expect(fake.calls.doPay[0]!.body).toEqual({
        paySn: PAY_SN,
        payMethod: 'voucher',
        cardNumber: '1000000000000000001',
        cardPin: '1000000000000001',
      })
    })

    it('refuses a disabled method', async () => {
      const actor = await startChoosing(fakePayment())
      actor.send({ type: 'method.selected', method: 'credit' })
      expect(actor.getSnapshot().context.method).toBe('balance')
    })

    it('sends the requestSn when a third party pays the request', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake, { requestSn: 'ST202603021500000001' })
      type(actor, 'payPwd', '20262026')
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('paid'))
      expect(fake.calls.doPay[0]!.body).toMatchObject({ requestSn: 'ST202603021500000001' })
    })
  })

  describe('transfer with a payment proof', () => {
    it('asks for the proof before paying', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'transfer' })
      actor.send({ type: 'payment.submitted' })
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        proof: { id: paymentMessages.proofRequired.id },
      })
      expect(fake.calls.doPay).toEqual([])
    })

    it('refuses a text file and a 2 MB image before uploading anything', async () => {
      const fake = fakePayment()
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'transfer' })
      actor.send({ type: 'proof.selected', file: new File(['hola'], 'recibo.txt', { type: 'text/plain' }) })
      expect(actor.getSnapshot().context.fieldErrors.proof).toEqual({ id: paymentMessages.fileFormat.id })
      actor.send({ type: 'proof.selected', file: png(2 * 1024 * 1024) })
      expect(actor.getSnapshot().context.fieldErrors.proof).toMatchObject({
        id: paymentMessages.fileTooBig.id,
      })
      expect(fake.calls.uploadFile).toEqual([])
    })

    it('uploads a png proof, then pays and waits for the store', async () => {
      const fake = fakePayment({
        pay: () => Promise.resolve(paid({ payState: 'pendingConfirmation', tradeSn: null })),
      })
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'transfer' })
      actor.send({ type: 'proof.selected', file: png() })
      expect(actor.getSnapshot().matches({ unpaid: { form: 'uploadingProof' } })).toBe(true)
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
      expect(actor.getSnapshot().context.proof).toEqual({
        url: '/mock-uploads/payProof/1.png',
        name: 'comprobante.png',
      })
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('awaitingConfirmation'))
      expect(fake.calls.doPay[0]!.body).toEqual({
        paySn: PAY_SN,
        payMethod: 'transfer',
        proofUrl: '/mock-uploads/payProof/1.png',
      })
    })

    it('shows the server refusal of an upload next to the proof, and removes a proof on request', async () => {
      let attempt = 0
      const fake = fakePayment({
        upload: (file) =>
          ++attempt === 1
            ? Promise.reject(refused('Formato de archivo incorrecto'))
            : Promise.resolve({
                url: '/u/2.png',
                path: '/u/2.png',
                size: file.size,
                contentType: 'image/png',
              }),
      })
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'transfer' })
      actor.send({ type: 'proof.selected', file: png() })
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
      expect(actor.getSnapshot().context.fieldErrors.proof).toEqual({ text: 'Formato de archivo incorrecto' })
      actor.send({ type: 'proof.selected', file: png() })
      await waitFor(actor, (s) => s.matches({ unpaid: { form: 'choosing' } }))
      expect(actor.getSnapshot().context.proof?.url).toBe('/u/2.png')
      actor.send({ type: 'proof.removed' })
      expect(actor.getSnapshot().context.proof).toBeNull()
    })
  })

  describe('e-payment (TropiPay)', () => {
    it('sends the browser to a same-origin gateway address', async () => {
      const fake = fakePayment({
        pay: () =>
          Promise.resolve(
            paid({ payState: 'unpaid', tradeSn: null, redirectUrl: '/mock-pasarela?token=abc12345' }),
          ),
      })
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'tropipay' })
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(fake.goToGateway).toHaveBeenCalledWith(`${window.location.origin}/mock-pasarela?token=abc12345`)
    })

    it.each(['https://evil.example.com/pay', 'javascript:alert(1)', '//evil.example.com/x', null])(
      'never follows %s',
      async (redirectUrl) => {
        const fake = fakePayment({
          pay: () => Promise.resolve(paid({ payState: 'unpaid', tradeSn: null, redirectUrl })),
        })
        const actor = await startChoosing(fake)
        actor.send({ type: 'method.selected', method: 'tropipay' })
        actor.send({ type: 'payment.submitted' })
        await waitFor(
          actor,
          (s) => s.matches({ unpaid: { form: 'choosing' } }) && s.context.formError !== null,
        )
        expect(actor.getSnapshot().context.formError).toEqual({ id: PAYMENT_MESSAGE_IDS.unsafeRedirect })
        expect(fake.goToGateway).not.toHaveBeenCalled()
      },
    )

    it('follows a configured gateway host over https', async () => {
      const fake = fakePayment({
        pay: () =>
          Promise.resolve(
            paid({ payState: 'unpaid', tradeSn: null, redirectUrl: 'https://www.tropipay.com/pay/1' }),
          ),
      })
      const actor = await startChoosing(fake)
      actor.send({ type: 'method.selected', method: 'tropipay' })
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(fake.goToGateway).toHaveBeenCalledWith('https://www.tropipay.com/pay/1')
    })
  })
})

describe('paymentMachine model (xstate/graph)', () => {
  const loaded = (overrides: Partial<PayInfo> = {}) => ({
    type: 'xstate.done.actor.getPayInfo',
    output: info(overrides),
  })
  const methodsLoaded = (methods: PayMethod[]) => ({
    type: 'xstate.done.actor.listPayMethods',
    output: methods,
  })
  const infoEvents: AnyEventObject[] = [
    loaded(),
    loaded({ payState: 'paid', tradeSn: 'TR1' }),
    loaded({ payState: 'cancelled' }),
    loaded({ payState: 'pendingConfirmation' }),
    { type: 'xstate.error.actor.getPayInfo', error: refused('No se encontró el registro de pago.') },
  ]
  const formEvents: AnyEventObject[] = [
    { type: 'xstate.error.actor.listPayMethods', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'method.selected', method: 'tropipay' },
    { type: 'method.selected', method: 'credit' },
    { type: 'field.changed', field: 'payPwd', value: '1' },
    { type: 'field.blurred', field: 'payPwd' },
    { type: 'proof.selected', file: png(), label: 'png' },
    { type: 'proof.selected', file: new File(['x'], 'a.txt', { type: 'text/plain' }), label: 'txt' },
    { type: 'proof.removed' },
    { type: 'payment.submitted' },
    {
      type: 'xstate.done.actor.uploadFile',
      output: { url: '/u/1.png', path: '/u/1.png', size: 10, contentType: 'image/png' },
    },
    { type: 'xstate.error.actor.uploadFile', error: refused('Formato de archivo incorrecto') },
    { type: 'xstate.done.actor.doPay', output: paid() },
    { type: 'xstate.done.actor.doPay', output: paid({ payState: 'pendingConfirmation', tradeSn: null }) },
    {
      type: 'xstate.done.actor.doPay',
      output: paid({ payState: 'unpaid', tradeSn: null, redirectUrl: '/mock-pasarela?token=abc12345' }),
    },
    {
      type: 'xstate.done.actor.doPay',
      output: paid({ payState: 'unpaid', tradeSn: null, redirectUrl: 'https://evil.example.com/' }),
    },
    { type: 'xstate.error.actor.doPay', error: refused('Saldo prepago insuficiente') },
    { type: 'xstate.error.actor.doPay', error: new ApiError('network') },
    { type: 'xstate.after.tick.payment.unpaid.countdown.running' },
    { type: 'xstate.after.poll.payment.awaitingConfirmation.waiting' },
  ]
  const configurations: { name: string; input: PaymentInput; events: AnyEventObject[] }[] = [
    {
      name: 'balance first',
      input: { paySn: PAY_SN },
      events: [...infoEvents, methodsLoaded(METHODS), ...formEvents],
    },
    {
      // a method without fields, so that "Pagar" reaches doPay in the model
      name: 'e-payment only',
      input: { paySn: PAY_SN },
      events: [...infoEvents, methodsLoaded([method('tropipay')]), ...formEvents],
    },
    {
      name: 'transfer only',
      input: { paySn: PAY_SN },
      events: [...infoEvents, methodsLoaded([method('transfer')]), ...formEvents],
    },
    {
      name: 'window already over',
      input: { paySn: PAY_SN },
      events: [
        loaded({ expireTime: iso(SERVER_NOW) }),
        ...infoEvents.slice(1),
        methodsLoaded(METHODS),
        ...formEvents,
      ],
    },
    {
      name: 'e-payment return',
      input: { paySn: PAY_SN, entry: 'gatewayReturn' },
      events: infoEvents,
    },
  ]
  const actorNames = ['getPayInfo', 'listPayMethods', 'uploadFile', 'doPay']
  const actions = { goToGateway: () => undefined }
  // the real timers must never beat the replayed `after` events
  const machine = paymentMachine.provide({ delays: { tick: 1e9, poll: 1e9 } })
  const runs = configurations.flatMap((config) =>
    modelPaths(machine, { input: config.input, events: config.events }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(machine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(machine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    const everyState = allStateIds(machine)
    expect(everyState).toContain('payment.unpaid.form.paying')
    expect(everyState).toContain('payment.awaitingConfirmation.polling')
    expect(everyState.filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(machine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
