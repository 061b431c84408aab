// The mock backend in Node (Vitest).
import { AsyncLocalStorage } from 'node:async_hooks'
import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { followTurnsWith, type Turn } from './lib/ledger'

// a post issued inside a ledger turn throws here instead of hanging the test (mocks/lib/ledger.ts)
followTurnsWith(new AsyncLocalStorage<Turn>())

export const server = setupServer(...handlers)
