// Walk tests of redeeming and paying a points order (issue 12 item 5): every edge of each machine replayed on a
// real actor with fake actors, every state and transition reached; the form rule refuses before anything is
// sent, and one Idempotency-Key serves a retry after a lost answer.
import { createActor, fromPromise, waitFor, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { PointConfirm, PointPayInfo, PointSubmitRequest, PointSubmitResult } from '../../src/api/points'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { pointPayMachine } from './point-pay.machine'
import { pointRedeemMachine, redeemProblems } from './point-redeem.machine'
import { pointSubmit } from './point-redeem.actors'

const GOODS = {
  goodsId: 1,
  goodsName: 'Linterna LED recargable',
  image: '/mock-images/goods/9000.svg',
  categoryId: 2,
  categoryName: 'Iluminación y energía',
  integralPrice: 500,
  cashPrice: 0,
  stock: 120,
  exchangedCount: 0,
}
const ADDRESS = {
  addressId: 7,
  memberName: 'Ana Pérez',
  telMobile: '5355512345',
  country: 'Cuba',
  province: 'La Habana',
  city: 'Plaza',
  street: 'Calle 23',
  detailAddress: 'No. 105',
  addressAll: 'Cuba, La Habana, Plaza, Calle 23',
  isDefault: true,
}
const confirmOf = (memberIntegral: number): PointConfirm => ({
  goods: GOODS,
  number: 1,
  maxNumber: 5,
  integral: 500,
  cashAmount: 0,
  memberIntegral,
  pointsUnit: 100,
  addresses: [ADDRESS],
})
const refusal = new ApiError('state', { state: 255, serverMessage: 'Puntos insuficientes' })
const lost = new ApiError('network')

/** Replays the model of each input and lists what none of them reached. */
async function uncoveredOver(
  machine: AnyStateMachine,
  runs: { input: unknown; events: AnyEventObject[] }[],
  actorNames: string[],
) {
  let states: string[] | null = null
  let transitions: string[] | null = null
  for (const run of runs) {
    const paths = modelPaths(machine, run)
    for (const path of paths) {
      const result = await replayPath(machine, path, { input: run.input, actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    }
    const left = await uncovered(machine, paths, { input: run.input, actorNames })
    states = states ? states.filter((s) => left.states.includes(s)) : left.states
    transitions = transitions ? transitions.filter((t) => left.transitions.includes(t)) : left.transitions
  }
  return { states, transitions }
}

describe('pointRedeemMachine', () => {
  const submitEvents: AnyEventObject[] = [
    // the submit is the idempotent submit of src/flows (walked there): here its outcomes
    {
      type: 'xstate.done.actor.submitPointOrder',
      output: { kind: 'answered', answer: { orderSn: 'PT1', orderState: 20, needPay: 0 } },
    },
    {
      type: 'xstate.done.actor.submitPointOrder',
      output: { kind: 'answered', answer: { orderSn: 'PT2', orderState: 10, needPay: 15 } },
    },
    {
      type: 'xstate.done.actor.submitPointOrder',
      output: { kind: 'failed', error: refusal, definitive: true },
    },
    {
      type: 'xstate.done.actor.submitPointOrder',
      output: { kind: 'failed', error: lost, definitive: false },
    },
    { type: 'number.changed', value: 2 },
    { type: 'address.selected', addressId: 7 },
    { type: 'form.submitted' },
    { type: 'xstate.error.actor.confirmPointOrder', error: lost },
    { type: 'retry.requested' },
  ]
  const input = { goodsId: 1, number: 1 }

  it('reaches every state and transition with a member who has the points and one who has not', async () => {
    const runs = [5000, 100].map((points) => ({
      input,
      events: [{ type: 'xstate.done.actor.confirmPointOrder', output: confirmOf(points) }, ...submitEvents],
    }))
    expect(await uncoveredOver(pointRedeemMachine, runs, ['confirmPointOrder', 'submitPointOrder'])).toEqual({
      states: [],
      transitions: [],
    })
  })

  it('refuses "Puntos insuficientes" in the form, points off the unit and a quantity above the limit', () => {
    const base = { confirm: confirmOf(400), number: 1, addressId: 7 }
    expect(redeemProblems(base)).toEqual({
      integral: { id: 'validation.points.insufficient', values: expect.anything() },
    })
    expect(redeemProblems({ ...base, confirm: confirmOf(5000), number: 6 }).number?.id).toBe(
      'validation.points.numberRange',
    )
    const odd = { ...confirmOf(5000), goods: { ...GOODS, integralPrice: 550 } }
    expect(redeemProblems({ ...base, confirm: odd }).integral?.id).toBe('validation.points.multiple')
    expect(redeemProblems({ ...base, confirm: confirmOf(5000), addressId: null }).addressId?.id).toBe(
      'validation.points.addressRequired',
    )
  })

  it('keeps one Idempotency-Key for a retry after a lost answer and sends the points the buyer saw', async () => {
    const calls: { body: PointSubmitRequest; idempotencyKey: string | null }[] = []
    let fail = true
    const machine = pointRedeemMachine.provide({
      actors: {
        confirmPointOrder: fromPromise(async () => ({ ...confirmOf(5000), number: 2 })),
        submitPointOrder: pointSubmit(async (body, idempotencyKey) => {
          calls.push({ body, idempotencyKey })
          if (fail) {
            fail = false
            throw lost
          }
          return { orderSn: 'PT1', orderState: 20 as PointSubmitResult['orderState'], needPay: 0 }
        }),
      },
    })
    const actor = createActor(machine, { input: { goodsId: 1, number: 2 } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('redeemed'))
    expect(calls).toHaveLength(2)
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey)
    expect(calls[0]!.body).toEqual({ goodsId: 1, number: 2, addressId: 7, integral: 1000 })
  })
})

describe('pointPayMachine', () => {
  const info = (needPay: number): PointPayInfo => ({
    order: {
      orderSn: 'PT2',
      orderState: needPay > 0 ? 10 : 20,
      goodsId: 3,
      goodsName: 'Taladro percutor 650 W',
      image: '/mock-images/goods/9002.svg',
      number: 1,
      integral: 3000,
      cashAmount: 15,
      createTime: '2026-11-01T00:00:00.000Z',
    },
    needPay,
    balanceAvailable: 2000,
    hasPayPassword: true,
  })
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getPointPayInfo', output: info(15) },
    { type: 'xstate.error.actor.getPointPayInfo', error: lost },
    { type: 'retry.requested' },
    { type: 'pay.submitted', payPwd: '12' },
    { type: 'pay.submitted', payPwd: '20262026' },
    { type: 'xstate.done.actor.payPointOrder', output: { kind: 'answered', answer: null } },
    { type: 'xstate.done.actor.payPointOrder', output: { kind: 'failed', error: refusal, definitive: true } },
    { type: 'xstate.done.actor.payPointOrder', output: { kind: 'failed', error: lost, definitive: false } },
  ]

  it('reaches every state and transition, an order already paid included', async () => {
    const runs = [
      { input: { orderSn: 'PT2' }, events },
      { input: { orderSn: 'PT2' }, events: [{ type: 'xstate.done.actor.getPointPayInfo', output: info(0) }] },
    ]
    expect(await uncoveredOver(pointPayMachine, runs, ['getPointPayInfo', 'payPointOrder'])).toEqual({
      states: [],
      transitions: [],
    })
  })
})
