// The credit page machine (issue 12 item 4): model-based walk of every state and transition, and the rules of
// which bills can be paid.
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { billFixture, detailFixture, summaryFixture } from '../credit-pay/credit-pay.fixtures'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { creditBillsMachine, isOverdue, isPayable } from './credit-bills.machine'

describe('creditBillsMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    {
      type: 'xstate.done.actor.loadCredit',
      output: {
        summary: summaryFixture(),
        page: { list: [billFixture()], pagination: { current: 1, pageSize: 20, total: 1 } },
      },
    },
    { type: 'xstate.error.actor.loadCredit', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'filter.changed', state: 'overdue' },
    { type: 'page.changed', current: 2 },
    { type: 'bill.opened', billSn: billFixture().billSn },
    { type: 'bill.closed' },
    { type: 'xstate.done.actor.getCreditBill', output: detailFixture() },
    { type: 'xstate.error.actor.getCreditBill', error: new ApiError('network') },
  ]
  const input = { query: { current: 1, pageSize: 20 as const } }
  const actorNames = ['loadCredit', 'getCreditBill']
  const paths = modelPaths(creditBillsMachine, { input, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(creditBillsMachine, path, { input, actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(creditBillsMachine, path, { input, actorNames })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect(allStateIds(creditBillsMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(creditBillsMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })

  it('a closed bill that still owes can be paid; an open or paid one cannot', () => {
    expect(isPayable(billFixture())).toBe(true)
    expect(isPayable(billFixture({ state: 'pending' }))).toBe(true)
    expect(isPayable(billFixture({ state: 'open' }))).toBe(false)
    expect(isPayable(billFixture({ state: 'paid', outstanding: 0 }))).toBe(false)
    expect(isOverdue(billFixture())).toBe(true)
  })
})
