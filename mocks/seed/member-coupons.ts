// Seed of Mis cupones (issue 12 item 6): two coupons whose window ended before MOCK_EPOCH that the comprador
// persona received and never used, so the "Caducados" tab has content on a fresh seed (one platform coupon, one
// store coupon). Their ids continue the coupons and receipts already in the database (site content, checkout
// seed). Dates relative to MOCK_EPOCH, read inside functions only (seed.ts imports this module first).
import { db, type CouponReceiptRecord, type CouponRecord, type StoreRecord } from '../db'
import { MOCK_EPOCH } from './constants'
import { insertMany } from '../lib/bulk-insert'

const DAY = 86_400_000
const COMPRADOR = 1

export interface MemberCouponSeed {
  coupons: CouponRecord[]
  couponReceipts: CouponReceiptRecord[]
}

export function buildMemberCouponSeed(
  existing: { coupons: CouponRecord[]; couponReceipts: CouponReceiptRecord[] },
  store: StoreRecord | undefined,
): MemberCouponSeed {
  let couponId = Math.max(0, ...existing.coupons.map((coupon) => coupon.couponId))
  let receiptId = Math.max(0, ...existing.couponReceipts.map((receipt) => receipt.receiptId))
  const coupons: CouponRecord[] = []
  const couponReceipts: CouponReceiptRecord[] = []
  const add = (row: Omit<CouponRecord, 'couponId' | 'total'>, receivedDaysBefore: number) => {
    couponId += 1
    coupons.push({ ...row, couponId, total: 300 })
    receiptId += 1
    couponReceipts.push({
      receiptId,
      couponId,
      memberId: COMPRADOR,
      receivedAt: MOCK_EPOCH - receivedDaysBefore * DAY,
      usedAt: 0,
    })
  }
  add(
    {
      couponName: 'Liquidación de verano',
      couponType: 1,
      value: 20,
      minAmount: 250,
      storeId: null,
      description: 'Promoción de verano en toda la plataforma, ya finalizada.',
      effectiveStart: MOCK_EPOCH - 120 * DAY,
      effectiveEnd: MOCK_EPOCH - 45 * DAY,
    },
    100,
  )
  if (store)
    add(
      {
        couponName: `Cupón de tienda: ${store.storeName}`,
        couponType: 2,
        value: 6,
        minAmount: 300,
        storeId: store.storeId,
        description: '6 % de descuento en esta tienda; la promoción ya terminó.',
        effectiveStart: MOCK_EPOCH - 90 * DAY,
        effectiveEnd: MOCK_EPOCH - 20 * DAY,
      },
      60,
    )
  return { coupons, couponReceipts }
}

/** Inserts the seed after the site content and the checkout seed, whose ids it continues. */
export async function seedMemberCoupons(): Promise<void> {
  const store = db.stores
    .all()
    .filter((row) => row.isOpen)
    .sort((a, b) => a.storeId - b.storeId)[0]
  const seed = buildMemberCouponSeed(
    { coupons: db.coupons.all(), couponReceipts: db.couponReceipts.all() },
    store,
  )
  await insertMany(db.coupons, seed.coupons)
  await insertMany(db.couponReceipts, seed.couponReceipts)
}
