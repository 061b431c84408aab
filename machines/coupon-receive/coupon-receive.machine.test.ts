import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { receiveCoupon } from '../../src/api/content'
import { ApiError } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { loginPrompt } from '../../src/lib/login-prompt'
import { notify } from '../../src/lib/notify'
import { allStateIds, allTransitionKeys, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { couponReceiveMachine, couponReceiveMessages } from './coupon-receive.machine'

const API = 'http://api.test'
type ReceiveOutput = Awaited<ReturnType<typeof receiveCoupon>>
const refreshing = (spy: () => Promise<void>) => fromPromise(async (): Promise<void> => spy())
const ALREADY = new ApiError('state', { state: 255, serverMessage: 'Ya ha recibido este cupón.' })
const EXPIRED = new ApiError('sessionInvalid', { state: 266, serverMessage: 'Su sesión ha caducado.' })

async function logIn(email: string) {
  const captcha = await (await fetch(`${API}/v3/captcha/common/getCaptcha`)).json()
  const answer = await (
    await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: email,
        password: 'Prueba#2026',
        verifyCode: '0000',
        verifyKey: captcha.data.key,
        loginType: '1',
      }),
    })
  ).json()
  session.setTokens({ accessToken: answer.data.access_token })
}

afterEach(() => loginPrompt.close())

describe('couponReceiveMachine', () => {
  it('opens the login prompt for a visitor and stays idle', () => {
    const actor = createActor(couponReceiveMachine).start()
    actor.send({ type: 'coupon.receiveRequested', couponId: 1, loggedIn: false })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
  })

  it('receives a coupon, reads the list again and notes the success on that coupon', async () => {
    const refresh = vi.fn(async () => undefined)
    const actor = createActor(
      couponReceiveMachine.provide({
        actors: {
          receiveCoupon: fromPromise(async (): Promise<ReceiveOutput> => null),
          refreshCouponList: refreshing(refresh),
        },
      }),
    ).start()
    actor.send({ type: 'coupon.receiveRequested', couponId: 4, loggedIn: true })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.pendingId).toBe(4)
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toEqual({
      pendingId: null,
      notices: { 4: { kind: 'success', message: { id: couponReceiveMessages.received.id } } },
    })
  })

  it('keeps the server message of a refusal on the coupon and still reads the list again', async () => {
    const refresh = vi.fn(async () => undefined)
    const actor = createActor(
      couponReceiveMachine.provide({
        actors: {
          receiveCoupon: fromPromise(async (): Promise<ReceiveOutput> => Promise.reject(ALREADY)),
          refreshCouponList: refreshing(refresh),
        },
      }),
    ).start()
    actor.send({ type: 'coupon.receiveRequested', couponId: 3, loggedIn: true })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.notices[3]).toEqual({
      kind: 'error',
      message: { text: 'Ya ha recibido este cupón.' },
    })
    actor.send({ type: 'session.changed' })
    expect(actor.getSnapshot().context.notices).toEqual({})
  })

  it('receives a coupon on the mock backend once, then gets the refusal, without toasts', async () => {
    await logIn('personal@example.com')
    const actor = createActor(couponReceiveMachine).start()
    actor.send({ type: 'coupon.receiveRequested', couponId: 6, loggedIn: true })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.notices[6]?.kind).toBe('success')
    actor.send({ type: 'coupon.receiveRequested', couponId: 6, loggedIn: true })
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('idle') && snapshot.context.notices[6]?.kind === 'error',
    )
    expect(actor.getSnapshot().context.notices[6]?.message).toEqual({ text: 'Ya ha recibido este cupón.' })
    expect(notify.getSnapshot().toasts).toEqual([])
  })
})

describe('couponReceiveMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'coupon.receiveRequested', couponId: 1, loggedIn: false },
    { type: 'coupon.receiveRequested', couponId: 1, loggedIn: true },
    { type: 'session.changed' },
    { type: 'xstate.done.actor.receiveCoupon', output: null },
    { type: 'xstate.error.actor.receiveCoupon', error: ALREADY },
    { type: 'xstate.error.actor.receiveCoupon', error: EXPIRED },
    { type: 'xstate.done.actor.refreshCouponList', output: undefined },
    { type: 'xstate.error.actor.refreshCouponList', error: new Error('revalidation failed') },
  ]
  const paths = modelPaths(couponReceiveMachine, { events })
  const replay = {
    actorNames: ['receiveCoupon', 'refreshCouponList'],
    actions: { promptLogin: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(couponReceiveMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(couponReceiveMachine)).toContain('couponReceive.refreshing')
    expect(allTransitionKeys(couponReceiveMachine)).toContain(
      'couponReceive.receiving on xstate.error.actor.receiveCoupon #0',
    )
    expect(await uncovered(couponReceiveMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
