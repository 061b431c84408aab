// The card-binding flow (issue 12 item 3): what the machine does with each answer, on the mock backend (a
// bind credits once, also when the answer was lost and the buyer retries), and a model-based walk of every
// state and transition (xstate/graph, machines/testing).
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BindInput } from './card-bind.actors'
import { ApiError } from '../../src/api/errors'
import type { RechargeCardBindResult, RechargeCardPage } from '../../src/api/card-vouchers'
import { bindRechargeCard } from '../../src/api/card-vouchers'
import { session } from '../../src/api/session'
import { allStateIds, allTransitionKeys, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { cardBindMachine, cardFormStatusOf, cardListStatusOf } from './card-bind.machine'

const CARD = { cardNumber: '2000000000000000001', cardPin: '2000000000000001' }
const EMPTY_PAGE: RechargeCardPage = { list: [], pagination: { current: 1, pageSize: 10, total: 0 } }
const RESULT: RechargeCardBindResult = {
  bindSn: 'VR2026110100001',
  cardNumberMasked: '**** 0001',
  value: 100,
  boundAt: '2026-11-01T10:00:00.000Z',
  balanceAfter: 2100,
}
const refused = (text: string) => new ApiError('state', { state: 255, serverMessage: text })

function withActors(
  bind: (input: BindInput) => Promise<RechargeCardBindResult>,
  list = async () => EMPTY_PAGE,
) {
  return cardBindMachine.provide({
    actors: {
      bindRechargeCard: fromPromise(({ input }: { input: BindInput }) => bind(input)),
      listRechargeCards: fromPromise(list),
    },
  })
}

describe('cardBindMachine', () => {
  it('does not send a 17-digit number or a PIN with letters', () => {
    const bind = vi.fn(async () => RESULT)
    const actor = createActor(withActors(bind)).start()
    actor.send({ type: 'form.submitted', values: { ...CARD, cardNumber: '20000000000000001' } })
    actor.send({ type: 'form.submitted', values: { ...CARD, cardPin: '200000000000000A' } })
    expect(cardFormStatusOf(actor.getSnapshot())).toBe('editing')
    expect(bind).not.toHaveBeenCalled()
  })

  it('binds, shows the credit, reloads the list from its first page and offers another bind', async () => {
    const list = vi.fn(async () => EMPTY_PAGE)
    const actor = createActor(withActors(async () => RESULT, list)).start()
    await waitFor(actor, (snapshot) => cardListStatusOf(snapshot) === 'shown')
    actor.send({ type: 'page.changed', page: 3, pageSize: 10 })
    // grouped digits as typed are sent as digits only
    actor.send({
      type: 'form.submitted',
      values: { cardNumber: '2000 0000 0000 0000 001', cardPin: CARD.cardPin },
    })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(CARD)
    await waitFor(actor, (snapshot) => cardFormStatusOf(snapshot) === 'bound')
    await waitFor(actor, (snapshot) => cardListStatusOf(snapshot) === 'shown')
    expect(actor.getSnapshot().context.bound).toEqual(RESULT)
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(list).toHaveBeenCalledTimes(3)
    actor.send({ type: 'another.requested' })
    expect(cardFormStatusOf(actor.getSnapshot())).toBe('editing')
    expect(actor.getSnapshot().context.bound).toBeNull()
  })

  it('keeps the key after a lost answer and makes a new one after a refusal', async () => {
    const keys: string[] = []
    const answers = [new ApiError('network'), refused('El número de la tarjeta o el PIN no es correcto.')]
    const actor = createActor(
      withActors(async (input) => {
        keys.push(input.idempotencyKey)
        const answer = answers.shift()
        if (answer) throw answer
        return RESULT
      }),
    ).start()
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'form.submitted', values: CARD })
      await waitFor(actor, (snapshot) => cardFormStatusOf(snapshot) !== 'binding')
    }
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
    expect(cardFormStatusOf(actor.getSnapshot())).toBe('bound')
  })

  it('keeps the server text of a refusal and takes no second submit while binding', async () => {
    let finish: (error: unknown) => void = () => undefined
    const bind = vi.fn(() => new Promise<RechargeCardBindResult>((_, reject) => (finish = reject)))
    const actor = createActor(withActors(bind)).start()
    actor.send({ type: 'form.submitted', values: CARD })
    actor.send({ type: 'form.submitted', values: CARD })
    expect(bind).toHaveBeenCalledTimes(1)
    finish(refused('Esta tarjeta ya está vinculada a su cuenta.'))
    await waitFor(actor, (snapshot) => cardFormStatusOf(snapshot) === 'editing')
    expect(actor.getSnapshot().context.submitError).toEqual({
      text: 'Esta tarjeta ya está vinculada a su cuenta.',
    })
    // a changed field: the refusal spoke of what was sent (issue 25 item 7)
    actor.send({ type: 'fields.changed' })
    expect(actor.getSnapshot().context.submitError).toBeNull()
  })

  it('shows a list failure and loads again on retry', async () => {
    const list = vi.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(EMPTY_PAGE)
    const actor = createActor(withActors(async () => RESULT, list)).start()
    await waitFor(actor, (snapshot) => cardListStatusOf(snapshot) === 'failed')
    expect(actor.getSnapshot().context.listError).toEqual({ id: expect.any(String) })
    actor.send({ type: 'list.retried' })
    await waitFor(actor, (snapshot) => cardListStatusOf(snapshot) === 'shown')
  })
})

