import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type {
  ContractAuthenInput,
  ContractDetail,
  ContractSignInfo,
  ContractSigner,
} from '../../src/api/contracts'
import { ApiError } from '../../src/api/errors'
import { accountMessages } from '../../src/schemas/account.schema'
import { contractMessages } from '../../src/schemas/contract.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { contractSignMachine } from './contract-sign.machine'

const NOBODY: ContractSigner = {
  authenticated: false,
  signerType: null,
  signerName: null,
  companyName: null,
  mobile: null,
  authenticatedAt: null,
}
const SIGNER: ContractSigner = {
  authenticated: true,
  signerType: 'personal',
  signerName: 'Carlos Rodríguez',
  companyName: null,
  mobile: '*******8000',
  authenticatedAt: '2026-11-01T10:00:00.000Z',
}
const CONTRACT = { contractNo: 'CB202600000001', state: 'pendingSignature' } as ContractSignInfo['contract']
const INFO: ContractSignInfo = {
  signer: NOBODY,
  memberType: 1,
  agreementTitle: 'Acuerdo de firma electrónica de contratos',
  agreementHtml: '<p>Texto</p>',
  contract: CONTRACT,
}
const SIGNED = { contractNo: 'CB202600000001', state: 'signed' } as ContractDetail
const WRONG_CODE = new ApiError('state', {
  state: 255,
  serverMessage: 'El código de verificación es incorrecto.',
})
const PERSON = {
  realName: 'Carlos Rodríguez',
  idNumber: '11010519491231002X',
  mobile: '13800138000',
  code: '123456',
}

describe('contractSignMachine', () => {
  it('authenticates with the SMS code, then signs only after the agreement is accepted', async () => {
    const calls = { codes: [] as string[], authens: [] as ContractAuthenInput[], signs: [] as string[] }
    const machine = contractSignMachine.provide({
      actors: {
        getContractSignInfo: fromPromise(() => Promise.resolve(INFO)),
        sendContractSignCode: fromPromise(({ input }: { input: { mobile: string } }) => {
          calls.codes.push(input.mobile)
          return Promise.resolve({ cooldownSeconds: 60, expiresInSeconds: 600 })
        }),
        authenticateContractSigner: fromPromise(({ input }: { input: ContractAuthenInput }) => {
          calls.authens.push(input)
          return Promise.resolve(SIGNER)
        }),
        signContract: fromPromise(({ input }: { input: { contractNo: string } }) => {
          calls.signs.push(input.contractNo)
          return Promise.resolve(SIGNED)
        }),
      },
    })
    const actor = createActor(machine, { input: { contractNo: 'CB202600000001' } }).start()
    await waitFor(actor, (s) => s.matches('authenticating'))
    actor.send({ type: 'code.requested' })
    expect(actor.getSnapshot().context.fieldErrors.mobile).toBe(accountMessages.mobileRequired.id)
    for (const [field, value] of Object.entries(PERSON))
      actor.send({ type: 'field.changed', field: field as keyof typeof PERSON, value })
    actor.send({ type: 'code.requested' })
    await waitFor(actor, (s) => s.matches('authenticating') && s.context.codeResendAt !== null)
    actor.send({ type: 'authen.submitted' })
    await waitFor(actor, (s) => s.matches('reviewing'))
    actor.send({ type: 'sign.submitted' })
    expect(actor.getSnapshot().context.signError).toEqual({ id: contractMessages.agreementRequired.id })
    actor.send({ type: 'agreement.toggled', accepted: true })
    actor.send({ type: 'sign.submitted' })
    await waitFor(actor, (s) => s.matches('signed'))
    expect(calls).toEqual({
      codes: ['13800138000'],
      authens: [{ signerType: 'personal', ...PERSON }],
      signs: ['CB202600000001'],
    })
  })

  it('asks an enterprise member for the company by default', async () => {
    const machine = contractSignMachine.provide({
      actors: { getContractSignInfo: fromPromise(() => Promise.resolve({ ...INFO, memberType: 3 })) },
    })
    const actor = createActor(machine, { input: { contractNo: null } }).start()
    await waitFor(actor, (s) => s.matches('authenticating'))
    expect(actor.getSnapshot().context.values.signerType).toBe('enterprise')
  })
})

