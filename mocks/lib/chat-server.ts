// The chat backend's rules, shared by every server that speaks the chat socket (issue 29 items 3–4;
// openapi/chat.asyncapi.yaml): the MSW socket of the mock builds and the real socket.io server of the
// integration test. It stores messages per conversation, keeps one message per member and client message id
// (a message re-sent after a reconnection is answered again, not stored twice), refuses an unknown
// conversation, an empty text, a text over 5 000 characters, a picture whose address is neither a site path nor
// http(s) or is not the sender's own chat upload, and a card without its fields with a Spanish reason, pages the history
// upwards 10 at a time, counts unread messages and lets a supplier answer.
import type { ChatMessage, ChatMessageContent, ChatMessageType } from '../../src/api/chat'
import { chatTextProblem } from '../../machines/chat/chat-rules'

export interface ChatStoreInfo {
  storeName: string
  vendorAvatar: string
}

export interface SendMsgPayload {
  vendorId?: unknown
  storeId?: unknown
  msgType?: unknown
  msg?: unknown
  clientMsgId?: unknown
}

export type ChatReceipt =
  | { kind: 'stored'; message: ChatMessage; isNew: boolean }
  | { kind: 'refused'; clientMsgId: string; msg: string }

export const CHAT_REFUSALS = {
  unknownConversation: 'La conversación no existe.',
  empty: 'Escriba un mensaje.',
  // CHAT_TEXT_MAX, written as the dictionary writes numbers
  tooLong: 'El mensaje no puede superar 5.000 caracteres.',
  badMessage: 'Mensaje no válido.',
  // a picture must be one the sender uploaded in a conversation (oss/common/upload, source chat)
  notYourPicture: 'La imagen no es una que usted haya subido.',
} as const

export const CHAT_PAGE_SIZE = 10

const MSG_TYPES: readonly ChatMessageType[] = [1, 2, 3, 4, 5]

/** A picture's address as the upload answers it: a site path (`/…`, not `//…`) or an http(s) URL. */
function isPictureAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false
  if (/^\/(?![/\\])/.test(value)) return true
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null
const id = (value: unknown) => (Number.isInteger(value) && Number(value) > 0 ? Number(value) : null)

/** A goods card (3) or order card (4) with only its own fields, or null when one it needs is missing. */
function cardOf(msgType: 3 | 4, content: ChatMessageContent): ChatMessageContent | null {
  const goods: ChatMessageContent = {}
  if (id(content.productId)) goods.productId = content.productId
  if (id(content.goodsId)) goods.goodsId = content.goodsId
  if (text(content.goodsName)) goods.goodsName = content.goodsName
  if (isPictureAddress(content.goodsImage)) goods.goodsImage = content.goodsImage
  if (
    typeof content.goodsPrice === 'number' &&
    Number.isFinite(content.goodsPrice) &&
    content.goodsPrice >= 0
  )
    goods.goodsPrice = content.goodsPrice
  if (msgType === 3) return goods.productId && goods.goodsName ? goods : null
  if (!text(content.orderSn, 64)) return null
  return {
    ...goods,
    orderSn: content.orderSn,
    ...(text(content.createTime, 32) ? { createTime: content.createTime } : {}),
    ...(text(content.orderStateValue, 64) ? { orderStateValue: content.orderStateValue } : {}),
  }
}

export class ChatServer {
  private messages = new Map<number, ChatMessage[]>()
  private byClientId = new Map<string, ChatMessage>()
  private nextMsgId = 1

  constructor(
    private readonly options: {
      store: (storeId: number) => ChatStoreInfo | null
      /** AAAA-MM-DD HH:mm:ss of the (mock) clock */
      now: () => string
      /**
       * The address to store for a member's picture: the address of that member's own chat upload, or null when
       * `address` names anything else (another member's upload, a private file, an outside URL)
       */
      pictureOf: (memberId: number, address: string) => string | null
    },
  ) {}

