// Property tests of the import's row check (issue 27 item 3 "Property tests of the .xls row validation"; SPEC.md
// §5): for any file of rows and any state of the catalogue and of the enterprise's codes, checkImportRows flags
// exactly the rows with an empty cell, a broken rule, a code already taken (in the enterprise or by an earlier good
// row) or an unknown SKU, keeps every other row, and its good rows are a batch the same check passes whole.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codeKey, materialCodeMessages as m, MATERIAL_CODE_MAX } from './material-code.schema'
import { checkImportRows, goodRows, type ImportRow } from './material-code-rules'

const POOL = ['MAT-1', 'mat-1', 'MAT-2', 'TUB-9', 'VAL-3', 'X', 'codigo_largo.01']
const SKUS = ['PC-000001-1', 'pc-000002-1', 'PC-000003-2', 'NO-EXISTE', 'otro-9']

/** A cell as a spreadsheet gives it: a pooled code (so repeats happen), blanks, padding, broken forms. */
const cell = (pool: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pool) },
    { weight: 2, arbitrary: fc.constantFrom(...pool).map((code) => `  ${code} `) },
    { weight: 1, arbitrary: fc.constantFrom('', '   ') },
    { weight: 1, arbitrary: fc.constantFrom('A B', 'a,b', 'x;y', 'Z'.repeat(MATERIAL_CODE_MAX + 1)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )

const rowsArb = fc
  .array(
    fc.record({
      materialCode: cell(POOL),
      productCode: cell(SKUS),
      description: fc.oneof(fc.constant(''), fc.string({ maxLength: 8 }), fc.constant('d'.repeat(101))),
    }),
    { maxLength: 60 },
  )
  .map((rows): ImportRow[] => rows.map((row, i) => ({ ...row, line: i + 2 })))

const knownArb = fc.record({
  products: fc.subarray(SKUS).map((codes) => new Set(codes.map(codeKey))),
  existing: fc.subarray(POOL).map((codes) => new Set(codes.map(codeKey))),
})

const FORM = /^[^\s,;]+$/
const wellFormed = (text: string) =>
  text.trim() !== '' && text.trim().length <= MATERIAL_CODE_MAX && FORM.test(text.trim())

describe('material-code import rows (issue 27 item 3, SPEC.md §5)', () => {
  it('gives every row one verdict, in the file’s order', () => {
    fc.assert(
      fc.property(rowsArb, knownArb, (rows, known) => {
        const verdicts = checkImportRows(rows, known)
        expect(verdicts.map((verdict) => verdict.row)).toEqual(rows)
      }),
    )
  })

  it('flags a row exactly when it has an empty cell, a broken rule, a taken code or an unknown SKU', () => {
    fc.assert(
      fc.property(rowsArb, knownArb, (rows, known) => {
        const kept = new Set<string>()
        for (const { row, problem } of checkImportRows(rows, known)) {
          const code = codeKey(row.materialCode)
          const blank = row.materialCode.trim() === '' || row.productCode.trim() === ''
          const broken =
            !wellFormed(row.materialCode) ||
            !wellFormed(row.productCode) ||
            row.description.trim().length > 100
          const expected = blank
            ? 'emptyCell'
            : broken
              ? 'invalid'
              : known.existing.has(code)
                ? 'duplicateExisting'
                : kept.has(code)
                  ? 'duplicateInFile'
                  : !known.products.has(codeKey(row.productCode))
                    ? 'unknownSku'
                    : null
          expect(problem?.kind ?? null).toBe(expected)
          if (expected === null) kept.add(code)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('names the code and, for a repeat, the row it repeats, with the shared messages', () => {
    fc.assert(
      fc.property(rowsArb, knownArb, (rows, known) => {
        const firstGood = new Map<string, number>()
        for (const { row, problem } of checkImportRows(rows, known)) {
          if (!problem) {
            firstGood.set(codeKey(row.materialCode), row.line)
            continue
          }
          if (problem.kind === 'duplicateInFile') {
            expect(problem.id).toBe(m.duplicateInFile.id)
            expect(problem.values).toEqual({
              code: row.materialCode.trim(),
              line: firstGood.get(codeKey(row.materialCode)),
            })
          }
          if (problem.kind === 'unknownSku')
            expect(problem).toEqual({
              kind: 'unknownSku',
              id: m.unknownSku.id,
              values: { code: row.productCode.trim() },
            })
          if (problem.kind === 'emptyCell')
            expect([m.codeRequired.id, m.skuRequired.id]).toContain(problem.id)
        }
      }),
    )
  })

  it('its good rows are unique, trimmed, and pass the same check again as a batch (the server’s)', () => {
    fc.assert(
      fc.property(rowsArb, knownArb, (rows, known) => {
        const good = goodRows(checkImportRows(rows, known))
        expect(new Set(good.map((row) => codeKey(row.materialCode))).size).toBe(good.length)
        for (const row of good) expect(row.materialCode).toBe(row.materialCode.trim())
        const again = checkImportRows(
          good.map((row, i) => ({ ...row, line: i + 1 })),
          known,
        )
        expect(again.every((verdict) => verdict.problem === null)).toBe(true)
      }),
    )
  })

  it('adding bad rows anywhere never changes which good rows are kept (a bad row saves nothing)', () => {
    fc.assert(
      fc.property(rowsArb, knownArb, fc.nat({ max: 60 }), (rows, known, at) => {
        const before = goodRows(checkImportRows(rows, known))
        const blank: ImportRow = { materialCode: '', productCode: 'PC-000001-1', description: '', line: 0 }
        const withBlank = [...rows.slice(0, at), blank, ...rows.slice(at)]
        expect(goodRows(checkImportRows(withBlank, known))).toEqual(before)
      }),
    )
  })
})