describe('contractSignMachine model (xstate/graph)', () => {
  const typed = Object.entries(PERSON).map(([field, value]) => ({ type: 'field.changed', field, value }))
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getContractSignInfo', output: INFO },
    { type: 'xstate.done.actor.getContractSignInfo', output: { ...INFO, signer: SIGNER } },
    { type: 'xstate.error.actor.getContractSignInfo', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'code.requested' },
    { type: 'authen.submitted' },
    {
      type: 'xstate.done.actor.sendContractSignCode',
      output: { cooldownSeconds: 60, expiresInSeconds: 600 },
    },
    { type: 'xstate.error.actor.sendContractSignCode', error: WRONG_CODE },
    { type: 'xstate.done.actor.authenticateContractSigner', output: SIGNER },
    { type: 'xstate.error.actor.authenticateContractSigner', error: WRONG_CODE },
    { type: 'agreement.toggled', accepted: true },
    { type: 'sign.submitted' },
    { type: 'xstate.done.actor.signContract', output: SIGNED },
    { type: 'xstate.error.actor.signContract', error: WRONG_CODE },
  ]
  const withContract = { contractNo: 'CB202600000001' }
  const alone = { contractNo: null }
  /** The form filled in (field.changed keeps the state value, so the graph does not walk it). */
  const filled = (
    input: object,
    description: string,
    tail: ModelPath['steps'],
  ): ModelPath & { input: object } => ({
    description,
    input,
    steps: [
      { event: { type: 'xstate.done.actor.getContractSignInfo', output: INFO }, value: 'authenticating' },
      ...typed.map((event) => ({ event, value: 'authenticating' })),
      ...tail,
    ],
  })
  const paths = [
    ...modelPaths(contractSignMachine, { input: withContract, events }).map((p) => ({
      ...p,
      input: withContract,
    })),
    ...modelPaths(contractSignMachine, { input: alone, events }).map((p) => ({ ...p, input: alone })),
    filled(withContract, 'filled → code → authenticated → reviewing', [
      { event: { type: 'code.requested' }, value: 'sendingCode' },
      {
        event: {
          type: 'xstate.done.actor.sendContractSignCode',
          output: { cooldownSeconds: 60, expiresInSeconds: 600 },
        },
        value: 'authenticating',
      },
      { event: { type: 'authen.submitted' }, value: 'submittingAuthen' },
      { event: { type: 'xstate.done.actor.authenticateContractSigner', output: SIGNER }, value: 'reviewing' },
    ]),
    filled(alone, 'filled → authenticated without a contract', [
      { event: { type: 'authen.submitted' }, value: 'submittingAuthen' },
      {
        event: { type: 'xstate.done.actor.authenticateContractSigner', output: SIGNER },
        value: 'authenticated',
      },
    ]),
    {
      description: 'already authenticated, no contract to sign',
      input: alone,
      steps: [
        {
          event: {
            type: 'xstate.done.actor.getContractSignInfo',
            output: { ...INFO, signer: SIGNER, contract: null },
          },
          value: 'authenticated',
        },
      ],
    },
    filled(withContract, 'filled → the code refused', [
      { event: { type: 'code.requested' }, value: 'sendingCode' },
      {
        event: { type: 'xstate.error.actor.sendContractSignCode', error: WRONG_CODE },
        value: 'authenticating',
      },
    ]),
    filled(withContract, 'filled → a wrong code', [
      { event: { type: 'authen.submitted' }, value: 'submittingAuthen' },
      {
        event: { type: 'xstate.error.actor.authenticateContractSigner', error: WRONG_CODE },
        value: 'authenticating',
      },
    ]),
    ...(['done', 'error'] as const).map((outcome) => ({
      description: `authenticated → agreement accepted → sign ${outcome}`,
      input: withContract,
      steps: [
        {
          event: { type: 'xstate.done.actor.getContractSignInfo', output: { ...INFO, signer: SIGNER } },
          value: 'reviewing',
        },
        { event: { type: 'agreement.toggled', accepted: true }, value: 'reviewing' },
        { event: { type: 'sign.submitted' }, value: 'signing' },
        outcome === 'done'
          ? { event: { type: 'xstate.done.actor.signContract', output: SIGNED }, value: 'signed' }
          : { event: { type: 'xstate.error.actor.signContract', error: WRONG_CODE }, value: 'reviewing' },
      ],
    })),
  ]
  const actorNames = [
    'getContractSignInfo',
    'sendContractSignCode',
    'authenticateContractSigner',
    'signContract',
  ]

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(contractSignMachine, path, { input: path.input, actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(contractSignMachine, path, { input: path.input, actorNames })
      result.stateIds.forEach((id) => states.add(id))
      result.transitionKeys.forEach((key) => transitions.add(key))
    }
    expect(allStateIds(contractSignMachine).filter((id) => !states.has(id))).toEqual([])
    expect(allTransitionKeys(contractSignMachine).filter((key) => !transitions.has(key))).toEqual([])
  })
})
