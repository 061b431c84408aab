// Payment machine: model-based walk of every state and transition (xstate/graph, machines/testing).
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { PayInfo, PayMethod } from '../../src/api/payment'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import {
  SERVER_NOW,
  iso,
  PAY_SN,
  PAGE_ORIGIN,
  info,
  method,
  METHODS,
  paid,
  refused,
  png,
} from './payment.fixtures'
import { paymentMachine, type PaymentInput } from './payment.machine'

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
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN },
      events: [...infoEvents, methodsLoaded(METHODS), ...formEvents],
    },
    {
      // a method without fields, so that "Pagar" reaches doPay in the model
      name: 'e-payment only',
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN },
      events: [...infoEvents, methodsLoaded([method('tropipay')]), ...formEvents],
    },
    {
      name: 'transfer only',
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN },
      events: [...infoEvents, methodsLoaded([method('transfer')]), ...formEvents],
    },
    {
      name: 'window already over',
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN },
      events: [
        loaded({ expireTime: iso(SERVER_NOW) }),
        ...infoEvents.slice(1),
        methodsLoaded(METHODS),
        ...formEvents,
      ],
    },
    {
      // SPEC.md §5: the balance does not cover and credit is overdue (moroso): both are skipped before "Pagar"
      name: 'balance short, credit overdue',
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN, memberId: 1 },
      events: [
        loaded({ balanceAvailable: 0, credit: { limit: 10000, available: 0, hasOverdueBill: true } }),
        methodsLoaded([method('balance'), method('credit'), method('tropipay')]),
        ...formEvents,
      ],
    },
    {
      name: 'e-payment return',
      input: { paySn: PAY_SN, pageOrigin: PAGE_ORIGIN, entry: 'gatewayReturn' },
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
