// Payment machine: paying — the form, the payment proof and the e-payment gateway (SPEC.md §4, §5, §8).
import { waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DoPayResult } from '../../src/api/payment'
import { paymentMessages } from '../../src/schemas/payment.schema'
import {
  NOW,
  PAGE_ORIGIN,
  PAY_SN,
  paid,
  refused,
  png,
  fakePayment,
  startChoosing,
  type,
} from './payment.fixtures'
import { PAYMENT_MESSAGE_IDS } from './payment.machine'

afterEach(() => {
  vi.useRealTimers()
})

describe('paymentMachine', () => {
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

  // issue 13 item 4: the machine never navigates itself; the page provides goToGateway (payment-screen.tsx)
  describe('gateway redirect asked of the page', () => {
    const gatewayAnswer = (redirectUrl: string | null) => () =>
      Promise.resolve(paid({ payState: 'unpaid', tradeSn: null, redirectUrl }))

    async function payByGateway(fake: ReturnType<typeof fakePayment>, pageOrigin?: string | null) {
      const actor = await startChoosing(fake, pageOrigin === undefined ? {} : { pageOrigin })
      actor.send({ type: 'method.selected', method: 'tropipay' })
      actor.send({ type: 'payment.submitted' })
      await waitFor(actor, (s) => s.matches('redirecting') || s.context.formError !== null)
      return actor
    }

    it('asks for the redirect once, with the checked gateway URL, and keeps it in the context', async () => {
      const fake = fakePayment({ pay: gatewayAnswer('https://www.tropipay.com/pay/1?ref=PG1') })
      const actor = await payByGateway(fake)
      expect(actor.getSnapshot().matches('redirecting')).toBe(true)
      expect(actor.getSnapshot().context.redirectUrl).toBe('https://www.tropipay.com/pay/1?ref=PG1')
      expect(fake.goToGateway).toHaveBeenCalledTimes(1)
      expect(fake.goToGateway).toHaveBeenCalledWith('https://www.tropipay.com/pay/1?ref=PG1')
    })

    it('does nothing by default: a machine without the page reaches redirecting and the page stays', async () => {
      const before = window.location.href
      const fake = fakePayment({ pay: gatewayAnswer('/mock-pasarela?token=abc12345'), defaultGateway: true })
      const actor = await payByGateway(fake)
      expect(actor.getSnapshot().matches('redirecting')).toBe(true)
      expect(actor.getSnapshot().context.redirectUrl).toBe(`${PAGE_ORIGIN}/mock-pasarela?token=abc12345`)
      expect(window.location.href).toBe(before)
    })

    it('follows a same-origin address only when the page gave its origin', async () => {
      const fake = fakePayment({ pay: gatewayAnswer('/mock-pasarela?token=abc12345') })
      const actor = await payByGateway(fake, null)
      expect(actor.getSnapshot().context.formError).toEqual({ id: PAYMENT_MESSAGE_IDS.unsafeRedirect })
      expect(fake.goToGateway).not.toHaveBeenCalled()
    })

    it('follows a configured gateway host over https without the page origin', async () => {
      const fake = fakePayment({ pay: gatewayAnswer('https://tropipay.com/pay/2') })
      await payByGateway(fake, null)
      expect(fake.goToGateway).toHaveBeenCalledWith('https://tropipay.com/pay/2')
    })

    it.each([
      'http://www.tropipay.com/pay/1',
      'https://www.tropipay.com:8443/pay/1',
      'https://user:secret@www.tropipay.com/pay/1',
      'https://www.tropipay.com.evil.example/pay/1',
      'https://evil.example/www.tropipay.com',
      'ftp://www.tropipay.com/pay/1',
      'data:text/html,<script>alert(1)</script>',
      'javascript://www.tropipay.com/%0aalert(1)',
      `${PAGE_ORIGIN.replace(/^http/, 'ws')}/mock-pasarela`,
      '',
    ])('never asks to leave for %s', async (redirectUrl) => {
      const fake = fakePayment({ pay: gatewayAnswer(redirectUrl) })
      const actor = await payByGateway(fake)
      expect(actor.getSnapshot().matches({ unpaid: { form: 'choosing' } })).toBe(true)
      expect(actor.getSnapshot().context.formError).toEqual({ id: PAYMENT_MESSAGE_IDS.unsafeRedirect })
      expect(actor.getSnapshot().context.redirectUrl).toBeNull()
      expect(fake.goToGateway).not.toHaveBeenCalled()
    })
  })
})
