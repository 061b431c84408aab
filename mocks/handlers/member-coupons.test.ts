// Mis cupones through the mock server (issue 12 item 6): the tabs read the same receipts the coupon centre
// writes, the checkout uses and a cancellation gives back; expired comes from the clock; the counts match the
// member home's couponCount; bad tabs and pages are refused in Spanish. Every answer is also validated against
// the OpenAPI document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { REASONS } from '../lib/reasons'
import { memberCouponCounts, unusedCouponCount, tabStateOf } from '../lib/member-coupons'
import {
  A,
  COMPRADOR,
  checkoutAB,
  couponCodeOf,
  get,
  memberOf,
  postForm,
  postJson,
  startWithoutOrders,
  submit,
  tokenOf,
} from '../fixtures/checkout-fixtures'

const LIST = '/v3/promotion/front/coupon/list'
const SUMMARY = '/v3/member/front/member/summary'
const RECEIVE = '/v3/promotion/front/coupon/receiveCoupon'
const CANCEL = '/v3/business/front/orderOperate/cancel'
const DAY = 86_400_000

const list = (token: string, useState: number | string, extra = '') =>
  get(`${LIST}?useState=${useState}${extra}`, token)
const ids = (answer: { data: { list: { couponMemberId: number }[] } }) =>
  answer.data.list.map((coupon) => coupon.couponMemberId)

beforeEach(startWithoutOrders)
afterEach(() => {
  vi.restoreAllMocks()
})

