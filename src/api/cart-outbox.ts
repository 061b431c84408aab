// Cart lines a member adds while offline (issue 26 item 3: "cart changes made offline are queued and sent once,
// in order, when the link returns"). A line is kept in the browser's storage with the member it belongs to and
// an Idempotency-Key made when it was queued; when the link returns (the `online` event, or the next start of
// the app) the lines are sent one after the other with their keys, so an answer lost on the link and the retry
// that follows add the line once (the server replays its first answer, openapi cart/add). A line the store
// refuses meanwhile (sold out, off the shelf) is dropped and the refusal shown; a line of another member is
// never sent. Money is never queued (./offline.ts): only "Añadir al carrito".
import { newIdempotencyKey } from '../lib/idempotency'
import { notify } from '../lib/notify'
import { isArray, readJson, removeItems, writeJson } from '../lib/storage'
import { addCartOnce, getCartList } from './cart'
import { ApiError, errorMessageOf } from './errors'
import { apiMessages } from './messages'
import { memberOf, session } from './session'

export const OUTBOX_STORAGE_KEY = 'cartOutbox'

export interface QueuedCartLine {
  key: string
  memberId: number
  productId: number
  number: number
  queuedAt: number
}

type Listener = () => void

function isQueuedLine(value: unknown): value is QueuedCartLine {
  if (!value || typeof value !== 'object') return false
  const line = value as Record<string, unknown>
  return (
    typeof line.key === 'string' &&
    [line.memberId, line.productId, line.number, line.queuedAt].every(
      (n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0,
    )
  )
}

function readStored(): QueuedCartLine[] {
  return (readJson(OUTBOX_STORAGE_KEY, isArray) ?? []).filter(isQueuedLine)
}

let lines: readonly QueuedCartLine[] = typeof localStorage === 'undefined' ? [] : readStored()
const listeners = new Set<Listener>()
let flushing: Promise<void> | null = null

function save(next: readonly QueuedCartLine[]) {
  lines = next
  // a full storage keeps the lines in this page: they are still sent when the link returns (issue 26, a full quota)
  if (next.length) writeJson(OUTBOX_STORAGE_KEY, next)
  else removeItems([OUTBOX_STORAGE_KEY])
  for (const listener of listeners) listener()
}

const currentMemberId = () => memberOf(session.getSnapshot())?.memberId ?? 0
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Whether a failure means the link is still down (keep the line) rather than an answer about the line. */
const linkStillDown = (error: unknown) =>
  !(error instanceof ApiError) || ['network', 'timeout', 'offline', 'http'].includes(error.kind)

async function sendQueued(): Promise<void> {
  let added = 0
  for (;;) {
    const memberId = currentMemberId()
    const line = lines.find((queued) => queued.memberId === memberId)
    if (!memberId || !line || isOffline()) break
    try {
      await addCartOnce({ productId: line.productId, number: line.number }, line.key, { silent: true })
      added++
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'sessionInvalid') break
      if (linkStillDown(error)) break
      notify.error(errorMessageOf(error))
    }
    save(lines.filter((queued) => queued.key !== line.key))
  }
  if (added === 0) return
  try {
    session.setCartListData(await getCartList())
  } catch {
    // the lines are in the cart; only the header's count waits for the next load
  }
  notify.toast('success', { id: apiMessages.outboxSent.id, values: { count: added } })
}

export const cartOutbox = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** The current member's lines waiting for the link. */
  getSnapshot: (): readonly QueuedCartLine[] => lines,
  /** Whether an add to the cart should be queued instead of sent: a member, and the browser offline. */
  shouldQueue: (): boolean => currentMemberId() > 0 && isOffline(),
  /** Keeps a line for when the link returns; its key is made now, before any attempt. */
  queue(line: { productId: number; number: number }, now = Date.now()): void {
    const memberId = currentMemberId()
    if (!memberId) return
    save([...lines, { key: newIdempotencyKey(), memberId, ...line, queuedAt: now }])
  },
  /** Sends the current member's queued lines, in order, once; a second call while sending waits for it. */
  flush(): Promise<void> {
    flushing ??= sendQueued().finally(() => {
      flushing = null
    })
    return flushing
  },
  /** Sends the queue whenever the link returns, and now if it is up. Returns the stop function. */
  start(): () => void {
    const onOnline = () => void cartOutbox.flush()
    window.addEventListener('online', onOnline)
    if (!isOffline()) onOnline()
    return () => window.removeEventListener('online', onOnline)
  },
  /** Tests only: forget every line. */
  reset(): void {
    save([])
  },
}

/** The lines of the member shown, for the pending notice. */
export function queuedLinesOf(all: readonly QueuedCartLine[], memberId: number): QueuedCartLine[] {
  return all.filter((line) => line.memberId === memberId)
}
