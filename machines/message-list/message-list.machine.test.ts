import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MemberMessage, MessageQuery } from '../../src/api/member-messages'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { messageListMachine, messageListNotices, type MessagePage } from './message-list.machine'

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
        actors: {
          listMessages: fromPromise<MessagePage, MessageQuery>(({ input }) => {
            queries.push(input)
            return Promise.resolve(page(PAGE.list, input.current, 12))
          }),
        },
        actions: { countChanged: () => void (counts += 1) },
      }),
      { input: { tplType: 'payment' } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries).toEqual([{ current: 1, pageSize: 10, tplType: 'payment' }])
    expect(counts).toBe(1)
    actor.send({ type: 'filter.changed', filter: { msgState: 0 } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries[1]).toEqual({ current: 1, pageSize: 10, msgState: 0 })
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries[2]).toEqual({ current: 2, pageSize: 10, msgState: 0 })
    actor.send({ type: 'page.changed', page: 2 })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('reads an unread notice when its link is opened, and reloads the page', async () => {
    const read: number[][] = []
    let loads = 0
    const actor = createActor(
      messageListMachine.provide({
        actors: {
          listMessages: fromPromise(() =>
            Promise.resolve(++loads === 1 ? PAGE : page([notice(1, 1), notice(2, 1)], 1, 12)),
          ),
          readMessages: fromPromise<void, number[]>(({ input }) => {
            read.push(input)
            return Promise.resolve()
          }),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'message.opened', id: 2 })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'message.opened', id: 1 })
    await waitFor(actor, (s) => s.matches('ready') && loads === 2)
    expect(read).toEqual([[1]])
    expect(actor.getSnapshot().context.messages.every((m) => m.msgState === 1)).toBe(true)
  })

  it('deletes only after the confirmation, and moves to the page the server answers', async () => {
    const deleted: number[][] = []
    let loads = 0
    const actor = createActor(
      messageListMachine.provide({
        actors: {
          listMessages: fromPromise<MessagePage, MessageQuery>(({ input }) =>
            Promise.resolve(++loads === 3 ? page([notice(1)], 1, 10) : page([notice(11)], input.current, 11)),
          ),
          deleteMessages: fromPromise<void, number[]>(({ input }) => {
            deleted.push(input)
            return Promise.resolve()
          }),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => s.matches('ready') && loads === 2)
    actor.send({ type: 'message.deleteRequested', id: 11 })
    actor.send({ type: 'delete.cancelled' })
    expect(deleted).toEqual([])
    actor.send({ type: 'message.deleteRequested', id: 11 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => s.matches('ready') && loads === 3)
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
        actors: {
          listMessages: fromPromise(() => Promise.resolve(PAGE)),
          deleteMessages: fromPromise<void, number[]>(() => Promise.reject(refused('El mensaje no existe.'))),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'message.deleteRequested', id: 1 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: { text: 'El mensaje no existe.' },
    })
    expect(actor.getSnapshot().context.messages).toEqual(PAGE.list)
  })
})

describe('messageList model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listMessages', output: PAGE },
    { type: 'xstate.error.actor.listMessages', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'filter.changed', filter: { tplType: 'order' } },
    { type: 'page.changed', page: 2 },
    { type: 'message.readRequested', id: 1 },
    { type: 'message.opened', id: 1 },
    { type: 'xstate.done.actor.readMessages' },
    { type: 'xstate.error.actor.readMessages', error: refused('El mensaje no existe.') },
    { type: 'allRead.requested' },
    { type: 'xstate.done.actor.readAllMessages' },
    { type: 'xstate.error.actor.readAllMessages', error: new ApiError('timeout') },
    { type: 'message.deleteRequested', id: 2 },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'xstate.done.actor.deleteMessages' },
    { type: 'xstate.error.actor.deleteMessages', error: refused('El mensaje no existe.') },
    { type: 'notice.dismissed' },
  ]
  const replay = {
    input: {},
    actorNames: ['listMessages', 'readMessages', 'readAllMessages', 'deleteMessages'],
    actions: { countChanged: () => undefined },
  }
  const paths = modelPaths(messageListMachine, { input: {}, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(messageListMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(messageListMachine, path, replay)
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect(allStateIds(messageListMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(messageListMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
