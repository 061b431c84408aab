// The row-by-row check of a material-code import (issue 27 item 3; SPEC.md §5): a pure function of the rows read
// from the .xls and of what the server knows (the catalogue's product codes, the enterprise's codes), so the
// preview, the mock's batchSave and the property tests all judge a row the same way. Each row gets its first
// problem, in this order: an empty cell, a cell that breaks materialCodeSchema, a material code the enterprise
// already has, a material code an earlier row of the file already has, a product code not in the catalogue.
// The first good row of a material code is kept; a later row repeating it is flagged.
import {
  codeKey,
  materialCodeMessages as m,
  materialCodeSchema,
  type MaterialCodeValues,
} from './material-code.schema'

/** A data row of the file, `line` being its row number in the sheet (the header is row 1). */
export interface ImportRow extends MaterialCodeValues {
  line: number
}

export type RowProblemKind = 'emptyCell' | 'invalid' | 'duplicateExisting' | 'duplicateInFile' | 'unknownSku'

export interface RowProblem {
  kind: RowProblemKind
  /** the message id (src/schemas) and its values */
  id: string
  values?: Record<string, string | number>
}

export interface RowVerdict {
  row: ImportRow
  problem: RowProblem | null
}

export interface KnownCodes {
  /** the catalogue's product codes among the file's, by codeKey */
  products: ReadonlySet<string>
  /** the enterprise's material codes among the file's, by codeKey */
  existing: ReadonlySet<string>
}

function schemaProblem(row: ImportRow): RowProblem | null {
  // an empty cell of either column comes before any other rule of the row
  if (row.materialCode.trim() === '') return { kind: 'emptyCell', id: m.codeRequired.id }
  if (row.productCode.trim() === '') return { kind: 'emptyCell', id: m.skuRequired.id }
  try {
    materialCodeSchema.validateSync(row, { abortEarly: true })
    return null
  } catch (error) {
    // yup's ValidationError, told by its name: this module reaches yup only through the schema's module
    if (!(error instanceof Error) || error.name !== 'ValidationError') throw error
    return { kind: 'invalid', id: error.message }
  }
}

/** Every row's verdict, in the file's order. */
export function checkImportRows(rows: readonly ImportRow[], known: KnownCodes): RowVerdict[] {
  const firstLineOf = new Map<string, number>()
  return rows.map((row) => {
    const broken = schemaProblem(row)
    if (broken) return { row, problem: broken }
    const code = row.materialCode.trim()
    const key = codeKey(code)
    if (known.existing.has(key))
      return { row, problem: { kind: 'duplicateExisting', id: m.duplicateExisting.id, values: { code } } }
    const first = firstLineOf.get(key)
    if (first !== undefined)
      return {
        row,
        problem: { kind: 'duplicateInFile', id: m.duplicateInFile.id, values: { code, line: first } },
      }
    const sku = row.productCode.trim()
    if (!known.products.has(codeKey(sku)))
      return { row, problem: { kind: 'unknownSku', id: m.unknownSku.id, values: { code: sku } } }
    firstLineOf.set(key, row.line)
    return { row, problem: null }
  })
}

/** The rows that may be saved, trimmed as the server stores them. */
export function goodRows(verdicts: readonly RowVerdict[]): MaterialCodeValues[] {
  return verdicts
    .filter((verdict) => verdict.problem === null)
    .map(({ row }) => ({
      materialCode: row.materialCode.trim(),
      productCode: row.productCode.trim(),
      description: row.description.trim(),
    }))
}
