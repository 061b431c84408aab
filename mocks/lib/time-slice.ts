// The mock starts while the app renders (src/main.tsx, issue 14 item 1): during start-up its seed or restore
// runs in slices of a few milliseconds and gives the page back in between, so that no single task blocks the
// main thread (on a throttled phone the seed was one task of over a second). Requests cannot reach the mock
// before the start-up ends (the page's fetches wait for it), so nothing sees a half-made database. Outside
// start-up — a reset from the control panel, Vitest — breathe() does nothing and the work stays atomic.
const SLICE_MS = 4

/** Main-thread work of the start-up slices (read by mocks/browser.ts for npm run perf). */
export const sliceStats = { busyMs: 0, slices: 0, longestMs: 0 }

let active = false
let sliceStart = 0

interface Scheduler {
  yield(): Promise<void>
}

function giveBack(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

function closeSlice(now: number): void {
  const length = now - sliceStart
  sliceStats.busyMs += length
  sliceStats.slices += 1
  sliceStats.longestMs = Math.max(sliceStats.longestMs, length)
}

/** Runs `work` in slices (the browser's start-up only). */
export async function inSlices<T>(work: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return work()
  active = true
  sliceStart = performance.now()
  try {
    return await work()
  } finally {
    closeSlice(performance.now())
    active = false
  }
}

/** Gives the main thread back when the current slice has run long enough; call it often. */
export async function breathe(): Promise<void> {
  if (!active) return
  const now = performance.now()
  if (now - sliceStart < SLICE_MS) return
  closeSlice(now)
  await giveBack()
  sliceStart = performance.now()
}

/**
 * Waits for `pending` (input or output, such as a read of the seed cache) without counting the wait as the
 * current slice's work: the slice ends before it and the next one starts after it.
 */
export async function waitOutsideSlice<T>(pending: Promise<T>): Promise<T> {
  if (!active) return pending
  closeSlice(performance.now())
  try {
    return await pending
  } finally {
    sliceStart = performance.now()
  }
}
