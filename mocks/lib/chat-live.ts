// The live side of the mock chat (issue 29 item 3; openapi/chat.asyncapi.yaml; docs/decisions/014): each chat
// socket of the page, bound with @mswjs/socket.io-binding, speaks to the member's ChatServer (./chat-backend.ts),
// the same one the HTTP operations read.
// - send_msg → get_send_msg (stored, once per client message id) or send_msg_refused; a new message gets an
//   automatic reply of the supplier a moment later, one per burst of messages (scheduleAutoReply).
// - read_msg → get_read_msg and unread_num_change.
// - The control panel's «Enviar como proveedor» (supplierReply: a text; supplierSend: a picture or a goods or
//   order card) reaches every open socket of the member.
// - Heartbeat: the binding's handshake announces pingInterval 25 s + pingTimeout 5 s and never pings, so each
//   socket gets the engine.io ping `2` every 20 s, or the client would drop it at 30 s.
// - The link: a mocked socket never touches the network, so it follows the browser's link state instead: going
//   offline closes every chat socket, and a socket opened while offline gets its handshake only once the link
//   is back (socket.io-client meanwhile waits, or tries again 1–5 s apart, as against a real server).
import { toSocketIo } from '@mswjs/socket.io-binding'
import type { WebSocketHandlerConnection } from 'msw'
import { CHAT_EVENTS } from '../../machines/chat/chat-socket'
import type { ChatMessage, ChatMessageContent } from '../../src/api/chat'
import { chatOf } from './chat-backend'

export const HEARTBEAT_MS = 20_000
export const AUTO_REPLY_MS = 1_500
export const AUTO_REPLY =
  'Gracias por su mensaje. Un agente de la tienda le responderá en breve en esta conversación.'

export interface LiveSocket {
  memberId: number | null
  emit: (event: string, payload: unknown) => void
  close: () => void
}

/** Every open chat socket, of both kinds: the control panel's answers reach them all. */
export const live = new Set<LiveSocket>()

const socketsOf = (memberId: number) => [...live].filter((socket) => socket.memberId === memberId)

function deliver(memberId: number, message: ChatMessage) {
  const chat = chatOf(memberId)
  for (const socket of socketsOf(memberId)) {
    socket.emit(CHAT_EVENTS.getSendMsg, message)
    socket.emit(CHAT_EVENTS.unreadNumChange, {
      storeId: message.storeId,
      unreadNum: chat.unreadOf(message.storeId),
    })
  }
}

/** The supplier (or the platform service, store 0) writes to a member: stored and pushed to the member's sockets. */
export function supplierReply(memberId: number, storeId: number, text: string): ChatMessage | null {
  const message = chatOf(memberId).supplierSays(storeId, text)
  if (message) deliver(memberId, message)
  return message
}

/** The supplier sends a member a picture or a goods or order card (the control panel): stored and pushed. */
export function supplierSend(
  memberId: number,
  storeId: number,
  msgType: 2 | 3 | 4,
  content: ChatMessageContent,
): ChatMessage | null {
  const message = chatOf(memberId).supplierSends(storeId, msgType, content)
  if (message) deliver(memberId, message)
  return message
}

/** The conversations ("member:store") whose automatic reply is on its way. */
const replying = new Set<string>()

/**
 * One automatic reply per burst: a message gets one only when the supplier's last word is not already the
 * automatic reply and none is on its way — so two quick messages get one reply, not two (the first's reply is
 * not stored yet when the second arrives). Module state, so both kinds of socket share it.
 */
export function scheduleAutoReply(memberId: number, storeId: number) {
  const key = `${memberId}:${storeId}`
  if (replying.has(key)) return
  const lastOfSupplier = chatOf(memberId)
    .history(storeId)
    ?.list.filter((message) => message.userType === 2)
    .at(-1)
  if (lastOfSupplier?.msgContent.content === AUTO_REPLY) return
  replying.add(key)
  setTimeout(() => {
    replying.delete(key)
    supplierReply(memberId, storeId, AUTO_REPLY)
  }, AUTO_REPLY_MS)
}

/** Forget the replies on their way (the mock's reset and tests). */
export const resetAutoReplies = () => replying.clear()

let watchingLink = false
function watchLink() {
  if (watchingLink || typeof window === 'undefined') return
  watchingLink = true
  window.addEventListener('offline', () => [...live].forEach((socket) => socket.close()))
}

export function serveChatSocket(connection: WebSocketHandlerConnection) {
  watchLink()
  const { client } = connection
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    // no answer while the link is down: the handshake goes when it is back (within the client's 20 s connect
    // timeout; after it, socket.io-client tries again, 1–5 s apart)
    window.addEventListener('online', () => serveChatSocket(connection), { once: true })
    return
  }
  const io = toSocketIo(connection)
  const socket: LiveSocket = {
    memberId: null,
    emit: (event, payload) => io.client.emit(event, payload),
    close: () => client.close(),
  }
  live.add(socket)
  const heartbeat = setInterval(() => client.send('2'), HEARTBEAT_MS)
  client.addEventListener('close', () => {
    clearInterval(heartbeat)
    live.delete(socket)
  })
  serveChatEvents(socket, (event, handler) =>
    io.client.on(event, (_event, payload: Record<string, unknown>) => handler(payload)),
  )
}

/** Listens to one of a socket's events; the payload is the event's one argument. */
type OnEvent = (event: string, handler: (payload: Record<string, unknown>) => void) => void

/**
 * The chat's events on one socket, whatever carries it: the mocked socket of the browser's mock, or a socket of
 * the real socket.io server beside the HTTP mock API (./chat-socket-server.ts). A socket whose member is known
 * from its handshake (`memberId` already set) ignores the member ids of the payloads.
 */
export function serveChatEvents(socket: LiveSocket, on: OnEvent) {
  const trusted = socket.memberId !== null
  const memberOf = (payload: Record<string, unknown>) => {
    if (trusted) return socket.memberId
    const id = Number(payload.memberId ?? payload.userId)
    if (Number.isInteger(id) && id > 0) socket.memberId = id
    return socket.memberId
  }

  on(CHAT_EVENTS.connectSuccess, (payload) => {
    memberOf(payload)
  })
  on(CHAT_EVENTS.sendMsg, (payload) => {
    const memberId = memberOf(payload)
    if (memberId === null) return
    const receipt = chatOf(memberId).receive(memberId, payload)
    if (receipt.kind === 'refused') {
      socket.emit(CHAT_EVENTS.sendMsgRefused, { clientMsgId: receipt.clientMsgId, msg: receipt.msg })
      return
    }
    socket.emit(CHAT_EVENTS.getSendMsg, receipt.message)
    if (receipt.isNew) scheduleAutoReply(memberId, receipt.message.storeId)
  })
  on(CHAT_EVENTS.readMsg, (payload) => {
    const memberId = memberOf(payload)
    if (memberId === null) return
    const storeId = Number(payload.storeId)
    const msgIds = String(payload.msgIds ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
    const chat = chatOf(memberId)
    const changed = chat.markRead(storeId, msgIds)
    if (changed.length > 0) socket.emit(CHAT_EVENTS.getReadMsg, { msgIds: changed.join(',') })
    socket.emit(CHAT_EVENTS.unreadNumChange, { storeId, unreadNum: chat.unreadOf(storeId) })
  })
}