describe('cardBindMachine on the mock backend', () => {
  beforeEach(async () => {
    const { resetDatabase } = await import('../../mocks/persistence')
    await resetDatabase()
    const { tokenOf } = await import('../../mocks/fixtures/payment-fixtures')
    session.setTokens({ accessToken: await tokenOf('comprador@example.com') })
  })

  it('credits the card once when the first answer was lost and the buyer submits again', async () => {
    const { memberOf } = await import('../../mocks/fixtures/payment-fixtures')
    let lost = true
    const actor = createActor(
      cardBindMachine.provide({
        actors: {
          bindRechargeCard: fromPromise(async ({ input }: { input: BindInput }) => {
            const answer = await bindRechargeCard(input.body, input.idempotencyKey, { silent: true })
            // the server credited the card, but the answer never reached the page
            if (lost) {
              lost = false
              throw new ApiError('network')
            }
            return answer
          }),
        },
      }),
    ).start()
    actor.send({ type: 'form.submitted', values: CARD })
    await waitFor(
      actor,
      (snapshot) => cardFormStatusOf(snapshot) === 'editing' && snapshot.context.submitError !== null,
    )
    actor.send({ type: 'form.submitted', values: CARD })
    await waitFor(actor, (snapshot) => cardFormStatusOf(snapshot) === 'bound')
    await waitFor(
      actor,
      (snapshot) => cardListStatusOf(snapshot) === 'shown' && snapshot.context.cards!.list.length > 0,
    )
    expect(actor.getSnapshot().context.bound).toMatchObject({ value: 100, balanceAfter: 2100 })
    expect(memberOf('comprador@example.com').balance).toBe(2100)
    expect(actor.getSnapshot().context.cards!.pagination.total).toBe(1)
  })

  it('is refused on a second bind of the same card, with the server text', async () => {
    const actor = createActor(cardBindMachine).start()
    actor.send({ type: 'form.submitted', values: CARD })
    await waitFor(actor, (snapshot) => cardFormStatusOf(snapshot) === 'bound')
    actor.send({ type: 'another.requested' })
    actor.send({ type: 'form.submitted', values: CARD })
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null)
    expect(actor.getSnapshot().context.submitError).toEqual({
      text: 'Esta tarjeta ya está vinculada a su cuenta.',
    })
  })
})

describe('cardBindMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'form.submitted', values: CARD },
    { type: 'form.submitted', values: { ...CARD, cardPin: 'abc' } },
    { type: 'another.requested' },
    { type: 'page.changed', page: 2, pageSize: 10 },
    { type: 'list.retried' },
    { type: 'xstate.done.actor.bindRechargeCard', output: RESULT },
    {
      type: 'xstate.error.actor.bindRechargeCard',
      error: refused('Esta tarjeta ya está vinculada a su cuenta.'),
    },
    { type: 'xstate.error.actor.bindRechargeCard', error: new ApiError('network') },
    { type: 'xstate.done.actor.listRechargeCards', output: EMPTY_PAGE },
    { type: 'xstate.error.actor.listRechargeCards', error: new ApiError('network') },
    { type: 'fields.changed' },
  ]
  const paths = modelPaths(cardBindMachine, { events })
  const replay = { actorNames: ['bindRechargeCard', 'listRechargeCards'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(cardBindMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(cardBindMachine)).toContain('cardBind.form.bound')
    expect(allTransitionKeys(cardBindMachine)).toContain('cardBind.list on list.reloaded #0')
    expect(await uncovered(cardBindMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
