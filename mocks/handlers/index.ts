// Every default (happy-path) handler of the mock backend. Tests add faults with server.use(). The browser's
// mock starts with the first group and loads the later one on demand (./browser-handlers.ts).
import { faultHandler } from '../faults'
import { routeTable } from '../lib/route-table'
import { firstHandlers } from './first'
import { laterHandlers } from './later'

/** Every handler of the mock backend, one per operation (tests check each against the OpenAPI document). */
export const apiHandlers = [...firstHandlers, ...laterHandlers]

/** What msw runs: injected faults first (mock control panel), then one table lookup for the API. */
export const handlers = [faultHandler, ...routeTable(apiHandlers)]
