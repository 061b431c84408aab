// The header's unread-notice count (issue 11 item 6): one small store, so the shell asks the server once when
// a member's session starts and again only when the member reads or deletes notices (the message flows call
// `refresh`), instead of polling. Logged out, the count is 0 and no call is made. The same answer gives the unread
// count of each type, which /msg/list shows on its type filters (issue 24 item 5).
import { getMessageCounts, type MessageType } from './member-messages'

type Listener = () => void
export type UnreadByType = Readonly<Partial<Record<MessageType, number>>>

let unread = 0
let byType: UnreadByType = {}
let generation = 0
const listeners = new Set<Listener>()

const sameCounts = (a: UnreadByType, b: UnreadByType) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as MessageType[]).every((type) => a[type] === b[type])

function set(next: number, nextByType: UnreadByType = {}) {
  if (next === unread && sameCounts(byType, nextByType)) return
  unread = next
  // a new object only when a count changed: useSyncExternalStore compares snapshots by identity
  if (!sameCounts(byType, nextByType)) byType = nextByType
  for (const listener of listeners) listener()
}

export const messageCount = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: () => unread,
  /** The unread notices of each type (a type without unread ones may be missing). */
  getByTypeSnapshot: () => byType,
  /** Asks the server for the count; a failure keeps the last one (the count is a hint, never a blocker). */
  async refresh(): Promise<void> {
    const asked = ++generation
    try {
      const counts = await getMessageCounts({ silent: true })
      if (asked === generation)
        set(counts.unread, Object.fromEntries(counts.types.map((type) => [type.tplType, type.unread])))
    } catch {
      // the request layer already told the user of a network or server failure
    }
  },
  /** Logout: forget the count (and any answer still on its way). */
  clear() {
    generation += 1
    set(0)
  },
}
