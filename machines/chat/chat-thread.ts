// What a conversation shows (issue 29 item 1; SPEC.md §9 time divider): the history read over HTTP and the
// messages that came over the socket, each once, oldest first; then what the buyer typed that the server has
// not stored yet (sending, or waiting for the link) and what it refused (failed, with a retry); and a time
// divider before a message more than 180 000 ms after the one before it. Pure: the screen machine's readers
// call it, and its tests need no socket.
import type { ChatMessage, ChatMessageContent, ChatMessageType } from '../../src/api/chat'
import type { OutboxEntry } from './chat-connection.machine'

/** SPEC.md §9: a gap over this many milliseconds between two messages shows the time. */
export const CHAT_TIME_GAP_MS = 180_000

export type ChatDelivery = 'sending' | 'waiting' | 'sent' | 'read' | 'failed'

export type ChatThreadItem =
  | { kind: 'divider'; key: string; time: string }
  | {
      kind: 'message'
      key: string
      mine: boolean
      /** AAAA-MM-DD HH:mm:ss, null while not stored */
      addTime: string | null
      msgType: ChatMessageType
      content: ChatMessageContent
      /** own messages only */
      delivery: ChatDelivery | null
      /** the server's reason for a failed one */
      reason: string | null
      clientMsgId: string | null
    }

export interface ChatThreadSource {
  storeId: number
  history: readonly ChatMessage[]
  live: readonly ChatMessage[]
  outbox: readonly OutboxEntry[]
  refused: readonly { entry: OutboxEntry; msg: string }[]
  online: boolean
}

const timeOf = (addTime: string) => Date.parse(addTime.replace(' ', 'T') + 'Z')

/** AAAA-MM-DD HH:mm (SPEC.md §9) of an AAAA-MM-DD HH:mm:ss time. */
export const chatMinuteOf = (addTime: string) => addTime.slice(0, 16)

/** The stored messages of a conversation, each once (the socket's copy wins: it carries read receipts). */
export function storedMessagesOf(source: Pick<ChatThreadSource, 'storeId' | 'history' | 'live'>) {
  const byId = new Map<number, ChatMessage>()
  for (const message of source.history)
    if (message.storeId === source.storeId) byId.set(message.msgId, message)
  for (const message of source.live) if (message.storeId === source.storeId) byId.set(message.msgId, message)
  return [...byId.values()].sort((a, b) => a.msgId - b.msgId)
}

export function chatThreadOf(source: ChatThreadSource): ChatThreadItem[] {
  const items: ChatThreadItem[] = []
  let previous: number | null = null
  for (const message of storedMessagesOf(source)) {
    const at = timeOf(message.addTime)
    if (previous === null || at - previous > CHAT_TIME_GAP_MS)
      items.push({ kind: 'divider', key: `t${message.msgId}`, time: chatMinuteOf(message.addTime) })
    previous = at
    const mine = message.userType === 1
    items.push({
      kind: 'message',
      key: `m${message.msgId}`,
      mine,
      addTime: message.addTime,
      msgType: message.msgType,
      content: message.msgContent,
      delivery: mine ? (message.msgState === 1 ? 'read' : 'sent') : null,
      reason: null,
      clientMsgId: message.clientMsgId ?? null,
    })
  }
  const stored = new Set(storedMessagesOf(source).map((message) => message.clientMsgId))
  for (const entry of source.outbox) {
    if (entry.storeId !== source.storeId || stored.has(entry.clientMsgId)) continue
    items.push({
      kind: 'message',
      key: `c${entry.clientMsgId}`,
      mine: true,
      addTime: null,
      msgType: entry.msgType,
      content: entry.content,
      delivery: source.online ? 'sending' : 'waiting',
      reason: null,
      clientMsgId: entry.clientMsgId,
    })
  }
  for (const { entry, msg } of source.refused) {
    if (entry.storeId !== source.storeId) continue
    items.push({
      kind: 'message',
      key: `f${entry.clientMsgId}`,
      mine: true,
      addTime: null,
      msgType: entry.msgType,
      content: entry.content,
      delivery: 'failed',
      reason: msg,
      clientMsgId: entry.clientMsgId,
    })
  }
  return items
}

/** The supplier's messages of the conversation the buyer has not read yet. */
export const unreadIdsOf = (source: Pick<ChatThreadSource, 'storeId' | 'history' | 'live'>) =>
  storedMessagesOf(source)
    .filter((message) => message.userType === 2 && message.msgState === 2)
    .map((message) => message.msgId)
