// Material codes of an enterprise and the .xls import's batch (tag `member`; issue 27 item 3; SPEC.md §2
// /member/matCode, §5 material-code import, §6 memberType 3). Every input goes through the rules of
// src/schemas/material-code.schema.ts (the form's), and the batch through the import's own row check
// (src/schemas/material-code-rules.ts, the preview's): a batch with any bad row is refused whole, naming the row.
import { array, number, object } from 'yup'
import { codeKey, materialCodeSchema, type MaterialCodeValues } from '../../src/schemas/material-code.schema'
import { checkImportRows } from '../../src/schemas/material-code-rules'
import { clock } from '../clock'
import { db, nextId, type MaterialCodeRecord, type MemberRecord } from '../db'
import { fold } from '../lib/catalogue-index'
import { fail, ok, okEmpty } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import {
  MATERIAL_CODE_MESSAGES,
  codeByKey,
  codeOwnerOf,
  codesOf,
  materialCodeOut,
  materialCodeRefusal,
  skuByCode,
} from '../lib/material-codes'
import { memberOnly } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { readBody, readBodyByRules } from '../lib/request'
import { http } from './http'

export const MATERIAL_CODE_PATHS = {
  list: '/v3/member/front/materialCode/list',
  add: '/v3/member/front/materialCode/add',
  edit: '/v3/member/front/materialCode/edit',
  del: '/v3/member/front/materialCode/del',
  check: '/v3/member/front/materialCode/check',
  batchSave: '/v3/member/front/materialCode/batchSave',
} as const
const P = MATERIAL_CODE_PATHS

const editSchema = materialCodeSchema.shape({ codeId: number().required().integer().positive() })

/** The batch's rows: each with the form's rules (a row's message is the form's), at most 500. */
const batchSchema = object({ rows: array(materialCodeSchema).required().min(1).max(500) })

/** A code's problem against the catalogue and the enterprise's other codes, or null. */
function codeProblem(ownerId: number, values: MaterialCodeValues, ignoreCodeId?: number): string | null {
  const taken = codeByKey(ownerId, codeKey(values.materialCode))
  if (taken && taken.codeId !== ignoreCodeId)
    return t('validation.materialCode.duplicateExisting', { code: values.materialCode.trim() })
  if (!skuByCode(values.productCode))
    return t('validation.materialCode.unknownSku', { code: values.productCode.trim() })
  return null
}

function recordOf(ownerId: number, values: MaterialCodeValues, codeId: number, createdAt: number) {
  const code = values.materialCode.trim()
  return {
    codeId,
    memberId: ownerId,
    materialCode: code,
    codeKey: codeKey(code),
    productId: skuByCode(values.productCode)!.productId,
    description: values.description.trim(),
    createdAt,
  } satisfies MaterialCodeRecord
}

/** The batch's rows as the preview judges them; the first bad row's Spanish message, or null. */
function batchProblem(ownerId: number, rows: MaterialCodeValues[]): string | null {
  const products = new Set(
    rows.filter((row) => skuByCode(row.productCode)).map((row) => codeKey(row.productCode)),
  )
  const existing = new Set(
    rows.map((row) => codeKey(row.materialCode)).filter((key) => codeByKey(ownerId, key) !== null),
  )
  const verdicts = checkImportRows(
    rows.map((row, i) => ({ ...row, line: i + 1 })),
    { products, existing },
  )
  const bad = verdicts.find((verdict) => verdict.problem !== null)
  return bad ? MATERIAL_CODE_MESSAGES.batchRow(bad.row.line, t(bad.problem!.id, bad.problem!.values)) : null
}

async function saveBatch(member: MemberRecord, rows: MaterialCodeValues[]): Promise<Response> {
  const ownerId = codeOwnerOf(member)
  const problem = batchProblem(ownerId, rows)
  if (problem) return fail(problem)
  const first = nextId('materialCodes', 'codeId')
  const now = clock.now()
  // in the file's order, the first row the newest-but-last: the list shows the file from its top
  const records = rows.map((row, i) => recordOf(ownerId, row, first + i, now - i))
  for (const record of records) await db.materialCodes.create(record)
  return Response.json(ok({ saved: records.length }))
}

export const materialCodeHandlers = [
  http.get(
    P.list,
    memberOnly(({ request, response, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const params = new URL(request.url).searchParams
      const keyword = fold((params.get('keyword') ?? '').trim())
      const all = codesOf(codeOwnerOf(member)).map(materialCodeOut)
      const found = keyword
        ? all.filter((row) =>
            [row.materialCode, row.productCode, row.goodsName].some((text) => fold(text).includes(keyword)),
          )
        : all
      const page = paginate(found, Number(params.get('current') ?? 1), Number(params.get('pageSize') ?? 20))
      return response(200).json(ok(page))
    }),
  ),

  http.post(
    P.add,
    memberOnly(async ({ request, response, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.add, materialCodeSchema)
      if (!read.ok) return read.response
      const ownerId = codeOwnerOf(member)
      const problem = codeProblem(ownerId, read.value)
      if (problem) return fail(problem)
      const record = await db.materialCodes.create(
        recordOf(ownerId, read.value, nextId('materialCodes', 'codeId'), clock.now()),
      )
      return response(200).json(ok(materialCodeOut(record)))
    }),
  ),

  http.post(
    P.edit,
    memberOnly(async ({ request, response, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.edit, editSchema)
      if (!read.ok) return read.response
      const ownerId = codeOwnerOf(member)
      const { codeId } = read.value
      const current = db.materialCodes.findFirst((q) => q.where({ codeId, memberId: ownerId }))
      if (!current) return fail(MATERIAL_CODE_MESSAGES.notFound)
      const problem = codeProblem(ownerId, read.value, codeId)
      if (problem) return fail(problem)
      const next = recordOf(ownerId, read.value, codeId, current.createdAt)
      const changed = await db.materialCodes.update((q) => q.where({ codeId }), {
        data: (record) => void Object.assign(record, next),
      })
      return response(200).json(ok(materialCodeOut(changed ?? current)))
    }),
  ),

  http.post(
    P.del,
    memberOnly(async ({ request, response, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const parsed = await readBody<{ codeId: number }>(request, P.del)
      if (!parsed.ok) return parsed.response
      // a code already gone (or another enterprise's) answers the same: deleting is idempotent
      db.materialCodes.delete((q) => q.where({ codeId: parsed.body.codeId, memberId: codeOwnerOf(member) }))
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    P.check,
    memberOnly(async ({ request, response, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const parsed = await readBody<{ materialCodes: string[]; productCodes: string[] }>(request, P.check)
      if (!parsed.ok) return parsed.response
      const ownerId = codeOwnerOf(member)
      const existingMaterialCodes = parsed.body.materialCodes
        .map((code) => codeByKey(ownerId, codeKey(code))?.materialCode)
        .filter((code): code is string => code !== undefined)
      const knownProductCodes = parsed.body.productCodes.filter((code) => skuByCode(code) !== null)
      return response(200).json(ok({ existingMaterialCodes, knownProductCodes }))
    }),
  ),

  http.post(
    P.batchSave,
    memberOnly(async ({ request, member }) => {
      const refused = materialCodeRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.batchSave, batchSchema)
      if (!read.ok) return read.response
      const rows = read.value.rows.map((row) => ({ ...row, description: row.description ?? '' }))
      return idempotent(request, member.memberId, P.batchSave, read.value, () => saveBatch(member, rows))
    }),
  ),
]
