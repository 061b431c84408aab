// Walk tests of applying for samples (issue 28 item 3): every edge of the apply machine replayed on a real actor
// with fake actors, every state and transition reached; the monthly quota of count and amount refuses in the
// form before anything is sent (the same rule as the mock); a refusal keeps what was typed; one
// Idempotency-Key serves a retry after a lost answer. The lifecycle the supplier drives is walked too.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { SampleCartData } from '../../src/api/session'
import type { SampleApplication, SampleApplySubmitRequest } from '../../src/api/sample-applies'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import {
  applyContactOf,
  applyErrorOf,
  applyProblems,
  sampleApplyMachine,
  selectedLinesOf,
} from './sample-apply.machine'
import { sampleApplySubmit } from './sample-apply.actors'
import {
  SAMPLE_APPLY_STATE_NAMES,
  advanceSampleApply,
  sampleApplyLifecycleMachine,
  sampleApplyMetaOf,
  supplierActionsOf,
} from './sample-apply-lifecycle'

const LINE = {
  cartId: 31,
  productId: 501,
  goodsId: 77,
  goodsName: 'Azulejo porcelánico 60×60 gris',
  goodsImage: '/mock-images/goods/77.svg',
  specValues: 'Gris',
  goodsPrice: 12.5,
  buyNum: 2,
  minBuyNum: 1,
  productStock: 300,
  productState: 1,
  stockType: 1,
  isChecked: 1,
  subtotal: 25,
  totalAmount: 25,
  productCode: 'AZ-6060-G',
  saleUnit: 'caja',
  ladder: [],
} as unknown as SampleCartData['storeCartGroupList'][number]['storeGoodsList'][number]

const cartOf = (quota: Partial<SampleCartData['quota']> = {}): SampleCartData => ({
  storeCartGroupList: [
    {
      storeId: 3,
      storeName: 'Cerámicas del Caribe',
      storeGoodsList: [LINE, { ...LINE, cartId: 32, isChecked: 0 }],
      checkedAll: false,
      totalAmount: 25,
      totalCheck: 1,
    } as SampleCartData['storeCartGroupList'][number],
  ],
  invalidList: [],
  availableSampleCartNum: 2,
  checkedAll: false,
  totalAmount: 25,
  totalCheck: 1,
  quota: {
    monthlyCount: 10,
    monthlyAmount: 500,
    remainingCount: 8,
    remainingAmount: 450,
    appliedCount: 0,
    appliedAmount: 0,
    ...quota,
  },
})

const APPLICATION = { applySn: 'SA202611280000000001', state: 10 } as SampleApplication
const refusal = new ApiError('state', {
  state: 255,
  serverMessage: 'Supera el importe mensual de muestras disponible (10,00 US$).',
})
const lost = new ApiError('network')
const CONTACT = {
  receiverName: 'Ana Pérez',
  receiverMobile: '5355512345',
  address: 'Calle 23 No. 105, Plaza',
}

const contactEvents = (Object.entries(CONTACT) as [string, string][]).map(([field, value]) => ({
  type: 'field.changed',
  field,
  value,
}))

describe('sampleApplyMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.error.actor.loadSampleCart', error: lost },
    { type: 'retry.requested' },
    ...contactEvents,
    { type: 'field.changed', field: 'remark', value: 'Para el proyecto del hotel' },
    { type: 'form.submitted' },
    {
      type: 'xstate.done.actor.submitSampleApply',
      output: { kind: 'answered', answer: APPLICATION },
    },
    {
      type: 'xstate.done.actor.submitSampleApply',
      output: { kind: 'failed', error: refusal, definitive: true },
    },
    {
      type: 'xstate.done.actor.submitSampleApply',
      output: { kind: 'failed', error: lost, definitive: false },
    },
  ]
  // a member whose record fills the contact, over and within the quota, and one who types it
  const runs = [
    { cart: cartOf(), input: { contact: CONTACT } },
    { cart: cartOf({ appliedAmount: 490 }), input: { contact: CONTACT } },
    { cart: cartOf(), input: {} },
  ].map(({ cart, input }) => ({
    input,
    events: [{ type: 'xstate.done.actor.loadSampleCart', output: cart }, ...events],
  }))
  const actorNames = ['loadSampleCart', 'submitSampleApply']

  it('a real actor follows every path of the model, and every state and transition is reached', async () => {
    const missedStates = new Set(allStateIds(sampleApplyMachine))
    let missedTransitions: string[] | null = null
    for (const run of runs) {
      const paths = modelPaths(sampleApplyMachine, run)
      for (const path of paths) {
        const result = await replayPath(sampleApplyMachine, path, { input: run.input, actorNames })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
      const left = await uncovered(sampleApplyMachine, paths, { input: run.input, actorNames })
      for (const id of allStateIds(sampleApplyMachine)) if (!left.states.includes(id)) missedStates.delete(id)
      missedTransitions = missedTransitions
        ? missedTransitions.filter((key) => left.transitions.includes(key))
        : left.transitions
    }
    expect({ states: [...missedStates], transitions: missedTransitions }).toEqual({
      states: [],
      transitions: [],
    })
  })
})

