// The one paged-list flow (issue 25 item 2): a model walk over every state and transition of the definition,
// and the behaviours every list relies on (query rules, the answered page, notices, the editor keeping what
// was typed).
import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { modelPaths, replayPath, uncovered } from '../../machines/testing/model-coverage'
import {
  confirmingIdOf,
  createPagedListMachine,
  detailStatusOf,
  isChangingRows,
  listActors,
  listStatusOf,
  type CommandInput,
  type ListPage,
} from './paged-list.machine'

interface Row {
  id: number
  name: string
  unread: boolean
}
interface Query {
  current: number
  pageSize: number
  kind?: string
}

const row = (id: number, unread = false): Row => ({ id, name: `Fila ${id}`, unread })
const page = (rows: Row[], current = 1): ListPage<Row, { total: number }> => ({
  list: rows,
  pagination: { current, pageSize: 10, total: rows.length },
  extra: { total: rows.length },
})

const machine = createPagedListMachine<
  Row,
  Query,
  { total: number },
  string,
  { name: string },
  'read' | 'readAll'
>({
  id: 'testList',
  rowId: (r) => r.id,
  query: { current: 1, pageSize: 10 },
  notices: { deleted: 'test.deleted', saved: 'test.saved', commands: { readAll: 'test.allRead' } },
  canCommand: (rows, command, id) => command !== 'read' || rows.some((r) => r.id === id && r.unread),
  editor: { valuesOf: (r) => ({ name: r.name }), blank: { name: '' } },
})

const network = new ApiError('network')

describe('pagedList flow', () => {
  it('starts again at page 1 when the filter changes, keeps the filter when the page changes, and follows the answered page', async () => {
    const queries: Query[] = []
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, {
          listPage: (query) => {
            queries.push(query)
            return Promise.resolve(page([row(1)], query.current === 5 ? 2 : query.current))
          },
        }),
      }),
      { input: { query: { current: 3 } } },
    ).start()
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'filter.changed', filter: { kind: 'a' } })
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'page.changed', page: 5 })
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    // the same page again reads nothing
    actor.send({ type: 'page.changed', page: 2 })
    actor.send({ type: 'filter.changed', filter: { kind: undefined }, page: 4 })
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    expect(queries).toEqual([
      { current: 3, pageSize: 10 },
      { current: 1, pageSize: 10, kind: 'a' },
      { current: 5, pageSize: 10, kind: 'a' },
      { current: 4, pageSize: 10 },
    ])
    expect(actor.getSnapshot().context.query).toEqual({ current: 4, pageSize: 10 })
    expect(actor.getSnapshot().context.extra).toEqual({ total: 1 })
  })

  it('a newer query wins over a load under way', async () => {
    const answers: ((value: ListPage<Row, { total: number }>) => void)[] = []
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, { listPage: () => new Promise((resolve) => answers.push(resolve)) }),
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'filter.changed', filter: { kind: 'b' } })
    answers[0]!(page([row(1)]))
    answers[1]!(page([row(2)]))
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    expect(actor.getSnapshot().context.rows).toEqual([row(2)])
  })

  it('deletes a row only after the confirmation, reads the page again and says so', async () => {
    let reads = 0
    const deleted: number[] = []
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, {
          listPage: () => Promise.resolve(page(++reads === 1 ? [row(1), row(2)] : [row(2)])),
          deleteRow: (id) => {
            deleted.push(Number(id))
            return Promise.resolve()
          },
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'delete.requested', id: 1 })
    expect(confirmingIdOf(actor.getSnapshot())).toBe(1)
    actor.send({ type: 'delete.cancelled' })
    expect(confirmingIdOf(actor.getSnapshot())).toBeNull()
    expect(deleted).toEqual([])
    actor.send({ type: 'delete.requested', id: 1 })
    actor.send({ type: 'delete.confirmed' })
    expect(isChangingRows(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => listStatusOf(s) === 'ready' && !s.hasTag('busy'))
    expect(deleted).toEqual([1])
    expect(actor.getSnapshot().context.rows).toEqual([row(2)])
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: { id: 'test.deleted' } })
  })

  it('runs a command only where it applies, with the query, and keeps a refusal as the notice', async () => {
    const commands: CommandInput<Query, 'read' | 'readAll'>[] = []
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, {
          listPage: () => Promise.resolve(page([row(1, true), row(2)])),
          runCommand: (input) => {
            commands.push(input)
            return input.command === 'read'
              ? Promise.reject(new ApiError('state', { state: 255, serverMessage: 'No.' }))
              : Promise.resolve(page([row(1), row(2)]))
          },
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'command.requested', command: 'read', id: 2 })
    expect(actor.getSnapshot().matches('commanding')).toBe(false)
    actor.send({ type: 'command.requested', command: 'read', id: 1 })
    await waitFor(actor, (s) => s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', message: { text: 'No.' } })
    actor.send({ type: 'notice.dismissed' })
    actor.send({ type: 'command.requested', command: 'readAll' })
    await waitFor(actor, (s) => s.context.notice !== null)
    expect(commands.map(({ command, id }) => [command, id])).toEqual([
      ['read', 1],
      ['readAll', null],
    ])
    expect(actor.getSnapshot().context.rows).toEqual([row(1), row(2)])
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: { id: 'test.allRead' } })
  })

  it('keeps what was typed through a refused save and closes the editor after the next', async () => {
    let attempt = 0
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, {
          listPage: () => Promise.resolve(page([row(1)])),
          saveRow: () =>
            ++attempt === 1
              ? Promise.reject(new ApiError('state', { state: 255, serverMessage: 'Nombre repetido.' }))
              : Promise.resolve(page([row(1), row(2)])),
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'editor.opened', id: 1 })
    expect(actor.getSnapshot().context.draft).toEqual({ id: 1, values: { name: 'Fila 1' } })
    actor.send({ type: 'editor.saved', values: { name: 'Otra' } })
    await waitFor(actor, (s) => s.context.formError !== null)
    expect(actor.getSnapshot().context.draft).toEqual({ id: 1, values: { name: 'Otra' } })
    actor.send({ type: 'editor.saved', values: { name: 'Otra más' } })
    await waitFor(actor, (s) => listStatusOf(s) === 'ready' && !s.matches('editing'))
    expect(actor.getSnapshot().context.rows).toHaveLength(2)
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: { id: 'test.saved' } })
  })

  it('reads the selected row’s detail and tells its status', async () => {
    const actor = createActor(
      machine.provide({
        actors: listActors(machine, {
          listPage: () => Promise.resolve(page([row(1)])),
          readDetail: (id) => Promise.resolve(`detalle ${id}`),
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => listStatusOf(s) === 'ready')
    expect(detailStatusOf(actor.getSnapshot())).toBe('closed')
    actor.send({ type: 'row.selected', id: 1 })
    await waitFor(actor, (s) => detailStatusOf(s) === 'shown')
    expect(actor.getSnapshot().context.detail).toBe('detalle 1')
    actor.send({ type: 'selection.cleared' })
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: null, detail: null })
  })
})

