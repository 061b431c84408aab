// The header's unread-notice count (issue 11 item 6): one small store, so the shell asks the server once when
// a member's session starts and again only when the member reads or deletes notices (the message flows call
// `refresh`), instead of polling. Logged out, the count is 0 and no call is made.
import { getMessageCounts } from './member-messages'

type Listener = () => void

let unread = 0
let generation = 0
const listeners = new Set<Listener>()

function set(next: number) {
  if (next === unread) return
  unread = next
  for (const listener of listeners) listener()
}

export const messageCount = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: () => unread,
  /** Asks the server for the count; a failure keeps the last one (the count is a hint, never a blocker). */
  async refresh(): Promise<void> {
    const asked = ++generation
    try {
      const counts = await getMessageCounts({ silent: true })
      if (asked === generation) set(counts.unread)
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
