import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { afterEach, describe, expect, it } from 'vitest'
import type { Address } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { STORAGE_KEYS, session } from '../../src/api/session'
import { readText } from '../../src/lib/storage'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { addressBookMachine, addressKind } from './record-book.actors'
import { createRecordBookMachine, recordBookMessages, type SaveInput } from './record-book.machine'
import type { AddressFormValues } from '../../src/schemas/address.schema'

const address = (addressId: number, isDefault = false): Address => ({
  addressId,
  memberName: `Contacto ${addressId}`,
  telMobile: '13912345678',
  country: 'Cuba',
  province: 'La Habana',
  city: 'Plaza',
  street: 'Calle 23',
  detailAddress: `Edificio ${addressId}, oficina 1`,
  addressAll: 'Cuba, La Habana, Plaza, Calle 23',
  isDefault,
})

const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const LIST = [address(1, true), address(2)]
const machine = createRecordBookMachine(addressKind)

afterEach(() => {
  localStorage.clear()
})

describe('recordBook flow', () => {
  it('keeps what was typed, with the server’s message, when a save is refused, and saves on the next try', async () => {
    let attempt = 0
    const saved: SaveInput<AddressFormValues>[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          listRecords: fromPromise(() => Promise.resolve(LIST)),
          saveRecord: fromPromise<Address[], SaveInput<AddressFormValues>>(({ input }) => {
            saved.push(input)
            return ++attempt === 1
              ? Promise.reject(refused('La dirección debe tener entre 5 y 500 caracteres.'))
              : Promise.resolve([...LIST, address(3)])
          }),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'record.editRequested', id: 2 })
    const typed = { ...addressKind.valuesOf(LIST[1]!), detailAddress: 'x'.repeat(501) }
    actor.send({ type: 'editor.saved', values: typed })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }) && s.context.formError !== null)
    expect(actor.getSnapshot().context.formError).toEqual({
      text: 'La dirección debe tener entre 5 y 500 caracteres.',
    })
    expect(actor.getSnapshot().context.draft).toEqual({ id: 2, values: typed })
    actor.send({ type: 'editor.saved', values: { ...typed, detailAddress: 'Edificio 2, oficina 7' } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(saved.map((entry) => entry.id)).toEqual([2, 2])
    expect(actor.getSnapshot().context.records).toHaveLength(3)
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'success',
      message: { id: recordBookMessages.saved.id },
    })
  })

  it('opens the new-record editor on entry when asked (/member/invoice/add)', async () => {
    const actor = createActor(
      machine.provide({ actors: { listRecords: fromPromise(() => Promise.resolve(LIST)) } }),
      { input: { openNew: true } },
    ).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, values: addressKind.blank })
  })

  it('forgets the remembered checkout address (SPEC.md §3 addressId) when that address is deleted', async () => {
    session.setAddressId(2)
    const actor = createActor(
      addressBookMachine.provide({
        actors: {
          listRecords: fromPromise(() => Promise.resolve(LIST)),
          deleteRecord: fromPromise<Address[], number>(() => Promise.resolve([address(1, true)])),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'record.deleteRequested', id: 1 })
    actor.send({ type: 'delete.cancelled' })
    expect(actor.getSnapshot().context.pendingId).toBeNull()
    actor.send({ type: 'record.deleteRequested', id: 2 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(readText(STORAGE_KEYS.addressId)).toBeNull()
    expect(actor.getSnapshot().context.records).toEqual([address(1, true)])
  })

  it('keeps the remembered address when another address is deleted', async () => {
    session.setAddressId(1)
    const actor = createActor(
      addressBookMachine.provide({
        actors: {
          listRecords: fromPromise(() => Promise.resolve(LIST)),
          deleteRecord: fromPromise<Address[], number>(() => Promise.resolve([address(1, true)])),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'record.deleteRequested', id: 2 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.pendingId === null)
    expect(readText(STORAGE_KEYS.addressId)).toBe('1')
  })

  it('ignores an edit, delete or default request for a record it does not list', async () => {
    const actor = createActor(
      machine.provide({ actors: { listRecords: fromPromise(() => Promise.resolve(LIST)) } }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    for (const type of [
      'record.editRequested',
      'record.deleteRequested',
      'record.defaultRequested',
    ] as const) {
      actor.send({ type, id: 99 })
      expect(actor.getSnapshot().value).toBe('ready')
    }
  })
})

describe('recordBook model (xstate/graph)', () => {
  const values = addressKind.valuesOf(LIST[0]!)
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listRecords', output: LIST },
    { type: 'xstate.error.actor.listRecords', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'record.addRequested' },
    { type: 'record.editRequested', id: 1 },
    { type: 'editor.saved', values },
    { type: 'editor.cancelled' },
    { type: 'xstate.done.actor.saveRecord', output: LIST },
    { type: 'xstate.error.actor.saveRecord', error: refused('La dirección no existe.') },
    { type: 'record.deleteRequested', id: 2 },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'xstate.done.actor.deleteRecord', output: [address(1, true)] },
    { type: 'xstate.error.actor.deleteRecord', error: refused('La dirección no existe.') },
    { type: 'record.defaultRequested', id: 2 },
    { type: 'xstate.done.actor.makeDefault', output: [address(2, true), address(1)] },
    { type: 'xstate.error.actor.makeDefault', error: new ApiError('timeout') },
    { type: 'notice.dismissed' },
  ]
  const replay = (input: object) => ({
    input,
    actorNames: ['listRecords', 'saveRecord', 'deleteRecord', 'makeDefault'],
    actions: { recordDeleted: () => undefined },
  })
  const runs = [{}, { openNew: true }].map((input) => ({
    input,
    paths: modelPaths(machine, { input, events }),
    replay: replay(input),
  }))

  it.each(
    runs.flatMap((run) =>
      run.paths.map(
        (path) =>
          [
            `${run.input && 'openNew' in run.input ? 'add page' : 'list'}: ${path.description}`,
            run,
            path,
          ] as const,
      ),
    ),
  )('a real actor follows the model: %s', async (_, run, path) => {
    const result = await replayPath(machine, path, run.replay)
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const run of runs) {
      for (const path of run.paths) {
        const result = await replayPath(machine, path, run.replay)
        result.stateIds.forEach((id) => stateIds.add(id))
        result.transitionKeys.forEach((key) => transitionKeys.add(key))
      }
    }
    expect(allStateIds(machine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(machine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
