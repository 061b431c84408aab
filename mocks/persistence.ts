// Keeps the mock database across reloads in dev (issue 2): a snapshot of every collection and the clock
// in localStorage, written after each change; a reset re-seeds. In Node it only seeds.
import { clock } from './clock'
import { db, type CollectionName } from './db'
import { seedDatabase, SEED_VERSION } from './seed'

const SNAPSHOT_KEY = 'mock-backend/db'

interface Snapshot {
  version: number
  clockOffsetMs: number
  collections: Record<string, unknown[]>
}

const hasStorage = () => typeof window !== 'undefined' && typeof localStorage !== 'undefined'

export function snapshot(): Snapshot {
  const collections: Record<string, unknown[]> = {}
  for (const [name, collection] of Object.entries(db))
    collections[name] = collection.all().map((r) => ({ ...r }))
  return { version: SEED_VERSION, clockOffsetMs: clock.offsetMs(), collections }
}

export async function restore(data: Snapshot): Promise<void> {
  for (const [name, collection] of Object.entries(db) as [CollectionName, (typeof db)[CollectionName]][]) {
    collection.clear()
    const records = data.collections[name] ?? []
    for (const record of records) await (collection.create as (value: unknown) => Promise<unknown>)(record)
  }
  clock.setOffsetMs(data.clockOffsetMs)
}

function readSnapshot(): Snapshot | null {
  if (!hasStorage()) return null
  try {
    const value = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null
    return value && value.version === SEED_VERSION && typeof value.collections === 'object' ? value : null
  } catch {
    return null
  }
}

export function saveSnapshot(): void {
  if (!hasStorage()) return
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

/** Restores the stored snapshot, or seeds a fresh database. */
export async function initDatabase(): Promise<void> {
  const stored = readSnapshot()
  if (stored) {
    try {
      await restore(stored)
      return
    } catch {
      // a snapshot from another build: start again from the seed
    }
  }
  await resetDatabase()
}

export async function resetDatabase(): Promise<void> {
  clock.reset()
  await seedDatabase()
  if (hasStorage()) localStorage.removeItem(SNAPSHOT_KEY)
}
