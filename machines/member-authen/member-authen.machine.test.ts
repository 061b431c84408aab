import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { MemberAuthen, MemberAuthenInput } from '../../src/api/identity'
import { ApiError } from '../../src/api/errors'
import { accountMessages } from '../../src/schemas/account.schema'
import { memberAuthenMessages } from '../../src/schemas/member-authen.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { memberAuthenMachine, memberAuthenStageOf } from './member-authen.machine'

const BLANK: MemberAuthen = {
  authenType: 'enterprise',
  state: 'notSubmitted',
  realName: null,
  idNumber: null,
  companyName: null,
  registrationNumber: null,
  licencePath: null,
  licenceUrl: null,
  rejectReason: null,
  submitTime: null,
  reviewTime: null,
}
const PENDING: MemberAuthen = {
  ...BLANK,
  state: 'pending',
  companyName: 'Comprador Mayorista S.A.',
  registrationNumber: 'RM-2026-0001',
  licencePath: '/uploads/licence/a.png',
  licenceUrl: '/mock-uploads/licence/a.png?expires=1&signature=0',
  submitTime: '2026-11-29T10:00:00.000Z',
}
const REJECTED: MemberAuthen = { ...PENDING, state: 'rejected', rejectReason: 'Licencia ilegible' }
const APPROVED: MemberAuthen = { ...PENDING, state: 'approved' }
const UPLOADED = {
  url: '/mock-uploads/licence/b.png?x',
  path: '/uploads/licence/b.png',
  size: 10,
  contentType: 'image/png',
}
const REFUSED = new ApiError('state', {
  state: 255,
  serverMessage: 'La certificación ya está en revisión o aprobada.',
})
const png = (size: number, name = 'licencia.png') => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new File([bytes], name, { type: 'image/png' })
}

function run(
  authen: MemberAuthen,
  submit = (input: MemberAuthenInput) => Promise.resolve({ ...PENDING, ...input }),
) {
  const sent: MemberAuthenInput[] = []
  const machine = memberAuthenMachine.provide({
    actors: {
      getMemberAuthen: fromPromise(() => Promise.resolve(authen)),
      uploadLicence: fromPromise(() => Promise.resolve(UPLOADED)),
      submitMemberAuthen: fromPromise(({ input }: { input: MemberAuthenInput }) => {
        sent.push(input)
        return submit(input) as Promise<MemberAuthen>
      }),
    },
  })
  return { actor: createActor(machine).start(), sent }
}

describe('memberAuthenMachine', () => {
  it('an enterprise uploads its licence and submits; the authentication is then pending review', async () => {
    const { actor, sent } = run(BLANK)
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'editing')
    actor.send({ type: 'form.submitted' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      companyName: memberAuthenMessages.companyRequired.id,
      registrationNumber: memberAuthenMessages.registrationRequired.id,
      licencePath: memberAuthenMessages.licenceRequired.id,
    })
    actor.send({ type: 'field.changed', field: 'companyName', value: 'Comprador Mayorista S.A.' })
    actor.send({ type: 'field.changed', field: 'registrationNumber', value: 'RM-2026-0001' })
    actor.send({ type: 'licence.picked', file: png(2048) })
    await waitFor(actor, (s) => s.context.licence !== null)
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'pending')
    expect(sent).toEqual([
      {
        authenType: 'enterprise',
        companyName: 'Comprador Mayorista S.A.',
        registrationNumber: 'RM-2026-0001',
        licencePath: UPLOADED.path,
      },
    ])
  })

  it('refuses a licence of 2 MB and a renamed file before uploading, keeping everything typed', async () => {
    const { actor } = run(BLANK)
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'editing')
    actor.send({ type: 'field.changed', field: 'companyName', value: 'Comprador Mayorista S.A.' })
    actor.send({ type: 'licence.picked', file: png(2 * 1024 * 1024) })
    expect(actor.getSnapshot().context.licenceError).toEqual({ id: paymentMessages.fileTooBig.id })
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'licencia.png', { type: 'image/png' })
    actor.send({ type: 'licence.picked', file: exe })
    await waitFor(actor, (s) => s.context.licenceError !== null && memberAuthenStageOf(s) === 'editing')
    expect(actor.getSnapshot().context.licenceError).toEqual({ id: paymentMessages.fileFormat.id })
    expect(actor.getSnapshot().context.values.companyName).toBe('Comprador Mayorista S.A.')
    expect(actor.getSnapshot().context.licence).toBeNull()
  })

  it('checks a personal member’s national ID with the §5 rule and keeps what was typed when refused', async () => {
    const { actor } = run({ ...BLANK, authenType: 'personal' }, () => Promise.reject(REFUSED))
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'editing')
    actor.send({ type: 'field.changed', field: 'realName', value: 'Ana Pérez Gómez' })
    actor.send({ type: 'field.changed', field: 'idNumber', value: '12345' })
    actor.send({ type: 'form.submitted' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ idNumber: accountMessages.nationalIdFormat.id })
    actor.send({ type: 'field.changed', field: 'idNumber', value: '11010519491231002X' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.context.submitError !== null)
    expect(memberAuthenStageOf(actor.getSnapshot())).toBe('editing')
    expect(actor.getSnapshot().context.values).toMatchObject({
      realName: 'Ana Pérez Gómez',
      idNumber: '11010519491231002X',
    })
  })

  it('comes back filled in after a rejection, with the reason, and resubmits', async () => {
    const { actor, sent } = run(REJECTED)
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'editing')
    expect(actor.getSnapshot().context.authen?.rejectReason).toBe('Licencia ilegible')
    expect(actor.getSnapshot().context.values.registrationNumber).toBe('RM-2026-0001')
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => memberAuthenStageOf(s) === 'pending')
    expect(sent[0]).toMatchObject({ licencePath: '/uploads/licence/a.png' })
  })
})

