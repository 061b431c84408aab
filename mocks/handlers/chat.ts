// The member's conversations over HTTP (tag `chat`, issue 29; REFERENCE.md §10 helpdesk/front/chat/{storeList,
// msgLog, unReadMsgNum}). The live part goes over the socket (openapi/chat.asyncapi.yaml). Needs a login.
import { chatOf, chatStoreInfo } from '../lib/chat-backend'
import { CHAT_REFUSALS } from '../lib/chat-server'
import { fail, ok } from '../lib/envelope'
import { memberOnly } from '../lib/member-only'
import { readBody } from '../lib/request'
import { http } from './http'

const MSG_LOG = '/v3/helpdesk/front/chat/msgLog'

export const chatHandlers = [
  http.get(
    '/v3/helpdesk/front/chat/storeList',
    memberOnly(({ request, response, member }) => {
      const query = new URL(request.url).searchParams
      const search = (query.get('storeName') ?? '').trim().toLowerCase()
      const chat = chatOf(member.memberId)
      const rows = chat
        .storeIds()
        .map((storeId) => ({ storeId, info: chatStoreInfo(storeId)!, last: chat.lastOf(storeId) }))
        .filter((row) => !search || row.info.storeName.toLowerCase().includes(search))
        // the platform service first, then the newest activity
        .sort(
          (a, b) =>
            Number(b.storeId === 0) - Number(a.storeId === 0) || (b.last?.msgId ?? 0) - (a.last?.msgId ?? 0),
        )
      return response(200).json(
        ok({
          hasMore: false,
          list: rows.map((row) => ({
            storeId: row.storeId,
            vendorAvatar: row.info.vendorAvatar,
            storeName: row.info.storeName,
            showData: row.storeId !== 0,
            source: row.storeId === 0 ? 'service' : 'store',
            unreadNum: chat.unreadOf(row.storeId),
            lastMessage: row.last,
          })),
        }),
      )
    }),
  ),

  http.post(
    MSG_LOG,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ storeId: string; msgId?: string }>(request, MSG_LOG)
      if (!parsed.ok) return response.untyped(parsed.response)
      const before = parsed.body.msgId === undefined ? undefined : Number(parsed.body.msgId)
      const chat = chatOf(member.memberId)
      // reading a conversation's history starts it: a store the buyer contacts for the first time is listed
      chat.open(Number(parsed.body.storeId))
      const page = chat.history(Number(parsed.body.storeId), before)
      if (!page) return response.untyped(fail(CHAT_REFUSALS.unknownConversation))
      return response(200).json(ok(page))
    }),
  ),

  http.get(
    '/v3/helpdesk/front/chat/unReadMsgNum',
    memberOnly(({ response, member }) => {
      const chat = chatOf(member.memberId)
      const stores = chat.storeIds().map((storeId) => ({ storeId, unreadNum: chat.unreadOf(storeId) }))
      return response(200).json(ok({ total: stores.reduce((sum, row) => sum + row.unreadNum, 0), stores }))
    }),
  ),
]
