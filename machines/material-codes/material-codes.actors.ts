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
import { codeKey, type MaterialCodeValues } from '../../src/schemas/material-code.schema'
import { checkImportRows, type RowVerdict } from '../../src/schemas/material-code-rules'

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

/** What reading a file gives: every row's verdict, or why the file itself is refused. */
export type ImportReading = { ok: true; verdicts: RowVerdict[] } | ({ ok: false } & SheetRefusal)

const unique = (codes: string[]) => [...new Map(codes.map((code) => [codeKey(code), code.trim()])).values()]

export async function readImport(file: Blob): Promise<ImportReading> {
  const sheet = await readMaterialSheet(file)
  if (!sheet.ok) return sheet
  // only codes that could be valid are asked about (the rules flag the others)
  const asked = (codes: string[]) =>
    unique(codes.filter((code) => code.trim() !== '' && code.trim().length <= 40))
  const known = await checkMaterialCodes(
    {
      materialCodes: asked(sheet.rows.map((row) => row.materialCode)),
      productCodes: asked(sheet.rows.map((row) => row.productCode)),
    },
    { silent: true },
  )
  const verdicts = checkImportRows(sheet.rows, {
    products: new Set(known.knownProductCodes.map(codeKey)),
    existing: new Set(known.existingMaterialCodes.map(codeKey)),
  })
  return { ok: true, verdicts }
}

export const materialCodeActors = {
  readImport: fromPromise(({ input }: { input: { file: Blob } }) => readImport(input.file)),
  /** the good rows in one call, once per Idempotency-Key (a retry after a lost answer replays the first) */
  saveImport: createIdempotentSubmit<MaterialCodeInput[], { saved: number }>({
    id: 'saveImport',
    send: (rows, key) => batchSaveMaterialCodes(rows, key ?? '', { silent: true }),
  }),
}
