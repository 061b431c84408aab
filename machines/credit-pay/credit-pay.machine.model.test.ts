// Credit bill payment machine: model-based walk of every state and transition (xstate/graph, machines/testing),
// and the money rules a walk cannot see: one Idempotency-Key per attempt (a double click sends nothing more, a
// retry after a lost answer reuses the key, a refusal makes the next attempt a new one).
import type { AnyEventObject } from 'xstate'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import {
  BILL_SN,
  PAGE_ORIGIN,
  detailFixture,
  payResultFixture,
  refused,
  summaryFixture,
} from './credit-pay.fixtures'
import { creditMethodProblems, creditPayMachine, type CreditPayInput } from './credit-pay.machine'
import type { CreditBillPayRequest, CreditBillPayResult } from '../../src/api/credit'
import { creditBillSubmit } from './credit-pay.actors'

const loaded = (bill = {}, summary = {}) => ({
  type: 'xstate.done.actor.loadBill',
  output: { summary: summaryFixture(summary), bill: detailFixture(bill) },
})

describe('creditPayMachine model (xstate/graph)', () => {
  const loadEvents: AnyEventObject[] = [
    loaded(),
    loaded({ state: 'paid', outstanding: 0 }),
    loaded({ state: 'open' }),
    { type: 'xstate.error.actor.loadBill', error: refused('La factura de crédito no existe.') },
    { type: 'retry' },
  ]
  const formEvents: AnyEventObject[] = [
    { type: 'method.selected', method: 'balance' },
    { type: 'method.selected', method: 'tropipay' },
    { type: 'field.changed', value: '1' },
    { type: 'field.changed', value: '20262026' },
    { type: 'field.blurred' },
    { type: 'payment.submitted' },
    // the payment is the idempotent submit of src/flows (walked there): here its outcomes
    { type: 'xstate.done.actor.payCreditBill', output: { kind: 'answered', answer: payResultFixture() } },
    {
      type: 'xstate.done.actor.payCreditBill',
      output: {
        kind: 'redirect',
        answer: payResultFixture({
          state: 'overdue',
          redirectUrl: '/mock-pasarela?token=TP-CB-1',
          balanceAfter: null,
        }),
        url: `${PAGE_ORIGIN}/mock-pasarela?token=TP-CB-1`,
      },
    },
    {
      type: 'xstate.done.actor.payCreditBill',
      output: {
        kind: 'redirectRefused',
        answer: payResultFixture({
          state: 'overdue',
          redirectUrl: 'https://evil.example.com/',
          balanceAfter: null,
        }),
      },
    },
    {
      type: 'xstate.done.actor.payCreditBill',
      output: { kind: 'failed', error: refused('Saldo prepago insuficiente'), definitive: true },
    },
  ]
  const configurations: { name: string; input: CreditPayInput; events: AnyEventObject[] }[] = [
    {
      name: 'balance covers',
      input: { billSn: BILL_SN, pageOrigin: PAGE_ORIGIN },
      events: [loaded({}, { balanceAvailable: 6000 }), ...loadEvents.slice(1), ...formEvents],
    },
    {
      name: 'balance short (moroso)',
      input: { billSn: BILL_SN, pageOrigin: PAGE_ORIGIN },
      events: [...loadEvents, ...formEvents],
    },
    {
      name: 'back from a declined e-payment',
      input: { billSn: BILL_SN, pageOrigin: PAGE_ORIGIN, entry: 'gatewayFail' },
      events: [loaded(), ...formEvents],
    },
  ]
  const actorNames = ['loadBill', 'payCreditBill']
  const actions = { goToGateway: () => undefined }
  const runs = [
    ...configurations.flatMap((config) =>
      modelPaths(creditPayMachine, { input: config.input, events: config.events }).map(
        (path) => [`${config.name}: ${path.description}`, config, path] as const,
      ),
    ),
  ]

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(creditPayMachine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(creditPayMachine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect(allStateIds(creditPayMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(creditPayMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})

describe('creditPayMachine money rules', () => {
  /** A machine whose payment answers are scripted; records every call's body and key. */
  function harness(answers: (() => Promise<unknown>)[], balanceAvailable = 6000) {
    const calls: { body: CreditBillPayRequest; idempotencyKey: string | null }[] = []
    const machine = creditPayMachine.provide({
      actors: {
        loadBill: fromPromise(async () => ({
          summary: summaryFixture({ balanceAvailable }),
          bill: detailFixture(),
        })),
        payCreditBill: creditBillSubmit(async (body, idempotencyKey) => {
          calls.push({ body, idempotencyKey })
          const answer = answers.shift()
          if (!answer) throw new Error('no scripted answer')
          return (await answer()) as CreditBillPayResult
        }),
      },
    })
    const actor = createActor(machine, { input: { billSn: BILL_SN, pageOrigin: PAGE_ORIGIN } }).start()
    return { actor, calls }
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('preselects the balance when it covers the bill, e-payment when it does not', async () => {
    const covered = harness([])
    await tick()
    expect(covered.actor.getSnapshot().context.values.payMethod).toBe('balance')
    const short = harness([], 0)
    await tick()
    expect(short.actor.getSnapshot().context.values.payMethod).toBe('tropipay')
  })

  it('refuses a missing pay password in the form, sending nothing', async () => {
    const { actor, calls } = harness([])
    await tick()
    actor.send({ type: 'field.changed', value: '' })
    actor.send({ type: 'payment.submitted' })
    expect(actor.getSnapshot().context.fieldError).toBe('validation.payment.payPasswordRequired')
    expect(calls).toHaveLength(0)
  })

  it('offers the balance only when it covers the bill: a short balance cannot be chosen and says why', async () => {
    const short = harness([], 100)
    await tick()
    expect(creditMethodProblems(short.actor.getSnapshot().context)).toEqual({
      balance: 'validation.payment.balanceShort',
    })
    short.actor.send({ type: 'method.selected', method: 'balance' })
    expect(short.actor.getSnapshot().context.values.payMethod).toBe('tropipay')
    const covered = harness([], 4800)
    await tick()
    expect(creditMethodProblems(covered.actor.getSnapshot().context)).toEqual({})
    covered.actor.send({ type: 'method.selected', method: 'tropipay' })
    covered.actor.send({ type: 'method.selected', method: 'balance' })
    expect(covered.actor.getSnapshot().context.values.payMethod).toBe('balance')
  })

  it('a double click sends one payment; a retry after a lost answer reuses its key; a refusal starts a new one', async () => {
    let release: (value: unknown) => void = () => undefined
    const { actor, calls } = harness([
      () => Promise.reject(new ApiError('network')),
      () => Promise.reject(refused('La contraseña de pago no es correcta.')),
      () => new Promise((resolve) => (release = resolve)),
    ])
    await tick()
    actor.send({ type: 'field.changed', value: '20262026' })
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'payment.submitted' })
    await tick()
    expect(calls).toHaveLength(1)
    actor.send({ type: 'payment.submitted' })
    await tick()
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey)
    expect(actor.getSnapshot().context.formError).toEqual({ text: 'La contraseña de pago no es correcta.' })
    actor.send({ type: 'payment.submitted' })
    await tick()
    expect(calls[2]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey)
    expect(calls[2]!.body).toEqual({ billSn: BILL_SN, payMethod: 'balance', payPwd: '20262026' })
    release(payResultFixture())
    await tick()
    expect(actor.getSnapshot().value).toBe('paid')
  })
})
