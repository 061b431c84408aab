// Typed, crash-proof access to localStorage (SPEC.md §3 stored items). A value that fails to parse or to pass
// its guard is treated as absent and removed, so tampered or corrupt storage can never crash the app.

export type Guard<T> = (value: unknown) => value is T

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readJson<T>(key: string, guard: Guard<T>): T | null {
  const store = backend()
  const raw = store?.getItem(key)
  if (raw == null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (guard(value)) return value
  } catch {
    // fall through: corrupt JSON is discarded below
  }
  store?.removeItem(key)
  return null
}

export function writeJson(key: string, value: unknown): void {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one home of setItem, which catches a full quota
    backend()?.setItem(key, JSON.stringify(value))
  } catch {
    // quota exceeded or storage disabled: the in-memory state still works for this tab
  }
}

export function readText(key: string): string | null {
  const value = backend()?.getItem(key)
  return typeof value === 'string' && value.length > 0 ? value : null
}

export function writeText(key: string, value: string): void {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one home of setItem, which catches a full quota
    backend()?.setItem(key, value)
  } catch {
    // see writeJson
  }
}

export function removeItems(keys: readonly string[]): void {
  const store = backend()
  for (const key of keys) store?.removeItem(key)
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isArray = (value: unknown): value is unknown[] => Array.isArray(value)
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
