// Top-up machine (issue 12 item 2): a model-based walk of every state and transition (xstate/graph,
// machines/testing), and the rules a buyer meets — bad amounts and vouchers refused with nothing sent, one
// Idempotency-Key for a double click or a retry after a lost answer, the gateway address checked.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { Recharge, RechargeResult } from '../../src/api/wallet'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import type { RechargeRequest } from '../../src/api/wallet'
import { rechargeSubmit } from './recharge.actors'

interface RechargeInput {
  body: RechargeRequest
  idempotencyKey: string | null
}
import { rechargeMachine, type RechargeFlowInput } from './recharge.machine'

const ORIGIN = window.location.origin
const SN = 'RC202603021500000001'
const record = (overrides: Partial<Recharge> = {}): Recharge => ({
  rechargeSn: SN,
  amount: 100,
  payMethod: 'transfer',
  payState: 'pendingConfirmation',
  createTime: '2026-03-02T15:00:00.000Z',
  voucherUrl: '/mock-uploads/rechargeVoucher/1.png',
  rejectReason: null,
  finishTime: null,
  ...overrides,
})
const result = (overrides: Partial<Recharge> = {}, redirectUrl: string | null = null): RechargeResult => ({
  recharge: record(overrides),
  redirectUrl,
})
const BANK_ACCOUNT = {
  bankName: 'Banco Metropolitano S.A.',
  accountName: 'Mercado Mayorista China–Cuba S.A.',
  accountNumber: '0598 7612 3400 0127',
  swift: 'BMNBCUHH',
}
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const png = (size = 2048) => new File([new Uint8Array(size)], 'comprobante.png', { type: 'image/png' })
const upload = {
  url: '/mock-uploads/rechargeVoucher/1.png',
  path: '/uploads/x/1.png',
  size: 10,
  contentType: 'image/png',
}

