// The chat screen, /service?vid= (issue 29 item 1; SPEC.md §2, §9; REFERENCE.md §10): it opens the conversation
// of `vid` (0 the platform service) — its history over HTTP first, which also starts a conversation with a store
// the buyer never wrote to, then the conversation list — and owns the connection (./chat-connection.machine.ts)
// as its child `connection`. The draft lives here, so a dropped link or a switch of conversation never loses
// what the buyer typed: it is emptied only when the message has gone into the connection's outbox.
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { ChatMessage, ChatStore } from '../../src/api/chat'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import {
  chatConnectionMachine,
  chatSendEvent,
  chatMessagesOf,
  chatOutboxOf,
  chatRefusedOf,
  chatUnreadOf,
  chatConnectionStatusOf,
  type ChatConnectionInput,
} from './chat-connection.machine'
import { chatTextProblem, type ChatDraftProblem } from './chat-rules'
import { chatScreenActors } from './chat-screen.actors'
import { chatThreadOf, unreadIdsOf } from './chat-thread'

export type ChatScreenInput = ChatConnectionInput

interface ChatScreenContext {
  connection: ChatConnectionInput
  storeId: number
  stores: ChatStore[]
  history: Record<number, ChatMessage[]>
  hasMore: Record<number, boolean>
  draft: string
  draftProblem: ChatDraftProblem | null
  loadError: ErrorMessage | null
}

export type ChatScreenEvent =
  | { type: 'draft.changed'; text: string }
  | { type: 'submit' }
  | { type: 'store.selected'; storeId: number }
  | { type: 'older' }
  | { type: 'retry' }
  | { type: 'refused.edit'; clientMsgId: string; text: string }
  /** the buyer has the conversation open: its supplier messages are read */
  | { type: 'seen'; msgIds: number[] }

const storeIdOf = (event: ChatScreenEvent, fallback: number) =>
  event.type === 'store.selected' ? event.storeId : fallback

