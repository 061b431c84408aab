import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { StoreSummary } from '../../src/api/catalogue'
import type { ContractDetail, ContractInput } from '../../src/api/contracts'
import { ApiError } from '../../src/api/errors'
import { CONTRACT_FILE_MAX_BYTES, contractMessages } from '../../src/schemas/contract.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import type { UploadedAttachment } from './contract-add.actors'
import { contractAddMachine, fieldErrorsOf, pickRefusal } from './contract-add.machine'

const STORE = { storeId: 3, storeName: 'Guangzhou Hengda Materiales Co., Ltd.' } as StoreSummary
const UPLOADED: UploadedAttachment = {
  url: '/mock-uploads/contract/1.pdf',
  path: '/uploads/contract/1.pdf',
  size: 900,
  contentType: 'application/pdf',
  fileName: 'contrato.pdf',
}
const CREATED = { contractNo: 'CB202611010000000001' } as ContractDetail
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'El proveedor no existe o está cerrado.' })

function file(name: string, content: string, size?: number) {
  const f = new File([content], name, { type: 'application/pdf' })
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size })
  Object.defineProperty(f, 'toJSON', { value: () => ({ name, size: f.size }) })
  return f
}
const PDF = () => file('contrato.pdf', '%PDF-1.4\n%%EOF\n')
const TEXT = () => file('falso.pdf', 'solo texto')

const VALID = {
  title: 'Suministro de azulejos 2027',
  storeId: '3',
  orderSn: '',
  startDate: '2030-01-01',
  endDate: '2030-12-31',
  amount: '2500,50',
}

function fake() {
  const calls = { uploads: [] as string[], added: [] as ContractInput[] }
  const machine = contractAddMachine.provide({
    actors: {
      listStores: fromPromise(() => Promise.resolve([STORE])),
      uploadAttachments: fromPromise(({ input }: { input: { files: File[] } }) => {
        calls.uploads.push(...input.files.map((f) => f.name))
        return Promise.resolve(input.files.map((f) => ({ ...UPLOADED, fileName: f.name })))
      }),
      addContract: fromPromise(({ input }: { input: ContractInput }) => {
        calls.added.push(input)
        return Promise.resolve(CREATED)
      }),
    },
  })
  return { machine, calls }
}

async function editing(f: ReturnType<typeof fake>) {
  const actor = createActor(f.machine, { input: {} }).start()
  await waitFor(actor, (s) => s.matches('editing'))
  return actor
}

describe('contract form rules', () => {
  it('names every broken field and accepts a complete form', () => {
    expect(fieldErrorsOf({ ...VALID, title: '', amount: '0', endDate: '2029-12-31' }, '2026-11-01')).toEqual({
      title: contractMessages.titleRequired.id,
      amount: contractMessages.amountRange.id,
      endDate: contractMessages.endBeforeStart.id,
    })
    expect(fieldErrorsOf(VALID, '2026-11-01')).toEqual({})
  })

  it('refuses a sixth attachment and a file over 5 MB before reading it', () => {
    expect(pickRefusal([PDF()], 5)?.message).toEqual({ id: contractMessages.tooManyFiles.id })
    expect(pickRefusal([file('grande.pdf', '%PDF-', CONTRACT_FILE_MAX_BYTES + 1)], 0)?.message).toEqual({
      id: contractMessages.fileTooBig.id,
    })
  })
})

