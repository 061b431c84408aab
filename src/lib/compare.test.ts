import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCompare,
  clearCompare,
  COMPARE_MAX,
  compareQueryOf,
  isInCompare,
  removeFromCompare,
  type CompareItem,
} from './compare'

const product = (id: number): CompareItem => ({
  kind: 'product',
  id,
  categoryId: 10,
  name: `P${id}`,
  image: '',
})
const series = (id: number): CompareItem => ({
  kind: 'series',
  id,
  categoryId: 10,
  name: `S${id}`,
  image: '',
})

describe('comparison list', () => {
  it('adds items up to four and refuses a fifth as full', () => {
    let list: CompareItem[] = []
    for (const id of [1, 2, 3, 4]) {
      const result = addToCompare(list, product(id))
      expect(result).toMatchObject({ ok: true, added: true })
      list = result.list
    }
    expect(addToCompare(list, product(5))).toEqual({ ok: false, reason: 'full', list })
  })

  it('refuses mixing products and series', () => {
    expect(addToCompare([product(1)], series(1))).toMatchObject({ ok: false, reason: 'mixed' })
    expect(addToCompare([series(1)], product(1))).toMatchObject({ ok: false, reason: 'mixed' })
  })

  it('ignores a duplicate, even when the list is full', () => {
    const list = [1, 2, 3, 4].map(product)
    expect(addToCompare(list, product(3))).toEqual({ ok: true, added: false, list })
  })

  it('removes one item and clears all', () => {
    const list = [product(1), product(2)]
    expect(removeFromCompare(list, { kind: 'product', id: 1 })).toEqual([product(2)])
    expect(removeFromCompare(list, { kind: 'series', id: 1 })).toEqual(list)
    expect(clearCompare()).toEqual([])
  })

  it('never changes the list it is given', () => {
    const list = Object.freeze([product(1)]) as readonly CompareItem[]
    addToCompare(list, product(2))
    removeFromCompare(list, product(1))
    expect(list).toEqual([product(1)])
  })

  it('builds the query of the comparison screen', () => {
    expect(compareQueryOf([])).toBeNull()
    expect(compareQueryOf([product(3), product(1)])).toEqual({ productIds: [3, 1] })
    expect(compareQueryOf([series(7)])).toEqual({ seriesIds: [7] })
  })

  it('keeps at most four items of one kind whatever is added or removed (property)', () => {
    const item = fc
      .record({
        kind: fc.constantFrom('product' as const, 'series' as const),
        id: fc.integer({ min: 1, max: 8 }),
      })
      .map((value): CompareItem => ({ ...value, categoryId: 1, name: '', image: '' }))
    const step = fc.oneof(
      item.map((value) => ({ op: 'add' as const, value })),
      item.map((value) => ({ op: 'remove' as const, value })),
      fc.constant({ op: 'clear' as const }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let list: CompareItem[] = []
        for (const current of steps) {
          if (current.op === 'clear') list = clearCompare()
          else if (current.op === 'remove') list = removeFromCompare(list, current.value)
          else {
            const before = list
            const result = addToCompare(list, current.value)
            list = result.list
            if (result.ok && result.added) expect(list).toHaveLength(before.length + 1)
            if (!result.ok) expect(list).toEqual(before)
            expect(isInCompare(list, current.value) || !result.ok).toBe(true)
          }
          expect(list.length).toBeLessThanOrEqual(COMPARE_MAX)
          expect(new Set(list.map((entry) => entry.kind)).size).toBeLessThanOrEqual(1)
          expect(new Set(list.map((entry) => `${entry.kind}:${entry.id}`)).size).toBe(list.length)
        }
      }),
    )
  })
})
