// The member's notices, /msg/list (issue 11 item 6; SPEC.md §2; REFERENCE.md msg/front/msg/{msgList, read,
// del}): load a page, filter by type and by unread/read, page, mark one read (also when its link is opened),
// mark all read, delete one after a confirmation. Every change reloads the page from the server, so paging and
// the unread filter stay true. Operations: getMessageList, readMessages, readAllMessages, deleteMessages
// (message-list.actors.ts); the header's count is refreshed by the actors after each change and by the
// `countChanged` action when the flow starts.
import { assign, fromPromise, setup } from 'xstate'
import type { MemberMessage, MessageQuery, MessageType } from '../../src/api/member-messages'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { addMessages } from '../../src/i18n/dictionary'
import msgPart from '../../src/i18n/parts/msg.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(msgPart)

export interface MessagePage {
  list: MemberMessage[]
  pagination: { current: number; pageSize: number; total: number }
}

export type MessageFilter = Pick<MessageQuery, 'tplType' | 'msgState'>

export interface MessageListInput {
  tplType?: MessageType
  msgState?: 0 | 1
  pageSize?: MessageQuery['pageSize']
}

export interface MessageListContext {
  query: MessageQuery
  messages: MemberMessage[]
  total: number
  /** the notice waiting for the delete confirmation, or being read or deleted */
  pendingId: number | null
  notice: { tone: 'success' | 'error'; message: ErrorMessage } | null
  loadError: ErrorMessage | null
}

export type MessageListEvent =
  | { type: 'retry' }
  | { type: 'filter.changed'; filter: MessageFilter }
  | { type: 'page.changed'; page: number; pageSize?: MessageQuery['pageSize'] }
  | { type: 'message.readRequested'; id: number }
  | { type: 'message.opened'; id: number }
  | { type: 'allRead.requested' }
  | { type: 'message.deleteRequested'; id: number }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'notice.dismissed' }

/** The flow's own notices (ids, shown through react-intl). */
export const messageListNotices = defineMessages({
  allRead: {
    id: 'msg.list.notice.allRead',
    defaultMessage: 'Todos los mensajes están marcados como leídos.',
  },
  deleted: { id: 'msg.list.notice.deleted', defaultMessage: 'Mensaje eliminado.' },
})

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`message list without ${name}`)))

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
    tags: {} as 'busy',
  },
  actors: {
    listMessages: missing('listMessages') as unknown as ReturnType<
      typeof fromPromise<MessagePage, MessageQuery>
    >,
    readMessages: missing('readMessages') as unknown as ReturnType<typeof fromPromise<void, number[]>>,
    readAllMessages: missing('readAllMessages') as unknown as ReturnType<
      typeof fromPromise<void, MessageType | undefined>
    >,
    deleteMessages: missing('deleteMessages') as unknown as ReturnType<typeof fromPromise<void, number[]>>,
  },
  actions: {
    /** The header's unread count may have changed (provided by message-list.actors.ts). */
    countChanged: () => undefined,
    storePage: assign((_, params: { page: MessagePage }) => ({
      messages: params.page.list,
      total: params.page.pagination.total,
      loadError: null,
    })),
    // the server answers the last page when the asked one is gone (e.g. after deleting its only notice)
    alignPage: assign(({ context }, params: { page: MessagePage }) => ({
      query: { ...context.query, current: params.page.pagination.current },
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
    applyFilter: assign(({ context }, params: { filter: MessageFilter }) => ({
      query: {
        current: 1,
        pageSize: context.query.pageSize,
        ...(params.filter.tplType ? { tplType: params.filter.tplType } : {}),
        ...(params.filter.msgState !== undefined ? { msgState: params.filter.msgState } : {}),
      },
      notice: null,
    })),
    goToPage: assign(({ context }, params: { page: number; pageSize?: MessageQuery['pageSize'] }) => ({
      query: { ...context.query, current: params.page, pageSize: params.pageSize ?? context.query.pageSize },
      notice: null,
    })),
    markPending: assign((_, params: { id: number }) => ({ pendingId: params.id, notice: null })),
    clearPending: assign({ pendingId: null }),
    noticeSuccess: assign((_, params: { id: string }) => ({
      notice: { tone: 'success' as const, message: { id: params.id } },
    })),
    noticeError: assign((_, params: { error: unknown }) => ({
      notice: { tone: 'error' as const, message: errorMessageOf(params.error) },
    })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isUnread: ({ context }, params: { id: number }) =>
      context.messages.some((message) => message.receiveId === params.id && message.msgState === 0),
    hasMessage: ({ context }, params: { id: number }) =>
      context.messages.some((message) => message.receiveId === params.id),
    isOtherPage: ({ context }, params: { page: number; pageSize?: MessageQuery['pageSize'] }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      (params.page !== context.query.current ||
        (params.pageSize !== undefined && params.pageSize !== context.query.pageSize)),
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({
    query: {
      current: 1,
      pageSize: input.pageSize ?? 10,
      ...(input.tplType ? { tplType: input.tplType } : {}),
      ...(input.msgState !== undefined ? { msgState: input.msgState } : {}),
    },
    messages: [],
    total: 0,
    pendingId: null,
    notice: null,
    loadError: null,
  }),
  entry: 'countChanged',
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listMessages',
        src: 'listMessages',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
            { type: 'alignPage', params: ({ event }) => ({ page: event.output }) },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    ready: {
      on: {
        'filter.changed': {
          target: 'loading',
          actions: { type: 'applyFilter', params: ({ event }) => ({ filter: event.filter }) },
        },
        'page.changed': {
          guard: {
            type: 'isOtherPage',
            params: ({ event }) => ({ page: event.page, pageSize: event.pageSize }),
          },
          target: 'loading',
          actions: {
            type: 'goToPage',
            params: ({ event }) => ({ page: event.page, pageSize: event.pageSize }),
          },
        },
        'message.readRequested': {
          guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
          target: 'markingRead',
          actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
        },
        // opening the link of an unread notice reads it; a read one needs nothing
        'message.opened': {
          guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
          target: 'markingRead',
          actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
        },
        'allRead.requested': 'markingAllRead',
        'message.deleteRequested': {
          guard: { type: 'hasMessage', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
        },
        'notice.dismissed': { actions: 'dismissNotice' },
      },
    },
    markingRead: {
      tags: 'busy',
      invoke: {
        id: 'readMessages',
        src: 'readMessages',
        input: ({ context }) => [context.pendingId!],
        onDone: { target: 'loading', actions: 'clearPending' },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'noticeError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    markingAllRead: {
      tags: 'busy',
      invoke: {
        id: 'readAllMessages',
        src: 'readAllMessages',
        input: ({ context }) => context.query.tplType,
        onDone: {
          target: 'loading',
          actions: { type: 'noticeSuccess', params: { id: messageListNotices.allRead.id } },
        },
        onError: {
          target: 'ready',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirmed': 'deleting',
        'delete.cancelled': { target: 'ready', actions: 'clearPending' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteMessages',
        src: 'deleteMessages',
        input: ({ context }) => [context.pendingId!],
        onDone: {
          target: 'loading',
          actions: ['clearPending', { type: 'noticeSuccess', params: { id: messageListNotices.deleted.id } }],
        },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'noticeError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
})
