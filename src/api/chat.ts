// Operations of the `chat` tag (issue 29; REFERENCE.md §10 helpdesk/front/chat/*): the member's conversations
// with suppliers and the platform service (store 0). The live part — sending, receiving, read receipts, unread
// counts — goes over the socket (openapi/chat.asyncapi.yaml, machines/chat).
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'
import { progressFetch, type OnUploadProgress } from './upload-progress'

export type ChatMessage = components['schemas']['ChatMessage']
export type ChatMessageType = components['schemas']['ChatMessageType']
export type ChatMessageContent = components['schemas']['ChatMessageContent']
export type ChatStore = components['schemas']['ChatStore']

/** Store id of the platform service conversation (SPEC.md §2 `/service?vid=0`). */
export const PLATFORM_STORE_ID = 0

export interface ChatStoreQuery {
  /** last message id of the last conversation already shown */
  msgId?: number
  storeName?: string
}

export const listChatStores = (query: ChatStoreQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/helpdesk/front/chat/storeList', { params: { query } }), options)

/** Up to 10 messages older than `msgId` (the newest 10 without it), oldest first. */
export const listChatMessages = (storeId: number, msgId: number | undefined, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/helpdesk/front/chat/msgLog', {
      body: msgId === undefined ? { storeId } : { storeId, msgId },
      headers: FORM,
    }),
    options,
  )

// the unread count lives with the header's store (./chat-unread.ts): the entry asks for it, and must not load
// this module, which brings the picture uploads' XMLHttpRequest transport (./upload-progress.ts)
export { getChatUnreadCount } from './chat-unread'

/**
 * A picture for a conversation (oss/common/upload, source chat: png/jpg ≤ 4 MB by content, checked again by the
 * server), reporting its progress; the caller checks content and size first (machines/chat/chat-rules.ts).
 */
export function uploadChatPicture(file: Blob, onProgress: OnUploadProgress, options?: CallOptions) {
  const form = new FormData()
  form.append('source', 'chat')
  form.append('file', file, file instanceof File ? file.name : 'imagen')
  return call(
    'POST',
    client.POST('/v3/oss/common/upload', { body: form as never, fetch: progressFetch(onProgress) }),
    options,
  )
}
