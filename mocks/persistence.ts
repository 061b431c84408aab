// Keeps the mock database across reloads in dev and in the mock build (issue 2, issue 14 item 1). The seed is
// deterministic for a given seeding time, so what is stored is that time, the clock offset and the records
// that differ from the seed — not the whole database (2.5 MB) after every write. A reload seeds again at the
// stored time, or inserts that seed's tables from the browser's seed cache, and lays the changes over it; a
// reset seeds at the current time. In Node it only seeds.
import { clock } from './clock'
import { db, type CollectionName } from './db'
import { breathe, waitOutsideSlice } from './lib/time-slice'
import { insertMany } from './lib/bulk-insert'

/** Any collection of db, as insertMany takes it (the union of the collections' record types is too wide). */
type BulkTarget = Parameters<typeof insertMany<Record<string, unknown>>>[0]
import { seedDatabase, SEED_VERSION } from './seed'

const SNAPSHOT_KEY = 'mock-backend/db'

/** A collection's records in order: the index of an unchanged seeded record, or a record of its own. */
type ChangedCollection = (number | Record<string, unknown>)[]

export interface Snapshot {
  version: number
  /** the real time the seed was made at (ms): seeding again at this time gives the same records */
  seededAt: number
  clockOffsetMs: number
  /** only the collections whose records differ from the seed */
  changes: Partial<Record<CollectionName, ChangedCollection>>
}

/** A seed's tables, as plain records: what a seed cache keeps between page loads. */
export type SeededTables = Partial<Record<CollectionName, Record<string, unknown>[]>>

/**
 * Keeps the tables a seed built, by seeding time, between page loads (the browser's IndexedDB:
 * mocks/lib/seed-cache.ts), so that a reload inserts them in bulk instead of building the seed again.
 */
export interface SeedCache {
  read(seededAt: number): Promise<SeededTables | null>
  write(seededAt: number, tables: SeededTables): Promise<void>
}

/** Names the code that builds the seed: in a build the chunk's URL carries the hash of it and its imports. */
export const SEED_CODE = `${SEED_VERSION}|${import.meta.url}`

const collectionNames = () => Object.keys(db) as CollectionName[]
const records = (name: CollectionName) => db[name].all() as unknown as Record<string, unknown>[]

/**
 * What the current seed holds: each collection's records and, per record, its position. Seeded records are
 * frozen, so a record is unchanged exactly when it is the seeded object itself: a handler changes one through
 * `update` (a new object), and a change in place throws instead of going unsaved. Records made after the seed
 * are stored whole, as they are at each save.
 */
let seeded: {
  at: number
  records: Map<CollectionName, Record<string, unknown>[]>
  positions: Map<CollectionName, Map<object, number>>
} | null = null

const hasStorage = () => typeof window !== 'undefined' && typeof localStorage !== 'undefined'

/**
 * Seeds the whole database as it was at real time `at` (the mock clock reads `at` while seeding), or inserts
 * the tables a seed at that time built (`tables`, from a seed cache).
 */
async function seedAt(at: number, tables?: SeededTables): Promise<void> {
  const realNow = clock.now
  clock.now = () => at
  try {
    if (tables) await insertTables(tables)
    else await seedDatabase()
  } finally {
    clock.now = realNow
  }
  seeded = { at, records: new Map(), positions: new Map() }
  for (const name of collectionNames()) await keepAsSeeded(name, [...records(name)])
}

/** Fills every collection with a seed's tables. */
async function insertTables(tables: SeededTables): Promise<void> {
  for (const name of collectionNames()) {
    const collection = db[name]
    collection.clear()
    await insertMany(collection as unknown as BulkTarget, tables[name] ?? [], breathe)
  }
}

/** The current seed's tables (its records as seeded, whatever changed since), for a seed cache. */
export function seededTables(): { seededAt: number; tables: SeededTables } | null {
  return seeded && { seededAt: seeded.at, tables: Object.fromEntries(seeded.records) }
}

/** Records `list` as collection `name`'s seeded records, frozen. */
async function keepAsSeeded(name: CollectionName, list: Record<string, unknown>[]): Promise<void> {
  if (!seeded) return
  seeded.records.set(name, list)
  seeded.positions.set(name, new Map(list.map((record, index) => [record, index])))
  for (const record of list) {
    deepFreeze(record)
    await breathe()
  }
}

/**
 * Vitest resets the database before many tests (issue 14 item 4): there a reset within a minute of the seed,
 * in the same hour, rebuilds only the collections whose records are not the seeded ones (the seeded records
 * being frozen, none changed in place). The browser (the control panel's reset) always seeds again.
 */
