// The import's parse function on bad input (issue 27 item 3 "Bad input"; SPEC.md §5): a 10,000-row .xls, a corrupt
// .xls, an .exe renamed .xls, formulas and 100 KB strings in cells, and a file whose header tries to pollute
// Object.prototype. Files are written here with the same parser, in BIFF8 like the template.
import { CFB, utils, write, type WorkSheet } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { MATERIAL_IMPORT_MAX_ROWS } from '../../schemas/material-code.schema'
import { materialTemplate, parseMaterialSheet, sheetKindOf } from './material-sheet'

function book(sheet: WorkSheet, bookType: 'biff8' | 'xlsx' = 'biff8'): Uint8Array {
  const wb = utils.book_new()
  utils.book_append_sheet(wb, sheet, 'Hoja1')
  return new Uint8Array(write(wb, { type: 'array', bookType }) as ArrayBuffer)
}

const HEADER = ['Código de material', 'Código de producto (SKU)', 'Descripción']
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => [`MAT-${i + 1}`, `PC-${String(i + 1).padStart(6, '0')}-1`, ''])

describe('parseMaterialSheet (issue 27 item 3)', () => {
  it('reads a 200-row BIFF8 .xls by position into plain objects with the sheet’s row numbers', () => {
    const bytes = book(utils.aoa_to_sheet([HEADER, ...rowsOf(200)]))
    expect(sheetKindOf(bytes)).toBe('xls')
    const result = parseMaterialSheet(bytes)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    // row 1 comes too: the import decides whether it is the header (material-codes.actors.ts)
    expect(result.rows).toHaveLength(201)
    expect(result.rows[0]).toEqual({
      line: 1,
      materialCode: HEADER[0],
      productCode: HEADER[1],
      description: HEADER[2],
    })
    expect(result.rows[1]).toEqual({
      line: 2,
      materialCode: 'MAT-1',
      productCode: 'PC-000001-1',
      description: '',
    })
    expect(Object.getPrototypeOf(result.rows[1])).toBe(Object.prototype)
  })

  it('reads an .xlsx too, skips blank rows and keeps a number cell as shown', () => {
    const bytes = book(utils.aoa_to_sheet([HEADER, ['A-1', 'PC-1', 'x'], [], [12345, 'PC-2', '']]), 'xlsx')
    expect(sheetKindOf(bytes)).toBe('xlsx')
    const result = parseMaterialSheet(bytes)
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 1, materialCode: HEADER[0], productCode: HEADER[1], description: HEADER[2] },
        { line: 2, materialCode: 'A-1', productCode: 'PC-1', description: 'x' },
        { line: 4, materialCode: '12345', productCode: 'PC-2', description: '' },
      ],
    })
  })

  it('refuses a 10,000-row .xls as too many rows, quickly', () => {
    const bytes = book(utils.aoa_to_sheet([HEADER, ...rowsOf(10_000)]))
    const started = performance.now()
    expect(parseMaterialSheet(bytes)).toEqual({ ok: false, reason: 'rows', max: MATERIAL_IMPORT_MAX_ROWS })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('refuses an .exe renamed .xls and a text file by their first bytes', () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(600).fill(7)])
    expect(parseMaterialSheet(exe)).toEqual({ ok: false, reason: 'type' })
    expect(parseMaterialSheet(new TextEncoder().encode('MAT-1,PC-1\n'))).toEqual({
      ok: false,
      reason: 'type',
    })
  })

  it('refuses a corrupt .xls (the OLE signature, then garbage) and a truncated one', () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 131 + 7) % 256)
    garbage.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(parseMaterialSheet(garbage)).toMatchObject({ ok: false })
    expect((parseMaterialSheet(garbage) as { reason: string }).reason).toMatch(/corrupt|empty/)
    const whole = book(utils.aoa_to_sheet([HEADER, ...rowsOf(50)]))
    const truncated = whole.slice(0, 1500)
    const result = parseMaterialSheet(truncated)
    expect(result.ok).toBe(false)
  })

  it('reads only a formula’s cached value, never the formula', () => {
    const sheet = utils.aoa_to_sheet([HEADER, ['F-1', 'PC-1', '']])
    sheet['A2'] = { t: 's', v: 'CACHED-1', f: 'CONCATENATE("EVIL","-",1)' }
    sheet['C2'] = { t: 'n', v: 3, f: 'HYPERLINK("http://example.invalid","x")+1' }
    const result = parseMaterialSheet(book(sheet))
    expect(result.ok && result.rows[1]).toEqual({
      line: 2,
      materialCode: 'CACHED-1',
      productCode: 'PC-1',
      description: '3',
    })
  })

  it('refuses a 100 KB string in a cell, naming the cell', () => {
    // the writers stop at 255 (BIFF8) or 32767 characters, so the string is put into the .xlsx's XML afterwards,
    // as a hand-made hostile file would carry it
    const sheet = utils.aoa_to_sheet([HEADER, ['A-1', 'PC-1', ''], ['A-2', 'PC-2', 'PLACEHOLDER']])
    const zip = CFB.read(book(sheet, 'xlsx'), { type: 'array' })
    const entry = zip.FileIndex.find((file: { name: string }) => file.name === 'sheet1.xml')!
    const xml = new TextDecoder().decode(entry.content as Uint8Array)
    entry.content = new TextEncoder().encode(xml.replace('PLACEHOLDER', 'x'.repeat(100 * 1024))) as never
    entry.size = (entry.content as unknown as Uint8Array).length
    const hostile = new Uint8Array(CFB.write(zip, { type: 'array', fileType: 'zip' }) as ArrayBuffer)
    expect(parseMaterialSheet(hostile)).toEqual({ ok: false, reason: 'cell', cell: 'C3' })
  })

  it('a header or cells named __proto__ or constructor pollute nothing', () => {
    const sheet = utils.aoa_to_sheet([
      ['__proto__', 'constructor', 'prototype'],
      ['__proto__', '{"polluted":true}', 'constructor'],
    ])
    const result = parseMaterialSheet(book(sheet))
    expect(result.ok).toBe(true)
    if (result.ok)
      expect(result.rows[1]).toEqual({
        line: 2,
        materialCode: '__proto__',
        productCode: '{"polluted":true}',
        description: 'constructor',
      })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(Object.prototype)).toEqual([])
  })

  it('refuses a blank sheet as empty, and a file over 1 MB by its size', () => {
    expect(parseMaterialSheet(book(utils.aoa_to_sheet([[], []])))).toEqual({ ok: false, reason: 'empty' })
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(parseMaterialSheet(big)).toEqual({ ok: false, reason: 'size' })
  })

  it('writes a BIFF8 template the parser reads back', () => {
    const bytes = materialTemplate({
      sheetName: 'Códigos',
      header: HEADER,
      examples: [['MAT-0001', 'PC-000001-1', 'Ejemplo']],
    })
    expect(sheetKindOf(bytes)).toBe('xls')
    expect(parseMaterialSheet(bytes)).toEqual({
      ok: true,
      rows: [
        { line: 1, materialCode: HEADER[0], productCode: HEADER[1], description: HEADER[2] },
        { line: 2, materialCode: 'MAT-0001', productCode: 'PC-000001-1', description: 'Ejemplo' },
      ],
    })
  })
})
