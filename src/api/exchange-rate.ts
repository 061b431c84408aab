// SPEC.md §9 "Currency USD, with EUR as reference" (issue 16 item 10): the rate the server serves
// (`system` tag, getExchangeRate), asked once per session of the page and kept in memory. A failure is silent
// (no EUR shown) and lets the next screen ask again; a reference must never stand in a buyer's way.
import { call, client } from './client'

export type EuroRateState =
  { status: 'idle' | 'loading' | 'failed'; rate: null } | { status: 'ready'; rate: number }

let state: EuroRateState = { status: 'idle', rate: null }
const listeners = new Set<() => void>()

function emit(next: EuroRateState) {
  state = next
  for (const listener of listeners) listener()
}

export const getExchangeRate = () =>
  call('GET', client.GET('/v3/system/front/exchangeRate'), { silent: true })

export const euroRate = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): EuroRateState => state,
  /** Asks the server unless the rate is known or on its way. */
  load(): void {
    if (state.status === 'ready' || state.status === 'loading') return
    emit({ status: 'loading', rate: null })
    getExchangeRate().then(
      (data) => emit(data.rate > 0 ? { status: 'ready', rate: data.rate } : { status: 'failed', rate: null }),
      () => emit({ status: 'failed', rate: null }),
    )
  },
  /** Tests start from nothing known. */
  reset(): void {
    emit({ status: 'idle', rate: null })
  },
}
