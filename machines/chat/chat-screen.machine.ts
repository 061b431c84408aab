// The chat screen, /service?vid= (issue 29 item 1; SPEC.md §2, §9; REFERENCE.md §10): it opens the conversation
// of `vid` (0 the platform service) — its history over HTTP first, which also starts a conversation with a store
// the buyer never wrote to, then the conversation list — and owns the connection (./chat-connection.machine.ts)
// as its child `connection`. The draft lives here, so a dropped link or a switch of conversation never loses
// what the buyer typed: it is emptied only when the message has gone into the connection's outbox.
// Beside the text (issue 29 item 1): a picture, checked by content and size, uploads with its progress and is
// sent once stored; a failed upload keeps the file for a retry, and the text in the box is never touched. A chat
// opened from a product or an order offers that product's or order's card, sent (or put aside) by the buyer,
// once: the `offer` region goes offered → settled and never back, and tells its owner `offer.settled` so that
// the entry is not offered again when the buyer comes back to it (the route drops the card from the address).
// `ready` runs three regions side by side: the history's paging, the picture and the offered card.
import { assign, emit, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
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
import { chatTextProblem, type ChatDraftProblem, type ChatPictureProblem } from './chat-rules'
import {
  chatScreenActors,
  type ChatCardOffer,
  type ChatOfferQuery,
  type ChatPictureEvent,
} from './chat-screen.actors'
import { chatThreadOf, unreadIdsOf } from './chat-thread'

export type ChatScreenInput = ChatConnectionInput & {
  /** the product or order the chat was opened about: its card is offered to send */
  offer?: ChatOfferQuery | null
}
export type { ChatCardOffer, ChatOfferQuery }

/** A picture on its way: the file (kept for a retry), the conversation it goes to, and its progress. */
interface ChatPicture {
  file: Blob
  name: string
  storeId: number
  sent: number
  total: number
}

interface ChatScreenContext {
  connection: ChatConnectionInput
  offerQuery: ChatOfferQuery | null
  offer: ChatCardOffer | null
  picture: ChatPicture | null
  pictureProblem: ChatPictureProblem | null
  pictureError: ErrorMessage | null
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
  | { type: 'picture.picked'; file: Blob; name: string }
  | { type: 'picture.retry' }
  | { type: 'picture.dismiss' }
  | { type: 'offer.send' }
  | { type: 'offer.dismiss' }
  | ChatPictureEvent

/** What the screen tells its owner: the offered card was sent or put aside, and is not to be offered again. */
export type ChatScreenEmitted = { type: 'offer.settled' }

const storeIdOf = (event: ChatScreenEvent, fallback: number) =>
  event.type === 'store.selected' ? event.storeId : fallback

export const chatScreenMachine = setup({
  types: {
    context: {} as ChatScreenContext,
    events: {} as ChatScreenEvent,
    input: {} as ChatScreenInput,
    emitted: {} as ChatScreenEmitted,
  },
  actors: { connection: chatConnectionMachine, ...chatScreenActors },
  guards: {
    draftIsValid: ({ context }) => chatTextProblem(context.draft) === null,
    historyLoaded: ({ context, event }) => storeIdOf(event, context.storeId) in context.history,
    hasOlder: ({ context }) => context.hasMore[context.storeId] === true,
    /** an upload that failed on the way (not a refused file) may be tried again */
    pictureRetriable: ({ context }) => context.picture !== null && context.pictureProblem === null,
    offerForOpenStore: ({ context }) => context.offer !== null && context.offer.storeId === context.storeId,
    noOffer: ({ context }) => context.offer === null,
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
        {
          stores,
          page,
          offer,
        }: {
          stores: ChatStore[]
          page: { list: ChatMessage[]; hasMore: boolean }
          offer: ChatCardOffer | null
        },
      ) => ({
        stores,
        offer,
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
    pickPicture: assign(({ context }, { file, name }: { file: Blob; name: string }) => ({
      picture: { file, name, storeId: context.storeId, sent: 0, total: file.size },
      pictureProblem: null,
      pictureError: null,
    })),
    restartPicture: assign(({ context }) => ({
      picture: context.picture ? { ...context.picture, sent: 0 } : null,
      pictureError: null,
    })),
    pictureProgress: assign(({ context }, { sent, total }: { sent: number; total: number }) => ({
      picture: context.picture ? { ...context.picture, sent, total } : null,
    })),
    refusePicture: assign((_, { problem }: { problem: ChatPictureProblem }) => ({ pictureProblem: problem })),
    pictureFailed: assign((_, { error }: { error: unknown }) => ({ pictureError: errorMessageOf(error) })),
    clearPicture: assign({ picture: null, pictureProblem: null, pictureError: null }),
    sendPicture: sendTo('connection', ({ context }, { url }: { url: string }) =>
      chatSendEvent({
        storeId: context.picture?.storeId ?? context.storeId,
        msgType: 2,
        content: { pic: url },
      }),
    ),
    sendOffer: sendTo('connection', ({ context }) =>
      chatSendEvent({
        storeId: context.offer?.storeId ?? context.storeId,
        msgType: context.offer?.msgType ?? 3,
        content: context.offer?.content ?? {},
      }),
    ),
    /** The card was sent or put aside: never read nor offered again by this screen. */
    settleOffer: assign({ offer: null, offerQuery: null }),
    tellOfferSettled: emit({ type: 'offer.settled' as const }),
    selectStore: assign({ storeId: ({ context, event }) => storeIdOf(event, context.storeId) }),
    changeRoom: sendTo('connection', ({ context, event }) => ({
      type: 'changeRoom' as const,
      storeId: storeIdOf(event, context.storeId),
    })),
  },
}).createMachine({
  id: 'chatScreen',
  context: ({ input }) => ({
    connection: {
      userId: input.userId,
      storeId: input.storeId,
      sourceUrl: input.sourceUrl,
      socket: input.socket,
    },
    offerQuery: input.offer ?? null,
    offer: null,
    picture: null,
    pictureProblem: null,
    pictureError: null,
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
        id: 'openConversation',
        src: 'openConversation',
        input: ({ context }) => ({ storeId: context.storeId, offer: context.offerQuery }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeOpened',
            params: ({ event }) => ({
              stores: event.output.stores,
              page: event.output.page,
              offer: event.output.offer,
            }),
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
      },
      type: 'parallel',
      states: {
        // the history's own region: loading a page leaves a picture on its way where it is
        history: {
          on: {
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
                id: 'loadHistory',
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
        // the card of the product or order the chat was opened about: offered once, then settled for good
        offer: {
          initial: 'offered',
          states: {
            offered: {
              tags: ['offer'],
              always: { guard: 'noOffer', target: 'none' },
              on: {
                // the card goes into the connection's outbox like a text: queued while the link is down
                'offer.send': {
                  guard: 'offerForOpenStore',
                  target: 'settled',
                  actions: ['sendOffer', 'settleOffer', 'tellOfferSettled'],
                },
                'offer.dismiss': { target: 'settled', actions: ['settleOffer', 'tellOfferSettled'] },
              },
            },
            none: {},
            settled: {},
          },
        },
        picture: {
          initial: 'none',
          on: {
            // another picture replaces the one on its way or refused
            'picture.picked': {
              target: '.uploading',
              reenter: true,
              actions: {
                type: 'pickPicture',
                params: ({ event }) => ({ file: event.file, name: event.name }),
              },
            },
          },
          states: {
            none: {},
            uploading: {
              tags: ['picture'],
              invoke: {
                id: 'uploadPicture',
                src: 'uploadPicture',
                input: ({ context }) => ({ file: context.picture!.file, name: context.picture!.name }),
              },
              on: {
                'picture.progress': {
                  actions: {
                    type: 'pictureProgress',
                    params: ({ event }) => ({ sent: event.sent, total: event.total }),
                  },
                },
                'picture.uploaded': {
                  target: 'none',
                  actions: [
                    { type: 'sendPicture', params: ({ event }) => ({ url: event.url }) },
                    'clearPicture',
                  ],
                },
                'picture.refused': {
                  target: 'refused',
                  actions: { type: 'refusePicture', params: ({ event }) => ({ problem: event.problem }) },
                },
                'picture.failed': {
                  target: 'refused',
                  actions: { type: 'pictureFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            // a refused file (format, size) is put aside; an upload that failed on the way is tried again
            refused: {
              tags: ['picture'],
              on: {
                'picture.retry': {
                  guard: 'pictureRetriable',
                  target: 'uploading',
                  actions: 'restartPicture',
                },
                'picture.dismiss': { target: 'none', actions: 'clearPicture' },
              },
            },
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

/** The picture on its way or refused: its name, progress (0–100), why it stopped, and whether a retry helps. */
export function chatPictureOf(snapshot: ChatScreenSnapshot) {
  const { picture, pictureProblem, pictureError } = snapshot.context
  if (!picture || !snapshot.hasTag('picture')) return null
  return {
    name: picture.name,
    percent: picture.total > 0 ? Math.min(100, Math.round((100 * picture.sent) / picture.total)) : 0,
    uploading: snapshot.matches({ ready: { picture: 'uploading' } }),
    problem: pictureProblem,
    error: pictureError,
    canRetry: snapshot.can({ type: 'picture.retry' }),
  }
}
export type ChatPictureState = NonNullable<ReturnType<typeof chatPictureOf>>

/** The card offered in the open conversation, or null. */
export const chatOfferOf = (snapshot: ChatScreenSnapshot) =>
  snapshot.hasTag('offer') &&
  snapshot.context.offer &&
  snapshot.context.offer.storeId === snapshot.context.storeId
    ? { msgType: snapshot.context.offer.msgType, content: snapshot.context.offer.content }
    : null

export const retryChatLink = (snapshot: ChatScreenSnapshot) =>
  chatConnectionRefOf(snapshot)?.send({ type: 'retry' })
