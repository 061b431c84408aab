// The member's notices, /msg/list (issue 11 item 6; SPEC.md §2; REFERENCE.md msg/front/msg/{msgList, read,
// del}): the paged-list flow of src/flows (issue 25 item 2). Load a page, filter by type and by unread/read,
// page, mark one read (also when its link is opened: the command `read`, only for an unread one), mark all read
// (`readAll`), delete one after a confirmation. Every change reloads the page from the server, so paging and the
// unread filter stay true. Operations: getMessageList, readMessages, readAllMessages, deleteMessages
// (message-list.actors.ts); the header's count is refreshed by the actors after each change and by the
// `listStarted` action when the flow starts.
import type { SnapshotFrom } from 'xstate'
import type { MemberMessage, MessageQuery } from '../../src/api/member-messages'
import { confirmingIdOf, createPagedListMachine, type ListFilter } from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import msgPart from '../../src/i18n/parts/msg.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(msgPart)

export type MessageFilter = ListFilter<MessageQuery>
export type MessageCommand = 'read' | 'readAll'

/** The flow's own notices (ids, shown through react-intl). */
export const messageListNotices = defineMessages({
  allRead: {
    id: 'msg.list.notice.allRead',
    defaultMessage: 'Todos los mensajes están marcados como leídos.',
  },
  deleted: { id: 'msg.list.notice.deleted', defaultMessage: 'Mensaje eliminado.' },
})

export const messageListMachine = createPagedListMachine<
  MemberMessage,
  MessageQuery,
  undefined,
  never,
  never,
  MessageCommand
>({
  id: 'messageList',
  rowId: (message) => message.receiveId,
  query: { current: 1, pageSize: 10 },
  notices: { deleted: messageListNotices.deleted.id, commands: { readAll: messageListNotices.allRead.id } },
  // opening the link of a read notice needs nothing
  canCommand: (messages, command, id) =>
    command !== 'read' || messages.some((message) => message.receiveId === id && message.msgState === 0),
})

// What the route reads (a machine's readers go through its module)
type MessageListSnapshot = SnapshotFrom<typeof messageListMachine>
export {
  isListBusy as isMessageListBusy,
  listStatusOf as messageListStatusOf,
} from '../../src/flows/paged-list.machine'
export const messagesOf = (snapshot: MessageListSnapshot) => snapshot.context.rows
export const messageQueryOf = (snapshot: MessageListSnapshot) => snapshot.context.query
export const messageTotalOf = (snapshot: MessageListSnapshot) => snapshot.context.pagination.total
export const messageNoticeOf = (snapshot: MessageListSnapshot) => snapshot.context.notice
export const messageLoadErrorOf = (snapshot: MessageListSnapshot) => snapshot.context.loadError
/** the notice whose delete is being confirmed or done */
export const confirmingMessageIdOf = (snapshot: MessageListSnapshot): number | null => {
  const id = confirmingIdOf(snapshot)
  return id === null ? null : Number(id)
}
