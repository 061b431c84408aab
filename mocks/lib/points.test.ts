// Property test of the points mall's ledger movements (issue 12 item 5, extending mocks/lib/ledger.test.ts):
// for any sequence of redemptions and cancellations, the member's points equal the opening figure minus the
// points of the orders not cancelled, never go below zero, and a redemption above the points writes no entry,
// no order and takes no stock.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { adjustTo, entriesOf, pointsOf } from './ledger'
import { cancelPointOrder, redeem } from './points'

beforeEach(async () => {
  await resetDatabase()
})

type Step = { kind: 'redeem'; goodsIndex: number; number: number } | { kind: 'cancel'; orderIndex: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('redeem' as const),
    goodsIndex: fc.nat(15),
    number: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), orderIndex: fc.nat(10) }),
)

describe('points mall movements', () => {
  it('keeps points = opening − points of live orders, never negative; a refused redemption writes nothing', async () => {
    const member = db.members.findFirst((q) => q.where({ email: 'comprador@example.com' }))!
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.array(step, { maxLength: 12 }),
        async (hundreds, steps) => {
          db.pointOrders.clear()
          await adjustTo(member.memberId, 'points', hundreds * 100)
          const opening = pointsOf(member.memberId)
          const goods = db.pointGoods.all().sort((a, b) => a.goodsId - b.goodsId)
          for (const s of steps) {
            if (s.kind === 'redeem') {
              const target = goods[s.goodsIndex % goods.length]!
              const current = db.pointGoods.findFirst((q) => q.where({ goodsId: target.goodsId }))!
              const entries = entriesOf(member.memberId).length
              const orders = db.pointOrders.all().length
              const cost = s.number * current.integralPrice
              const before = pointsOf(member.memberId)
              const result = await redeem(member, current, s.number, {
                addressId: 1,
                memberName: 'Prueba',
                telMobile: '5355512345',
                country: 'Cuba',
                province: 'La Habana',
                city: 'Plaza',
                street: 'Calle 23',
                detailAddress: '1',
                isDefault: true,
              })
              expect(result.ok).toBe(cost <= before)
              if (!result.ok) {
                expect(entriesOf(member.memberId)).toHaveLength(entries)
                expect(db.pointOrders.all()).toHaveLength(orders)
                expect(db.pointGoods.findFirst((q) => q.where({ goodsId: current.goodsId }))!.stock).toBe(
                  current.stock,
                )
              }
            } else {
              const order = db.pointOrders.all()[s.orderIndex]
              if (order) await cancelPointOrder(order)
            }
            const live = db.pointOrders.all().filter((o) => o.orderState !== 0)
            expect(pointsOf(member.memberId)).toBe(opening - live.reduce((sum, o) => sum + o.integral, 0))
            expect(pointsOf(member.memberId)).toBeGreaterThanOrEqual(0)
          }
        },
      ),
      { numRuns: 25 },
    )
  })
})