  /** A send_msg of a member: stored once per client message id, or refused. */
  receive(memberId: number, payload: SendMsgPayload): ChatReceipt {
    const clientMsgId = typeof payload.clientMsgId === 'string' ? payload.clientMsgId.slice(0, 64) : ''
    const refuse = (msg: string): ChatReceipt => ({ kind: 'refused', clientMsgId, msg })
    const storeId = Number(payload.vendorId ?? payload.storeId)
    if (!Number.isInteger(storeId) || !this.options.store(storeId))
      return refuse(CHAT_REFUSALS.unknownConversation)
    const key = `${memberId}:${clientMsgId}`
    const known = clientMsgId ? this.byClientId.get(key) : undefined
    if (known) return { kind: 'stored', message: known, isNew: false }
    const msgType = Number(payload.msgType) as ChatMessageType
    if (!MSG_TYPES.includes(msgType)) return refuse(CHAT_REFUSALS.badMessage)
    let content: ChatMessageContent
    try {
      content = JSON.parse(String(payload.msg)) as ChatMessageContent
    } catch {
      return refuse(CHAT_REFUSALS.badMessage)
    }
    if (msgType === 1) {
      const problem = chatTextProblem(typeof content.content === 'string' ? content.content : '')
      if (problem) return refuse(CHAT_REFUSALS[problem])
      content = { content: String(content.content).trim() }
    }
    if (msgType === 2) {
      // a picture is the address the upload answered: a path of the site or an http(s) URL, nothing else
      if (!content.pic) return refuse(CHAT_REFUSALS.empty)
      if (!isPictureAddress(content.pic)) return refuse(CHAT_REFUSALS.badMessage)
      const pic = this.options.pictureOf(memberId, content.pic)
      if (!pic) return refuse(CHAT_REFUSALS.notYourPicture)
      content = { pic }
    }
    if (msgType === 3 || msgType === 4) {
      const card = cardOf(msgType, content)
      if (!card) return refuse(CHAT_REFUSALS.badMessage)
      content = card
    }
    const message = this.store(storeId, 1, msgType, content, clientMsgId || null)
    if (clientMsgId) this.byClientId.set(key, message)
    return { kind: 'stored', message, isNew: true }
  }

  /** A message of the supplier (or the platform service, store 0). */
  supplierSays(storeId: number, content: string): ChatMessage | null {
    if (!this.options.store(storeId) || chatTextProblem(content)) return null
    return this.store(storeId, 2, 1, { content: content.trim() }, null)
  }

  /**
   * A picture (its address on the file host) or a goods or order card of the supplier (the control panel), under
   * the same rules as a member's, but for the ownership of the picture: the supplier's pictures are its own.
   */
  supplierSends(storeId: number, msgType: 2 | 3 | 4, content: ChatMessageContent): ChatMessage | null {
    if (!this.options.store(storeId)) return null
    if (msgType === 2)
      return isPictureAddress(content.pic) ? this.store(storeId, 2, 2, { pic: content.pic }, null) : null
    const card = cardOf(msgType, content)
    return card ? this.store(storeId, 2, msgType, card, null) : null
  }

  /** Starts an empty conversation with a store (the buyer opened it): listed from then on. */
  open(storeId: number): boolean {
    if (!this.options.store(storeId)) return false
    if (!this.messages.has(storeId)) this.messages.set(storeId, [])
    return true
  }

  /** Up to 10 messages older than `beforeMsgId` (the newest without it), oldest first. */
  history(storeId: number, beforeMsgId?: number): { list: ChatMessage[]; hasMore: boolean } | null {
    if (!this.options.store(storeId)) return null
    const all = this.messages.get(storeId) ?? []
    const end =
      beforeMsgId === undefined ? all.length : all.findIndex((message) => message.msgId >= beforeMsgId)
    const stop = end === -1 ? all.length : end
    const start = Math.max(0, stop - CHAT_PAGE_SIZE)
    return { list: all.slice(start, stop), hasMore: start > 0 }
  }

  /** The member read the supplier's messages: the ids that changed. */
  markRead(storeId: number, msgIds: number[]): number[] {
    const changed: number[] = []
    for (const message of this.messages.get(storeId) ?? []) {
      if (message.userType === 2 && message.msgState === 2 && msgIds.includes(message.msgId)) {
        message.msgState = 1
        changed.push(message.msgId)
      }
    }
    return changed
  }

  unreadOf(storeId: number): number {
    return (this.messages.get(storeId) ?? []).filter(
      (message) => message.userType === 2 && message.msgState === 2,
    ).length
  }

  storeIds(): number[] {
    return [...this.messages.keys()]
  }

  lastOf(storeId: number): ChatMessage | null {
    return this.messages.get(storeId)?.at(-1) ?? null
  }

  private store(
    storeId: number,
    userType: 1 | 2,
    msgType: ChatMessageType,
    msgContent: ChatMessageContent,
    clientMsgId: string | null,
  ): ChatMessage {
    const message: ChatMessage = {
      msgId: this.nextMsgId++,
      clientMsgId,
      storeId,
      userType,
      msgType,
      msgState: 2,
      addTime: this.options.now(),
      msgContent,
    }
    const list = this.messages.get(storeId) ?? []
    list.push(message)
    this.messages.set(storeId, list)
    return message
  }
}