describe('memberAuthenMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMemberAuthen', output: BLANK },
    { type: 'xstate.done.actor.getMemberAuthen', output: PENDING },
    { type: 'xstate.done.actor.getMemberAuthen', output: APPROVED },
    { type: 'xstate.error.actor.getMemberAuthen', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'refresh.requested' },
    // a File serialises as {}: the size in words tells the graph the two events apart
    { type: 'licence.picked', file: png(2048), size: '2 KB' },
    { type: 'licence.picked', file: png(2 * 1024 * 1024), size: '2 MB' },
    { type: 'xstate.done.actor.readLicenceType', output: 'image/png' },
    { type: 'xstate.done.actor.readLicenceType', output: null },
    { type: 'xstate.error.actor.readLicenceType', error: new Error('unreadable') },
    { type: 'xstate.done.actor.uploadLicence', output: UPLOADED },
    { type: 'xstate.error.actor.uploadLicence', error: REFUSED },
    { type: 'form.submitted' },
  ]
  /** A rejected submission loaded: the form is valid, so the submit's branches can be walked. */
  const resubmit = (tail: ModelPath['steps']): ModelPath => ({
    description: `rejected → resubmitted → ${tail.at(-1)!.event.type}`,
    steps: [
      { event: { type: 'xstate.done.actor.getMemberAuthen', output: REJECTED }, value: 'editing' },
      { event: { type: 'field.changed', field: 'companyName', value: 'Otra S.A.' }, value: 'editing' },
      { event: { type: 'form.submitted' }, value: 'submitting' },
      ...tail,
    ],
  })
  const paths: ModelPath[] = [
    ...modelPaths(memberAuthenMachine, { events }),
    resubmit([
      { event: { type: 'xstate.done.actor.submitMemberAuthen', output: PENDING }, value: 'pending' },
    ]),
    resubmit([
      { event: { type: 'xstate.error.actor.submitMemberAuthen', error: REFUSED }, value: 'editing' },
    ]),
  ]
  const actorNames = ['getMemberAuthen', 'readLicenceType', 'uploadLicence', 'submitMemberAuthen']

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(memberAuthenMachine, path, { actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(memberAuthenMachine, path, { actorNames })
      result.stateIds.forEach((id) => states.add(id))
      result.transitionKeys.forEach((key) => transitions.add(key))
    }
    expect(allStateIds(memberAuthenMachine).filter((id) => !states.has(id))).toEqual([])
    expect(allTransitionKeys(memberAuthenMachine).filter((key) => !transitions.has(key))).toEqual([])
  })
})
