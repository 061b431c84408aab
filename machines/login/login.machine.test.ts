import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { PasswordGrant, TokenData } from '../../src/api/auth'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { notify } from '../../src/lib/notify'
import { session, type CartData } from '../../src/api/session'
import { addToLocalCart, type LocalCartProduct } from '../../src/lib/local-cart'
import { fakeSessionStart, SESSION_STARTED } from '../session-start/session-start.fake'
import type { SessionStartInput, SessionStartOutput } from '../session-start/session-start.machine'
import { loginMachine } from './login.machine'
import { allStateIds, allTransitionKeys, modelPaths, replayPath, uncovered } from '../testing/model-coverage'

const CAPTCHA = { key: 'cap-1', captcha: 'data:image/png;base64,iVBORw0KGgo=' }
const CREDENTIALS = { email: 'comprador@example.com', password: 'Prueba#2026', verifyCode: 'AB12' }
const approved = (): TokenData => ({
  access_token: 'at-1',
  refreshToken: 'rt-1',
  dofipayRegisterStatus: 2,
  verifyValue: '',
  memberEmail: 'comprador@example.com',
})
const PRODUCT: LocalCartProduct = {
  productId: 21,
  goodsId: 7,
  goodsName: 'Grifo',
  goodsImage: '',
  specValues: 'Cromo',
  goodsPrice: 10,
  minBuyNum: 2,
  productStock: 50,
  stockType: 'inStock',
  storeId: 3,
  storeName: 'Tienda',
}
const WRONG_PASSWORD = new ApiError('state', {
  state: 255,
  serverMessage: 'El correo electrónico o la contraseña son incorrectos.',
})

interface FakeOptions {
  captcha?: () => Promise<typeof CAPTCHA>
  token?: (input: PasswordGrant) => Promise<TokenData>
  /** What the session start (machines/session-start) ends with. */
  sessionStart?: () => Promise<SessionStartOutput>
}

/** Instant fake actors and spy actions: nothing leaves the test. */
function fakeLogin(options: FakeOptions = {}) {
  const calls = {
    getCaptcha: 0,
    postToken: [] as PasswordGrant[],
    startSession: [] as SessionStartInput[],
    order: [] as string[],
  }
  const actions = { storeTokens: vi.fn(() => void calls.order.push('storeTokens')) }
  const machine = loginMachine.provide({
    actors: {
      getCaptcha: fromPromise(() => {
        calls.getCaptcha += 1
        return options.captcha?.() ?? Promise.resolve({ ...CAPTCHA, key: `cap-${calls.getCaptcha}` })
      }),
      postToken: fromPromise(({ input }: { input: PasswordGrant }) => {
        calls.postToken.push(input)
        return options.token?.(input) ?? Promise.resolve(approved())
      }),
      startSession: fakeSessionStart((input) => {
        calls.startSession.push(input)
        calls.order.push('startSession')
        return options.sessionStart?.() ?? Promise.resolve(SESSION_STARTED)
      }),
    },
    actions,
  })
  return { machine, calls, actions }
}

async function startEditing(fake: ReturnType<typeof fakeLogin>, input = {}) {
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.matches('editing'))
  return actor
}

