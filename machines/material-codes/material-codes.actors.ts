// I/O of /member/matCode (issue 27 item 3; SPEC.md §2, §5, §6): the operations of v3/member/front/materialCode/*
// as the paged list and the import flow take them, and the import's reading: the spreadsheet parsed in its Web
// Worker (src/lib/sheet), then the file's codes checked against the catalogue and the enterprise's codes, then
// every row judged by the shared pure check (src/schemas/material-code-rules.ts).
import { fromPromise } from 'xstate'
import {
  addMaterialCode,
  batchSaveMaterialCodes,
  checkMaterialCodes,
  deleteMaterialCode,
  editMaterialCode,
  listMaterialCodes,
  type MaterialCodeInput,
  type MaterialCodeQuery,
} from '../../src/api/material-codes'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import type { SaveRowInput } from '../../src/flows/paged-list.machine'
import { readMaterialSheet, type SheetRefusal } from '../../src/lib/sheet/sheet-worker'
import {
  codeKey,
  MATERIAL_IMPORT_MAX_ROWS,
  type MaterialCodeValues,
} from '../../src/schemas/material-code.schema'
import { checkImportRows, type ImportRow, type RowVerdict } from '../../src/schemas/material-code-rules'

export const materialCodeListOperations = {
  listPage: (query: MaterialCodeQuery) => listMaterialCodes(query, { silent: true }),
  deleteRow: async (id: string | number) => {
    await deleteMaterialCode(Number(id), { silent: true })
  },
  saveRow: async ({ id, values }: SaveRowInput<MaterialCodeValues>) => {
    const body = {
      materialCode: values.materialCode.trim(),
      productCode: values.productCode.trim(),
      description: values.description.trim(),
    }
    if (id === null) await addMaterialCode(body, { silent: true })
    else await editMaterialCode({ ...body, codeId: Number(id) }, { silent: true })
  },
}

/**
 * What reading a file gives: every row's verdict and the row taken as the header (null when row 1 holds a
 * code), or why the file itself is refused.
 */
export type ImportReading =
  { ok: true; verdicts: RowVerdict[]; header: ImportRow | null } | ({ ok: false } & SheetRefusal)

const unique = (codes: string[]) => [...new Map(codes.map((code) => [codeKey(code), code.trim()])).values()]

/** What reading needs from outside: the sheet's worker and the catalogue's check (fakes in tests). */
export interface ImportReaders {
  readSheet: typeof readMaterialSheet
  checkCodes: (body: {
    materialCodes: string[]
    productCodes: string[]
  }) => ReturnType<typeof checkMaterialCodes>
}

const READERS: ImportReaders = {
  readSheet: (file) => readMaterialSheet(file),
  checkCodes: (body) => checkMaterialCodes(body, { silent: true }),
}

export async function readImport(file: Blob, readers: ImportReaders = READERS): Promise<ImportReading> {
  const sheet = await readers.readSheet(file)
  if (!sheet.ok) return sheet
  // only codes that could be valid are asked about (the rules flag the others)
  const asked = (codes: string[]) =>
    unique(codes.filter((code) => code.trim() !== '' && code.trim().length <= 40))
  const known = await readers.checkCodes({
    materialCodes: asked(sheet.rows.map((row) => row.materialCode)),
    productCodes: asked(sheet.rows.map((row) => row.productCode)),
  })
  const products = new Set(known.knownProductCodes.map(codeKey))
  // row 1 is the header, as in the template, unless it names a SKU of the catalogue: a file without a header
  // keeps its first code (the preview shows the row taken as the header)
  const [first] = sheet.rows
  const header = first && first.line === 1 && !products.has(codeKey(first.productCode)) ? first : null
  const rows = header ? sheet.rows.slice(1) : sheet.rows
  if (rows.length === 0) return { ok: false, reason: 'empty' }
  if (rows.length > MATERIAL_IMPORT_MAX_ROWS)
    return { ok: false, reason: 'rows', max: MATERIAL_IMPORT_MAX_ROWS }
  const verdicts = checkImportRows(rows, {
    products,
    existing: new Set(known.existingMaterialCodes.map(codeKey)),
  })
  return { ok: true, verdicts, header }
}

export const materialCodeActors = {
  readImport: fromPromise(({ input }: { input: { file: Blob } }) => readImport(input.file)),
  /** the good rows in one call, once per Idempotency-Key (a retry after a lost answer replays the first) */
  saveImport: createIdempotentSubmit<MaterialCodeInput[], { saved: number }>({
    id: 'saveImport',
    send: (rows, key) => batchSaveMaterialCodes(rows, key ?? '', { silent: true }),
  }),
}
