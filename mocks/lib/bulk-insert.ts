// Loading records in bulk (issue 14 item 1: "the seed is loaded in bulk"). @msw/data's `create` is made for one
// record from a handler: it walks the values key by key to strip relation getters, logs, runs the create hooks
// and copies the record. The seed, a restore and a test reset insert about 5 000 plain JSON records, and there
// `create` was half of the start-up's main-thread work. Here each record is copied once (structuredClone),
// checked by the collection's own schema, given the collection's internal keys and appended — the same record
// `create` makes for this database, which has no relations and no create hooks (mocks/db.ts). A collection with
// create listeners goes through `create`. bulk-insert.test.ts checks the records behave as created ones.
import { Collection } from '@msw/data'
import { table } from './table'

interface Internals {
  primaryKey: symbol
  relationMap: symbol
}

let internals: Internals | null = null

/** @msw/data's internal record keys, read off a record made by `create` (they are not exported). */
async function recordInternals(): Promise<Internals> {
  if (internals) return internals
  const probe = new Collection({ schema: table<{ probe: true }>('probe', []) })
  const record = await probe.create({ probe: true })
  const keys = Object.getOwnPropertySymbols(record)
  const primaryKey = keys.find((key) => key.description === 'kPrimaryKey')
  const relationMap = keys.find((key) => key.description === 'kRelationMap')
  if (!primaryKey || !relationMap || keys.length !== 2) {
    throw new Error('@msw/data records changed shape: mocks/lib/bulk-insert.ts needs an update')
  }
  internals = { primaryKey, relationMap }
  return internals
}

interface BulkCollection<T> {
  create(value: T): Promise<unknown>
  all(): unknown[]
  hooks: { listenerCount(event: 'create'): number }
}

/** The collection's schema: `options` is private in @msw/data's types, but the collection keeps it as given. */
interface WithSchema {
  options: { schema: { '~standard': { validate(value: unknown): unknown } } }
}

type Validation = { value: unknown; issues?: undefined } | { issues: readonly { message: string }[] }

/**
 * Appends `rows` to `collection` as `create` would, one by one in order. `each` runs after every record (the
 * start-up's `breathe`).
 */
export async function insertMany<T>(
  collection: BulkCollection<T>,
  rows: Iterable<T>,
  each?: () => Promise<void>,
): Promise<void> {
  if (collection.hooks.listenerCount('create') > 0) {
    for (const row of rows) {
      await collection.create(row)
      await each?.()
    }
    return
  }
  const { primaryKey, relationMap } = await recordInternals()
  const records = collection.all()
  const schema = (collection as unknown as WithSchema).options.schema['~standard']
  for (const row of rows) {
    const result = schema.validate(structuredClone(row)) as Validation | Promise<Validation>
    if (result instanceof Promise) throw new Error('insertMany: the mock tables validate synchronously')
    if (result.issues)
      throw new Error(`insertMany: ${result.issues.map((issue) => issue.message).join('; ')}`)
    const record = result.value as object
    Object.defineProperties(record, {
      [primaryKey]: { value: crypto.randomUUID(), enumerable: false, configurable: false },
      [relationMap]: { value: new Map(), enumerable: false, configurable: false },
    })
    records.push(record)
    await each?.()
  }
}
