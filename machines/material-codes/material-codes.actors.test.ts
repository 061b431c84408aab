// The import's reading decides whether row 1 is the header (issue 27 item 3 leftover: the parser dropped row 1
// unseen, so a file without a header lost its first code).
import { beforeEach, describe, expect, it } from 'vitest'
import type { SheetResult } from '../../src/lib/sheet/sheet-worker'
import { MATERIAL_IMPORT_MAX_ROWS } from '../../src/schemas/material-code.schema'
import { readImport as readWith, type ImportReaders } from './material-codes.actors'

const sheet = { result: null as SheetResult | null }
// the worker's answer as set by each test, and a catalogue that knows every code starting PC-
const readers: ImportReaders = {
  readSheet: () => Promise.resolve(sheet.result!),
  checkCodes: (body) =>
    Promise.resolve({
      knownProductCodes: body.productCodes.filter((code) => code.startsWith('PC-')),
      existingMaterialCodes: [],
    }) as ReturnType<ImportReaders['checkCodes']>,
}
const readImport = (file: Blob) => readWith(file, readers)

const row = (line: number, materialCode: string, productCode: string) => ({
  line,
  materialCode,
  productCode,
  description: '',
})
const HEADER = row(1, 'Código de material', 'Código de producto (SKU)')
const file = new Blob(['x'])

describe('readImport: row 1', () => {
  beforeEach(() => {
    sheet.result = null
  })

  it('is the header when it names no SKU of the catalogue, and is shown as such, not judged', async () => {
    sheet.result = { ok: true, rows: [HEADER, row(2, 'MAT-1', 'PC-1')] }
    const reading = await readImport(file)
    expect(reading).toMatchObject({ ok: true, header: HEADER })
    if (reading.ok) expect(reading.verdicts.map((verdict) => verdict.row.line)).toEqual([2])
  })

  it('is the first code of a file without a header when it names a SKU', async () => {
    sheet.result = { ok: true, rows: [row(1, 'MAT-1', 'PC-1'), row(2, 'MAT-2', 'PC-2')] }
    const reading = await readImport(file)
    expect(reading).toMatchObject({ ok: true, header: null })
    if (reading.ok) expect(reading.verdicts.map((verdict) => verdict.problem)).toEqual([null, null])
  })

  it('a header alone is an empty file; a header and the most rows allowed pass, one more does not', async () => {
    sheet.result = { ok: true, rows: [HEADER] }
    expect(await readImport(file)).toEqual({ ok: false, reason: 'empty' })
    const codes = (n: number) => Array.from({ length: n }, (_, i) => row(i + 2, `MAT-${i}`, `PC-${i}`))
    sheet.result = { ok: true, rows: [HEADER, ...codes(MATERIAL_IMPORT_MAX_ROWS)] }
    expect((await readImport(file)).ok).toBe(true)
    sheet.result = { ok: true, rows: [row(1, 'MAT-X', 'PC-X'), ...codes(MATERIAL_IMPORT_MAX_ROWS)] }
    expect(await readImport(file)).toEqual({ ok: false, reason: 'rows', max: MATERIAL_IMPORT_MAX_ROWS })
  })
})
