import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from './clock'
import { db, type CollectionName } from './db'
import {
  initDatabase,
  resetDatabase,
  saveSnapshot,
  seededTables,
  snapshot,
  type SeedCache,
} from './persistence'

const KEY = 'mock-backend/db'
const dump = () =>
  JSON.stringify(
    Object.fromEntries((Object.keys(db) as CollectionName[]).map((name) => [name, db[name].all()])),
  )

async function forgetEverything() {
  for (const collection of Object.values(db)) collection.clear()
  clock.reset()
}

describe('persistence of the mock database (issue 14 item 1)', () => {
  beforeEach(async () => {
    await resetDatabase()
  })

  it('stores only what differs from the seed, and a reload gives back the same database', async () => {
    const line = db.cartLines.all()[0]
    if (!line) throw new Error('the seed has cart lines')
    await db.cartLines.update(line, {
      data(record) {
        record.buyNum += 5
      },
    })
    await db.cartLines.create({ ...line, cartId: 99_001, productId: line.productId + 1 })
    const order = db.orders.all()[0]
    if (!order) throw new Error('the seed has orders')
    db.orders.delete(order)
    clock.advanceHours(25)
    const before = dump()
    saveSnapshot()

    const stored = localStorage.getItem(KEY) ?? ''
    expect(stored.length).toBeLessThan(before.length / 20)
    expect(Object.keys(snapshot().changes).sort()).toEqual(['cartLines', 'orders'])

    await forgetEverything()
    await initDatabase()
    expect(dump()).toBe(before)
    expect(clock.offsetHours()).toBe(25)
  })

  it('a reload over the seed cache gives the same database as over a seed built again', async () => {
    const line = db.cartLines.all()[0]
    const order = db.orders.all()[0]
    if (!line || !order) throw new Error('the seed has cart lines and orders')
    await db.cartLines.update(line, {
      data(record) {
        record.buyNum += 3
      },
    })
    db.orders.delete(order)
    saveSnapshot()
    const expected = dump()
    const changed = Object.keys(snapshot().changes).sort()
    const built = seededTables()
    if (!built) throw new Error('the database has been seeded')
    // what IndexedDB gives back: structured copies, without the collections' internal keys
    const stored = structuredClone(built.tables)
    const asked: number[] = []
    const cache: SeedCache = {
      read: (seededAt) => {
        asked.push(seededAt)
        return Promise.resolve(seededAt === built.seededAt ? stored : null)
      },
      write: () => Promise.resolve(),
    }

    await forgetEverything()
    expect(await initDatabase(cache)).toBe('restoredFromCache')
    expect(asked).toEqual([built.seededAt])
    expect(dump()).toBe(expected)
    // the cached records stand for the seed's: only the same collections differ from it
    expect(Object.keys(snapshot().changes).sort()).toEqual(changed)

    const elsewhere: SeedCache = { read: () => Promise.resolve(null), write: () => Promise.resolve() }
    await forgetEverything()
    expect(await initDatabase(elsewhere)).toBe('restored')
    expect(dump()).toBe(expected)
  })

  it('counts a record changed in place as a change', async () => {
    const [address] = db.addresses.all()
    if (!address) throw new Error('the seed has addresses')
    const created = await db.addresses.create({ ...address, addressId: 99_002 })
    saveSnapshot()
    created.detailAddress = 'Calle 23 n.º 456, Vedado'
    const before = dump()
    saveSnapshot()
    await forgetEverything()
    await initDatabase()
    expect(dump()).toBe(before)
  })

  it('refuses a change in place of a seeded record (it would go unsaved and leak into the next test)', () => {
    const [member] = db.members.all()
    if (!member) throw new Error('the seed has members')
    expect(() => {
      member.creditLimit += 1
    }).toThrow(TypeError)
  })

  it('a reset gives back the seed after changes, rebuilding only the changed collections', async () => {
    const seededDump = dump()
    const untouched = db.goods.all()
    const line = db.cartLines.all()[0]
    if (!line) throw new Error('the seed has cart lines')
    db.cartLines.delete(line)
    await db.orders.create({ ...(db.orders.all()[0] as object), orderSn: 'TEST-1' } as never)
    await resetDatabase()
    expect(dump()).toBe(seededDump)
    expect(db.goods.all()[0]).toBe(untouched[0])
  })

  it('stores nothing but the seeding time while nothing changed', () => {
    expect(snapshot().changes).toEqual({})
  })

  it('seeds afresh when the stored snapshot is unreadable or of another seed version', async () => {
    localStorage.setItem(KEY, JSON.stringify({ version: -1, seededAt: 0, clockOffsetMs: 0, changes: {} }))
    await initDatabase()
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(db.goods.count()).toBeGreaterThan(0)
  })
})
