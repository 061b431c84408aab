// Reading and writing the material-code spreadsheet (issue 27 item 3; SPEC.md §5 "Material-code import: .xls,
// about 200 rows"; docs/decisions/016-xls-import.md). Runs inside the import's Web Worker only
// (./material-sheet.worker.ts), so the parser never reaches the page's bundles; tests call it directly.
// A file is judged before it is parsed and while it is read:
// - by its first bytes, never by its name: D0 CF 11 E0 A1 B1 1A E1 (BIFF8 .xls in an OLE container) or PK\3\4
//   (.xlsx); anything else (an .exe renamed .xls) is refused;
// - by its size, then by its number of data rows (the parser stops reading after one row too many);
// - cell by cell: only the first three columns are read, by position (never a key taken from the file), into
//   fresh plain objects of strings; formulas are not read, only the value the spreadsheet cached; a cell longer
//   than MATERIAL_IMPORT_MAX_CELL characters refuses the file.
import { read, utils, write, type CellObject, type WorkSheet } from '@e965/xlsx'
import {
  MATERIAL_IMPORT_MAX_BYTES,
  MATERIAL_IMPORT_MAX_CELL,
  MATERIAL_IMPORT_MAX_ROWS,
} from '../../schemas/material-code.schema'
import type { ImportRow } from '../../schemas/material-code-rules'

export type SheetRefusal =
  | { reason: 'type' }
  | { reason: 'size' }
  | { reason: 'empty' }
  | { reason: 'corrupt' }
  | { reason: 'rows'; max: number }
  | { reason: 'cell'; cell: string }
  | { reason: 'timeout' }

export type SheetResult = { ok: true; rows: ImportRow[] } | ({ ok: false } & SheetRefusal)

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** What the first bytes say the file is: a legacy .xls, an .xlsx, or neither. */
export function sheetKindOf(bytes: Uint8Array): 'xls' | 'xlsx' | null {
  const starts = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte)
  if (starts(OLE)) return 'xls'
  if (starts(ZIP)) return 'xlsx'
  return null
}

/** A cell's text as the spreadsheet shows it; an error cell (#N/A) or a blank reads as empty. */
function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.t === 'e' || cell.t === 'z' || cell.v === undefined || cell.v === null) return ''
  if (cell.t === 's') return String(cell.v)
  // a number keeps the form it has on screen (a code typed as 00123 formatted as text, or 123)
  return typeof cell.w === 'string' ? cell.w : String(cell.v)
}

function cellAt(sheet: WorkSheet, row: number, column: number): CellObject | undefined {
  const dense = sheet['!data'] as CellObject[][] | undefined
  if (dense) return dense[row]?.[column]
  return sheet[utils.encode_cell({ r: row, c: column })] as CellObject | undefined
}

/**
 * The non-empty rows of a spreadsheet's first sheet, row 1 included, or why the file is refused. Whether row 1 is
 * a header or the first code is decided by the import, which knows the catalogue's SKUs
 * (machines/material-codes/material-codes.actors.ts): the parser once dropped it unseen.
 */
export function parseMaterialSheet(input: ArrayBuffer | Uint8Array): SheetResult {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input)
  if (bytes.byteLength > MATERIAL_IMPORT_MAX_BYTES) return { ok: false, reason: 'size' }
  const kind = sheetKindOf(bytes)
  if (!kind) return { ok: false, reason: 'type' }
  let sheet: WorkSheet | undefined
  try {
    const book = read(bytes, {
      type: 'array',
      dense: true,
      // a header, the most rows allowed, and one more to tell a file that has too many
      sheetRows: MATERIAL_IMPORT_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      WTF: false,
    })
    const name = book.SheetNames[0]
    sheet = name === undefined ? undefined : book.Sheets[name]
  } catch {
    return { ok: false, reason: 'corrupt' }
  }
  if (!sheet || !sheet['!ref']) return { ok: false, reason: 'empty' }
  const range = utils.decode_range(sheet['!ref'])
  const rows: ImportRow[] = []
  for (let r = range.s.r; r <= range.e.r; r++) {
    const texts: string[] = []
    for (let c = 0; c < 3; c++) {
      const text = cellText(cellAt(sheet, r, c))
      if (text.length > MATERIAL_IMPORT_MAX_CELL)
        return { ok: false, reason: 'cell', cell: utils.encode_cell({ r, c }) }
      texts.push(text)
    }
    if (texts.every((text) => text.trim() === '')) continue
    // the most rows allowed after a header
    if (rows.length === MATERIAL_IMPORT_MAX_ROWS + 1)
      return { ok: false, reason: 'rows', max: MATERIAL_IMPORT_MAX_ROWS }
    rows.push({ line: r + 1, materialCode: texts[0]!, productCode: texts[1]!, description: texts[2]! })
  }
  if (rows.length === 0) return { ok: false, reason: 'empty' }
  return { ok: true, rows }
}

/** What the template shows, in the page's language (the worker has no dictionary). */
export interface TemplateText {
  sheetName: string
  header: readonly string[]
  examples: readonly (readonly string[])[]
}

/** The template: the header and example rows, as a BIFF8 .xls workbook's bytes. */
export function materialTemplate({ sheetName, header, examples }: TemplateText): Uint8Array {
  const sheet = utils.aoa_to_sheet([[...header], ...examples.map((row) => [...row])])
  sheet['!cols'] = header.map(() => ({ wch: 28 }))
  const book = utils.book_new()
  utils.book_append_sheet(book, sheet, sheetName)
  const out = write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer
  return new Uint8Array(out)
}
