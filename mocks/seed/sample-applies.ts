// Seeded sample applications (issue 28 item 3): comprador applied for two samples 40 days ago (always an
// earlier month, so the month's quota is whole) and the supplier shipped them, so the history and the detail
// have something to show from the start.
import { advanceSampleApply, sampleApplyMetaOf } from '../../machines/sample-apply/sample-apply-lifecycle'
import { clock } from '../clock'
import { db } from '../db'
import { goodsImageUrl } from '../lib/image-url'
import { round2, unitPrice } from '../lib/pricing'
import { newSampleApplyRecord } from '../lib/sample-applies'
import { HISTORY_BUYER_EMAIL } from './order-history'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export async function seedSampleApplies(): Promise<void> {
  const member = db.members.findFirst((q) => q.where({ email: HISTORY_BUYER_EMAIL }))
  if (!member) return
  // anchored like the order history, so a reseed within the hour gives the same records
  const anchor = Math.floor(clock.now() / HOUR) * HOUR
  const createdAt = anchor - 40 * DAY
  const stores = db.stores.all().filter((store) => store.isOpen)
  const store = stores[0]
  if (!store) return
  const goods = db.goods.findMany((q) => q.where({ storeId: store.storeId })).filter((row) => row.state === 1)
  // samples a month's allowance could cover: the two first under US$ 100 each
  const lines = goods.flatMap((row) => {
    const product = db.products.findFirst((q) => q.where({ goodsId: row.goodsId }))
    if (!product) return []
    const price = unitPrice(product, row, 1)
    if (price >= 100) return []
    return [
      {
        productId: product.productId,
        goodsId: row.goodsId,
        goodsName: row.goodsName,
        goodsImage: goodsImageUrl(row),
        storeId: store.storeId,
        storeName: store.storeName,
        buyNum: 1,
        goodsPrice: price,
        subtotal: round2(price),
      },
    ]
  })
  lines.splice(2)
  if (lines.length === 0) return
  const record = newSampleApplyRecord({
    memberId: member.memberId,
    createdAt,
    receiverName: member.memberTrueName || member.memberName,
    receiverMobile: member.mobile || '5355512345',
    address: 'Calle 23 No. 105, Vedado, Plaza de la Revolución, La Habana',
    remark: '',
    lines,
    totalAmount: round2(lines.reduce((sum, line) => sum + line.subtotal, 0)),
  })
  const approved = advanceSampleApply(record.state, { type: 'supplier.approved' })!
  const shipped = advanceSampleApply(approved, { type: 'supplier.shipped' })!
  await db.sampleApplies.create({
    ...record,
    applySn: `SA${new Date(createdAt).toISOString().replace(/\D/g, '').slice(0, 14)}0001`,
    state: shipped,
    stateCode: sampleApplyMetaOf(shipped).code,
    shipTime: createdAt + 2 * DAY,
    expressNumber: 'MX2026000001',
  })
}
