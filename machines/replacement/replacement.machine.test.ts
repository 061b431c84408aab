// The replacement search flows (issue 28 item 5), model-based: every edge of both graphs replayed on a real
// actor with faked actors, covering every state node and transition.
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { replacementListMachine, replacementSearchMachine } from './replacement.machine'

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

describe('replacement list machine', () => {
  const input = { productId: 11 }
  const events: AnyEventObject[] = [
    done('getReplacements', PAGE),
    failed('getReplacements'),
    { type: 'retry' },
    { type: 'page.changed', page: 3 },
    { type: 'page.changed', page: 2 },
  ]
  const options = { input, actorNames: ['getReplacements'] }
  const paths = modelPaths(replacementListMachine, { input, events })

  it('replays every edge, and the paths cover every state node and transition', async () => {
    for (const path of paths) {
      const result = await replayPath(replacementListMachine, path, options)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    expect(await uncovered(replacementListMachine, paths, options)).toEqual({ states: [], transitions: [] })
  })
})
