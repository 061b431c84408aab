// A Standard Schema for @msw/data collections that types records without a validation library: the mock's
// records are written only by the seed and the handlers (which validate input with src/schemas first), so
// the collection checks just that a record is an object carrying its required keys.
import type { StandardSchemaV1 } from '@standard-schema/spec'

export function table<T extends object>(
  name: string,
  requiredKeys: readonly (keyof T & string)[],
): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'mock-table',
      validate(value: unknown) {
        if (typeof value !== 'object' || value === null) {
          return { issues: [{ message: `${name}: record must be an object` }] }
        }
        const missing = requiredKeys.filter((key) => (value as Record<string, unknown>)[key] === undefined)
        if (missing.length > 0) return { issues: [{ message: `${name}: missing ${missing.join(', ')}` }] }
        return { value: value as T }
      },
    },
  }
}
