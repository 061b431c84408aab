// Injected faults (mock backend only): the next N requests to a path fail the way SPEC.md §8 describes —
// HTTP failure, network error, a slow answer (timeouts), or a business error envelope — so every error
// path is reachable from the control panel and from end-to-end tests.
import { delay, http as mswHttp, HttpResponse } from 'msw'

export interface Fault {
  pathPrefix: string
  kind: 'http500' | 'network' | 'slow' | 'state' | 'sessionInvalid'
  times: number
  delayMs?: number
  msg?: string
}

let faults: Fault[] = []

export const faultRegistry = {
  list: (): Fault[] => faults.map((fault) => ({ ...fault })),
  add(fault: Fault) {
    faults = [...faults, { ...fault }]
  },
  clear() {
    faults = []
  },
  /** Takes one use of the first fault matching the path, if any. */
  take(pathname: string): Fault | null {
    const index = faults.findIndex((fault) => pathname.startsWith(fault.pathPrefix))
    const fault = faults[index]
    if (!fault) return null
    faults =
      fault.times > 1
        ? faults.map((f, i) => (i === index ? { ...f, times: f.times - 1 } : f))
        : faults.filter((_, i) => i !== index)
    return fault
  },
}

/** Placed first among the handlers; passes through (returns nothing) when no fault matches. */
export const faultHandler = mswHttp.all('*/v3/*', async ({ request }) => {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/v3/mock/')) return undefined
  const fault = faultRegistry.take(pathname)
  if (!fault) return undefined
  if (fault.kind === 'network') return HttpResponse.error()
  if (fault.kind === 'http500') return new HttpResponse('Internal Server Error', { status: 500 })
  if (fault.kind === 'sessionInvalid') {
    return HttpResponse.json({
      state: 266,
      msg: 'Su sesión ha caducado. Inicie sesión de nuevo.',
      data: null,
    })
  }
  if (fault.kind === 'state') {
    return HttpResponse.json({
      state: 255,
      msg: fault.msg ?? 'Error simulado por el panel de simulación.',
      data: null,
    })
  }
  await delay(fault.delayMs ?? 45_000)
  return undefined
})
