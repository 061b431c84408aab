// What a conversation shows (machines/chat/chat-thread.ts; SPEC.md §9 time divider over 180 000 ms).
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../src/api/chat'
import { chatThreadOf, unreadIdsOf } from './chat-thread'

const message = (msgId: number, addTime: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  msgId,
  clientMsgId: null,
  storeId: 5,
  userType: 2,
  msgType: 1,
  msgState: 2,
  addTime,
  msgContent: { content: `m${msgId}` },
  ...patch,
})

const entry = (clientMsgId: string, content: string) => ({
  storeId: 5,
  msgType: 1 as const,
  content: { content },
  clientMsgId,
})

describe('chatThreadOf', () => {
  it('shows each stored message once, the socket copy over the history, with a divider after a 3-minute gap', () => {
    const history = [message(1, '2026-11-28 10:00:00'), message(2, '2026-11-28 10:03:00', { userType: 1 })]
    const live = [
      message(2, '2026-11-28 10:03:00', { userType: 1, msgState: 1 }),
      message(3, '2026-11-28 10:06:01'),
      message(9, '2026-11-28 10:06:02', { storeId: 6 }),
    ]
    const items = chatThreadOf({ storeId: 5, history, live, outbox: [], refused: [], online: true })
    expect(items.map((item) => (item.kind === 'divider' ? item.time : item.key))).toEqual([
      '2026-11-28 10:00',
      'm1',
      'm2',
      '2026-11-28 10:06',
      'm3',
    ])
    expect(items.find((item) => item.key === 'm2')).toMatchObject({ mine: true, delivery: 'read' })
  })

  it('shows the outbox as sending online and waiting offline, a stored one once, and a refused one as failed', () => {
    const stored = message(4, '2026-11-28 10:00:00', { userType: 1, clientMsgId: 'a' })
    const source = {
      storeId: 5,
      history: [],
      live: [stored],
      outbox: [entry('a', 'ya guardado'), entry('b', 'en cola')],
      refused: [{ entry: entry('c', 'rechazado'), msg: 'La conversación no existe.' }],
    }
    const online = chatThreadOf({ ...source, online: true }).filter((item) => item.kind === 'message')
    expect(online.map((item) => [item.key, item.kind === 'message' && item.delivery])).toEqual([
      ['m4', 'sent'],
      ['cb', 'sending'],
      ['fc', 'failed'],
    ])
    const offline = chatThreadOf({ ...source, online: false })
    expect(offline.find((item) => item.key === 'cb')).toMatchObject({ delivery: 'waiting' })
    expect(offline.find((item) => item.key === 'fc')).toMatchObject({ reason: 'La conversación no existe.' })
  })

  it('lists the unread supplier messages of the open conversation', () => {
    const history = [message(1, '2026-11-28 10:00:00'), message(2, '2026-11-28 10:01:00', { msgState: 1 })]
    expect(
      unreadIdsOf({ storeId: 5, history, live: [message(3, '2026-11-28 10:02:00', { userType: 1 })] }),
    ).toEqual([1])
  })
})