describe('pagedList model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listPage', output: page([row(1, true), row(2)]) },
    { type: 'xstate.error.actor.listPage', error: network },
    { type: 'retry' },
    { type: 'refresh.requested' },
    { type: 'page.changed', page: 2 },
    { type: 'filter.changed', filter: { kind: 'a' } },
    { type: 'row.selected', id: 1 },
    { type: 'selection.cleared' },
    { type: 'xstate.done.actor.readDetail', output: 'detalle' },
    { type: 'xstate.error.actor.readDetail', error: network },
    { type: 'delete.requested', id: 1 },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'xstate.done.actor.deleteRow', output: page([row(2)]) },
    { type: 'xstate.done.actor.deleteRow', output: undefined },
    { type: 'xstate.error.actor.deleteRow', error: network },
    { type: 'command.requested', command: 'read', id: 1 },
    { type: 'xstate.done.actor.runCommand', output: page([row(1), row(2)]) },
    { type: 'xstate.done.actor.runCommand', output: undefined },
    { type: 'xstate.error.actor.runCommand', error: network },
    { type: 'editor.opened', id: 1 },
    { type: 'editor.saved', values: { name: 'Otra' } },
    { type: 'editor.cancelled' },
    { type: 'xstate.done.actor.saveRow', output: page([row(1), row(2)]) },
    { type: 'xstate.done.actor.saveRow', output: undefined },
    { type: 'xstate.error.actor.saveRow', error: network },
    { type: 'notice.dismissed' },
  ]
  const actorNames = ['listPage', 'deleteRow', 'runCommand', 'saveRow', 'readDetail']
  // two inputs: the list as it opens, and the list that opens its new-row editor at once
  const walks = [{}, { openNew: true }].map((input) => ({
    input,
    paths: modelPaths(machine, { input, events }),
  }))

  it.each(
    walks.flatMap(({ input, paths }) =>
      paths.map((path) => [`${JSON.stringify(input)} ${path.description}`, input, path] as const),
    ),
  )('a real actor follows the model: %s', async (_, input, path) => {
    const result = await replayPath(machine, path, { input, actorNames })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const [first, second] = await Promise.all(
      walks.map(({ input, paths }) => uncovered(machine, paths, { input, actorNames })),
    )
    expect(first!.states.filter((id) => second!.states.includes(id))).toEqual([])
    expect(first!.transitions.filter((key) => second!.transitions.includes(key))).toEqual([])
  })
})
