// Checkout machine: sending the order once (Idempotency-Key), its outcomes and the server's refusals
// (SPEC.md §5, §8, §9).
import { createActor, waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SubmitResult } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { notify } from '../../src/lib/notify'
import { checkoutFlowMessages } from './checkout-rules'
import { checkoutMachine, SUBMIT_FAILED_REDIRECT_MS } from './checkout.machine'
import {
  checkoutOf,
  CHECKOUT,
  PROMOTION_CHANGED,
  POINTS_PROBLEM,
  asError,
  refused,
  SUBMIT_FAILED,
  PAID,
  RESERVED,
  CART,
  fakeCheckout,
  startReady,
  deferred,
} from './checkout.fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('checkoutMachine', () => {
  it('sends the order once with an idempotency key and ends with the payment number', async () => {
    const answer = deferred<SubmitResult>()
    const fake = fakeCheckout({ submit: () => answer.promise })
    const actor = await startReady(fake)
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'purchaseOrderNumber', value: 'OC-77' })
    actor.send({ type: 'storeInput.changed', storeId: 11, field: 'remark', value: 'Entregar por la mañana' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(fake.calls.submit).toHaveLength(1)
    const [sent] = fake.calls.submit
    expect(sent!.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/)
    expect(sent!.body).toMatchObject({
      isCart: true,
      addressId: 2,
      agreement: true,
      integral: 0,
      productList: [
        { productId: 101, buyNum: 50, price: 10 },
        { productId: 201, buyNum: 100, price: 5 },
      ],
      storeInfoList: [
        { storeId: 11, remark: 'Entregar por la mañana', purchaseOrderNumber: 'OC-77' },
        { storeId: 12, remark: '', purchaseOrderNumber: '' },
      ],
    })
    answer.resolve(PAID)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'payment', paySn: 'P2026000001' })
  })

  it('ends a reservation order with its notice and the order list', async () => {
    const fake = fakeCheckout({
      submit: () => Promise.resolve(RESERVED),
      confirm: () => Promise.resolve(checkoutOf({ stockType: 'reserved', address: null })),
      addresses: [],
    })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'reservation' })
    expect(fake.actions.notifyReservationSent).toHaveBeenCalledTimes(1)
  })

  it('toasts the reservation notice with its default action', async () => {
    const fake = fakeCheckout({ submit: () => Promise.resolve(RESERVED) })
    const machine = fake.machine.provide({
      actions: { notifyReservationSent: checkoutMachine.implementations.actions.notifyReservationSent },
    } as never)
    const actor = createActor(machine, { input: CART }).start()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toEqual([
      { id: checkoutFlowMessages.reservationSent.id },
    ])
  })

  it('shows a changed promotion in its dialog and goes back to the cart', async () => {
    const fake = fakeCheckout({ submit: () => Promise.reject(asError(PROMOTION_CHANGED)) })
    const actor = await startReady(fake)
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    expect(actor.getSnapshot().context.problem).toEqual(PROMOTION_CHANGED)
    actor.send({ type: 'pointsReset.accepted' })
    expect(actor.getSnapshot().matches('problem')).toBe(true)
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'cart' })
  })

  it('goes back to the product of a buy-now checkout', async () => {
    const fake = fakeCheckout({ submit: () => Promise.reject(asError(PROMOTION_CHANGED)) })
    const actor = await startReady(fake, { entry: { isCart: false, productId: 101, number: 50 } })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    actor.send({ type: 'cartReturn.requested' })
    expect(actor.getSnapshot().output).toEqual({ kind: 'product', productId: 101 })
  })

  it('drops the points and prices again when the points no longer suffice', async () => {
    const fake = fakeCheckout({
      submit: () => Promise.reject(asError(POINTS_PROBLEM)),
      confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'points.applied', value: '500' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches('problem'))
    actor.send({ type: 'pointsReset.accepted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ integral: 0 })
    expect(actor.getSnapshot().context.points).toBe(0)
    expect(actor.getSnapshot().context.pointsText).toBe('0')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('keeps everything entered when the server refuses the agreement, and sends the next attempt with a new key', async () => {
    const fake = fakeCheckout({
      submit: (_, call) =>
        call === 1 ? Promise.reject(refused('Debe aceptar el acuerdo de compra.')) : Promise.resolve(PAID),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'storeInput.changed', storeId: 12, field: 'remark', value: 'Llamar antes' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.errors.agreement).toEqual({ text: 'Debe aceptar el acuerdo de compra.' })
    expect(context.agreement).toBe(false)
    expect(context.storeInputs[12]?.remark).toBe('Llamar antes')
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(fake.calls.submit[1]!.idempotencyKey).not.toBe(fake.calls.submit[0]!.idempotencyKey)
  })

  it.each([
    ['the server says the order could not be sent', SUBMIT_FAILED],
    ['the network fails', new ApiError('network')],
    ['the request times out', new ApiError('timeout')],
    ['the server answers an HTTP failure', new ApiError('http', { status: 500 })],
  ])('goes to the order list 2 s after %s', async (_, error) => {
    const fake = fakeCheckout({ submit: () => Promise.reject(error) })
    const actor = await startReady(fake)
    vi.useFakeTimers()
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true)
    await vi.advanceTimersByTimeAsync(SUBMIT_FAILED_REDIRECT_MS - 1)
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ kind: 'orderList' })
  })

  it('prices typed points that were not applied before sending', async () => {
    const fake = fakeCheckout({ confirm: (input) => Promise.resolve(checkoutOf({}, input.integral ?? 0)) })
    const actor = await startReady(fake)
    actor.send({ type: 'points.changed', value: '200' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    expect(actor.getSnapshot().matches({ ready: 'recalculating' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(fake.calls.confirm.at(-1)).toMatchObject({ integral: 200 })
    expect(fake.calls.submit).toHaveLength(0)
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(fake.calls.submit[0]!.body.integral).toBe(200)
  })

  it('marks the totals stale when a recalculation fails and prices again before sending', async () => {
    const fake = fakeCheckout({
      confirm: (_, call) =>
        call === 2 ? Promise.reject(new ApiError('network')) : Promise.resolve(CHECKOUT),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'invoice.selected', invoiceId: 5 })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(actor.getSnapshot().context.stale).toBe(true)
    expect(actor.getSnapshot().context.notice).toEqual({ id: checkoutFlowMessages.staleTotals.id })
    actor.send({ type: 'notice.dismissed' })
    actor.send({ type: 'agreement.toggled', checked: true })
    actor.send({ type: 'order.submitted' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && !s.context.stale)
    expect(fake.calls.submit).toHaveLength(0)
    expect(fake.calls.confirm.at(-1)).toMatchObject({ invoiceId: 5 })
  })
})