describe('rechargeMachine model (xstate/graph)', () => {
  const formEvents: AnyEventObject[] = [
    { type: 'amount.changed', value: '100' },
    { type: 'amount.blurred' },
    { type: 'method.selected', method: 'tropipay' },
    { type: 'method.selected', method: 'transfer' },
    // a File serializes as {}: the label tells the two events apart in the graph
    { type: 'voucher.selected', file: png(), label: 'small' },
    { type: 'voucher.selected', file: png(2 * 1024 * 1024), label: 'big' },
    { type: 'voucher.removed' },
    { type: 'form.submitted' },
    { type: 'xstate.done.actor.readImageType', output: 'image/png' },
    { type: 'xstate.done.actor.readImageType', output: null },
    { type: 'xstate.error.actor.readImageType', error: new Error('unreadable') },
    { type: 'xstate.done.actor.uploadFile', output: upload },
    { type: 'xstate.error.actor.uploadFile', error: refused('Formato de archivo incorrecto') },
    // the top-up is the idempotent submit of src/flows (walked there): here its outcomes
    { type: 'xstate.done.actor.recharge', output: { kind: 'answered', answer: result() } },
    {
      type: 'xstate.done.actor.recharge',
      output: {
        kind: 'redirect',
        answer: result({ payMethod: 'tropipay', payState: 'unpaid' }, '/mock-pasarela?token=abc12345'),
        url: `${ORIGIN}/mock-pasarela?token=abc12345`,
      },
    },
    {
      type: 'xstate.done.actor.recharge',
      output: {
        kind: 'redirectRefused',
        answer: result({ payMethod: 'tropipay', payState: 'unpaid' }, 'https://evil.example.com/'),
      },
    },
    {
      type: 'xstate.done.actor.recharge',
      output: { kind: 'failed', error: new ApiError('network'), definitive: false },
    },
    { type: 'xstate.done.actor.getRecharge', output: record({ payState: 'confirmed' }) },
    { type: 'xstate.done.actor.getRecharge', output: record() },
    {
      type: 'xstate.done.actor.getRecharge',
      output: record({ payState: 'declined', rejectReason: 'No recibida' }),
    },
    { type: 'xstate.done.actor.getRecharge', output: record({ payMethod: 'tropipay', payState: 'failed' }) },
    { type: 'xstate.error.actor.getRecharge', error: refused('No se encontró el registro de recarga.') },
    { type: 'xstate.after.poll.recharge.pending.waiting' },
    { type: 'recharge.restarted' },
    { type: 'retry' },
    { type: 'xstate.done.actor.getBankAccount', output: BANK_ACCOUNT },
  ]
  const configurations: { name: string; input: RechargeFlowInput }[] = [
    { name: 'form', input: { pageOrigin: ORIGIN } },
    { name: 'gateway return', input: { pageOrigin: ORIGIN, rechargeSn: SN } },
    // states are keyed by value only: a valid amount from the start lets "Recargar" reach the server
    { name: 'prefilled e-payment', input: { pageOrigin: ORIGIN, amount: '100', method: 'tropipay' } },
  ]
  const actorNames = ['readImageType', 'uploadFile', 'recharge', 'getRecharge', 'getBankAccount']
  const actions = { goToGateway: () => undefined }
  const machine = rechargeMachine.provide({ delays: { poll: 1e9 } })
  const runs = configurations.flatMap((config) =>
    modelPaths(machine, { input: config.input, events: formEvents }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const replayed = await replayPath(machine, path, { input: config.input, actorNames, actions })
    expect(replayed.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const replayed = await replayPath(machine, path, { input: config.input, actorNames, actions })
      replayed.stateIds.forEach((id) => stateIds.add(id))
      replayed.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    // `starting` is transient (its two `always` transitions are in the transition list): no snapshot shows it
    const everyState = allStateIds(machine).filter((id) => id !== 'recharge.starting')
    expect(everyState.filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(machine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})

function fake(
  options: { recharge?: (input: RechargeInput) => Promise<RechargeResult>; type?: 'image/png' | null } = {},
) {
  const calls = { recharge: [] as RechargeInput[], uploads: 0, bankAccount: 0 }
  const goToGateway = vi.fn()
  const machine = rechargeMachine.provide({
    actions: { goToGateway: (_, params) => goToGateway(params.url) },
    actors: {
      readImageType: fromPromise<'image/png' | 'image/jpeg' | null, { file: Blob }>(() =>
        Promise.resolve(options.type === undefined ? 'image/png' : options.type),
      ),
      uploadFile: fromPromise(() => {
        calls.uploads += 1
        return Promise.resolve(upload)
      }),
      recharge: rechargeSubmit((body, idempotencyKey) => {
        const input = { body, idempotencyKey }
        calls.recharge.push(input)
        return options.recharge?.(input) ?? Promise.resolve(result())
      }),
      getRecharge: fromPromise(() => Promise.resolve(record({ payState: 'confirmed' }))),
      getBankAccount: fromPromise(() => {
        calls.bankAccount += 1
        return Promise.resolve(BANK_ACCOUNT)
      }),
    },
  })
  const actor = createActor(machine, { input: { pageOrigin: ORIGIN } }).start()
  return { actor, calls, goToGateway }
}

describe('rechargeMachine rules', () => {
  it('reads the platform account a transfer goes to once, and keeps it through a new top-up', async () => {
    const { actor, calls } = fake()
    await waitFor(actor, (s) => s.context.bankAccount !== null)
    expect(actor.getSnapshot().context.bankAccount).toEqual(BANK_ACCOUNT)
    actor.send({ type: 'method.selected', method: 'tropipay' })
    actor.send({ type: 'method.selected', method: 'transfer' })
    expect(actor.getSnapshot().context.bankAccount).toEqual(BANK_ACCOUNT)
    expect(calls.bankAccount).toBe(1)
  })

  it.each([
    ['0', 'validation.recharge.amountRange'],
    ['5001', 'validation.recharge.amountRange'],
    ['10.5', 'validation.recharge.amountInteger'],
    ['abc', 'validation.recharge.amountInteger'],
    ['', 'validation.recharge.amountRequired'],
  ])('refuses the amount %j before anything is sent, keeping what was typed', async (typed, id) => {
    const { actor, calls } = fake()
    actor.send({ type: 'method.selected', method: 'tropipay' })
    actor.send({ type: 'amount.changed', value: typed })
    actor.send({ type: 'form.submitted' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors.amount).toEqual({ id })
    expect(actor.getSnapshot().context.amount).toBe(typed)
    expect(calls.recharge).toEqual([])
  })

  it('refuses a voucher over 1 MB and one whose content is not png/jpg, uploading neither', async () => {
    const big = fake()
    big.actor.send({ type: 'voucher.selected', file: png(2 * 1024 * 1024) })
    expect(big.actor.getSnapshot().context.fieldErrors.voucher).toEqual({
      id: 'validation.upload.fileTooBig',
    })
    const pdf = fake({ type: null })
    pdf.actor.send({
      type: 'voucher.selected',
      file: new File(['%PDF-1.4'], 'comprobante.jpg', { type: 'image/jpeg' }),
    })
    await waitFor(pdf.actor, (s) => s.matches('editing'))
    expect(pdf.actor.getSnapshot().context.fieldErrors.voucher).toEqual({
      id: 'validation.upload.fileFormat',
    })
    expect(big.calls.uploads + pdf.calls.uploads).toBe(0)
  })

  it('needs the voucher for a transfer, then waits for the platform', async () => {
    const { actor, calls } = fake()
    actor.send({ type: 'amount.changed', value: '100' })
    actor.send({ type: 'form.submitted' })
    expect(actor.getSnapshot().context.fieldErrors.voucher).toEqual({
      id: 'validation.recharge.voucherRequired',
    })
    actor.send({ type: 'voucher.selected', file: png() })
    await waitFor(actor, (s) => s.matches('editing') && s.context.voucher !== null)
    actor.send({ type: 'form.submitted' })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('pending'))
    expect(calls.recharge).toHaveLength(1)
    expect(calls.recharge[0]!.body).toEqual({ amount: 100, payMethod: 'transfer', voucherUrl: upload.url })
  })

  it('retries a lost answer with the same Idempotency-Key, and a changed amount with a new one', async () => {
    let attempt = 0
    const { actor, calls } = fake({
      recharge: () => (++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(result())),
    })
    actor.send({ type: 'method.selected', method: 'tropipay' })
    actor.send({ type: 'amount.changed', value: '100' })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(calls.recharge[1]!.idempotencyKey).toBe(calls.recharge[0]!.idempotencyKey)
  })

  it('follows only a safe gateway address', async () => {
    const safe = fake({
      recharge: () => Promise.resolve(result({ payState: 'unpaid' }, '/mock-pasarela?token=abc12345')),
    })
    safe.actor.send({ type: 'method.selected', method: 'tropipay' })
    safe.actor.send({ type: 'amount.changed', value: '20' })
    safe.actor.send({ type: 'form.submitted' })
    await waitFor(safe.actor, (s) => s.status === 'done')
    expect(safe.goToGateway).toHaveBeenCalledWith(`${ORIGIN}/mock-pasarela?token=abc12345`)
    const evil = fake({
      recharge: () => Promise.resolve(result({ payState: 'unpaid' }, 'javascript:alert(1)')),
    })
    evil.actor.send({ type: 'method.selected', method: 'tropipay' })
    evil.actor.send({ type: 'amount.changed', value: '20' })
    evil.actor.send({ type: 'form.submitted' })
    await waitFor(evil.actor, (s) => s.matches('editing') && s.context.formError !== null)
    expect(evil.goToGateway).not.toHaveBeenCalled()
  })
})
