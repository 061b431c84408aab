// The header's unread-notice count (issue 11 item 6) and the unread count of each type, which /msg/list shows on
// its type filters (issue 24 item 5): one count store (count-store.ts) over one call. The message flows call
// `refresh` after the member reads or deletes notices.
import { countStore } from './count-store'
import { getMessageCounts, type MessageType } from './member-messages'

export type UnreadByType = Readonly<Partial<Record<MessageType, number>>>

interface MessageCounts {
  unread: number
  byType: UnreadByType
}

const sameByType = (a: UnreadByType, b: UnreadByType) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as MessageType[]).every((type) => a[type] === b[type])

const counts = countStore<MessageCounts>(
  async () => {
    const answer = await getMessageCounts({ silent: true })
    return {
      unread: answer.unread,
      byType: Object.fromEntries(answer.types.map((type) => [type.tplType, type.unread])),
    }
  },
  { unread: 0, byType: {} },
  (a, b) => a.unread === b.unread && sameByType(a.byType, b.byType),
)

export const messageCount = {
  subscribe: counts.subscribe,
  getSnapshot: () => counts.getSnapshot().unread,
  /** The unread notices of each type (a type without unread ones may be missing). */
  getByTypeSnapshot: () => counts.getSnapshot().byType,
  refresh: counts.refresh,
  clear: counts.clear,
}