describe('loginMachine', () => {
  it('loads a captcha first and is busy while it does', async () => {
    const fake = fakeLogin()
    const actor = createActor(fake.machine, { input: { email: ' nuevo@example.com ' } }).start()
    expect(actor.getSnapshot().matches('loadingCaptcha')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'nuevo@example.com',
      captchaKey: 'cap-1',
      captchaImage: CAPTCHA.captcha,
      error: null,
    })
  })

  it('turns a bare base64 captcha into a PNG data URL', async () => {
    const fake = fakeLogin({ captcha: () => Promise.resolve({ key: 'k', captcha: 'iVBORw0KGgo=' }) })
    const actor = await startEditing(fake)
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it('logs an approved member in: stores the tokens, then starts the session, busy all along', async () => {
    let started: (output: SessionStartOutput) => void = () => undefined
    const fake = fakeLogin({ sessionStart: () => new Promise((resolve) => (started = resolve)) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('startingSession'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    started(SESSION_STARTED)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(actor.getSnapshot().status).toBe('done')
    expect(fake.calls.postToken).toEqual([
      {
        username: CREDENTIALS.email,
        password: CREDENTIALS.password,
        verifyCode: CREDENTIALS.verifyCode,
        verifyKey: 'cap-1',
        loginType: 1,
      },
    ])
    expect(fake.actions.storeTokens).toHaveBeenCalledWith(expect.anything(), {
      accessToken: 'at-1',
      refreshToken: 'rt-1',
    })
    expect(fake.calls.order).toEqual(['storeTokens', 'startSession'])
  })

  it("hands the visitor's local cart lines, read at login time, to the session start", async () => {
    let cart = addToLocalCart({}, PRODUCT, 4)
    cart = addToLocalCart(cart, { ...PRODUCT, productId: 22, storeId: 4 }, 2)
    session.setCartListData(cart as CartData)
    const fake = fakeLogin()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.calls.startSession).toEqual([
      {
        localCartLines: [
          { productId: 21, buyNum: 4 },
          { productId: 22, buyNum: 2 },
        ],
      },
    ])
  })

  it('hands no local lines to the session start when the visitor cart is empty', async () => {
    const fake = fakeLogin()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.calls.startSession).toEqual([{ localCartLines: [] }])
  })

  it('does not take the stored cart of a member still logged in for a visitor cart', async () => {
    session.setMemberInfo({ memberId: 9, memberName: 'otro', memberEmail: 'otro@example.com', memberType: 1 })
    session.setCartListData(addToLocalCart({}, PRODUCT, 2) as CartData)
    const fake = fakeLogin()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.calls.startSession).toEqual([{ localCartLines: [] }])
  })

  it('writes the tokens into the session store with its default action', async () => {
    const machine = loginMachine.provide({
      actors: {
        getCaptcha: fromPromise(() => Promise.resolve(CAPTCHA)),
        postToken: fromPromise(() => Promise.resolve(approved())),
        startSession: fakeSessionStart(),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(session.accessToken()).toBe('at-1')
    expect(session.refreshToken()).toBe('rt-1')
  })

  it('ignores a second submit while the first is in flight', async () => {
    let answer: (data: TokenData) => void = () => undefined
    const fake = fakeLogin({ token: () => new Promise((resolve) => (answer = resolve)) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    actor.send({ type: 'form.submitted', ...CREDENTIALS, password: 'Otra#2026x' })
    await Promise.resolve()
    expect(fake.calls.postToken).toHaveLength(1)
    answer(approved())
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.calls.postToken).toHaveLength(1)
  })

  it('stops at needsReplenish with the verify value and email when the status is 0', async () => {
    const fake = fakeLogin({
      token: () =>
        Promise.resolve({
          dofipayRegisterStatus: 0,
          verifyValue: 'verify-5-17',
          memberEmail: 'nuevo@example.com',
        }),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS, email: 'nuevo@example.com' })
    await waitFor(actor, (s) => s.matches('needsReplenish'))
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context).toMatchObject({
      verifyValue: 'verify-5-17',
      memberEmail: 'nuevo@example.com',
    })
    expect(fake.actions.storeTokens).not.toHaveBeenCalled()
  })

  it('shows the in-review dialog for status 1 and goes back to a fresh captcha when it is closed', async () => {
    const fake = fakeLogin({ token: () => Promise.resolve({ dofipayRegisterStatus: 1, memberEmail: 'x' }) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('inReview'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'dialog.closed' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.getCaptcha).toBe(2)
    expect(actor.getSnapshot().context.captchaKey).toBe('cap-2')
    expect(fake.actions.storeTokens).not.toHaveBeenCalled()
  })

  it('keeps the rejected dialog open when support is contacted, and leaves it when closed (status 4)', async () => {
    const fake = fakeLogin({ token: () => Promise.resolve({ dofipayRegisterStatus: 4 }) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('rejected'))
    actor.send({ type: 'support.contacted' })
    expect(actor.getSnapshot().matches('rejected')).toBe(true)
    actor.send({ type: 'dialog.closed' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.getCaptcha).toBe(2)
  })

  it('keeps the email after a wrong password, with a fresh captcha and nothing inline (the toast says why)', async () => {
    const fake = fakeLogin({ token: () => Promise.reject(WRONG_PASSWORD) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS, email: '  comprador@example.com ' })
    await waitFor(actor, (s) => s.matches('loadingCaptcha'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'comprador@example.com',
      captchaKey: 'cap-2',
      error: null,
    })
  })

  it('clears the previous inline error when the form is submitted again', async () => {
    let attempt = 0
    let answer: (data: TokenData) => void = () => undefined
    const fake = fakeLogin({
      token: () =>
        ++attempt === 1 ? Promise.resolve({ dofipayRegisterStatus: 2 }) : new Promise((r) => (answer = r)),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    expect(actor.getSnapshot().context.error).toBeNull()
    answer(approved())
    await waitFor(actor, (s) => s.matches('loggedIn'))
  })

  it('shows nothing inline for a network failure, which the request layer toasts', async () => {
    const fake = fakeLogin({ token: () => Promise.reject(new ApiError('network')) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loadingCaptcha'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('refuses an approved answer that carries no token', async () => {
    const fake = fakeLogin({ token: () => Promise.resolve({ dofipayRegisterStatus: 2 }) })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ id: API_MESSAGE_IDS.upgrade })
    expect(fake.actions.storeTokens).not.toHaveBeenCalled()
  })

  it('retries a lost captcha by itself after 1 s, 2 s and 4 s, then stops and offers a retry', async () => {
    vi.useFakeTimers()
    try {
      let succeed = false
      const fake = fakeLogin({
        captcha: () => (succeed ? Promise.resolve(CAPTCHA) : Promise.reject(new ApiError('timeout'))),
      })
      const actor = createActor(fake.machine, { input: { email: 'comprador@example.com' } }).start()
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('captchaRetrying')
      expect(actor.getSnapshot().context).toMatchObject({ captchaFailures: 1, captchaImage: null })
      // a submit while no image is shown goes nowhere
      actor.send({ type: 'form.submitted', ...CREDENTIALS })
      expect(actor.getSnapshot().value).toBe('captchaRetrying')
      const tries: number[] = []
      for (const wait of [1_000, 2_000, 4_000]) {
        await vi.advanceTimersByTimeAsync(wait - 1)
        expect(fake.calls.getCaptcha).toBe(tries.length + 1)
        await vi.advanceTimersByTimeAsync(1)
        tries.push(fake.calls.getCaptcha)
      }
      expect(tries).toEqual([2, 3, 4])
      expect(actor.getSnapshot().value).toBe('captchaFailed')
      expect(actor.getSnapshot().context.captchaFailures).toBe(4)
      // stopped: nothing more by itself, however long the wait
      await vi.advanceTimersByTimeAsync(60_000)
      expect(fake.calls.getCaptcha).toBe(4)
      // "Reintentar" starts a new round, and an image ends it
      succeed = true
      actor.send({ type: 'captcha.retried' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context).toMatchObject({
        captchaFailures: 0,
        captchaKey: CAPTCHA.key,
        email: 'comprador@example.com',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts the backoff again after "Reintentar" fails once more', async () => {
    vi.useFakeTimers()
    try {
      const fake = fakeLogin({ captcha: () => Promise.reject(new ApiError('network')) })
      const actor = createActor(fake.machine, { input: {} }).start()
      await vi.advanceTimersByTimeAsync(7_000)
      expect(actor.getSnapshot().value).toBe('captchaFailed')
      actor.send({ type: 'captcha.retried' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('captchaRetrying')
      expect(actor.getSnapshot().context.captchaFailures).toBe(1)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(fake.calls.getCaptcha).toBe(6)
    } finally {
      vi.useRealTimers()
    }
  })

  it('tries at once when the image is pressed while it waits to retry', async () => {
    let attempt = 0
    const fake = fakeLogin({
      captcha: () => (++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(CAPTCHA)),
    })
    const actor = createActor(fake.machine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('captchaRetrying'))
    actor.send({ type: 'captcha.refreshed' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.getCaptcha).toBe(2)
    expect(actor.getSnapshot().context.captchaFailures).toBe(0)
  })

  it('reloads the captcha on captcha.refreshed', async () => {
    const fake = fakeLogin()
    const actor = await startEditing(fake)
    actor.send({ type: 'captcha.refreshed' })
    expect(actor.getSnapshot().matches('loadingCaptcha')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.captchaKey).toBe('cap-2')
  })

  it('returns to the form with a fresh captcha when the session could not start (the request layer said why)', async () => {
    const fake = fakeLogin({
      sessionStart: () => Promise.resolve({ status: 'failed', error: { id: API_MESSAGE_IDS.timeout } }),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', ...CREDENTIALS })
    await waitFor(actor, (s) => s.matches('loadingCaptcha'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.order).toEqual(['storeTokens', 'startSession'])
    expect(fake.calls.getCaptcha).toBe(2)
    expect(actor.getSnapshot().context).toMatchObject({ captchaKey: 'cap-2', error: null })
  })
})

describe('loginMachine against the mock backend', () => {
  // GLOSSARY.md: the mock backend also accepts the captcha 0000, so scripted tests can log in
  const MOCK_CAPTCHA = '0000'

  it('logs comprador@example.com in and fills the session', async () => {
    const actor = createActor(loginMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', ...CREDENTIALS, verifyCode: MOCK_CAPTCHA })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberId: 1, memberType: 3 },
    })
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
    expect(session.getSnapshot().sampleListData).toHaveProperty('quota')
  })

  it("shows the server message of a wrong password once, as the request layer's toast", async () => {
    const actor = createActor(loginMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    const firstKey = actor.getSnapshot().context.captchaKey
    actor.send({ type: 'form.submitted', ...CREDENTIALS, password: 'Incorrecta#1', verifyCode: MOCK_CAPTCHA })
    await waitFor(actor, (s) => s.matches('loadingCaptcha'))
    await waitFor(actor, (s) => s.matches('editing'))
    const text = 'El correo electrónico o la contraseña son incorrectos.'
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().context.captchaKey).not.toBe(firstKey)
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toEqual([{ text }])
    expect(session.getSnapshot().loginFlag).toBe(false)
  })
})

describe('loginMachine model (xstate/graph)', () => {
  const input = { email: '' }
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getCaptcha', output: CAPTCHA },
    { type: 'xstate.error.actor.getCaptcha', error: new ApiError('network') },
    { type: 'captcha.retried' },
    { type: 'captcha.refreshed' },
    { type: 'xstate.after.captchaRetry.login.captchaRetrying' },
    { type: 'form.submitted', ...CREDENTIALS },
    ...[0, 1, 4].map((status) => ({
      type: 'xstate.done.actor.postToken',
      output: { dofipayRegisterStatus: status, verifyValue: 'v', memberEmail: 'm@example.com' },
    })),
    { type: 'xstate.done.actor.postToken', output: approved() },
    { type: 'xstate.done.actor.postToken', output: { dofipayRegisterStatus: 2 } },
    { type: 'xstate.error.actor.postToken', error: WRONG_PASSWORD },
    { type: 'dialog.closed' },
    { type: 'support.contacted' },
    // the session start's own states are walked in session-start.machine.test.ts; here, its two outputs
    { type: 'xstate.done.actor.startSession', output: SESSION_STARTED },
    {
      type: 'xstate.done.actor.startSession',
      output: { status: 'failed', error: { id: API_MESSAGE_IDS.network } } satisfies SessionStartOutput,
    },
  ]
  // The graph keys states by value, not by the failure count: one model where a failed captcha is retried by
  // itself and one where the retries are spent, so that both captchaRetrying and captchaFailed are walked. The
  // real backoff timer must never beat the replayed `after` event.
  const models = [true, false].map((retriesLeft) => {
    const machine = loginMachine.provide({
      guards: { hasCaptchaRetriesLeft: () => retriesLeft },
      delays: { captchaRetry: 1e9 },
    })
    return { machine, paths: modelPaths(machine, { input, events }) }
  })
  const paths = models.flatMap(({ machine, paths }) => paths.map((path) => ({ machine, path })))
  const replay = {
    input,
    actorNames: ['getCaptcha', 'postToken', 'startSession'],
    actions: { storeTokens: () => undefined },
  }

  it.each(paths.map(({ machine, path }) => [path.description, machine, path] as const))(
    'a real actor follows the model: %s',
    async (_, machine, path) => {
      const result = await replayPath(machine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    // the definition is read, not listed: make sure the reading sees the whole machine
    expect(allStateIds(loginMachine)).toContain('login.startingSession')
    expect(allTransitionKeys(loginMachine)).toContain(
      'login.startingSession on xstate.done.actor.startSession #1',
    )
    const [retrying, exhausted] = await Promise.all(
      models.map(({ machine, paths }) => uncovered(machine, paths, replay)),
    )
    // what one model leaves uncovered, the other covers
    const missed = (pick: (result: { states: string[]; transitions: string[] }) => string[]) =>
      pick(retrying!).filter((key) => pick(exhausted!).includes(key))
    expect({ states: missed((r) => r.states), transitions: missed((r) => r.transitions) }).toEqual({
      states: [],
      transitions: [],
    })
  })
})
