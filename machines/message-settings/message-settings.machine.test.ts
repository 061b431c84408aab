import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MessageSetting } from '../../src/api/member-messages'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { messageSettingsMachine, type ReceiveChange } from './message-settings.machine'

const SETTINGS: MessageSetting[] = [
  { tplType: 'system', isReceive: 1, canSwitch: false },
  { tplType: 'order', isReceive: 1, canSwitch: true },
  { tplType: 'afterSales', isReceive: 1, canSwitch: true },
  { tplType: 'payment', isReceive: 0, canSwitch: true },
  { tplType: 'payRequest', isReceive: 1, canSwitch: true },
]

const withOrder = (isReceive: 0 | 1) =>
  SETTINGS.map((setting) => (setting.tplType === 'order' ? { ...setting, isReceive } : setting))

describe('messageSettings flow', () => {
  it('switches a type off and stores the settings the server answers', async () => {
    const changes: ReceiveChange[] = []
    const actor = createActor(
      messageSettingsMachine.provide({
        actors: {
          getMessageSettings: fromPromise(() => Promise.resolve(SETTINGS)),
          setMessageReceive: fromPromise<MessageSetting[], ReceiveChange>(({ input }) => {
            changes.push(input)
            return Promise.resolve(withOrder(0))
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'setting.toggled', tplType: 'order', isReceive: false })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(changes).toEqual([{ tplType: 'order', isReceive: false }])
    expect(actor.getSnapshot().context.settings).toEqual(withOrder(0))
    expect(actor.getSnapshot().context.notice?.tone).toBe('success')
  })

  it('ignores system notices (always received) and a switch to the state a type already has', async () => {
    const actor = createActor(
      messageSettingsMachine.provide({
        actors: { getMessageSettings: fromPromise(() => Promise.resolve(SETTINGS)) },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'setting.toggled', tplType: 'system', isReceive: false })
    actor.send({ type: 'setting.toggled', tplType: 'payment', isReceive: false })
    expect(actor.getSnapshot().value).toBe('ready')
  })
})

describe('messageSettings model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMessageSettings', output: SETTINGS },
    { type: 'xstate.error.actor.getMessageSettings', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'setting.toggled', tplType: 'order', isReceive: false },
    { type: 'xstate.done.actor.setMessageReceive', output: withOrder(0) },
    {
      type: 'xstate.error.actor.setMessageReceive',
      error: new ApiError('state', {
        state: 255,
        serverMessage: 'Los avisos del sistema no se pueden desactivar.',
      }),
    },
    { type: 'notice.dismissed' },
  ]
  const replay = { actorNames: ['getMessageSettings', 'setMessageReceive'] }
  const paths = modelPaths(messageSettingsMachine, { events })

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(messageSettingsMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(messageSettingsMachine, path, replay)
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect(allStateIds(messageSettingsMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(messageSettingsMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