describe('coupon/list (Mis cupones)', () => {
  it('answers 266 without a login', async () => {
    expect((await get(`${LIST}?useState=1`)).state).toBe(266)
  })

  it('refuses a tab other than 1–3 and a page that is not a positive integer, in Spanish', async () => {
    const token = await tokenOf(COMPRADOR)
    const tab = 'El estado de los cupones no es válido (1 sin usar, 2 usados, 3 caducados).'
    const page = 'La página de cupones no es válida.'
    for (const bad of ['0', '4', 'abc', '1.5', ''])
      expect(await list(token, bad), `useState=${bad}`).toMatchObject({ state: 255, msg: tab })
    expect(await get(LIST, token)).toMatchObject({ state: 255, msg: tab })
    for (const bad of ['0', '-1', '2.5', 'x'])
      expect(await list(token, 1, `&current=${bad}`), `current=${bad}`).toMatchObject({
        state: 255,
        msg: page,
      })
    for (const bad of ['10', '7', 'x'])
      expect(await list(token, 1, `&pageSize=${bad}`), `pageSize=${bad}`).toMatchObject({
        state: 255,
        msg: page,
      })
  })

  it('splits comprador’s receipts into the three tabs with their counts, 8 a page, and the home count equals Sin usar', async () => {
    const token = await tokenOf(COMPRADOR)
    const member = memberOf(COMPRADOR)
    const receipts = db.couponReceipts.findMany((q) => q.where({ memberId: member.memberId }))
    const unused = await list(token, 1)
    expect(unused.state).toBe(200)
    const { counts } = unused.data
    expect(counts.unused + counts.used + counts.expired).toBe(receipts.length)
    expect(counts.expired).toBeGreaterThanOrEqual(2) // seeded (mocks/seed/member-coupons.ts)
    expect(unused.data.pagination).toEqual({ current: 1, pageSize: 8, total: counts.unused })
    expect(unused.data.list.length).toBe(Math.min(8, counts.unused))
    expect(unused.data.list.every((coupon: { useState: number }) => coupon.useState === 1)).toBe(true)
    // soonest end first
    const ends = unused.data.list.map((coupon: { effectiveEnd: string }) => Date.parse(coupon.effectiveEnd))
    expect(ends).toEqual([...ends].sort((a, b) => a - b))
    const summary = await get(SUMMARY, token)
    expect(summary.data.couponCount).toBe(counts.unused)
    expect(unusedCouponCount(member.memberId, clock.now())).toBe(counts.unused)

    const expired = await list(token, 3)
    expect(expired.data.list.map((coupon: { couponName: string }) => coupon.couponName)).toContain(
      'Liquidación de verano',
    )
    const platform = expired.data.list.find(
      (c: { couponName: string }) => c.couponName === 'Liquidación de verano',
    )
    expect(platform).toMatchObject({
      storeId: null,
      storeName: null,
      useState: 3,
      usedAt: null,
      couponType: 1,
    })
    const store = expired.data.list.find((c: { storeId: number | null }) => c.storeId !== null)
    expect(store.storeName).toEqual(expect.any(String))

    // every page of Sin usar together is the tab, once each
    const pages = Math.ceil(counts.unused / 8)
    const seen: number[] = []
    for (let current = 1; current <= pages; current++)
      seen.push(...ids(await list(token, 1, `&current=${current}&pageSize=8`)))
    expect(new Set(seen).size).toBe(counts.unused)
    // a page beyond the last answers the last page
    const beyond = await list(token, 1, `&current=${pages + 5}`)
    expect(beyond.data.pagination.current).toBe(pages)
  })

  it('shows a coupon received in the centre at once, moves it to Usados when an order uses it, and back when the order is cancelled', async () => {
    const token = await tokenOf(COMPRADOR)
    const before = (await list(token, 1)).data.counts
    // "Bienvenida a la plataforma" (seeded: not received by comprador)
    const welcome = db.coupons.findFirst((q) => q.where({ couponId: 1 }))!
    expect(welcome.storeId).toBeNull()
    expect((await postForm(RECEIVE, { couponId: welcome.couponId }, token)).state).toBe(200)
    const after = await list(token, 1, '&pageSize=8')
    expect(after.data.counts.unused).toBe(before.unused + 1)
    expect((await get(SUMMARY, token)).data.couponCount).toBe(before.unused + 1)
    const all = []
    for (let current = 1; current <= Math.ceil(after.data.counts.unused / 8); current++)
      all.push(...(await list(token, 1, `&current=${current}`)).data.list)
    expect(all.find((coupon: { couponId: number }) => coupon.couponId === 1)).toMatchObject({
      couponName: 'Bienvenida a la plataforma',
      storeId: null,
      useState: 1,
      usedAt: null,
    })

    const code = couponCodeOf(A.store.storeId)
    const { body } = await checkoutAB(token, {
      storeInfoList: [{ storeId: A.store.storeId, storeCouponCode: code }],
    })
    const answer = await submit(body, token)
    expect(answer.state).toBe(200)
    const used = await list(token, 2)
    expect(ids(used)).toContain(Number(code))
    expect(used.data.list[0]).toMatchObject({ couponMemberId: Number(code), useState: 2 })
    expect(used.data.list[0].usedAt).toEqual(expect.any(String))
    const unusedNow = await list(token, 1)
    expect(unusedNow.data.counts.used).toBe(used.data.pagination.total)
    expect((await get(SUMMARY, token)).data.couponCount).toBe(unusedNow.data.counts.unused)

    const orderSn = answer.data.orderSnList.find(
      (sn: string) => db.orders.findFirst((q) => q.where({ orderSn: sn }))!.couponReceiptId === Number(code),
    )
    const cancel = await postJson(CANCEL, { orderSn, reasonId: REASONS[104][0]!.reasonId }, token)
    expect(cancel.state).toBe(200)
    expect(ids(await list(token, 2))).not.toContain(Number(code))
    const back = await list(token, 1, '&pageSize=8')
    expect(back.data.counts.unused).toBe(unusedNow.data.counts.unused + 1)
  })

  it('derives expired from the clock: a coupon past its end moves from Sin usar to Caducados, never stored', async () => {
    const token = await tokenOf(COMPRADOR)
    const first = (await list(token, 1)).data.list[0]
    const receiptBefore = {
      ...db.couponReceipts.findFirst((q) => q.where({ receiptId: first.couponMemberId }))!,
    }
    vi.spyOn(clock, 'now').mockReturnValue(Date.parse(first.effectiveEnd) + DAY)
    const expired = await list(token, 3)
    expect(ids(expired)).toContain(first.couponMemberId)
    expect(ids(await list(token, 1))).not.toContain(first.couponMemberId)
    expect(db.couponReceipts.findFirst((q) => q.where({ receiptId: first.couponMemberId }))).toEqual(
      receiptBefore,
    )
    expect((await get(SUMMARY, token)).data.couponCount).toBe(expired.data.counts.unused)
  })

  it('keeps a used coupon in Usados after its end (used wins over expired)', () => {
    const coupon = db.coupons.all()[0]!
    const receipt = { receiptId: 1, couponId: coupon.couponId, memberId: 1, receivedAt: 0, usedAt: 5 }
    expect(tabStateOf(receipt, coupon, coupon.effectiveEnd + DAY)).toBe(2)
    expect(tabStateOf({ ...receipt, usedAt: 0 }, coupon, coupon.effectiveEnd + DAY)).toBe(3)
    expect(tabStateOf({ ...receipt, usedAt: 0 }, coupon, coupon.effectiveEnd)).toBe(1)
    expect(memberCouponCounts(999, clock.now())).toEqual({ unused: 0, used: 0, expired: 0 })
  })
})
