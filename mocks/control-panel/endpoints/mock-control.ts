// Mock-only developer controls (tag `mock` of the OpenAPI document): clock and reset. Later issues add the
// supplier/platform/payer actions here, each enforcing the same state rules as the real flows.
import { clock } from '../../clock'
import { faultRegistry, type Fault } from '../../faults'
import { db } from '../../db'
import { ok, okEmpty } from '../../lib/envelope'
import { readBody } from '../../lib/request'
import { resetDatabase } from '../../persistence'
import { loadExtremeData } from '../../seed/extreme'
import { http } from '../../handlers/http'

function mockState() {
  const counts: Record<string, number> = {}
  for (const [name, collection] of Object.entries(db)) counts[name] = collection.count()
  return { now: new Date(clock.now()).toISOString(), offsetHours: clock.offsetHours(), counts }
}

export const mockControlHandlers = [
  http.get('/v3/mock/front/state', ({ response }) => response(200).json(ok(mockState()))),

  http.post('/v3/mock/front/clock/advance', async ({ request, response }) => {
    const parsed = await readBody<{ hours: number }>(request, '/v3/mock/front/clock/advance')
    if (!parsed.ok) return parsed.response
    clock.advanceHours(parsed.body.hours)
    return response(200).json(ok(mockState()))
  }),

  http.get('/v3/mock/front/faults', ({ response }) => response(200).json(ok(faultRegistry.list()))),

  http.post('/v3/mock/front/faults', async ({ request, response }) => {
    const parsed = await readBody<Fault>(request, '/v3/mock/front/faults')
    if (!parsed.ok) return parsed.response
    faultRegistry.add(parsed.body)
    return response(200).json(okEmpty())
  }),

  http.post('/v3/mock/front/faults/clear', ({ response }) => {
    faultRegistry.clear()
    return response(200).json(okEmpty())
  }),

  http.post('/v3/mock/front/reset', async ({ response }) => {
    faultRegistry.clear()
    await resetDatabase()
    return response(200).json(ok(mockState()))
  }),

  http.post('/v3/mock/front/extremeData', async ({ response }) => {
    await loadExtremeData()
    return response(200).json(ok(mockState()))
  }),
]
