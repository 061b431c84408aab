import { describe, expect, it } from 'vitest'
import { mobileRule } from '../src/schemas/account.schema'
import { db, type CollectionName } from './db'
import { hasOverdueBill } from './lib/credit-bills'
import { walletOf } from './lib/ledger'
import { MOCK_PASSWORD, XSS_PROBE_GOODS_ID, seedDatabase } from './seed'

function snapshot(): string {
  const names = Object.keys(db) as CollectionName[]
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, db[name].all()])))
}

describe('seed of the mock database', () => {
  it('gives identical data when seeding twice', async () => {
    await seedDatabase()
    const first = snapshot()
    await seedDatabase()
    expect(snapshot()).toBe(first)
  })

  it('gives every seeded member a mobile that passes the §5 phone rule the member centre checks', async () => {
    await seedDatabase()
    const rule = mobileRule()
    const refused = db.members.all().filter((member) => !rule.isValidSync(member.mobile))
    expect(refused.map((member) => `${member.email}: ${member.mobile}`)).toEqual([])
  })

  it('produces at least 30 stores, 500 goods, 1200 SKUs and three levels of categories with valid parents', async () => {
    await seedDatabase()
    expect(db.stores.count()).toBeGreaterThanOrEqual(30)
    expect(db.goods.count()).toBeGreaterThanOrEqual(500)
    expect(db.products.count()).toBeGreaterThanOrEqual(1200)
    expect(db.brands.count()).toBeGreaterThanOrEqual(40)
    expect(db.series.count()).toBeGreaterThanOrEqual(60)

    const categories = db.categories.all()
    const byId = new Map(categories.map((category) => [category.categoryId, category]))
    expect(byId.size).toBe(categories.length)
    for (const grade of [1, 2, 3] as const) {
      expect(categories.some((category) => category.grade === grade)).toBe(true)
    }
    for (const category of categories) {
      if (category.grade === 1) expect(category.pid).toBe(0)
      else expect(byId.get(category.pid)?.grade).toBe(category.grade - 1)
    }
    for (const goods of db.goods.all()) expect(byId.get(goods.categoryId)?.grade).toBe(3)
  })

  it('seeds every account of the glossary with its member type and review status', async () => {
    await seedDatabase()
    const expected: [string, number, number][] = [
      ['comprador@example.com', 3, 2],
      ['personal@example.com', 1, 2],
      ['disenador@example.com', 2, 2],
      ['moroso@example.com', 3, 2],
      ['nuevo@example.com', 1, 0],
      ['revision@example.com', 1, 1],
      ['rechazada@example.com', 3, 4],
      // comprador's sub-accounts (issue 27 item 1; mocks/seed/sub-accounts.ts)
      ['subcuenta@example.com', 3, 2],
      ['subcuenta.sinpago@example.com', 3, 2],
      ['subcuenta.baja@example.com', 3, 2],
      // designers who applied to comprador (issue 27 item 5; mocks/seed/designers.ts)
      ['estudio.malecon@example.com', 2, 2],
      ['interiores.trinidad@example.com', 2, 2],
      // the account that runs a supplier store (issue 28 item 1; mocks/seed/inquiries.ts)
      ['proveedor@example.com', 3, 2],
    ]
    expect(db.members.count()).toBe(expected.length)
    for (const [email, memberType, status] of expected) {
      const member = db.members.all().find((row) => row.email === email)
      expect(member, email).toBeDefined()
      expect(member?.memberType, email).toBe(memberType)
      expect(member?.dofipayRegisterStatus, email).toBe(status)
      expect(member?.password, email).toBe(MOCK_PASSWORD)
      expect(member?.memberName, email).toMatch(/^(?!\d+$)[A-Za-z0-9_-]{8,30}$/)
    }
    // the stored account and the sums of its ledger entries (mocks/lib/ledger.ts)
    const withWallet = (email: string) => {
      const member = db.members.all().find((row) => row.email === email)!
      return { ...member, ...walletOf(member.memberId), hasOverdueBill: hasOverdueBill(member.memberId) }
    }
    const comprador = withWallet('comprador@example.com')
    expect(comprador).toMatchObject({
      balance: 2000,
      creditLimit: 10000,
      hasOverdueBill: false,
      points: 5000,
    })
    const moroso = withWallet('moroso@example.com')
    expect(moroso).toMatchObject({ balance: 0, creditLimit: 5000, creditUsed: 4800, hasOverdueBill: true })
  })

  it('gives every goods at least one SKU and a price ladder that starts at minBuyNum and decreases', async () => {
    await seedDatabase()
    const skuCount = new Map<number, number>()
    for (const product of db.products.all()) {
      skuCount.set(product.goodsId, (skuCount.get(product.goodsId) ?? 0) + 1)
      expect(product.marketPrice).toBeGreaterThanOrEqual(product.price)
    }
    for (const goods of db.goods.all()) {
      expect(skuCount.get(goods.goodsId) ?? 0, goods.goodsName).toBeGreaterThanOrEqual(1)
      expect(goods.ladder.length).toBeGreaterThanOrEqual(2)
      expect(goods.ladder[0]?.minQty).toBe(goods.minBuyNum)
      goods.ladder.forEach((tier, i) => {
        const previous = goods.ladder[i - 1]
        if (!previous) return
        expect(tier.minQty).toBeGreaterThan(previous.minQty)
        expect(tier.price).toBeLessThan(previous.price)
      })
    }
  })

  it('uses both stock types and every production state', async () => {
    await seedDatabase()
    const goods = db.goods.all()
    expect(new Set(goods.map((row) => row.stockType))).toEqual(new Set(['inStock', 'reserved']))
    expect(new Set(goods.map((row) => row.productionState))).toEqual(
      new Set(['inStock', 'semiFinished', 'awaitingProduction', 'inProduction', 'inTransit']),
    )
    for (const row of goods) {
      expect(row.productionState === 'inStock').toBe(row.stockType === 'inStock')
    }
  })

  it('has exactly one closed store and at least one off-shelf goods', async () => {
    await seedDatabase()
    expect(db.stores.all().filter((store) => !store.isOpen)).toHaveLength(1)
    expect(db.goods.all().some((goods) => goods.state === 0)).toBe(true)
  })

  it('puts a script in the detail HTML of exactly one goods, the XSS probe', async () => {
    await seedDatabase()
    const withScript = db.goods.all().filter((goods) => /<script|onerror=/i.test(goods.detailHtml))
    expect(withScript.map((goods) => goods.goodsId)).toEqual([XSS_PROBE_GOODS_ID])
  })

  it('fills the cart of comprador with three lines from two stores and one sample line', async () => {
    await seedDatabase()
    const lines = db.cartLines.all()
    expect(lines).toHaveLength(3)
    const storeIds = new Set(
      lines.map((line) => {
        const product = db.products.all().find((row) => row.productId === line.productId)
        const goods = db.goods.all().find((row) => row.goodsId === product?.goodsId)
        expect(goods?.stockType).toBe('inStock')
        expect(line.buyNum).toBe(goods?.minBuyNum)
        return goods?.storeId
      }),
    )
    expect(storeIds.size).toBe(2)
    expect(db.sampleCartLines.all()).toHaveLength(1)
  })
})
