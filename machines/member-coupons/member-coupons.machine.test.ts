import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MemberCoupon, MemberCouponQuery } from '../../src/api/member-coupons'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { listActors, type ListPage } from '../../src/flows/paged-list.machine'
import type { MemberCouponCounts } from '../../src/api/member-coupons'
import { memberCouponsMachine, memberCouponsStatus } from './member-coupons.machine'

type MemberCouponPage = ListPage<MemberCoupon, MemberCouponCounts>

const coupon = (couponMemberId: number, useState: 1 | 2 | 3 = 1): MemberCoupon => ({
  couponMemberId,
  couponId: couponMemberId,
  couponName: `Cupón ${couponMemberId}`,
  couponType: 1,
  value: 10,
  minAmount: 100,
  storeId: null,
  storeName: null,
  description: 'Para cualquier tienda.',
  effectiveStart: '2026-10-01T00:00:00.000Z',
  effectiveEnd: '2026-12-31T00:00:00.000Z',
  receivedAt: '2026-10-02T00:00:00.000Z',
  usedAt: useState === 2 ? '2026-10-20T00:00:00.000Z' : null,
  useState,
})

const COUNTS = { unused: 9, used: 1, expired: 2 }
const page = (list: MemberCoupon[], current = 1, total = list.length): MemberCouponPage => ({
  list,
  pagination: { current, pageSize: 8, total },
  extra: COUNTS,
})
const PAGE = page([coupon(1), coupon(2)], 1, 9)
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

function recording(answer: (query: MemberCouponQuery) => Promise<MemberCouponPage>) {
  const queries: MemberCouponQuery[] = []
  const machine = memberCouponsMachine.provide({
    actors: listActors(memberCouponsMachine, {
      listPage: (query) => {
        queries.push(query)
        return answer(query)
      },
    }),
  })
  return { machine, queries }
}

describe('memberCoupons flow', () => {
  it('loads the tab and page it starts with (the URL’s), 8 a page, and keeps the counts of every tab', async () => {
    const { machine, queries } = recording((query) => Promise.resolve(page([coupon(3, 2)], query.current, 9)))
    const actor = createActor(machine, { input: { query: { useState: 2, current: 2 } } }).start()
    expect(memberCouponsStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(queries).toEqual([{ useState: 2, current: 2, pageSize: 8 }])
    expect(actor.getSnapshot().context).toMatchObject({
      pagination: { total: 9 },
      extra: COUNTS,
      loadError: null,
    })
    expect(memberCouponsStatus(actor.getSnapshot())).toBe('ready')
  })

  it('starts on Sin usar, page 1, when the URL names nothing valid', async () => {
    const { machine, queries } = recording(() => Promise.resolve(PAGE))
    const actor = createActor(machine, { input: { query: { current: -3 } } }).start()
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(queries).toEqual([{ useState: 1, current: 1, pageSize: 8 }])
  })

  it('changes tab (page 1 unless told) and page, and ignores a page change to where it already is', async () => {
    const { machine, queries } = recording((query) => Promise.resolve(page(PAGE.list, query.current, 20)))
    const actor = createActor(machine, { input: {} }).start()
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    actor.send({ type: 'page.changed', page: 2 })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    actor.send({ type: 'filter.changed', filter: { useState: 3 } })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    actor.send({ type: 'page.changed', page: 1 })
    actor.send({ type: 'page.changed', page: 0 })
    actor.send({ type: 'page.changed', page: 1.5 })
    expect(actor.getSnapshot().value).toEqual({ browsing: { ready: 'idle' } })
    actor.send({ type: 'filter.changed', filter: { useState: 1 }, page: 3 })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(queries.map((q) => [q.useState, q.current])).toEqual([
      [1, 1],
      [1, 2],
      [3, 1],
      [1, 3],
    ])
  })

  it('lets the newer tab win when the tab changes during a load', async () => {
    const pending: ((value: MemberCouponPage) => void)[] = []
    const { machine, queries } = recording(
      () => new Promise<MemberCouponPage>((resolve) => pending.push(resolve)),
    )
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'filter.changed', filter: { useState: 2 } })
    expect(queries.map((q) => q.useState)).toEqual([1, 2])
    pending[0]!(page([coupon(1)]))
    pending[1]!(page([coupon(5, 2)]))
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(actor.getSnapshot().context.rows.map((c) => c.couponMemberId)).toEqual([5])
    expect(actor.getSnapshot().context.query.useState).toBe(2)
  })

  it('takes the page the server answers when the asked one is gone', async () => {
    const { machine } = recording(() => Promise.resolve(page([coupon(1)], 2, 9)))
    const actor = createActor(machine, { input: { query: { current: 7 } } }).start()
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(actor.getSnapshot().context.query.current).toBe(2)
  })

  it('keeps the server’s message on a failure and loads again on retry or on another tab', async () => {
    let calls = 0
    const { machine, queries } = recording(() =>
      ++calls === 1 || calls === 3
        ? Promise.reject(refused('La página de cupones no es válida.'))
        : Promise.resolve(PAGE),
    )
    const actor = createActor(machine, { input: {} }).start()
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'loadFailed')
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'La página de cupones no es válida.' })
    expect(memberCouponsStatus(actor.getSnapshot())).toBe('loadFailed')
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(actor.getSnapshot().context.loadError).toBeNull()
    actor.send({ type: 'filter.changed', filter: { useState: 3 } })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'loadFailed')
    actor.send({ type: 'filter.changed', filter: { useState: 2 } })
    await waitFor(actor, (s) => memberCouponsStatus(s) === 'ready')
    expect(queries.map((q) => q.useState)).toEqual([1, 1, 3, 2])
  })
})

describe('memberCoupons model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listPage', output: PAGE },
    { type: 'xstate.error.actor.listPage', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'filter.changed', filter: { useState: 2 } },
    { type: 'page.changed', page: 2 },
  ]
  const replay = { input: {}, actorNames: ['listPage'] }
  const paths = modelPaths(memberCouponsMachine, { input: {}, events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(memberCouponsMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // the list uses the flow's load, tab (its filter), page and retry; the whole graph is walked in src/flows
  it('reaches every state node of loading, failing and showing the list', async () => {
    const { states } = await uncovered(memberCouponsMachine, paths, replay)
    expect(states.filter((id) => /browsing\.(loading|loadFailed|ready)$/.test(id))).toEqual([])
  })
})