describe('contractAddMachine', () => {
  it('refuses a text renamed .pdf by its content, uploads a real PDF and sends the contract with it', async () => {
    const f = fake()
    const actor = await editing(f)
    actor.send({ type: 'files.picked', files: [TEXT()] })
    await waitFor(actor, (s) => s.matches('editing') && s.context.fileRefusal !== null)
    expect(actor.getSnapshot().context.fileRefusal).toEqual({
      fileName: 'falso.pdf',
      message: { id: paymentMessages.fileFormat.id },
    })
    actor.send({ type: 'files.picked', files: [PDF()] })
    await waitFor(actor, (s) => s.matches('editing') && s.context.attachments.length === 1)
    for (const [field, value] of Object.entries(VALID))
      actor.send({ type: 'field.changed', field: field as keyof typeof VALID, value })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('created'))
    expect(f.calls.uploads).toEqual(['contrato.pdf'])
    expect(f.calls.added).toEqual([
      {
        title: VALID.title,
        storeId: 3,
        orderSn: null,
        startDate: VALID.startDate,
        endDate: VALID.endDate,
        amount: 2500.5,
        attachments: [{ path: UPLOADED.url, fileName: 'contrato.pdf' }],
      },
    ])
  })

  it('keeps everything typed when the form is refused, and shows the errors from then on', async () => {
    const f = fake()
    const actor = await editing(f)
    actor.send({ type: 'field.changed', field: 'title', value: 'A' })
    actor.send({ type: 'form.submitted' })
    expect(actor.getSnapshot().context.fieldErrors.title).toBe(contractMessages.titleLength.id)
    actor.send({ type: 'field.changed', field: 'title', value: 'Acuerdo' })
    expect(actor.getSnapshot().context.fieldErrors.title).toBeUndefined()
    expect(actor.getSnapshot().context.values.title).toBe('Acuerdo')
    expect(f.calls.added).toEqual([])
  })
})

describe('contractAddMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listStores', output: [STORE] },
    { type: 'xstate.error.actor.listStores', error: new ApiError('network') },
    { type: 'stores.searched', keyword: 'Guangzhou' },
    { type: 'files.picked', files: [PDF()] },
    { type: 'files.picked', files: [file('grande.pdf', '%PDF-', CONTRACT_FILE_MAX_BYTES + 1)] },
    { type: 'xstate.done.actor.readFileTypes', output: ['application/pdf'] },
    { type: 'xstate.done.actor.readFileTypes', output: [null] },
    { type: 'xstate.error.actor.readFileTypes', error: new Error('unreadable') },
    { type: 'xstate.done.actor.uploadAttachments', output: [UPLOADED] },
    { type: 'xstate.error.actor.uploadAttachments', error: REFUSED },
    { type: 'attachment.removed', index: 0 },
    { type: 'form.submitted' },
    { type: 'xstate.done.actor.addContract', output: CREATED },
    { type: 'xstate.error.actor.addContract', error: REFUSED },
  ]
  const input = {}
  const filled = { values: VALID }
  const typed: ModelPath = {
    description: 'listStores done → field.changed',
    steps: [
      { event: { type: 'xstate.done.actor.listStores', output: [STORE] }, value: 'editing' },
      { event: { type: 'field.changed', field: 'title', value: 'Acuerdo' }, value: 'editing' },
    ],
  }
  // an empty form is refused; a filled one (input.values, as the route prefills from an order) is sent
  const paths = [
    ...modelPaths(contractAddMachine, { input, events }).map((path) => ({ ...path, input })),
    ...modelPaths(contractAddMachine, { input: filled, events })
      .filter((path) => path.steps.some((step) => step.event.type === 'form.submitted'))
      .map((path) => ({ ...path, input: filled })),
    { ...typed, input },
  ]
  const replayOf = (path: { input: object }) => ({ input: path.input, actorNames })
  const actorNames = ['listStores', 'readFileTypes', 'uploadAttachments', 'addContract']

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(contractAddMachine, path, replayOf(path))
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const reached = { states: new Set<string>(), transitions: new Set<string>() }
    for (const path of paths) {
      const result = await replayPath(contractAddMachine, path, replayOf(path))
      result.stateIds.forEach((id) => reached.states.add(id))
      result.transitionKeys.forEach((key) => reached.transitions.add(key))
    }
    expect(allStateIds(contractAddMachine).filter((id) => !reached.states.has(id))).toEqual([])
    expect(allTransitionKeys(contractAddMachine).filter((key) => !reached.transitions.has(key))).toEqual([])
  })
})
