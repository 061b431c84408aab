// The connection machine against a real socket.io server on 127.0.0.1 (issue 29 item 4): the client is proven
// against socket.io itself, over long-polling and over websocket, not only against the mocked socket. The
// server speaks openapi/chat.asyncapi.yaml with the rules of mocks/lib/chat-server.ts.
import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http, passthrough } from 'msw'
import { Server } from 'socket.io'
import { createActor, waitFor } from 'xstate'
import { afterEach, describe, expect, it } from 'vitest'
import { server as mockServer } from '../../mocks/node'
import { ChatServer } from '../../mocks/lib/chat-server'
import {
  chatConnectionMachine,
  chatMessagesOf,
  chatSendEvent,
  chatConnectionStatusOf,
} from './chat-connection.machine'
import { CHAT_EVENTS, chatSocketOptions } from './chat-socket'

const MEMBER_ID = 7
const STORE_ID = 12

interface Running {
  http: HttpServer
  io: Server
}

function startServer(chat: ChatServer, port = 0): Promise<Running & { port: number }> {
  const httpServer = createServer()
  const io = new Server(httpServer, { cors: { origin: '*' } })
  io.on('connection', (socket) => {
    socket.on(CHAT_EVENTS.sendMsg, (payload: Record<string, unknown>) => {
      const receipt = chat.receive(MEMBER_ID, payload)
      if (receipt.kind === 'stored') socket.emit(CHAT_EVENTS.getSendMsg, receipt.message)
      else socket.emit(CHAT_EVENTS.sendMsgRefused, { clientMsgId: receipt.clientMsgId, msg: receipt.msg })
    })
  })
  return new Promise((resolve) =>
    httpServer.listen(port, '127.0.0.1', () =>
      resolve({ http: httpServer, io, port: (httpServer.address() as AddressInfo).port }),
    ),
  )
}

const stop = (running: Running) =>
  new Promise<void>((resolve) => {
    running.io.disconnectSockets(true)
    void running.io.close(() => resolve())
  })

const text = (content: string) => chatSendEvent({ storeId: STORE_ID, msgType: 1, content: { content } })
const contents = (chat: ChatServer) =>
  chat.history(STORE_ID)!.list.map((message) => message.msgContent.content)

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

describe.each([['polling'], ['websocket']] as const)(
  'chat against a real socket.io server over %s',
  (transport) => {
    it('sends, receives, and after the server dies and restarts delivers the queued messages once, in order', async () => {
      // the socket.io server is real: let its HTTP requests (long-polling) through the mock backend of the tests
      mockServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\/socket\.io\//, () => passthrough()))
      const chat = new ChatServer({
        store: (storeId) =>
          storeId === STORE_ID ? { storeName: 'Textiles Habana', vendorAvatar: '' } : null,
        now: () => '2026-11-28 10:00:00',
        pictureOf: () => null,
      })
      let running = await startServer(chat)
      const { port } = running
      const actor = createActor(chatConnectionMachine, {
        input: {
          userId: MEMBER_ID,
          storeId: STORE_ID,
          sourceUrl: 'pc:/goods/detail?productId=1',
          socket: {
            url: `http://127.0.0.1:${port}`,
            // SPEC.md §9 defaults, but a test need not wait up to 5 s between attempts
            options: {
              ...chatSocketOptions({ websocketOnly: false }),
              transports: [transport],
              reconnectionDelayMax: 1000,
            },
          },
        },
      }).start()
      cleanup = async () => {
        actor.stop()
        await stop(running)
      }
      await waitFor(actor, (snapshot) => chatConnectionStatusOf(snapshot) === 'online', { timeout: 10_000 })

      actor.send(text('uno'))
      await waitFor(actor, (snapshot) => chatMessagesOf(snapshot).length === 1, { timeout: 5_000 })

      // the supplier answers
      const reply = chat.supplierSays(STORE_ID, 'Buenos días, ¿cuántas unidades?')!
      running.io.emit(CHAT_EVENTS.getSendMsg, reply)
      await waitFor(actor, (snapshot) => chatMessagesOf(snapshot).length === 2, { timeout: 5_000 })

      await stop(running)
      await waitFor(actor, (snapshot) => chatConnectionStatusOf(snapshot) === 'reconnecting', {
        timeout: 5_000,
      })
      actor.send(text('dos'))
      actor.send(text('tres'))
      running = await startServer(chat, port)
      await waitFor(actor, (snapshot) => chatMessagesOf(snapshot).length === 4, { timeout: 10_000 })

      expect(contents(chat)).toEqual(['uno', 'Buenos días, ¿cuántas unidades?', 'dos', 'tres'])
      expect(chatMessagesOf(actor.getSnapshot()).map((message) => message.msgContent.content)).toEqual(
        contents(chat),
      )
      expect(actor.getSnapshot().context.outbox).toEqual([])
    }, 30_000)
  },
)
