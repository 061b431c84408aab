// The goods list's values are the contract's: the app's URL and the mock's handlers read one list of each.
import { describe, expect, it } from 'vitest'
import document from '../../openapi/marketplace.yaml?data'
import { GOODS_SORTS, KEYWORD_MAX_LENGTH, PRODUCTION_STATES, STOCK_TYPES } from './goods-list-values'

interface Parameter {
  name: string
  in: string
  schema?: { enum?: unknown[]; maxLength?: number }
}

const operation = Object.values(
  (document as { paths: Record<string, Record<string, { operationId?: string; parameters?: Parameter[] }>> })
    .paths,
)
  .flatMap((item) => Object.values(item))
  .find((candidate) => candidate.operationId === 'getGoodsList')!
const parameter = (name: string) => operation.parameters!.find((candidate) => candidate.name === name)!

describe('the goods list values', () => {
  it.each([
    ['sort', GOODS_SORTS],
    ['stockType', STOCK_TYPES],
    ['productionState', PRODUCTION_STATES],
  ] as const)('%s has the enum of getGoodsList', (name, values) => {
    expect([...values]).toEqual(parameter(name).schema!.enum)
  })

  it('keyword has the contract’s longest length', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(parameter('keyword').schema!.maxLength)
  })
})
