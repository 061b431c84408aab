import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../src/api/chat'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { CHAT_TEXT_MAX } from './chat-rules'
import {
  chatConnectionMachine,
  chatConnectionStatusOf,
  chatDraftProblemOf,
  chatMessagesOf,
  chatOutboxOf,
  chatRefusedOf,
  chatSendEvent,
  canRetryChat,
} from './chat-connection.machine'
import {
  CHAT_EVENTS,
  chatSocketOptions,
  type ChatSocketCommand,
  type ChatSocketEvent,
  type ChatSocketInput,
} from './chat-socket'

const input = {
  userId: 7,
  storeId: 12,
  sourceUrl: 'pc:/goods/detail?productId=1',
  socket: { url: undefined, options: {} },
}
const text = (content: string, storeId = 12) => ({ storeId, msgType: 1 as const, content: { content } })

/** A machine whose socket is a fake: it records every command and lets the test play the server. */
function withFakeSocket() {
  const commands: ChatSocketCommand[] = []
  let server: ((event: ChatSocketEvent) => void) | null = null
  const machine = chatConnectionMachine.provide({
    actors: {
      socket: fromCallback<ChatSocketCommand, ChatSocketInput, ChatSocketEvent>(({ sendBack, receive }) => {
        server = sendBack
        receive((command) => commands.push(command))
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const play = (event: ChatSocketEvent) => server?.(event)
  const emitted = (event: string) =>
    commands.flatMap((command) =>
      command.type === 'emit' && command.event === event ? [command.payload] : [],
    )
  return { actor, commands, play, emitted }
}

const stored = (msgId: number, clientMsgId: string, content: string): ChatMessage => ({
  msgId,
  clientMsgId,
  storeId: 12,
  userType: 1,
  msgType: 1,
  msgState: 2,
  addTime: '2026-11-28 10:00:00',
  msgContent: { content },
})

describe('chat connection', () => {
  it('uses the SPEC.md §9 socket defaults, polling kept in production and websocket only in mock builds', () => {
    const production = chatSocketOptions({ websocketOnly: false, token: 'abc' })
    expect(production).toEqual({
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      transports: ['polling', 'websocket'],
      auth: { token: 'abc' },
    })
    expect(chatSocketOptions({ websocketOnly: true }).transports).toEqual(['websocket'])
  })

  it('queues messages typed before the connection and emits them once, in order, after joining the room', () => {
    const { actor, play, emitted, commands } = withFakeSocket()
    actor.send(chatSendEvent(text('Hola'), 'c1'))
    actor.send(chatSendEvent(text('¿Tienen muestras?'), 'c2'))
    expect(commands).toEqual([])
    play({ type: 'socket.connected' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('online')
    expect(commands.map((command) => command.type === 'emit' && command.event)).toEqual([
      CHAT_EVENTS.connectSuccess,
      CHAT_EVENTS.sendMsg,
      CHAT_EVENTS.sendMsg,
    ])
    expect(emitted(CHAT_EVENTS.connectSuccess)).toEqual([
      { storeId: 12, userId: 7, role: 1, sourceUrl: 'pc:/goods/detail?productId=1' },
    ])
    expect(emitted(CHAT_EVENTS.sendMsg).map((payload) => payload.clientMsgId)).toEqual(['c1', 'c2'])
    expect(emitted(CHAT_EVENTS.sendMsg)[0]).toMatchObject({
      memberId: 7,
      vendorId: 12,
      msgType: 1,
      msg: JSON.stringify({ content: 'Hola' }),
    })
  })

  it('sends again after a reconnection what the server had not stored, and keeps each stored message once', () => {
    const { actor, play, emitted } = withFakeSocket()
    play({ type: 'socket.connected' })
    actor.send(chatSendEvent(text('uno'), 'c1'))
    actor.send(chatSendEvent(text('dos'), 'c2'))
    play({ type: 'socket.stored', message: stored(100, 'c1', 'uno') })
    play({ type: 'socket.disconnected', reason: 'transport close' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('reconnecting')
    expect(actor.getSnapshot().hasTag('banner')).toBe(true)
    actor.send(chatSendEvent(text('tres'), 'c3'))
    play({ type: 'socket.connectError', message: 'xhr poll error' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('reconnecting')
    play({ type: 'socket.connected' })
    // c1 was stored: not sent again; c2 may have been stored before the drop: sent again, the server dedups
    expect(emitted(CHAT_EVENTS.sendMsg).map((payload) => payload.clientMsgId)).toEqual([
      'c1',
      'c2',
      'c2',
      'c3',
    ])
    play({ type: 'socket.stored', message: stored(101, 'c2', 'dos') })
    play({ type: 'socket.stored', message: stored(101, 'c2', 'dos') })
    play({ type: 'socket.stored', message: stored(102, 'c3', 'tres') })
    expect(chatOutboxOf(actor.getSnapshot())).toEqual([])
    expect(chatMessagesOf(actor.getSnapshot()).map((message) => message.msgContent.content)).toEqual([
      'uno',
      'dos',
      'tres',
    ])
  })

  it('goes offline when the first connection fails or times out, and retries on demand', () => {
    const { actor, play, commands } = withFakeSocket()
    play({ type: 'socket.connectError', message: 'timeout' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('offline')
    expect(canRetryChat(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'retry' })
    expect(commands).toContainEqual({ type: 'reconnect' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('connecting')
    play({ type: 'socket.connected' })
    expect(chatConnectionStatusOf(actor.getSnapshot())).toBe('online')
    expect(canRetryChat(actor.getSnapshot())).toBe(false)
  })

  it('refuses an empty text and one of 5 001 characters without queueing them, and accepts 5 000', () => {
    const { actor, play, emitted } = withFakeSocket()
    play({ type: 'socket.connected' })
    actor.send(chatSendEvent(text('   '), 'e1'))
    expect(chatDraftProblemOf(actor.getSnapshot())).toBe('empty')
    actor.send(chatSendEvent(text('a'.repeat(CHAT_TEXT_MAX + 1)), 'e2'))
    expect(chatDraftProblemOf(actor.getSnapshot())).toBe('tooLong')
    expect(chatOutboxOf(actor.getSnapshot())).toEqual([])
    actor.send(chatSendEvent(text('a'.repeat(CHAT_TEXT_MAX)), 'ok'))
    expect(chatDraftProblemOf(actor.getSnapshot())).toBeNull()
    expect(emitted(CHAT_EVENTS.sendMsg).map((payload) => payload.clientMsgId)).toEqual(['ok'])
  })

  it('keeps the text of a message the server refuses, and stops sending it', () => {
    const { actor, play, emitted } = withFakeSocket()
    actor.send(chatSendEvent(text('¿Hay stock?', 999), 'u1'))
    play({ type: 'socket.connected' })
    play({ type: 'socket.refused', clientMsgId: 'u1', msg: 'La conversación no existe.' })
    expect(chatRefusedOf(actor.getSnapshot())).toEqual([
      { entry: { ...text('¿Hay stock?', 999), clientMsgId: 'u1' }, msg: 'La conversación no existe.' },
    ])
    play({ type: 'socket.disconnected', reason: 'transport close' })
    play({ type: 'socket.connected' })
    expect(emitted(CHAT_EVENTS.sendMsg)).toHaveLength(1)
    // the buyer takes its text back into the box (the chat screen's «Corregir y reenviar»)
    actor.send({ type: 'forget', clientMsgId: 'u1' })
    expect(chatRefusedOf(actor.getSnapshot())).toEqual([])
  })

  it('emits read receipts online and keeps those made offline until the next connection', () => {
    const { actor, play, emitted } = withFakeSocket()
    actor.send({ type: 'read', storeId: 12, msgIds: [5, 6] })
    expect(emitted(CHAT_EVENTS.readMsg)).toEqual([])
    play({ type: 'socket.connected' })
    actor.send({ type: 'read', storeId: 12, msgIds: [7] })
    expect(emitted(CHAT_EVENTS.readMsg).map((payload) => payload.msgIds)).toEqual(['5,6', '7'])
  })

  it('follows the model: every path of the graph reaches the predicted states and covers the definition', async () => {
    const events: AnyEventObject[] = [
      { type: 'socket.connected' },
      { type: 'socket.disconnected', reason: 'transport close' },
      { type: 'socket.connectError', message: 'timeout' },
      { type: 'retry' },
      chatSendEvent(text('Hola'), 'm1'),
      chatSendEvent(text(''), 'm2'),
      { type: 'read', storeId: 12, msgIds: [1] },
      { type: 'changeRoom', storeId: 0 },
      { type: 'socket.stored', message: stored(1, 'm1', 'Hola') },
      { type: 'socket.refused', clientMsgId: 'm1', msg: 'La conversación no existe.' },
      { type: 'socket.unread', storeId: 12, unreadNum: 2 },
      { type: 'socket.read', msgIds: [1] },
      { type: 'forget', clientMsgId: 'm1' },
    ]
    const paths = modelPaths(chatConnectionMachine, { input, events })
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) {
      const result = await replayPath(chatConnectionMachine, path, { input, actorNames: ['socket'] })
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
    expect(await uncovered(chatConnectionMachine, paths, { input, actorNames: ['socket'] })).toEqual({
      states: [],
      transitions: [],
    })
  })
})
