import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { listActors } from '../../src/flows/paged-list.machine'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { ContractQuery, ContractSummary } from '../../src/api/contracts'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { contractListMachine, contractListStatusOf, contractsOf } from './contract-list.machine'

const CONTRACT: ContractSummary = {
  contractNo: 'CB202600000001',
  title: 'Contrato marco de suministro de cemento 2026',
  source: 'upload',
  state: 'pendingSignature',
  storeId: 3,
  storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
  orderSn: null,
  amount: 48500,
  startDate: '2026-10-16',
  endDate: '2027-01-24',
  createdAt: '2026-10-16T04:00:00.000Z',
  signedAt: null,
}
const PAGE = { list: [CONTRACT], pagination: { current: 1, pageSize: 20, total: 1 } }

describe('contractListMachine', () => {
  it('starts again at page 1 when a filter changes and keeps the filters when the page changes', async () => {
    const queries: ContractQuery[] = []
    const machine = contractListMachine.provide({
      actors: listActors(contractListMachine, {
        listPage: (query) => {
          queries.push(query)
          return Promise.resolve(PAGE)
        },
      }),
    })
    const actor = createActor(machine, { input: { query: { current: 3 } } }).start()
    await waitFor(actor, (s) => contractListStatusOf(s) === 'ready')
    actor.send({ type: 'filter.changed', filter: { state: 'signed', keyword: 'cemento' } })
    await waitFor(actor, (s) => contractListStatusOf(s) === 'ready')
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => contractListStatusOf(s) === 'ready')
    expect(queries).toEqual([
      { current: 3, pageSize: 20 },
      { current: 1, pageSize: 20, state: 'signed', keyword: 'cemento' },
      { current: 2, pageSize: 20, state: 'signed', keyword: 'cemento' },
    ])
    expect(contractsOf(actor.getSnapshot())).toEqual([CONTRACT])
  })
})

describe('contractListMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listPage', output: PAGE },
    { type: 'xstate.error.actor.listPage', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'filter.changed', filter: { state: 'expired' } },
    { type: 'page.changed', page: 2 },
  ]
  const input = { query: {} }
  const paths = modelPaths(contractListMachine, { input, events })
  const replay = { input, actorNames: ['listPage'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(contractListMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // the list uses the flow's load, filter, page and retry only; the whole graph is walked in src/flows
  it('reaches every state node of loading, failing and showing the list', async () => {
    const { states } = await uncovered(contractListMachine, paths, replay)
    expect(states.filter((id) => /browsing\.(loading|loadFailed|ready)$/.test(id))).toEqual([])
  })
})