const FAST_RESET = import.meta.env.MODE === 'test'
const REUSE_SEED_MS = 60_000
const HOUR_MS = 3_600_000

/** The order history is anchored to the hour of seeding (mocks/seed/order-history.ts): same hour, same seed. */
const reusable = (seededAt: number, now: number) =>
  now >= seededAt &&
  now - seededAt < REUSE_SEED_MS &&
  Math.floor(now / HOUR_MS) === Math.floor(seededAt / HOUR_MS)

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child)
}

async function rollBackToSeed(): Promise<void> {
  if (!seeded) return
  for (const name of collectionNames()) {
    const base = seeded.records.get(name) ?? []
    const current = records(name)
    if (current.length === base.length && current.every((record, index) => record === base[index])) continue
    const collection = db[name]
    collection.clear()
    await insertMany(collection as unknown as BulkTarget, base)
    await keepAsSeeded(name, [...records(name)])
  }
}

/** The records that differ from the seed, collection by collection. */
export function snapshot(): Snapshot {
  const changes: Snapshot['changes'] = {}
  if (!seeded) throw new Error('the mock database has not been seeded')
  for (const name of collectionNames()) {
    const positions = seeded.positions.get(name) ?? new Map<object, number>()
    const current = records(name)
    let unchanged = current.length === positions.size
    const entries: ChangedCollection = current.map((record, index) => {
      const position = positions.get(record)
      if (position !== index) unchanged = false
      return position ?? { ...record }
    })
    if (!unchanged) changes[name] = entries
  }
  return { version: SEED_VERSION, seededAt: seeded.at, clockOffsetMs: clock.offsetMs(), changes }
}

/** Seeds at the snapshot's time (or inserts `tables`, that seed's from a cache) and lays the changes over it. */
export async function restore(data: Snapshot, tables?: SeededTables): Promise<void> {
  await seedAt(data.seededAt, tables)
  for (const [name, entries] of Object.entries(data.changes) as [CollectionName, ChangedCollection][]) {
    const base = seeded?.records.get(name) ?? []
    const positions = new Map<object, number>()
    seeded?.positions.set(name, positions)
    const rows = entries.map((entry) => {
      const record = typeof entry === 'number' ? base[entry] : entry
      if (!record) throw new Error(`snapshot of ${name} points outside the seed`)
      return record
    })
    const collection = db[name]
    collection.clear()
    // copies: the seeded records keep their collection's internal keys
    await insertMany(collection as unknown as BulkTarget, rows, breathe)
    // the copy of a seeded record stands for it from now on: still unchanged, still frozen
    records(name).forEach((created, index) => {
      const entry = entries[index]
      if (typeof entry !== 'number') return
      positions.set(created, entry)
      deepFreeze(created)
    })
  }
  clock.setOffsetMs(data.clockOffsetMs)
}

function readSnapshot(): Snapshot | null {
  if (!hasStorage()) return null
  try {
    const value = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null
    return value &&
      value.version === SEED_VERSION &&
      typeof value.seededAt === 'number' &&
      typeof value.changes === 'object'
      ? value
      : null
  } catch {
    return null
  }
}

export function saveSnapshot(): void {
  if (!hasStorage() || !seeded) return
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot()))
  } catch {
    // storage full: the mock keeps working in memory for this page
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined
export function scheduleSave(): void {
  if (!hasStorage()) return
  clearTimeout(saveTimer)
  saveTimer = setTimeout(saveSnapshot, 250)
}

/**
 * How the database started: seeded afresh, restored over a seed built again, or restored over the tables of
 * `cache`.
 */
export type DatabaseStart = 'seeded' | 'restored' | 'restoredFromCache'

/** Restores the stored snapshot (over the seed's tables from `cache` when it has them), or seeds afresh. */
export async function initDatabase(cache?: SeedCache | null): Promise<DatabaseStart> {
  const stored = readSnapshot()
  if (stored) {
    const tables = cache
      ? ((await waitOutsideSlice(cache.read(stored.seededAt).catch(() => null))) ?? undefined)
      : undefined
    try {
      await restore(stored, tables)
      return tables ? 'restoredFromCache' : 'restored'
    } catch {
      // a snapshot from another build: start again from the seed
    }
  }
  await resetDatabase()
  return 'seeded'
}

export async function resetDatabase(): Promise<void> {
  clock.reset()
  const now = Date.now()
  if (FAST_RESET && seeded && reusable(seeded.at, now)) await rollBackToSeed()
  else await seedAt(now)
  if (hasStorage()) localStorage.removeItem(SNAPSHOT_KEY)
}
