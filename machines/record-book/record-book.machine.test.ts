import { createActor, waitFor, type AnyEventObject } from 'xstate'
import { afterEach, describe, expect, it } from 'vitest'
import type { Address } from '../../src/api/checkout'
import { ApiError } from '../../src/api/errors'
import { STORAGE_KEYS, session } from '../../src/api/session'
import { readText } from '../../src/lib/storage'
import { allStateIds, modelPaths, replayPath } from '../testing/model-coverage'
import { listActors } from '../../src/flows/paged-list.machine'
import { addressBookMachine, addressKind } from './record-book.actors'
import {
  createRecordBookMachine,
  recordBookMessages,
  recordBookStatusOf,
  recordsOf,
  wholeBook,
  type SaveInput,
} from './record-book.machine'
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
        actors: listActors(machine, {
          listPage: () => Promise.resolve(wholeBook(LIST)),
          saveRow: (input) => {
            saved.push(input)
            return ++attempt === 1
              ? Promise.reject(refused('La dirección debe tener entre 5 y 500 caracteres.'))
              : Promise.resolve(wholeBook([...LIST, address(3)]))
          },
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    actor.send({ type: 'editor.opened', id: 2 })
    const typed = { ...addressKind.valuesOf(LIST[1]!), detailAddress: 'x'.repeat(501) }
    actor.send({ type: 'editor.saved', values: typed })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }) && s.context.formError !== null)
    expect(actor.getSnapshot().context.formError).toEqual({
      text: 'La dirección debe tener entre 5 y 500 caracteres.',
    })
    expect(actor.getSnapshot().context.draft).toEqual({ id: 2, values: typed })
    actor.send({ type: 'editor.saved', values: { ...typed, detailAddress: 'Edificio 2, oficina 7' } })
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    expect(saved.map((entry) => entry.id)).toEqual([2, 2])
    expect(recordsOf(actor.getSnapshot())).toHaveLength(3)
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'success',
      message: { id: recordBookMessages.saved.id },
    })
  })

  it('opens the new-record editor on entry when asked (/member/invoice/add)', async () => {
    const actor = createActor(
      machine.provide({ actors: listActors(machine, { listPage: () => Promise.resolve(wholeBook(LIST)) }) }),
      { input: { openNew: true } },
    ).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, values: addressKind.blank })
  })

  it('forgets the remembered checkout address (SPEC.md §3 addressId) when that address is deleted', async () => {
    session.setAddressId(2)
    const actor = createActor(
      addressBookMachine.provide({
        actors: listActors(addressBookMachine, {
          listPage: () => Promise.resolve(wholeBook(LIST)),
          deleteRow: () => Promise.resolve(wholeBook([address(1, true)])),
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    actor.send({ type: 'delete.requested', id: 1 })
    actor.send({ type: 'delete.cancelled' })
    expect(actor.getSnapshot().context.pendingId).toBeNull()
    actor.send({ type: 'delete.requested', id: 2 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    expect(readText(STORAGE_KEYS.addressId)).toBeNull()
    expect(recordsOf(actor.getSnapshot())).toEqual([address(1, true)])
  })

  it('keeps the remembered address when another address is deleted', async () => {
    session.setAddressId(1)
    const actor = createActor(
      addressBookMachine.provide({
        actors: listActors(addressBookMachine, {
          listPage: () => Promise.resolve(wholeBook(LIST)),
          deleteRow: () => Promise.resolve(wholeBook([address(1, true)])),
        }),
      }),
      { input: {} },
    ).start()
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    actor.send({ type: 'delete.requested', id: 2 })
    actor.send({ type: 'delete.confirmed' })
    await waitFor(actor, (s) => recordBookStatusOf(s) === 'ready' && s.context.pendingId === null)
    expect(readText(STORAGE_KEYS.addressId)).toBe('1')
  })

  it('ignores an edit, delete or default request for a record it does not list', async () => {
    const actor = createActor(
      machine.provide({ actors: listActors(machine, { listPage: () => Promise.resolve(wholeBook(LIST)) }) }),
      { input: {} },
    ).start()
    await waitFor(
      actor,
      (s) => recordBookStatusOf(s) === 'ready' && !s.hasTag('busy') && !s.matches('editing'),
    )
    for (const event of [
      { type: 'editor.opened', id: 99 },
      { type: 'delete.requested', id: 99 },
      { type: 'command.requested', command: 'makeDefault', id: 99 },
    ] as const) {
      actor.send(event)
      expect(actor.getSnapshot().value).toEqual({ browsing: { ready: 'idle' } })
    }
  })
})

describe('recordBook model (xstate/graph)', () => {
  const values = addressKind.valuesOf(LIST[0]!)
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listPage', output: wholeBook(LIST) },
    { type: 'xstate.error.actor.listPage', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'editor.opened' },
    { type: 'editor.opened', id: 1 },
    { type: 'editor.saved', values },
    { type: 'editor.cancelled' },
    { type: 'xstate.done.actor.saveRow', output: wholeBook(LIST) },
    { type: 'xstate.error.actor.saveRow', error: refused('La dirección no existe.') },
    { type: 'delete.requested', id: 2 },
    { type: 'delete.confirmed' },
    { type: 'delete.cancelled' },
    { type: 'xstate.done.actor.deleteRow', output: wholeBook([address(1, true)]) },
    { type: 'xstate.error.actor.deleteRow', error: refused('La dirección no existe.') },
    { type: 'command.requested', command: 'makeDefault', id: 2 },
    { type: 'xstate.done.actor.runCommand', output: wholeBook([address(2, true), address(1)]) },
    { type: 'xstate.error.actor.runCommand', error: new ApiError('timeout') },
    { type: 'notice.dismissed' },
  ]
  const replay = (input: object) => ({
    input,
    actorNames: ['listPage', 'saveRow', 'deleteRow', 'runCommand'],
    actions: { rowDeleted: () => undefined },
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

  // a book uses all of the flow but paging, filters and a row's detail (walked in src/flows); the books' changes
  // answer the fresh list, so they never read the page again
  it('reaches every state node it uses', async () => {
    const stateIds = new Set<string>()
    for (const run of runs) {
      for (const path of run.paths) {
        const result = await replayPath(machine, path, run.replay)
        result.stateIds.forEach((id) => stateIds.add(id))
      }
    }
    expect(allStateIds(machine).filter((id) => !stateIds.has(id) && !/detail/.test(id))).toEqual([])
  })
})
