// The credit page machine (issue 12 item 4): model-based walk of every state and transition, and the rules of
// which bills can be paid.
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { billFixture, detailFixture, summaryFixture } from '../credit-pay/credit-pay.fixtures'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { creditBillsMachine, isOverdue, isPayable } from './credit-bills.machine'

describe('creditBillsMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    {
      type: 'xstate.done.actor.listPage',
      output: {
        list: [billFixture()],
        pagination: { current: 1, pageSize: 20, total: 1 },
        extra: summaryFixture(),
      },
    },
    { type: 'xstate.error.actor.listPage', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'filter.changed', filter: { state: 'overdue' } },
    { type: 'page.changed', page: 2 },
    { type: 'row.selected', id: billFixture().billSn },
    { type: 'selection.cleared' },
    { type: 'xstate.done.actor.readDetail', output: detailFixture() },
    { type: 'xstate.error.actor.readDetail', error: new ApiError('network') },
  ]
  const input = { query: { current: 1, pageSize: 20 as const } }
  const actorNames = ['listPage', 'readDetail']
  const paths = modelPaths(creditBillsMachine, { input, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(creditBillsMachine, path, { input, actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // the page uses the flow's load, filter, page, retry and the selected bill's detail; the whole graph is walked
  // in src/flows
  it('reaches every state node of the list and of the opened bill', async () => {
    const { states } = await uncovered(creditBillsMachine, paths, { input, actorNames })
    expect(states.filter((id) => id.includes('.browsing'))).toEqual([])
  })

  it('a closed bill that still owes can be paid; an open or paid one cannot', () => {
    expect(isPayable(billFixture())).toBe(true)
    expect(isPayable(billFixture({ state: 'pending' }))).toBe(true)
    expect(isPayable(billFixture({ state: 'open' }))).toBe(false)
    expect(isPayable(billFixture({ state: 'paid', outstanding: 0 }))).toBe(false)
    expect(isOverdue(billFixture())).toBe(true)
  })
})
