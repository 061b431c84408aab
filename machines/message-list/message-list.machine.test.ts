import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MemberMessage, MessageQuery } from '../../src/api/member-messages'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { listActors, type ListPage } from '../../src/flows/paged-list.machine'
import { messageListMachine, messageListNotices, messageListStatusOf } from './message-list.machine'

type MessagePage = ListPage<MemberMessage>
const ready = (s: Parameters<typeof messageListStatusOf>[0]) =>
  messageListStatusOf(s) === 'ready' && !s.hasTag('busy')

const notice = (receiveId: number, msgState: 0 | 1 = 0): MemberMessage => ({
  receiveId,
  tplType: 'order',
  titleKey: 'msg.notice.orderShipped.title',
  contentKey: 'msg.notice.orderShipped.content',
  params: { orderSn: `P2026110100000000${String(receiveId).padStart(2, '0')}`, units: 10 },
  msgState,
  msgSendTime: '2026-11-01T10:00:00.000Z',
  link: { kind: 'order', sn: `P2026110100000000${String(receiveId).padStart(2, '0')}` },
})

const page = (list: MemberMessage[], current = 1, total = list.length): MessagePage => ({
  list,
  pagination: { current, pageSize: 10, total },
})

const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const PAGE = page([notice(1), notice(2, 1)], 1, 12)

describe('messageList flow', () => {
  it('asks for the first page with the filter it starts with, and refreshes the count once on entry', async () => {
    const queries: MessageQuery[] = []
    let counts = 0
    const actor = createActor(
      messageListMachine.provide({
        actors: listActors(messageListMachine, {
          listPage: (query) => {
            queries.push(query)
            return Promise.resolve(page(PAGE.list, query.current, 12))
          },
        }),
        actions: { listStarted: () => void (counts += 1) },
      }),
      { input: { query: { tplType: 'payment' } } },
    ).start()
    await waitFor(actor, (s) => ready(s))
    expect(queries).toEqual([{ current: 1, pageSize: 10, tplType: 'payment' }])
    expect(counts).toBe(1)
    actor.send({ type: 'filter.changed', filter: { msgState: 0 } })
    await waitFor(actor, (s) => ready(s))
    expect(queries[1]).toEqual({ current: 1, pageSize: 10, msgState: 0 })
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => ready(s))
    expect(queries[2]).toEqual({ current: 2, pageSize: 10, msgState: 0 })
    actor.send({ type: 'page.changed', page: 2 })
    expect(actor.getSnapshot().value).toEqual({ browsing: { ready: 'idle' } })
  })

  it('reads an unread notice when its link is opened, and reloads the page', async () => {
    const read: number[][] = []
    let loads = 0
    const actor = createActor(
      messageListMachine.provide({
        actors: listActors(messageListMachine, {
          listPage: () => Promise.resolve(++loads === 1 ? PAGE : page([notice(1, 1), notice(2, 1)], 1, 12)),
          runCommand: (input) => {
            read.push([Number(input.id)])
            return Promise.resolve()
          },
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => ready(s))
    actor.send({ type: 'command.requested', command: 'read', id: 2 })
    expect(actor.getSnapshot().value).toEqual({ browsing: { ready: 'idle' } })
    actor.send({ type: 'command.requested', command: 'read', id: 1 })
    await waitFor(actor, (s) => ready(s) && loads === 2)
    expect(read).toEqual([[1]])
    expect(actor.getSnapshot().context.rows.every((m) => m.msgState === 1)).toBe(true)
  })

  it('deletes only after the confirmation, and moves to the page the server answers', async () => {
    const deleted: number[][] = []
    let loads = 0
    const actor = createActor(
      messageListMachine.provide({
        actors: listActors(messageListMachine, {
          listPage: (query) =>
            Promise.resolve(++loads === 3 ? page([notice(1)], 1, 10) : page([notice(11)], query.current, 11)),
          deleteRow: (id) => {
            deleted.push([Number(id)])
            return Promise.resolve()
          },
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => ready(s))
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => ready(s) && loads === 2)
    actor.send({ type: 'delete.requested', id: 11 })
    actor.send({ type: 'delete.cancelled' })
    expect(deleted).toEqual([])
    actor.send({ type: 'delete.requested', id: 11 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => ready(s) && loads === 3)
    expect(deleted).toEqual([[11]])
    expect(actor.getSnapshot().context.query.current).toBe(1)
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'success',
      message: { id: messageListNotices.deleted.id },
    })
  })

  it('keeps the list and shows the server’s message when a notice cannot be deleted', async () => {
    const actor = createActor(
      messageListMachine.provide({
        actors: listActors(messageListMachine, {
          listPage: () => Promise.resolve(PAGE),
          deleteRow: () => Promise.reject(refused('El mensaje no existe.')),
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => ready(s))
    actor.send({ type: 'delete.requested', id: 1 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => ready(s) && s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: { text: 'El mensaje no existe.' },
    })
    expect(actor.getSnapshot().context.rows).toEqual(PAGE.list)
  })
})

describe('messageList model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listPage', output: PAGE },
    { type: 'xstate.error.actor.listPage', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'filter.changed', filter: { tplType: 'order' } },
    { type: 'page.changed', page: 2 },
    { type: 'command.requested', command: 'read', id: 1 },
    { type: 'command.requested', command: 'readAll' },
    { type: 'xstate.done.actor.runCommand' },
    { type: 'xstate.error.actor.runCommand', error: refused('El mensaje no existe.') },
    { type: 'delete.requested', id: 2 },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'xstate.done.actor.deleteRow' },
    { type: 'xstate.error.actor.deleteRow', error: refused('El mensaje no existe.') },
    { type: 'notice.dismissed' },
  ]
  const replay = {
    input: {},
    actorNames: ['listPage', 'runCommand', 'deleteRow'],
    actions: { listStarted: () => undefined },
  }
  const paths = modelPaths(messageListMachine, { input: {}, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(messageListMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // the list uses the flow's load, filter, page, commands and confirmed delete; the whole graph is walked in
  // src/flows
  it('reaches every state node it uses', async () => {
    const { states } = await uncovered(messageListMachine, paths, replay)
    expect(states.filter((id) => !/detail|editing|idle$|saving$/.test(id))).toEqual([])
  })
})
