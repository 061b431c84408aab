// Idempotency-Key (issue 5): every call that creates an order or pays carries a key made by the client before
// the first attempt. The first answer per key and member is stored and replayed to every retry; the same key
// with a different body is refused; a retry arriving while the first is still running is refused too.
import { clock } from '../clock'
import { db } from '../db'
import { fail } from './envelope'

const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/
const IN_FLIGHT = '__in_flight__'
/**
 * `${memberId}:${key}` of the calls running now, checked and set before the first await: two requests with one
 * key arriving together (a double click) cannot both pass the stored-answer check (issue 12 item 4).
 */
const running = new Set<string>()

/** Stable JSON (sorted keys) so that the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** FNV-1a over the canonical body: enough to tell two bodies apart in a mock. */
export function bodyHash(body: unknown): string {
  const text = canonical(body)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${text.length}:${hash.toString(16)}`
}

export const IDEMPOTENCY_MESSAGES = {
  missing: 'Falta la clave de idempotencia (Idempotency-Key).',
  reused: 'La clave de idempotencia ya se usó con otra solicitud.',
  inFlight: 'Esta solicitud ya se está procesando.',
}

/**
 * Runs `handler` at most once per (member, key): stores its JSON answer and replays it afterwards.
 * `path` is part of the identity, so a key used for submit cannot be replayed on doPay.
 */
export async function idempotent(
  request: Request,
  memberId: number,
  path: string,
  body: unknown,
  handler: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key') ?? ''
  if (!KEY_PATTERN.test(key)) return fail(IDEMPOTENCY_MESSAGES.missing)
  const hash = bodyHash(body)
  const runningId = `${memberId}:${key}`
  if (running.has(runningId)) return fail(IDEMPOTENCY_MESSAGES.inFlight)
  const stored = db.idempotency.findFirst((q) => q.where({ key, memberId }))
  if (stored) {
    if (stored.path !== path || stored.bodyHash !== hash) return fail(IDEMPOTENCY_MESSAGES.reused)
    if (stored.response === IN_FLIGHT) return fail(IDEMPOTENCY_MESSAGES.inFlight)
    return new Response(stored.response, {
      headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
    })
  }
  running.add(runningId)
  try {
    await db.idempotency.create({ key, memberId, path, bodyHash: hash, response: IN_FLIGHT, at: clock.now() })
    let response: Response
    try {
      response = await handler()
    } catch (error) {
      db.idempotency.delete((q) => q.where({ key, memberId }))
      throw error
    }
    const text = await response.clone().text()
    await db.idempotency.update((q) => q.where({ key, memberId }), { data: (r) => void (r.response = text) })
    return response
  } finally {
    running.delete(runningId)
  }
}
