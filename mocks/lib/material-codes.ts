// Material codes of an enterprise, written once (issue 27 item 3; SPEC.md §6 memberType 3): who may read and
// change them, the catalogue's SKUs by product code, the enterprise's codes by key, and the answer's shape.
// The codes belong to the main account; a sub-account reads them (and quick order finds them) as its own, and
// changing them needs its `order` right (./sub-accounts.ts RIGHT_OF_PATH).
import type { components } from '../../src/api/schema'
import { codeKey } from '../../src/schemas/material-code-key'
import { db, type MaterialCodeRecord, type MemberRecord, type ProductRecord } from '../db'
import { SUB_ACCOUNT_MESSAGES } from './sub-accounts'
import { iso } from './time'

type MaterialCode = components['schemas']['MaterialCode']

export const MATERIAL_CODE_MESSAGES = {
  enterpriseOnly: SUB_ACCOUNT_MESSAGES.enterpriseOnly,
  notFound: 'El código de material no existe.',
  batchRow: (line: number, message: string) => `Fila ${line}: ${message}`,
} as const

/** Why `member` may not use material codes, or null (SPEC.md §6: enterprise only). */
export function materialCodeRefusal(member: MemberRecord): string | null {
  return member.memberType === 3 ? null : MATERIAL_CODE_MESSAGES.enterpriseOnly
}

/** The main account whose codes `member` reads: itself, or the main account of a sub-account. */
export const codeOwnerOf = (member: MemberRecord): number =>
  member.isSubAccount && member.parentMemberId ? member.parentMemberId : member.memberId

/** The catalogue's SKUs by codeKey(productCode); built once per state of the products (STYLE.md: indexes). */
let skuIndex: { size: number; first: ProductRecord | undefined; byKey: Map<string, ProductRecord> } | null =
  null
export function skuByCode(code: string): ProductRecord | null {
  const products = db.products.all()
  if (!skuIndex || skuIndex.size !== products.length || skuIndex.first !== products[0])
    skuIndex = {
      size: products.length,
      first: products[0],
      byKey: new Map(products.map((product) => [codeKey(product.productCode), product])),
    }
  return skuIndex.byKey.get(codeKey(code)) ?? null
}

export const codesOf = (ownerId: number): MaterialCodeRecord[] =>
  db.materialCodes
    .findMany((q) => q.where({ memberId: ownerId }))
    .sort((a, b) => b.createdAt - a.createdAt || b.codeId - a.codeId)

export const codeByKey = (ownerId: number, key: string): MaterialCodeRecord | null =>
  db.materialCodes.findFirst((q) => q.where({ memberId: ownerId, codeKey: key })) ?? null

export function materialCodeOut(record: MaterialCodeRecord): MaterialCode {
  const product = db.products.findFirst((q) => q.where({ productId: record.productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  return {
    codeId: record.codeId,
    materialCode: record.materialCode,
    productCode: product?.productCode ?? '',
    description: record.description,
    productId: record.productId,
    goodsId: goods?.goodsId ?? 0,
    goodsName: goods?.goodsName ?? '',
    specValues: product?.specValues ?? '',
    createTime: iso(record.createdAt),
  }
}
