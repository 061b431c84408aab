// The chat's socket.io server beside the HTTP mock API (issue 29 item 3: the HTTP mock API serves the socket too,
// so that the production build chats): a real socket.io server on the mock API's own HTTP server, long-polling
// and websocket both, speaking the events of openapi/chat.asyncapi.yaml through the same code as the browser's
// mocked socket (./chat-live.ts). The member is the one whose access token the handshake carries (`auth.token`,
// machines/chat/chat-socket.ts), checked as every HTTP call checks its bearer; a handshake without a live
// session is refused, and the member ids written in the payloads are not believed.
import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'
import { signedIn } from './auth'
import { live, serveChatEvents, type LiveSocket } from './chat-live'

/** The refusal a handshake without a live session gets (socket.io-client's connect_error). */
export const SOCKET_SESSION_REFUSED = 'Sesión no válida'

/** The member whose live session `token` is, or null. */
function memberOfToken(token: unknown): number | null {
  if (typeof token !== 'string' || token === '') return null
  const request = new Request('http://mock-api/', { headers: { Authorization: `Bearer ${token}` } })
  return signedIn(request)?.member.memberId ?? null
}

/**
 * Attaches the chat's socket.io server to `httpServer` (path /socket.io/). Pages of an origin that
 * `originAllowed` refuses get no CORS answer, as the HTTP API's own calls.
 */
export function attachChatSocketServer(
  httpServer: HttpServer,
  originAllowed: (origin: string) => boolean,
): Server {
  const io = new Server(httpServer, {
    cors: { origin: (origin, callback) => callback(null, origin === undefined || originAllowed(origin)) },
  })
  io.use((socket, next) => {
    const memberId = memberOfToken((socket.handshake.auth as { token?: unknown }).token)
    if (memberId === null) {
      next(new Error(SOCKET_SESSION_REFUSED))
      return
    }
    socket.data.memberId = memberId
    next()
  })
  io.on('connection', (socket) => {
    const peer: LiveSocket = {
      memberId: socket.data.memberId as number,
      emit: (event, payload) => socket.emit(event, payload),
      close: () => socket.disconnect(true),
    }
    live.add(peer)
    socket.on('disconnect', () => live.delete(peer))
    serveChatEvents(peer, (event, handler) =>
      socket.on(event, (payload: unknown) =>
        handler(payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {}),
      ),
    )
  })
  return io
}
