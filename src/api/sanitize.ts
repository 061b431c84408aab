// SPEC.md §5: outgoing request strings are trimmed and [ ] become full-width ［ ］.

export function sanitizeString(value: string): string {
  return value.trim().replace(/\[/g, '\uFF3B').replace(/\]/g, '\uFF3D')
}

export function sanitizeOutgoing<T>(value: T): T {
  if (typeof value === 'string') return sanitizeString(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => sanitizeOutgoing(item)) as T
  if (value instanceof Blob) return value
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) result[key] = sanitizeOutgoing(item)
    return result as T
  }
  return value
}

/** Query strings: sanitised values, arrays as comma-separated lists, empty values dropped. */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null) continue
    const value = Array.isArray(raw) ? raw.join(',') : raw
    params.append(key, sanitizeString(String(value)))
  }
  return params.toString()
}

/** Bodies: urlencoded by default, JSON or multipart when the operation says so (SPEC.md §7). */
export function serializeBody(body: unknown, headers?: Headers | Record<string, string>): BodyInit {
  const contentType =
    headers instanceof Headers
      ? headers.get('Content-Type')
      : (headers?.['Content-Type'] ?? headers?.['content-type'] ?? null)
  if (body instanceof FormData) {
    const form = new FormData()
    for (const [key, value] of body.entries())
      form.append(key, typeof value === 'string' ? sanitizeString(value) : value)
    return form
  }
  const clean = sanitizeOutgoing(body)
  if (contentType === 'application/json') return JSON.stringify(clean)
  const params = new URLSearchParams()
  if (typeof clean === 'object' && clean !== null) {
    for (const [key, value] of Object.entries(clean)) {
      if (value === undefined || value === null) continue
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
    }
  }
  return params.toString()
}
