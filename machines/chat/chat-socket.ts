// The socket.io side of the chat (issue 29 item 2; SPEC.md §9; openapi/chat.asyncapi.yaml): the client options
// and a callback actor that owns one socket.io-client socket, turns its events into machine events and emits
// what the machine asks. socket.io-client is imported when the actor starts, never at module load, so a mock
// build has started its MSW worker before the socket exists (docs/decisions/014-chat-socket-mock.md).
import type { ManagerOptions, SocketOptions } from 'socket.io-client'
import { fromCallback } from 'xstate'
import type { ChatMessage } from '../../src/api/chat'

/** Event names of the family (REFERENCE.md §10) plus send_msg_refused (x-added in the AsyncAPI file). */
export const CHAT_EVENTS = {
  connectSuccess: 'connect_success',
  sendStoreIds: 'send_store_ids',
  memberChangeRoom: 'member_change_room',
  memberRemoveContact: 'member_remove_contact',
  readMsg: 'read_msg',
  sendMsg: 'send_msg',
  getRoomInfo: 'get_room_info',
  getSendMsg: 'get_send_msg',
  sendMsgRefused: 'send_msg_refused',
  getReadMsg: 'get_read_msg',
  getMemberReadAll: 'get_member_read_all',
  contactChange: 'contact_change',
  unreadNumChange: 'unread_num_change',
} as const

/** Member role in every payload (a vendor's side is 2). */
export const MEMBER_ROLE = 1

/**
 * SPEC.md §9 socket defaults. `websocketOnly` is for mock builds only: MSW fakes the websocket but not
 * long-polling. Production keeps socket.io's polling-then-upgrade, since proxies on poor links may block
 * websockets (issue 29 item 2).
 */
export function chatSocketOptions(options: {
  websocketOnly: boolean
  token?: string
}): Partial<ManagerOptions & SocketOptions> {
  return {
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    transports: options.websocketOnly ? ['websocket'] : ['polling', 'websocket'],
    auth: options.token ? { token: options.token } : {},
  }
}

export interface ChatSocketInput {
  /** the chat host (undefined = same origin) */
  url: string | undefined
  options: Partial<ManagerOptions & SocketOptions>
}

/** What the machine asks of the socket. */
export type ChatSocketCommand =
  { type: 'emit'; event: string; payload: Record<string, unknown> } | { type: 'reconnect' }

/** What the socket tells the machine. */
export type ChatSocketEvent =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected'; reason: string }
  | { type: 'socket.connectError'; message: string }
  | { type: 'socket.stored'; message: ChatMessage }
  | { type: 'socket.refused'; clientMsgId: string; msg: string }
  | { type: 'socket.unread'; storeId: number; unreadNum: number }
  | { type: 'socket.read'; msgIds: number[] }

const idsOf = (csv: unknown): number[] =>
  String(csv ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)

export const chatSocketActor = fromCallback<ChatSocketCommand, ChatSocketInput, ChatSocketEvent>(
  ({ input, sendBack, receive }) => {
    let socket: import('socket.io-client').Socket | null = null
    let stopped = false
    const pending: ChatSocketCommand[] = []
    const run = (command: ChatSocketCommand) => {
      if (!socket) {
        pending.push(command)
        return
      }
      if (command.type === 'emit') socket.emit(command.event, command.payload)
      else socket.disconnect().connect()
    }
    receive(run)
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return
      const created = input.url === undefined ? io(input.options) : io(input.url, input.options)
      socket = created
      created.on('connect', () => sendBack({ type: 'socket.connected' }))
      created.on('disconnect', (reason) => {
        sendBack({ type: 'socket.disconnected', reason })
        // socket.io does not reconnect by itself after a server-side disconnect; nothing typed may be lost
        if (reason === 'io server disconnect') created.connect()
      })
      created.on('connect_error', (error: Error) =>
        sendBack({ type: 'socket.connectError', message: error.message }),
      )
      created.on(CHAT_EVENTS.getSendMsg, (message: ChatMessage) =>
        sendBack({ type: 'socket.stored', message }),
      )
      created.on(CHAT_EVENTS.sendMsgRefused, (answer: { clientMsgId: string; msg: string }) =>
        sendBack({ type: 'socket.refused', clientMsgId: answer.clientMsgId, msg: answer.msg }),
      )
      created.on(CHAT_EVENTS.unreadNumChange, (answer: { storeId: number; unreadNum: number }) =>
        sendBack({
          type: 'socket.unread',
          storeId: Number(answer.storeId),
          unreadNum: Number(answer.unreadNum),
        }),
      )
      created.on(CHAT_EVENTS.getReadMsg, (answer: { msgIds: string }) =>
        sendBack({ type: 'socket.read', msgIds: idsOf(answer.msgIds) }),
      )
      pending.splice(0).forEach(run)
    })
    return () => {
      stopped = true
      socket?.close()
    }
  },
)
