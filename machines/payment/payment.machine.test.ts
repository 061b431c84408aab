// Payment machine: reading the payment, its window and countdown, the transfer waiting for the store and
// the e-payment return (SPEC.md §4). Paying is in payment.machine.paying.test.ts, the model walk in
// payment.machine.model.test.ts.
import { createActor, waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DoPayResult, PayInfo } from '../../src/api/payment'
import {
  HOUR,
  NOW,
  SERVER_NOW,
  iso,
  PAY_SN,
  info,
  method,
  METHODS,
  paid,
  refused,
  fakePayment,
  startChoosing,
} from './payment.fixtures'
import { paymentWindowOf } from './payment.machine'

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
})
