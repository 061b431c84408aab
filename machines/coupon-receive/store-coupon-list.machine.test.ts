import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../src/api/content'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { couponReceiveMachine } from './coupon-receive.machine'
import {
  reloadStoreCoupons,
  storeCouponListMachine,
  STORE_COUPON_PAGE_SIZE,
} from './store-coupon-list.machine'

const coupon = (couponId: number, storeId: number): Coupon => ({
  couponId,
  couponName: `Cupón ${couponId}`,
  couponType: 1,
  value: 10,
  minAmount: 100,
  storeId,
  storeName: 'Tienda',
  description: '',
  effectiveStart: '2025-01-01T00:00:00.000Z',
  effectiveEnd: '2030-01-01T00:00:00.000Z',
  total: 10,
  received: 1,
  isReceived: false,
})

type Page = { list: Coupon[]; pagination: { current: number; pageSize: number; total: number } }
const page = (list: Coupon[]): Page => ({
  list,
  pagination: { current: 1, pageSize: STORE_COUPON_PAGE_SIZE, total: list.length },
})

describe('storeCouponListMachine', () => {
  it('reads the selected store’s coupons and forgets them when another store is chosen', async () => {
    const asked: number[] = []
    const actor = createActor(
      storeCouponListMachine.provide({
        actors: {
          getStoreCouponList: fromPromise(async ({ input }: { input: { storeId: number } }) => {
            asked.push(input.storeId)
            return page([coupon(input.storeId * 10, input.storeId)])
          }),
        },
      }),
    ).start()
    actor.send({ type: 'store.selected', storeId: 3 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.coupons?.map((c) => c.couponId)).toEqual([30])
    actor.send({ type: 'store.selected', storeId: 4 })
    expect(actor.getSnapshot().context.coupons).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(actor.getSnapshot().context.coupons?.map((c) => c.couponId)).toEqual([40])
    actor.send({ type: 'store.selected', storeId: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(asked).toEqual([3, 4])
  })

  it('keeps the coupons shown while the same store is read again, and fails visibly', async () => {
    let fail = false
    const actor = createActor(
      storeCouponListMachine.provide({
        actors: {
          getStoreCouponList: fromPromise(async () => {
            if (fail) throw new Error('network')
            return page([coupon(1, 2)])
          }),
        },
      }),
    ).start()
    actor.send({ type: 'store.selected', storeId: 2 })
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    fail = true
    actor.send({ type: 'store.selected', storeId: 2 })
    expect(actor.getSnapshot().context.coupons).toHaveLength(1)
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    fail = false
    await reloadStoreCoupons(actor)
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('is what couponReceive reads again after receiving on the mock backend (chip turns "received")', async () => {
    const { db } = await import('../../mocks/db')
    const { STORE_COUPON_ID } = await import('../../mocks/seed/content')
    const { tokenOf } = await import('../../mocks/fixtures/checkout-fixtures')
    const { session } = await import('../../src/api/session')
    session.setTokens({ accessToken: await tokenOf('disenador@example.com') })
    const storeId = db.coupons.findFirst((q) => q.where({ couponId: STORE_COUPON_ID }))!.storeId!
    const list = createActor(storeCouponListMachine).start()
    const receiver = createActor(
      couponReceiveMachine.provide({
        actors: { refreshCouponList: fromPromise(() => reloadStoreCoupons(list)) },
      }),
    ).start()
    list.send({ type: 'store.selected', storeId })
    await waitFor(list, (snapshot) => snapshot.matches('ready'))
    const before = list.getSnapshot().context.coupons!.find((c) => c.couponId === STORE_COUPON_ID)!
    expect(before.isReceived).toBe(false)
    receiver.send({ type: 'coupon.receiveRequested', couponId: STORE_COUPON_ID, loggedIn: true })
    await waitFor(receiver, (snapshot) => snapshot.matches('idle'))
    const after = list.getSnapshot().context.coupons!.find((c) => c.couponId === STORE_COUPON_ID)!
    expect(after).toMatchObject({ isReceived: true, received: before.received + 1 })
    expect(receiver.getSnapshot().context.notices[STORE_COUPON_ID]?.kind).toBe('success')
  })
})

describe('storeCouponListMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'store.selected', storeId: 1 },
    { type: 'store.selected', storeId: null },
    { type: 'list.reloadRequested' },
    { type: 'xstate.done.actor.getStoreCouponList', output: page([]) },
    { type: 'xstate.error.actor.getStoreCouponList', error: new Error('network') },
  ]
  const paths = modelPaths(storeCouponListMachine, { events })
  const replay = { actorNames: ['getStoreCouponList'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(storeCouponListMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(storeCouponListMachine)).toContain('storeCouponList.failed')
    expect(await uncovered(storeCouponListMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