describe('sampleApplyMachine rules', () => {
  const base = { lines: selectedLinesOf(cartOf()), contact: { ...CONTACT, remark: '' } }

  it('takes only the selected lines of the sample cart, with their store', () => {
    expect(base.lines.map((line) => [line.cartId, line.storeName])).toEqual([[31, 'Cerámicas del Caribe']])
  })

  it('refuses over the monthly count and over the monthly amount with the shared Spanish messages', () => {
    const quota = { monthlyCount: 10, monthlyAmount: 500, appliedCount: 0, appliedAmount: 0 }
    expect(applyProblems({ ...base, quota })).toEqual({})
    expect(applyProblems({ ...base, quota: { ...quota, appliedCount: 10 } }).lines?.id).toBe(
      'validation.sample.countReached',
    )
    expect(applyProblems({ ...base, quota: { ...quota, appliedAmount: 490 } }).lines).toEqual({
      id: 'validation.sample.amountExceeded',
      values: expect.objectContaining({ amount: expect.stringContaining('10') }),
    })
  })

  it('asks for a line, a receiver, a valid mobile and an address', () => {
    const quota = { monthlyCount: 10, monthlyAmount: 500, appliedCount: 0, appliedAmount: 0 }
    const problems = applyProblems({
      lines: [],
      contact: { receiverName: '', receiverMobile: '12', address: '', remark: '' },
      quota,
    })
    expect(Object.keys(problems).sort()).toEqual(['address', 'lines', 'receiverMobile', 'receiverName'])
    expect(problems.lines?.id).toBe('validation.sampleApply.noLines')
  })

  it('keeps everything typed when the server refuses over the quota, and sends nothing when the form refuses', async () => {
    const sent: SampleApplySubmitRequest[] = []
    const machine = sampleApplyMachine.provide({
      actors: {
        loadSampleCart: fromPromise(async () => cartOf({ appliedAmount: 470 })),
        submitSampleApply: sampleApplySubmit(async (body) => {
          sent.push(body)
          throw refusal
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    for (const event of contactEvents) actor.send(event as never)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('submitting'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(sent).toHaveLength(1)
    expect(applyErrorOf(actor.getSnapshot())).not.toBeNull()
    expect(applyContactOf(actor.getSnapshot())).toEqual({ ...CONTACT, remark: '' })

    const over = createActor(
      sampleApplyMachine.provide({
        actors: {
          loadSampleCart: fromPromise(async () => cartOf({ appliedCount: 10 })),
          submitSampleApply: sampleApplySubmit(async (body) => {
            sent.push(body)
            return APPLICATION
          }),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(over, (s) => s.matches('editing'))
    for (const event of contactEvents) over.send(event as never)
    over.send({ type: 'form.submitted' })
    expect(over.getSnapshot().matches('editing')).toBe(true)
    expect(over.getSnapshot().context.errors.lines?.id).toBe('validation.sample.countReached')
    expect(sent).toHaveLength(1)
  })

  it('sends the same Idempotency-Key again after a lost answer', async () => {
    const keys: (string | null)[] = []
    let first = true
    const machine = sampleApplyMachine.provide({
      actors: {
        loadSampleCart: fromPromise(async () => cartOf()),
        submitSampleApply: sampleApplySubmit(async (_body, key) => {
          keys.push(key)
          if (first) {
            first = false
            throw lost
          }
          return APPLICATION
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    for (const event of contactEvents) actor.send(event as never)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('editing') && applyErrorOf(s) !== null)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('submitted'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })
})

describe('sample application lifecycle', () => {
  it('lists the states of the definition', () => {
    expect(Object.keys(sampleApplyLifecycleMachine.root.states).sort()).toEqual(
      [...SAMPLE_APPLY_STATE_NAMES].sort(),
    )
  })

  it('is reviewed, then shipped; a rejection gives the quota back; nothing moves a shipped application', () => {
    expect(advanceSampleApply('reviewing', { type: 'supplier.shipped' })).toBeNull()
    expect(advanceSampleApply('reviewing', { type: 'supplier.approved' })).toBe('approved')
    expect(advanceSampleApply('approved', { type: 'supplier.shipped' })).toBe('shipped')
    expect(advanceSampleApply('approved', { type: 'supplier.rejected' })).toBe('rejected')
    expect(advanceSampleApply('shipped', { type: 'supplier.rejected' })).toBeNull()
    expect(sampleApplyMetaOf('rejected').usesQuota).toBe(false)
    expect(supplierActionsOf(10)).toEqual(['approve', 'reject'])
    expect(supplierActionsOf(20)).toEqual(['ship', 'reject'])
    expect(supplierActionsOf(30)).toEqual([])
  })
})
