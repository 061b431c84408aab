// An unpaid e-payment top-up in the records (issue 24 item 6): "Continuar pago" leaves for the same record's
// gateway, "Cancelar" asks first and cancels once, a refusal is said in the server's words.
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { Recharge } from '../../src/api/wallet'
import { continuePaySubmit } from './recharge-record.actors'
import { rechargeRecordMachine } from './recharge-record.machine'

const ORIGIN = window.location.origin
const record = (overrides: Partial<Recharge> = {}): Recharge => ({
  rechargeSn: 'RC202603021500000001',
  amount: 30,
  payMethod: 'tropipay',
  payState: 'unpaid',
  createTime: '2026-03-02T15:00:00.000Z',
  voucherUrl: null,
  rejectReason: null,
  finishTime: null,
  ...overrides,
})

function harness(options: { cancel?: () => Promise<Recharge>; redirectUrl?: string } = {}) {
  const calls = { cancel: 0, continue: 0 }
  const goToGateway = vi.fn()
  const machine = rechargeRecordMachine.provide({
    actions: { goToGateway: (_, params) => goToGateway(params.url) },
    actors: {
      cancelRecharge: fromPromise(() => {
        calls.cancel += 1
        return options.cancel?.() ?? Promise.resolve(record({ payState: 'cancelled' }))
      }),
      continueRechargePay: continuePaySubmit(() => {
        calls.continue += 1
        return Promise.resolve({
          recharge: record(),
          redirectUrl: options.redirectUrl ?? '/mock-pasarela?token=T1',
        })
      }),
    },
  })
  const actor = createActor(machine, { input: { pageOrigin: ORIGIN } }).start()
  return { actor, calls, goToGateway }
}

describe('rechargeRecordMachine', () => {
  it('continues an unpaid e-payment top-up at its gateway, once for a double click', async () => {
    const { actor, calls, goToGateway } = harness()
    actor.send({ type: 'continue', record: record() })
    actor.send({ type: 'continue', record: record() })
    await waitFor(actor, (s) => s.matches('redirecting'))
    expect(calls.continue).toBe(1)
    expect(goToGateway).toHaveBeenCalledWith(`${ORIGIN}/mock-pasarela?token=T1`)
  })

  it('never follows a gateway address of another site', async () => {
    const { actor, goToGateway } = harness({ redirectUrl: 'https://evil.example.com/' })
    actor.send({ type: 'continue', record: record() })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(goToGateway).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.error).toEqual({ id: 'wallet.recharge.unsafeRedirect' })
  })

  it('offers nothing for a transfer or a top-up that is no longer unpaid', () => {
    const { actor, calls } = harness()
    actor.send({
      type: 'continue',
      record: record({ payMethod: 'transfer', payState: 'pendingConfirmation' }),
    })
    actor.send({ type: 'cancel.asked', record: record({ payState: 'cancelled' }) })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual({ cancel: 0, continue: 0 })
  })

  it('asks before cancelling; dismissing sends nothing, confirming cancels once and reads the records again', async () => {
    const { actor, calls } = harness()
    actor.send({ type: 'cancel.asked', record: record() })
    expect(actor.getSnapshot().value).toBe('confirmingCancel')
    actor.send({ type: 'cancel.dismissed' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls.cancel).toBe(0)
    actor.send({ type: 'cancel.asked', record: record() })
    actor.send({ type: 'cancel.confirmed' })
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls.cancel).toBe(1)
    expect(actor.getSnapshot().context.cancelledSn).toBe('RC202603021500000001')
    expect(actor.getSnapshot().context.changes).toBe(1)
  })

  it('says a refused cancel in the server’s words (already cancelled or paid) and reads the records again', async () => {
    const refusal = 'Esta recarga ya no está pendiente de pago.'
    const { actor } = harness({
      cancel: () => Promise.reject(new ApiError('state', { state: 255, serverMessage: refusal })),
    })
    actor.send({ type: 'cancel.asked', record: record() })
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.error).toEqual({ text: refusal })
    expect(actor.getSnapshot().context.cancelledSn).toBeNull()
    expect(actor.getSnapshot().context.changes).toBe(1)
  })
})
