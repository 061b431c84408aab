import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MemberSummary } from '../../src/api/member-home'
import type { SecurityCodeSent } from '../../src/api/member-security'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { bodyOf, cooldownUntilOf, fieldsOf, RESEND_WAIT_MAX_MS } from './security-change-rules'
import { securityChangeMachine } from './security-change.machine'
import type { SubmitInput } from './security-change.actors'

const summary = (hasPayPassword = true): MemberSummary => ({
  reviewState: 2,
  balanceAvailable: 2000,
  memberIntegral: 5000,
  couponCount: 3,
  credit: { creditLimit: 10000, creditUsed: 0, creditAvailable: 10000, hasOverdueBill: false },
  security: { hasPayPassword, mobileBound: true, emailBound: true },
})
const SENT: SecurityCodeSent = {
  target: '138****5678',
  expiresAt: '2026-01-01T00:10:00.000Z',
  resendAt: '2026-01-01T00:01:00.000Z',
}
const WRONG_CODE = new ApiError('state', {
  state: 255,
  serverMessage: 'El código de verificación es incorrecto.',
})
const WAIT = new ApiError('state', { state: 255, serverMessage: 'Espere 42 s para pedir otro código.' })
const NETWORK = new ApiError('network')

const MOBILE = { mobile: '13812345678', code: '123456' }

function fake(options: { hasPayPassword?: boolean; submit?: (input: SubmitInput) => Promise<unknown> } = {}) {
  const calls = { codes: [] as unknown[], submits: [] as SubmitInput[] }
  const refreshMember = vi.fn()
  const machine = securityChangeMachine.provide({
    actors: {
      getMemberSummary: fromPromise(() => Promise.resolve(summary(options.hasPayPassword ?? true))),
      sendSecurityCode: fromPromise(({ input }) => {
        calls.codes.push(input)
        return Promise.resolve(SENT)
      }),
      submitChange: fromPromise(({ input }: { input: SubmitInput }) => {
        calls.submits.push(input)
        return options.submit?.(input) ?? Promise.resolve(undefined)
      }),
    },
    actions: { refreshMember },
  })
  return { machine, calls, refreshMember }
}

describe('security-change rules', () => {
  it('asks for the current pay password only when one is set, else for the login password', () => {
    expect(fieldsOf('payPwd', true)).toEqual(['oldPayPwd', 'payPwd', 'confirmPayPwd'])
    expect(fieldsOf('payPwd', false)).toEqual(['loginPwd', 'payPwd', 'confirmPayPwd'])
  })

  it('sends only the form’s own fields', () => {
    expect(bodyOf('mobile', true, { ...MOBILE, email: 'x@example.com' })).toEqual(MOBILE)
  })

  it('waits for the server’s resendAt, but never longer than the skew cap from now', () => {
    const sentAt = Date.parse('2026-01-01T00:00:00.000Z')
    expect(cooldownUntilOf(SENT, sentAt)).toBe(Date.parse(SENT.resendAt))
    // a server clock a day ahead (or the mock clock moved forward) cannot hold the button for a day
    expect(cooldownUntilOf(SENT, sentAt - 86_400_000)).toBe(sentAt - 86_400_000 + RESEND_WAIT_MAX_MS)
  })
})

describe('securityChangeMachine', () => {
  it('sends the SMS code to the typed mobile and keeps where it went', async () => {
    const f = fake()
    const actor = createActor(f.machine, { input: { kind: 'mobile' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'code.requested', target: ' 13812345678 ' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(f.calls.codes).toEqual([{ purpose: 'mobile', target: '13812345678' }])
    expect(actor.getSnapshot().context.codeSent).toEqual(SENT)
    // the server's resendAt, or the skew cap from when the answer came, whichever is sooner
    const { cooldownUntil } = actor.getSnapshot().context
    expect(cooldownUntil).toBeGreaterThan(0)
    expect(cooldownUntil).toBeLessThanOrEqual(Date.parse(SENT.resendAt))
    expect(cooldownUntil).toBeLessThanOrEqual(Date.now() + RESEND_WAIT_MAX_MS)
  })

  it('takes no code request on a form without a code', async () => {
    const f = fake()
    const actor = createActor(f.machine, { input: { kind: 'loginPwd' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'code.requested', target: '' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(f.calls.codes).toEqual([])
  })

  it('never sends values that break a §5 rule', async () => {
    const f = fake()
    const actor = createActor(f.machine, { input: { kind: 'payPwd' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({
      type: 'form.submitted',
      values: { oldPayPwd: '20262026', payPwd: '1234567', confirmPayPwd: '1234567' },
    })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(f.calls.submits).toEqual([])
  })

  it('sends a valid change once, then ends done and refreshes the member', async () => {
    const member = { memberId: 1, memberMobile: '13812345678' }
    const f = fake({ submit: () => Promise.resolve(member) })
    const actor = createActor(f.machine, { input: { kind: 'mobile' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', values: MOBILE })
    actor.send({ type: 'form.submitted', values: MOBILE })
    await waitFor(actor, (s) => s.matches('done'))
    expect(f.calls.submits).toEqual([{ kind: 'mobile', body: MOBILE }])
    expect(f.refreshMember).toHaveBeenCalledWith(expect.anything(), { output: member })
  })

  it('comes back to editing with the server’s text after a refusal, keeping what was sent', async () => {
    const f = fake({ submit: () => Promise.reject(WRONG_CODE) })
    const actor = createActor(f.machine, { input: { kind: 'mobile' } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', values: MOBILE })
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      submitError: { text: 'El código de verificación es incorrecto.' },
      values: MOBILE,
    })
  })
})

describe('securityChangeMachine model (xstate/graph)', () => {
  const input = { kind: 'payReset' as const }
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMemberSummary', output: summary() },
    { type: 'xstate.error.actor.getMemberSummary', error: NETWORK },
    { type: 'retry.requested' },
    { type: 'code.requested', target: '' },
    { type: 'xstate.done.actor.sendSecurityCode', output: SENT },
    { type: 'xstate.error.actor.sendSecurityCode', error: WAIT },
    { type: 'form.submitted', values: { code: '12', payPwd: '1', confirmPayPwd: '2' } },
    { type: 'form.submitted', values: { code: '123456', payPwd: '12345678', confirmPayPwd: '12345678' } },
    { type: 'xstate.done.actor.submitChange', output: null },
    { type: 'xstate.error.actor.submitChange', error: WRONG_CODE },
  ]
  const paths = modelPaths(securityChangeMachine, { input, events })
  const replay = {
    input,
    actorNames: ['getMemberSummary', 'sendSecurityCode', 'submitChange'],
    actions: { refreshMember: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(securityChangeMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(securityChangeMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
