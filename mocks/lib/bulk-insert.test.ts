import { Collection } from '@msw/data'
import { describe, expect, it } from 'vitest'
import { insertMany } from './bulk-insert'
import { table } from './table'

interface Row {
  id: number
  name: string
  tags: string[]
  price: { amount: number }
}

const rows = (): Row[] => [
  { id: 1, name: 'Panel', tags: ['solar'], price: { amount: 10 } },
  { id: 2, name: 'Cable', tags: [], price: { amount: 2 } },
  { id: 3, name: 'Inversor', tags: ['solar', 'red'], price: { amount: 99 } },
]

const newCollection = () => new Collection({ schema: table<Row>('rows', ['id', 'name']) })

const symbolNames = (record: object) =>
  Object.getOwnPropertySymbols(record)
    .map((key) => key.description)
    .sort()

describe('insertMany', () => {
  it('makes the records create makes: same values, same internal keys, in order', async () => {
    const bulk = newCollection()
    const created = newCollection()
    await insertMany(bulk, rows())
    for (const row of rows()) await created.create(row)
    expect(bulk.count()).toBe(3)
    expect(bulk.all()).toEqual(created.all())
    bulk.all().forEach((record, index) => {
      expect(symbolNames(record)).toEqual(symbolNames(created.all()[index]!))
    })
  })

  it('stores copies: the rows given stay the caller’s', async () => {
    const collection = newCollection()
    const source = rows()
    await insertMany(collection, source)
    source[0]!.tags.push('changed')
    source[0]!.price.amount = 0
    expect(collection.findFirst((q) => q.where({ id: 1 }))).toMatchObject({
      tags: ['solar'],
      price: { amount: 10 },
    })
  })

  it('gives records that queries, update, delete and clear handle like created ones', async () => {
    const collection = newCollection()
    await insertMany(collection, rows())
    await collection.create({ id: 4, name: 'Batería', tags: [], price: { amount: 50 } })
    const dear = collection.findMany((q) => q.where({ price: { amount: (amount) => amount > 5 } }))
    expect(dear.map((row) => row.id)).toEqual([1, 3, 4])
    const updated = await collection.update((q) => q.where({ id: 2 }), {
      data: (row) => void (row.price.amount = 3),
    })
    expect(updated?.price.amount).toBe(3)
    expect(collection.all().map((row) => row.id)).toEqual([1, 2, 3, 4])
    // update by record (its primary key): each inserted record has its own
    const first = collection.findFirst((q) => q.where({ id: 1 }))!
    await collection.update(first, { data: (row) => void (row.name = 'Panel 450 W') })
    expect(collection.all().map((row) => row.name)).toEqual(['Panel 450 W', 'Cable', 'Inversor', 'Batería'])
    collection.delete(collection.findFirst((q) => q.where({ id: 3 }))!)
    expect(collection.all().map((row) => row.id)).toEqual([1, 2, 4])
    collection.clear()
    expect(collection.count()).toBe(0)
  })

  it('refuses a row the collection’s schema refuses, with its message', async () => {
    const collection = newCollection()
    await expect(insertMany(collection, [{ id: 5 } as Row])).rejects.toThrow('rows: missing name')
  })

  it('runs `each` after every record', async () => {
    const collection = newCollection()
    const counts: number[] = []
    await insertMany(collection, rows(), async () => void counts.push(collection.count()))
    expect(counts).toEqual([1, 2, 3])
  })

  it('goes through create when the collection has create hooks', async () => {
    const collection = newCollection()
    const seen: number[] = []
    collection.hooks.on('create', (event) => void seen.push((event.data.record as Row).id))
    await insertMany(collection, rows())
    expect(seen).toEqual([1, 2, 3])
    expect(collection.count()).toBe(3)
  })
})
