// Seeded material codes of the enterprise comprador@example.com (issue 27 item 3; GLOSSARY.md seeded accounts):
// twelve of its own codes (MAT-0001…MAT-0012) for the first SKUs of the catalogue on sale, so /member/matCode
// and quick order have codes to show from the start.
import { codeKey } from '../../src/schemas/material-code-key'
import { db } from '../db'
import { insertMany } from '../lib/bulk-insert'
import { MOCK_EPOCH } from './constants'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
export const SEEDED_MATERIAL_CODES = 12
const DESCRIPTIONS = ['Almacén central', 'Obra Vedado', 'Reposición mensual', '']

export async function seedMaterialCodes(): Promise<void> {
  const main = db.members.findFirst((q) => q.where({ email: 'comprador@example.com' }))
  if (!main) return
  const onSale = new Set(
    db.goods
      .all()
      .filter((goods) => goods.state === 1)
      .map((goods) => goods.goodsId),
  )
  const products = db.products.all().filter((product) => onSale.has(product.goodsId))
  const records = products.slice(0, SEEDED_MATERIAL_CODES).map((product, i) => {
    const materialCode = `MAT-${String(i + 1).padStart(4, '0')}`
    return {
      codeId: i + 1,
      memberId: main.memberId,
      materialCode,
      codeKey: codeKey(materialCode),
      productId: product.productId,
      description: DESCRIPTIONS[i % DESCRIPTIONS.length]!,
      // entered by hand over twelve working days, at office hours (not at midnight)
      createdAt: MOCK_EPOCH - (SEEDED_MATERIAL_CODES - i) * DAY + (8 * 60 + ((i * 97) % 540)) * MINUTE,
    }
  })
  await insertMany(db.materialCodes, records)
}