export const chatScreenMachine = setup({
  types: {
    context: {} as ChatScreenContext,
    events: {} as ChatScreenEvent,
    input: {} as ChatScreenInput,
  },
  actors: { connection: chatConnectionMachine, ...chatScreenActors },
  guards: {
    draftIsValid: ({ context }) => chatTextProblem(context.draft) === null,
    historyLoaded: ({ context, event }) => storeIdOf(event, context.storeId) in context.history,
    hasOlder: ({ context }) => context.hasMore[context.storeId] === true,
  },
  actions: {
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.changed' ? event.text : context.draft),
      draftProblem: null,
    }),
    refuseDraft: assign({ draftProblem: ({ context }) => chatTextProblem(context.draft) }),
    /** The conversation list, and the open conversation's last page. */
    storeOpened: assign(
      (
        { context },
        { stores, page }: { stores: ChatStore[]; page: { list: ChatMessage[]; hasMore: boolean } },
      ) => ({
        stores,
        history: { ...context.history, [context.storeId]: page.list },
        hasMore: { ...context.hasMore, [context.storeId]: page.hasMore },
        loadError: null,
      }),
    ),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    /** An older page goes before what the conversation shows. */
    storeOlder: assign(({ context }, { page }: { page: { list: ChatMessage[]; hasMore: boolean } }) => ({
      history: {
        ...context.history,
        [context.storeId]: [...page.list, ...(context.history[context.storeId] ?? [])],
      },
      hasMore: { ...context.hasMore, [context.storeId]: page.hasMore },
    })),
    /** A refused message comes back into the box, to be corrected and sent again. */
    editRefused: assign((_, { text }: { text: string }) => ({ draft: text, draftProblem: null })),
    forgetRefused: sendTo('connection', (_, { clientMsgId }: { clientMsgId: string }) => ({
      type: 'forget' as const,
      clientMsgId,
    })),
    sendDraft: sendTo('connection', ({ context }) =>
      chatSendEvent({ storeId: context.storeId, msgType: 1, content: { content: context.draft.trim() } }),
    ),
    clearDraft: assign({ draft: '', draftProblem: null }),
    selectStore: assign({ storeId: ({ context, event }) => storeIdOf(event, context.storeId) }),
    changeRoom: sendTo('connection', ({ context, event }) => ({
      type: 'changeRoom' as const,
      storeId: storeIdOf(event, context.storeId),
    })),
  },
}).createMachine({
  id: 'chatScreen',
  context: ({ input }) => ({
    connection: input,
    storeId: input.storeId,
    stores: [],
    history: {},
    hasMore: {},
    draft: '',
    draftProblem: null,
    loadError: null,
  }),
  on: {
    'draft.changed': { actions: 'setDraft' },
  },
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openConversation',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeOpened',
            params: ({ event }) => ({ stores: event.output.stores, page: event.output.page }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { retry: 'opening' },
    },
    ready: {
      // the socket starts once the first answer is in: in a mock build that answer comes from the page's mock,
      // so its WebSocket stand-in is in place before socket.io-client is loaded (docs/decisions/014)
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => context.connection },
      on: {
        submit: [{ guard: 'draftIsValid', actions: ['sendDraft', 'clearDraft'] }, { actions: 'refuseDraft' }],
        // a refused message comes back into the box, to be corrected and sent again
        'refused.edit': {
          actions: [
            { type: 'editRefused', params: ({ event }) => ({ text: event.text }) },
            { type: 'forgetRefused', params: ({ event }) => ({ clientMsgId: event.clientMsgId }) },
          ],
        },
        seen: {
          actions: sendTo('connection', ({ context, event }) => ({
            type: 'read' as const,
            storeId: context.storeId,
            msgIds: event.type === 'seen' ? event.msgIds : [],
          })),
        },
        'store.selected': [
          { guard: 'historyLoaded', actions: ['changeRoom', 'selectStore'] },
          { target: '.loading', actions: ['changeRoom', 'selectStore'] },
        ],
        older: { guard: 'hasOlder', target: '.loading' },
      },
      initial: 'idle',
      states: {
        idle: {},
        loading: {
          tags: ['history'],
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({
              storeId: context.storeId,
              before: context.history[context.storeId]?.[0]?.msgId,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeOlder', params: ({ event }) => ({ page: event.output }) },
            },
            // the conversation stays as it was; the buyer can ask again
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})

// What the screen reads (through this module; the view gets plain props)
export type ChatScreenSnapshot = SnapshotFrom<typeof chatScreenMachine>
type ConnectionRef = ActorRefFrom<typeof chatConnectionMachine>
type ConnectionSnapshot = SnapshotFrom<typeof chatConnectionMachine>

/** The connection child (the route subscribes to it: its changes are not the screen's). */
export const chatConnectionRefOf = (snapshot: ChatScreenSnapshot) =>
  (snapshot.children as { connection?: ConnectionRef }).connection
export type { ConnectionSnapshot as ChatConnectionSnapshot }

export type ChatScreenStatus = 'opening' | 'failed' | 'ready'
export const chatScreenStatusOf = (snapshot: ChatScreenSnapshot): ChatScreenStatus =>
  snapshot.matches('opening') ? 'opening' : snapshot.matches('failed') ? 'failed' : 'ready'
export const chatLoadErrorOf = (snapshot: ChatScreenSnapshot) => snapshot.context.loadError
export const chatDraftOf = (snapshot: ChatScreenSnapshot) => snapshot.context.draft
export const chatScreenDraftProblemOf = (snapshot: ChatScreenSnapshot) => snapshot.context.draftProblem
export const chatOpenStoreIdOf = (snapshot: ChatScreenSnapshot) => snapshot.context.storeId
export const chatHasOlderOf = (snapshot: ChatScreenSnapshot) =>
  snapshot.context.hasMore[snapshot.context.storeId] === true
export const isLoadingOlderChat = (snapshot: ChatScreenSnapshot) => snapshot.hasTag('history')
/** The connection's state, what the banner shows. */
export const chatLinkOf = (connection: ConnectionSnapshot | undefined) =>
  connection ? chatConnectionStatusOf(connection) : 'connecting'

function threadSourceOf(snapshot: ChatScreenSnapshot, connection: ConnectionSnapshot | undefined) {
  return {
    storeId: snapshot.context.storeId,
    history: snapshot.context.history[snapshot.context.storeId] ?? [],
    live: connection ? chatMessagesOf(connection) : [],
    outbox: connection ? chatOutboxOf(connection) : [],
    refused: connection ? chatRefusedOf(connection) : [],
    online: connection ? chatConnectionStatusOf(connection) === 'online' : false,
  }
}

/** The open conversation's items: messages with their delivery state, and time dividers. */
export const chatThreadItemsOf = (snapshot: ChatScreenSnapshot, connection: ConnectionSnapshot | undefined) =>
  chatThreadOf(threadSourceOf(snapshot, connection))
/** The open conversation's supplier messages the buyer has not read, as "id,id" (a stable selector value). */
export const chatUnreadKeyOf = (snapshot: ChatScreenSnapshot, connection: ConnectionSnapshot | undefined) =>
  unreadIdsOf(threadSourceOf(snapshot, connection)).join(',')
/** The ids of a chatUnreadKeyOf value. */
export const unreadIdsOfKey = (key: string) => (key ? key.split(',').map(Number) : [])

export interface ChatConversation {
  storeId: number
  storeName: string
  vendorAvatar: string
  unread: number
  lastText: string | null
  lastTime: string | null
}

/** The conversation list, with the socket's unread counts over the list's. */
export function chatConversationsOf(
  snapshot: ChatScreenSnapshot,
  connection: ConnectionSnapshot | undefined,
): ChatConversation[] {
  const unread: Record<number, number> = connection ? chatUnreadOf(connection) : {}
  const live = connection ? chatMessagesOf(connection) : []
  return snapshot.context.stores.map((store) => {
    const last = [store.lastMessage, ...live.filter((message) => message.storeId === store.storeId)]
      .filter((message): message is ChatMessage => message !== null)
      .sort((a, b) => b.msgId - a.msgId)[0]
    return {
      storeId: store.storeId,
      storeName: store.storeName,
      vendorAvatar: store.vendorAvatar,
      unread: unread[store.storeId] ?? store.unreadNum,
      lastText: last ? (last.msgContent.content ?? null) : null,
      lastTime: last ? last.addTime : null,
    }
  })
}

export const retryChatLink = (snapshot: ChatScreenSnapshot) =>
  chatConnectionRefOf(snapshot)?.send({ type: 'retry' })
