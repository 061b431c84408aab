// What the mock loads before its first answer (issue 14 item 1, docs/decisions/010): no JSON Schema compiler
// and only the parameter side of the contract. Parameters are checked by mocks/lib/parameter-check.ts; ajv
// (mocks/lib/json-schema.ts) and the bodies' schemas (the `?requests` side) load with the first request body.
// The graph is read from the sources (tests/unit/import-graph.ts).
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, ROOT, staticImports } from '../tests/unit/import-graph'

// mocks/browser.ts imports these three when the mock starts
const START = ['mocks/browser.ts', 'mocks/handlers/browser-handlers.ts', 'mocks/persistence.ts']

describe("the mock's start", () => {
  it.each(START.map((entry) => [entry]))('%s loads no ajv, statically or through its imports', (entry) => {
    const graph = importGraph(entry)
    expect(graph.packages.filter((name) => name.startsWith('ajv'))).toEqual([])
    expect(graph.files).not.toContain('mocks/lib/json-schema.ts')
  })

  it.each(START.map((entry) => [entry]))(
    '%s reads the parameter side of the contract, not its request or whole side',
    (entry) => {
      const documents = importGraph(entry)
        .files.flatMap((file) => staticImports(resolve(ROOT, file)))
        .filter((specifier) => specifier.includes('.yaml?'))
      expect(documents.every((specifier) => specifier.endsWith('.yaml?parameters'))).toBe(true)
    },
  )

  it('the check sees ajv where it is imported, and the handlers reach the contract', () => {
    expect(importGraph('mocks/lib/json-schema.ts').packages).toEqual(
      expect.arrayContaining(['ajv', 'ajv-formats']),
    )
    expect(importGraph('mocks/handlers/browser-handlers.ts').files).toContain('mocks/lib/contract.ts')
    expect(staticImports(resolve(ROOT, 'mocks/lib/contract.ts'))).toContain(
      '../../openapi/marketplace.yaml?parameters',
    )
  })
})
