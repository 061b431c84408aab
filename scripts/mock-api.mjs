#!/usr/bin/env node
// `npm run mock:api` (issue 26 item 1): the mock backend as an HTTP API on its own origin, for the production
// build (README.md "The production build against the HTTP mock API"). Vite loads mocks/http-server.ts and the
// handlers with the project's own configuration (the contract's `?data` imports, the mock's aliases), as Vitest
// does; @mswjs/http-middleware answers the requests.
//
//   node scripts/mock-api.mjs [--port 4175] [--host 127.0.0.1] [--snapshot file.json] [--allow-origin URL]…
//
// Environment: MOCK_API_PORT, MOCK_API_HOST, MOCK_API_SNAPSHOT, MOCK_API_ORIGINS (comma-separated).
// Without a snapshot file the database lives in memory and each start seeds it afresh; with one, a start
// restores what the file holds and every change is written back to it (a quarter of a second after the last).
import { createServer as createHttpServer } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createServer as createViteServer } from 'vite'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_API_PORT ?? '4175' },
    host: { type: 'string', default: process.env.MOCK_API_HOST ?? '127.0.0.1' },
    snapshot: { type: 'string', default: process.env.MOCK_API_SNAPSHOT ?? '' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
})
const port = Number(values.port)
const snapshotFile = values.snapshot ? resolve(values.snapshot) : undefined
const allowedOrigins = [
  ...values['allow-origin'],
  ...(process.env.MOCK_API_ORIGINS ?? '').split(',').map((origin) => origin.trim()),
].filter(Boolean)

const started = performance.now()
const vite = await createViteServer({
  mode: 'mock',
  appType: 'custom',
  logLevel: 'warn',
  clearScreen: false,
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
/** @type {typeof import('../mocks/http-server.ts')} */
const mock = await vite.ssrLoadModule('/mocks/http-server.ts')
const start = await mock.startDatabase(snapshotFile)

let saveTimer
const save = () => {
  clearTimeout(saveTimer)
  if (snapshotFile) mock.writeSnapshotFile(snapshotFile)
}
const server = createHttpServer(
  mock.mockApiListener({
    allowedOrigins,
    onChange: snapshotFile
      ? () => {
          clearTimeout(saveTimer)
          saveTimer = setTimeout(save, 250)
        }
      : undefined,
  }),
)
// the chat's socket.io server on the same port (issue 29 item 3): the production build chats against it
mock.attachChatSocket(server, { allowedOrigins })
server.listen(port, values.host, () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const where = snapshotFile
    ? `${start === 'restored' ? 'restored from' : 'seeded; changes saved to'} ${snapshotFile}`
    : 'seeded, in memory'
  console.log(
    `[mock-api] http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${port} (${where}) in ${seconds} s`,
  )
})

const stop = () => {
  if (snapshotFile) save()
  server.close()
  void vite.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
