// The chat connection (issue 29 item 2; SPEC.md §9; openapi/chat.asyncapi.yaml). One socket.io socket with the
// §9 defaults (chat-socket.ts); the states are what the buyer sees: connecting, online, reconnecting (a banner)
// and offline (the first connection failed or timed out after 20 s: a retry button; socket.io keeps retrying
// meanwhile, so the chat comes back by itself too).
//
// The outbox: every message is queued first, with a client message id. Online, it is emitted at once; on every
// (re)connection the whole outbox is emitted again, in order. An entry leaves the outbox only when the server
// answers get_send_msg (stored) or send_msg_refused for its id — the acknowledgement, since socket.io acks are
// not used (docs/decisions/014-chat-socket-mock.md). A message emitted just before a drop is therefore sent
// again after the reconnection, and the server keeps one message per client message id: never lost, never
// duplicated. A refused message goes to `refused` with its text, so nothing typed is lost either.
import { assign, enqueueActions, sendTo, setup, type SnapshotFrom } from 'xstate'
import type { ChatMessage, ChatMessageContent, ChatMessageType } from '../../src/api/chat'
import { chatTextProblem, newClientMsgId, type ChatDraftProblem } from './chat-rules'
import {
  CHAT_EVENTS,
  MEMBER_ROLE,
  chatSocketActor,
  type ChatSocketEvent,
  type ChatSocketInput,
} from './chat-socket'

export interface ChatDraft {
  storeId: number
  msgType: ChatMessageType
  content: ChatMessageContent
}

export interface OutboxEntry extends ChatDraft {
  clientMsgId: string
}

export interface ChatConnectionInput {
  userId: number
  /** the open conversation (0 the platform service) */
  storeId: number
  /** "pc:" + the page that opened the chat */
  sourceUrl: string
  socket: ChatSocketInput
}

export type ChatConnectionEvent =
  | ChatSocketEvent
  | ({ type: 'send' } & OutboxEntry)
  | { type: 'retry' }
  | { type: 'changeRoom'; storeId: number }
  | { type: 'read'; storeId: number; msgIds: number[] }
  /** a refused message the buyer sends again (with a new id) or lets go */
  | { type: 'forget'; clientMsgId: string }

interface ChatConnectionContext {
  userId: number
  storeId: number
  sourceUrl: string
  socket: ChatSocketInput
  outbox: OutboxEntry[]
  /** messages stored by the server (own and the other side's), each once, in arrival order */
  messages: ChatMessage[]
  refused: { entry: OutboxEntry; msg: string }[]
  /** the last draft refused by the client's own rules */
  draftProblem: ChatDraftProblem | null
  unread: Record<number, number>
  /** read receipts to emit once online */
  pendingReads: { storeId: number; msgIds: number[] }[]
}

/** A send event for a draft, with a fresh client message id. */
export const chatSendEvent = (draft: ChatDraft, clientMsgId = newClientMsgId()) =>
  ({ type: 'send', ...draft, clientMsgId }) as const

function draftProblem(draft: ChatDraft): ChatDraftProblem | null {
  if (draft.msgType === 1) return chatTextProblem(draft.content.content ?? '')
  if (draft.msgType === 2) return draft.content.pic ? null : 'empty'
  return null
}

