// The chat's events as both sockets serve them (serveChatEvents, issue 29 item 3): a burst of quick messages gets
// one automatic reply of the supplier, not one per message; a message after the supplier has spoken again gets
// its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_EVENTS } from '../../machines/chat/chat-socket'
import { chatOf, resetChats } from './chat-backend'
import {
  AUTO_REPLY,
  AUTO_REPLY_MS,
  live,
  resetAutoReplies,
  serveChatEvents,
  supplierReply,
} from './chat-live'

const MEMBER = 4242
const STORE = 0

function fakeSocket() {
  const handlers = new Map<string, (payload: Record<string, unknown>) => void>()
  const emitted: { event: string; payload: unknown }[] = []
  const socket = {
    memberId: MEMBER,
    emit: (event: string, payload: unknown) => emitted.push({ event, payload }),
    close() {},
  }
  live.add(socket)
  serveChatEvents(socket, (event, handler) => handlers.set(event, handler))
  const send = (text: string, clientMsgId: string) =>
    handlers.get(CHAT_EVENTS.sendMsg)!({
      vendorId: STORE,
      msgType: 1,
      msg: JSON.stringify({ content: text }),
      clientMsgId,
    })
  return { send, emitted, close: () => live.delete(socket) }
}

const autoReplies = () =>
  chatOf(MEMBER)
    .history(STORE)!
    .list.filter((message) => message.userType === 2 && message.msgContent.content === AUTO_REPLY)

beforeEach(() => {
  vi.useFakeTimers()
  resetChats()
  resetAutoReplies()
})
afterEach(() => {
  vi.useRealTimers()
  live.clear()
})

describe('automatic replies', () => {
  it('answers two quick messages, from two sockets of the member, once', () => {
    const first = fakeSocket()
    const second = fakeSocket()
    first.send('Hola', 'a1')
    second.send('¿Tienen stock?', 'a2')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    expect(autoReplies()).toHaveLength(1)
    // both sockets saw the reply
    for (const socket of [first, second])
      expect(
        socket.emitted.filter(
          ({ event, payload }) =>
            event === CHAT_EVENTS.getSendMsg && (payload as { userType: number }).userType === 2,
        ),
      ).toHaveLength(1)
    // a third message right after the reply: the supplier's last word is the automatic one, no second reply
    first.send('Gracias', 'a3')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    expect(autoReplies()).toHaveLength(1)
  })

  it('answers again once the supplier has written something else', () => {
    const socket = fakeSocket()
    socket.send('Hola', 'b1')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    supplierReply(MEMBER, STORE, 'Le atiende Marta.')
    socket.send('Otra pregunta', 'b2')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    expect(autoReplies()).toHaveLength(2)
  })

  it('does not answer a message sent again with the same client id', () => {
    const socket = fakeSocket()
    socket.send('Hola', 'c1')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    supplierReply(MEMBER, STORE, 'Le atiende Marta.')
    socket.send('Hola', 'c1')
    vi.advanceTimersByTime(AUTO_REPLY_MS)
    expect(autoReplies()).toHaveLength(1)
  })
})
