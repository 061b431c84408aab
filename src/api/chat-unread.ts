// Unread chat messages (issue 29 item 1: "unread counts, also in the header and the side tab"): the total of
// `chat/unReadMsgNum`, asked when the session starts and when the buyer comes back to a tab (the chat opens in a
// tab of its own, §2) and by the chat screen whenever its conversations' unread counts change (the socket keeps
// them current), so that the header of the chat's own tab follows what the buyer reads there.
import { call, client, type CallOptions } from './client'
import { countStore } from './count-store'

/** `chat/unReadMsgNum`: the member's unread chat messages, in all conversations. */
export const getChatUnreadCount = (options?: CallOptions) =>
  call('GET', client.GET('/v3/helpdesk/front/chat/unReadMsgNum'), options)

export const chatUnread = countStore<number>(
  async () => (await getChatUnreadCount({ silent: true })).total,
  0,
)
