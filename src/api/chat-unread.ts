// Unread chat messages (issue 29 item 1: "unread counts, also in the header and the side tab"): the total of
// `chat/unReadMsgNum`, asked when the session starts and when the buyer comes back to a tab (the chat opens in a
// tab of its own, §2) and by the chat screen whenever its conversations' unread counts change (the socket keeps
// them current), so that the header of the chat's own tab follows what the buyer reads there.
import { getChatUnreadCount } from './chat'
import { countStore } from './count-store'

export const chatUnread = countStore<number>(
  async () => (await getChatUnreadCount({ silent: true })).total,
  0,
)
