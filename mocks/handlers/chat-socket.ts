// The chat socket of the mock builds (issue 29 item 3; docs/decisions/014-chat-socket-mock.md): MSW's WebSocket
// API fakes the socket.io server in the page. Chrome matches no `ws://*` link, so the link takes every address
// and lets through (`server.connect()`) each socket whose pathname is not `/socket.io/` (Vite's live-reload
// socket in `npm run dev`). The conversation logic (../lib/chat-live.ts) loads on the first chat socket: the
// client sends nothing before the binding's handshake, which is only sent once that module has bound it.
// Browser only: in Node, the integration test speaks to a real socket.io server.
import { ws } from 'msw'

const anySocket = ws.link(/.*/)

export const chatSocketHandler = anySocket.addEventListener('connection', (connection) => {
  if (new URL(connection.client.url).pathname !== '/socket.io/') {
    connection.server.connect()
    return
  }
  void import('../lib/chat-live').then(({ serveChatSocket }) => serveChatSocket(connection))
})