const entryOf = (event: OutboxEntry): OutboxEntry => ({
  storeId: event.storeId,
  msgType: event.msgType,
  content: event.content,
  clientMsgId: event.clientMsgId,
})

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
    input: {} as ChatConnectionInput,
  },
  actors: { socket: chatSocketActor },
  guards: {
    draftIsValid: ({ event }) => event.type === 'send' && draftProblem(event) === null,
  },
  actions: {
    queue: assign({
      outbox: ({ context, event }) =>
        event.type !== 'send' || context.outbox.some((entry) => entry.clientMsgId === event.clientMsgId)
          ? context.outbox
          : [...context.outbox, entryOf(event)],
      draftProblem: null,
    }),
    refuseDraft: assign({
      draftProblem: ({ event }) => (event.type === 'send' ? draftProblem(event) : null),
    }),
    emitSent: sendTo('socket', ({ context, event }) => ({
      type: 'emit' as const,
      event: CHAT_EVENTS.sendMsg,
      payload: event.type === 'send' ? sendPayload(context, entryOf(event)) : {},
    })),
    joinRoomAndFlush: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('socket', {
        type: 'emit',
        event: CHAT_EVENTS.connectSuccess,
        payload: {
          storeId: context.storeId,
          userId: context.userId,
          role: MEMBER_ROLE,
          sourceUrl: context.sourceUrl,
        },
      })
      for (const entry of context.outbox) {
        enqueue.sendTo('socket', {
          type: 'emit',
          event: CHAT_EVENTS.sendMsg,
          payload: sendPayload(context, entry),
        })
      }
      for (const read of context.pendingReads) {
        enqueue.sendTo('socket', {
          type: 'emit',
          event: CHAT_EVENTS.readMsg,
          payload: readPayload(context, read),
        })
      }
      enqueue.assign({ pendingReads: [] })
    }),
    settle: assign(({ context, event }) => {
      if (event.type !== 'socket.stored') return {}
      const { message } = event
      const known = context.messages.some((stored) => stored.msgId === message.msgId)
      return {
        outbox: context.outbox.filter((entry) => entry.clientMsgId !== message.clientMsgId),
        messages: known ? context.messages : [...context.messages, message],
      }
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'socket.refused') return {}
      const entry = context.outbox.find((queued) => queued.clientMsgId === event.clientMsgId)
      if (!entry) return {}
      return {
        outbox: context.outbox.filter((queued) => queued !== entry),
        refused: [...context.refused, { entry, msg: event.msg }],
      }
    }),
    setUnread: assign({
      unread: ({ context, event }) =>
        event.type === 'socket.unread'
          ? { ...context.unread, [event.storeId]: event.unreadNum }
          : context.unread,
    }),
    markRead: assign({
      messages: ({ context, event }) =>
        event.type === 'socket.read'
          ? context.messages.map((message) =>
              event.msgIds.includes(message.msgId) ? { ...message, msgState: 1 as const } : message,
            )
          : context.messages,
    }),
    queueRead: assign({
      pendingReads: ({ context, event }) =>
        event.type === 'read'
          ? [...context.pendingReads, { storeId: event.storeId, msgIds: event.msgIds }]
          : [],
    }),
    emitRead: sendTo('socket', ({ context, event }) => ({
      type: 'emit' as const,
      event: CHAT_EVENTS.readMsg,
      payload: event.type === 'read' ? readPayload(context, event) : {},
    })),
    emitChangeRoom: sendTo('socket', ({ context, event }) => ({
      type: 'emit' as const,
      event: CHAT_EVENTS.memberChangeRoom,
      payload: {
        storeId: event.type === 'changeRoom' ? event.storeId : context.storeId,
        oldStoreId: context.storeId,
        userId: context.userId,
        role: MEMBER_ROLE,
      },
    })),
    changeRoom: assign({
      storeId: ({ context, event }) => (event.type === 'changeRoom' ? event.storeId : context.storeId),
    }),
    reconnect: sendTo('socket', { type: 'reconnect' as const }),
    forget: assign({
      refused: ({ context, event }) =>
        event.type === 'forget'
          ? context.refused.filter(({ entry }) => entry.clientMsgId !== event.clientMsgId)
          : context.refused,
    }),
  },
}).createMachine({
  id: 'chatConnection',
  context: ({ input }) => ({
    userId: input.userId,
    storeId: input.storeId,
    sourceUrl: input.sourceUrl,
    socket: input.socket,
    outbox: [],
    messages: [],
    refused: [],
    draftProblem: null,
    unread: {},
    pendingReads: [],
  }),
  invoke: { id: 'socket', src: 'socket', input: ({ context }) => context.socket },
  initial: 'connecting',
  on: {
    // queued in every state; `online` also emits it at once
    send: [{ guard: 'draftIsValid', actions: 'queue' }, { actions: 'refuseDraft' }],
    read: { actions: 'queueRead' },
    changeRoom: { actions: 'changeRoom' },
    'socket.stored': { actions: 'settle' },
    'socket.refused': { actions: 'refuse' },
    'socket.unread': { actions: 'setUnread' },
    'socket.read': { actions: 'markRead' },
    forget: { actions: 'forget' },
  },
  states: {
    connecting: {
      tags: ['busy'],
      on: {
        'socket.connected': { target: 'online' },
        'socket.connectError': { target: 'offline' },
      },
    },
    online: {
      entry: 'joinRoomAndFlush',
      on: {
        'socket.disconnected': { target: 'reconnecting' },
        send: [{ guard: 'draftIsValid', actions: ['queue', 'emitSent'] }, { actions: 'refuseDraft' }],
        read: { actions: 'emitRead' },
        changeRoom: { actions: ['emitChangeRoom', 'changeRoom'] },
      },
    },
    reconnecting: {
      tags: ['banner'],
      on: {
        // socket.io keeps trying (unlimited attempts, 1–5 s apart): each failed attempt stays here
        'socket.connectError': {},
        'socket.connected': { target: 'online' },
      },
    },
    offline: {
      tags: ['banner'],
      on: {
        'socket.connected': { target: 'online' },
        retry: { target: 'connecting', actions: 'reconnect' },
      },
    },
  },
})

function sendPayload(context: ChatConnectionContext, entry: OutboxEntry): Record<string, unknown> {
  return {
    storeId: entry.storeId,
    userId: context.userId,
    role: MEMBER_ROLE,
    memberId: context.userId,
    vendorId: entry.storeId,
    msgType: entry.msgType,
    msg: JSON.stringify(entry.content),
    clientMsgId: entry.clientMsgId,
  }
}

function readPayload(context: ChatConnectionContext, read: { storeId: number; msgIds: number[] }) {
  return { storeId: read.storeId, userId: context.userId, role: MEMBER_ROLE, msgIds: read.msgIds.join(',') }
}

// What the screens read (a machine's readers go through the machine's module)
type ChatConnectionSnapshot = SnapshotFrom<typeof chatConnectionMachine>
export type ChatConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'offline'
export const chatConnectionStatusOf = (snapshot: ChatConnectionSnapshot): ChatConnectionStatus =>
  snapshot.value as ChatConnectionStatus
export const canRetryChat = (snapshot: ChatConnectionSnapshot) => snapshot.can({ type: 'retry' })
export const chatOutboxOf = (snapshot: ChatConnectionSnapshot) => snapshot.context.outbox
export const chatMessagesOf = (snapshot: ChatConnectionSnapshot) => snapshot.context.messages
export const chatRefusedOf = (snapshot: ChatConnectionSnapshot) => snapshot.context.refused
export const chatDraftProblemOf = (snapshot: ChatConnectionSnapshot) => snapshot.context.draftProblem
export const chatUnreadOf = (snapshot: ChatConnectionSnapshot) => snapshot.context.unread
