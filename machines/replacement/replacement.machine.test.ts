// The replacement search flows (issue 28 item 5), model-based: every edge of both graphs replayed on a real
// actor with faked actors, covering every state node and transition.
import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { listActors } from '../../src/flows/paged-list.machine'
import {
  replacementListMachine,
  replacementSearchMachine,
  replacementStatusOf,
  replacementTargetOf,
} from './replacement.machine'

const PAGE = {
  target: { goodsId: 1, productId: 11, goodsName: 'Panel solar', categoryName: 'Paneles', attributes: [] },
  list: [],
  pagination: { current: 2, pageSize: 20, total: 30 },
}
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output })
const failed = (id: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError('network'),
})

describe('replacement search machine', () => {
  const events: AnyEventObject[] = [
    { type: 'search.submitted', keyword: 'panel' },
    { type: 'search.submitted', keyword: '  ' },
    done('searchProducts', []),
    failed('searchProducts'),
  ]
  for (const input of [{}, { keyword: 'panel' }]) {
    it(`replays every edge and covers the graph (${'keyword' in input ? 'with' : 'without'} a keyword in the URL)`, async () => {
      const options = { input, actorNames: ['searchProducts'] }
      const paths = modelPaths(replacementSearchMachine, { input, events })
      for (const path of paths) {
        const result = await replayPath(replacementSearchMachine, path, options)
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
      if ('keyword' in input) return
      expect(await uncovered(replacementSearchMachine, paths, options)).toEqual({
        states: [],
        transitions: [],
      })
    })
  }
})

describe('replacement list machine (the paged-list flow)', () => {
  it("asks for the product with the page and size, and keeps the product as the page's extra", async () => {
    const queries: unknown[] = []
    const machine = replacementListMachine.provide({
      actors: listActors(replacementListMachine, {
        listPage: (query) => {
          queries.push(query)
          return Promise.resolve({ list: PAGE.list, pagination: PAGE.pagination, extra: PAGE.target })
        },
      }),
    })
    const actor = createActor(machine, { input: { query: { productId: 11, current: 2 } } }).start()
    await waitFor(actor, (s) => replacementStatusOf(s) === 'ready')
    actor.send({ type: 'page.changed', page: 1, pageSize: 50 })
    await waitFor(actor, (s) => replacementStatusOf(s) === 'ready')
    expect(queries).toEqual([
      { productId: 11, current: 2, pageSize: 20 },
      { productId: 11, current: 1, pageSize: 50 },
    ])
    expect(replacementTargetOf(actor.getSnapshot())).toEqual(PAGE.target)
  })

  const input = { query: { productId: 11 } }
  const events: AnyEventObject[] = [
    done('listPage', { list: [], pagination: PAGE.pagination, extra: PAGE.target }),
    failed('listPage'),
    { type: 'retry' },
    { type: 'page.changed', page: 3 },
  ]
  const options = { input, actorNames: ['listPage'] }
  const paths = modelPaths(replacementListMachine, { input, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(replacementListMachine, path, options)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // the list uses the flow's load, page and retry only; the whole graph is walked in src/flows
  it('reaches every state node of loading, failing and showing the list', async () => {
    const { states } = await uncovered(replacementListMachine, paths, options)
    expect(states.filter((id) => /browsing\.(loading|loadFailed|ready)$/.test(id))).toEqual([])
  })
})
