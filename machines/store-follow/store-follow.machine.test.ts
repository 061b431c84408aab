import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { editFollowStore } from '../../src/api/goods-detail'
import { loginPrompt } from '../../src/lib/login-prompt'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import type { EditFollowStoreInput } from './store-follow.actors'
import { storeFollowMachine, type StoreFollowInput } from './store-follow.machine'

const EVENTS = [
  { type: 'follow.toggled' },
  { type: 'xstate.done.actor.editFollowStore', output: null },
  { type: 'xstate.error.actor.editFollowStore', error: new ApiError('state', { state: 255 }) },
]
const INPUTS: StoreFollowInput[] = [
  { storeId: 3, isFollowing: false, isMember: true },
  { storeId: 3, isFollowing: true, isMember: true },
  { storeId: 3, isFollowing: false, isMember: false },
]

function instant(edit: (input: EditFollowStoreInput) => Promise<null>) {
  return storeFollowMachine.provide({
    actors: {
      editFollowStore: fromPromise<Awaited<ReturnType<typeof editFollowStore>>, EditFollowStoreInput>(
        ({ input }) => edit(input),
      ),
    },
  })
}

describe('storeFollowMachine', () => {
  it('starts in following or notFollowing from its input', () => {
    const following = createActor(storeFollowMachine, { input: INPUTS[1] }).start()
    expect(following.getSnapshot().value).toBe('following')
    const not = createActor(storeFollowMachine, { input: INPUTS[0] }).start()
    expect(not.getSnapshot().value).toBe('notFollowing')
  })

  it('follows with isCollect 1 and unfollows with isCollect 0', async () => {
    const calls: EditFollowStoreInput[] = []
    const actor = createActor(
      instant(async (input) => {
        calls.push(input)
        return null
      }),
      { input: INPUTS[0] },
    ).start()
    actor.send({ type: 'follow.toggled' })
    await waitFor(actor, (snapshot) => snapshot.matches('following'))
    expect(actor.getSnapshot().context.isFollowing).toBe(true)
    actor.send({ type: 'follow.toggled' })
    await waitFor(actor, (snapshot) => snapshot.matches('notFollowing'))
    expect(calls).toEqual([
      { storeId: 3, isCollect: 1 },
      { storeId: 3, isCollect: 0 },
    ])
  })

  it('opens the login prompt for a visitor and sends nothing', () => {
    const open = vi.spyOn(loginPrompt, 'open')
    const edit = vi.fn(async () => null)
    const actor = createActor(instant(edit), { input: INPUTS[2] }).start()
    actor.send({ type: 'follow.toggled' })
    expect(open).toHaveBeenCalledWith({ reason: 'loginRequired' })
    expect(actor.getSnapshot().value).toBe('notFollowing')
    expect(edit).not.toHaveBeenCalled()
    vi.restoreAllMocks()
    loginPrompt.close()
  })

  it('goes back to notFollowing with the server message when following is refused', async () => {
    const actor = createActor(
      instant(() =>
        Promise.reject(
          new ApiError('state', { state: 257, serverMessage: 'El proveedor no existe o está cerrado.' }),
        ),
      ),
      { input: INPUTS[0] },
    ).start()
    actor.send({ type: 'follow.toggled' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('notFollowing') && snapshot.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ text: 'El proveedor no existe o está cerrado.' })
  })

  it('reaches every state and transition of its definition on the model paths', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const input of INPUTS) {
      for (const path of modelPaths(storeFollowMachine, { input, events: EVENTS })) {
        const result = await replayPath(storeFollowMachine, path, {
          input,
          actorNames: ['editFollowStore'],
          actions: { promptLogin: () => undefined },
        })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
        result.stateIds.forEach((id) => states.add(id))
        result.transitionKeys.forEach((key) => transitions.add(key))
      }
    }
    // `deciding` is transient: its eventless transitions run inside the start of the actor, before any
    // microstep is inspected; the first test above proves both of its branches.
    const transient = (id: string) => id.startsWith('storeFollow.deciding')
    expect([...states]).toEqual(
      expect.arrayContaining(allStateIds(storeFollowMachine).filter((id) => !transient(id))),
    )
    expect([...transitions]).toEqual(
      expect.arrayContaining(allTransitionKeys(storeFollowMachine).filter((key) => !transient(key))),
    )
  })
})
