// The browser's seed cache (issue 14 item 1: the seed built once, loaded in bulk). The tables a seed built are
// kept in IndexedDB under the seed's code (SEED_CODE: its version and, in a build, the hashed URL of the code
// that built it) and its seeding time, so that a reload inserts them in bulk instead of building the seed again
// (mocks/persistence.ts). Only the latest seed is kept. The tables are written in pieces of PIECE_SIZE records,
// one task each, and the entry that names the seed last: a write cut short is never read. Dev mode keeps no
// cache (mocks/browser.ts): there the seed's code changes under the same URL.
import type { SeedCache, SeededTables } from '../persistence'

const DATABASE = 'mock-backend-seed'
const STORE = 'tables'
/** The entry that names the seed the pieces belong to, and its pieces. */
const META = '#seed'
/** Records per entry: a piece of the goods table is about 150 KB, a few milliseconds to copy. */
export const PIECE_SIZE = 100

interface Meta {
  id: string
  /** per table, its number of pieces */
  pieces: Record<string, number>
}

const pieceKey = (name: string, index: number) => `${name}#${index}`

function settle<T>(asked: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    asked.onsuccess = () => resolve(asked.result)
    asked.onerror = () => reject(asked.error ?? new Error('IndexedDB request failed'))
  })
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'))
  })
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  return settle(opening)
}

/** Runs `write` on the store in a transaction of its own. */
async function inTransaction(database: IDBDatabase, write: (store: IDBObjectStore) => void): Promise<void> {
  const transaction = database.transaction(STORE, 'readwrite')
  write(transaction.objectStore(STORE))
  await completed(transaction)
}

/** A cache of the seeds built by `code`; null where the browser has no IndexedDB. */
export function browserSeedCache(code: string): SeedCache | null {
  if (typeof indexedDB === 'undefined') return null
  const idOf = (seededAt: number) => `${code}|${seededAt}`
  return {
    async read(seededAt) {
      const database = await openDatabase()
      try {
        const store = database.transaction(STORE, 'readonly').objectStore(STORE)
        const meta = (await settle(store.get(META))) as Meta | undefined
        if (meta?.id !== idOf(seededAt)) return null
        const tables: Record<string, Record<string, unknown>[]> = {}
        for (const [name, count] of Object.entries(meta.pieces)) {
          const rows: Record<string, unknown>[] = []
          for (let index = 0; index < count; index++) {
            const piece = (await settle(store.get(pieceKey(name, index)))) as
              Record<string, unknown>[] | undefined
            if (!piece) return null
            rows.push(...piece)
          }
          tables[name] = rows
        }
        return tables as SeededTables
      } finally {
        database.close()
      }
    },
    async write(seededAt, tables) {
      const database = await openDatabase()
      try {
        await inTransaction(database, (store) => store.clear())
        const pieces: Record<string, number> = {}
        for (const [name, rows = []] of Object.entries(tables)) {
          pieces[name] = Math.ceil(rows.length / PIECE_SIZE)
          for (let index = 0; index * PIECE_SIZE < rows.length; index++) {
            const piece = rows.slice(index * PIECE_SIZE, (index + 1) * PIECE_SIZE)
            await inTransaction(database, (store) => store.put(piece, pieceKey(name, index)))
          }
        }
        const meta: Meta = { id: idOf(seededAt), pieces }
        await inTransaction(database, (store) => store.put(meta, META))
      } finally {
        database.close()
      }
    },
  }
}
