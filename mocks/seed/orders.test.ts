import { describe, expect, it } from 'vitest'
import { addressSchema } from '../../src/schemas/address.schema'
import { db } from '../db'
import { MOCK_EPOCH, buildSeedData } from '../seed'
import { buildSiteContent } from './content'
import { COUPON_GOODS_COUNT, buildOrderSeed, minimumOrderAmount, sellableGoods } from './orders'

const data = buildSeedData()
const site = buildSiteContent(data)
const seed = buildOrderSeed(data, site)
const COMPRADOR = 1

describe('checkout seed', () => {
  it('is identical when built twice', () => {
    expect(JSON.stringify(buildOrderSeed(buildSeedData(), buildSiteContent(buildSeedData())))).toBe(
      JSON.stringify(seed),
    )
  })

  it('gives comprador three addresses (La Habana by default, Mariel by the port, Santiago de Cuba)', () => {
    const mine = seed.addresses.filter((address) => address.memberId === COMPRADOR)
    expect(mine.map((address) => address.city)).toEqual([
      'Plaza de la Revolución',
      'Mariel',
      'Santiago de Cuba',
    ])
    expect(mine.map((address) => address.province)).toEqual(['La Habana', 'Artemisa', 'Santiago de Cuba'])
    expect(mine[1]?.detailAddress).toMatch(/puerto/)
    expect(mine.filter((address) => address.isDefault).map((address) => address.province)).toEqual([
      'La Habana',
    ])
  })

  it('gives personal, disenador and moroso one default address each, and every address passes the rule', () => {
    for (const memberId of [2, 3, 4]) {
      const rows = seed.addresses.filter((address) => address.memberId === memberId)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.isDefault).toBe(true)
    }
    for (const address of seed.addresses) expect(addressSchema.isValidSync(address)).toBe(true)
    expect(new Set(seed.addresses.map((address) => address.addressId)).size).toBe(seed.addresses.length)
  })

  it('gives comprador a normal and a VAT company header, and personal one personal header', () => {
    const mine = seed.invoices.filter((invoice) => invoice.memberId === COMPRADOR)
    expect(mine.map((invoice) => [invoice.titleType, invoice.invoiceType])).toEqual([
      [2, 1],
      [2, 2],
    ])
    const vat = mine[1]!
    for (const field of ['taxCode', 'registerAddr', 'registerPhone', 'bankName', 'bankAccount'] as const)
      expect(vat[field]).not.toBe('')
    const personal = seed.invoices.filter((invoice) => invoice.memberId === 2)
    expect(personal.map((invoice) => invoice.titleType)).toEqual([1])
  })

  it('gives comprador an unused, valid coupon usable on one minimum order for each store of the first five in-stock goods', () => {
    const first = sellableGoods(data).slice(0, COUPON_GOODS_COUNT)
    expect(first).toHaveLength(COUPON_GOODS_COUNT)
    for (const entry of first) {
      expect(entry.store.isOpen).toBe(true)
      expect(entry.goods).toMatchObject({ state: 1, stockType: 'inStock', purchaseLimit: 0 })
      const usable = seed.couponReceipts.filter((receipt) => {
        const coupon = seed.coupons.find((row) => row.couponId === receipt.couponId)
        return (
          receipt.memberId === COMPRADOR &&
          receipt.usedAt === 0 &&
          coupon?.storeId === entry.store.storeId &&
          coupon.effectiveStart <= MOCK_EPOCH &&
          coupon.effectiveEnd > MOCK_EPOCH + 365 * 86_400_000 &&
          coupon.minAmount <= minimumOrderAmount(entry)
        )
      })
      expect(usable.length, `store ${entry.store.storeId}`).toBeGreaterThanOrEqual(1)
    }
    expect(new Set(seed.coupons.map((coupon) => coupon.couponType))).toEqual(new Set([1, 2]))
  })

  it('adds one coupon of the first store whose minimum no minimum order reaches (shown as unusable)', () => {
    const first = sellableGoods(data)[0]!
    const big = seed.coupons.filter(
      (coupon) => coupon.storeId === first.store.storeId && coupon.minAmount > minimumOrderAmount(first),
    )
    expect(big).toHaveLength(1)
  })

  it('continues the coupon and receipt ids of the site content', () => {
    const couponIds = [...site.coupons, ...seed.coupons].map((coupon) => coupon.couponId)
    const receiptIds = [...site.couponReceipts, ...seed.couponReceipts].map((receipt) => receipt.receiptId)
    expect(new Set(couponIds).size).toBe(couponIds.length)
    expect(new Set(receiptIds).size).toBe(receiptIds.length)
  })

  it('offers two in-stock products of two open stores with stock for several minimum orders', () => {
    const [a, b] = sellableGoods(data)
    expect(a!.store.storeId).not.toBe(b!.store.storeId)
    for (const entry of [a!, b!])
      expect(entry.product.stock).toBeGreaterThanOrEqual(entry.goods.minBuyNum * 5)
  })

  it('is in the seeded database, without any order but comprador’s order history (seed/order-history.ts)', () => {
    expect(db.addresses.all()).toHaveLength(seed.addresses.length)
    expect(db.invoices.all()).toHaveLength(seed.invoices.length)
    expect(db.couponReceipts.findMany((q) => q.where({ memberId: COMPRADOR })).length).toBeGreaterThan(
      COUPON_GOODS_COUNT - 1,
    )
    expect(db.orders.all().filter((order) => order.memberId !== COMPRADOR)).toHaveLength(0)
    expect(db.payments.all().filter((payment) => payment.memberId !== COMPRADOR)).toHaveLength(0)
  })
})
