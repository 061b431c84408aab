import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { RefundApplyRequest, RefundDetail, RefundReapplyRequest } from '../../src/api/after-sales'
import { ApiError } from '../../src/api/errors'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { refundMessages } from '../../src/schemas/refund.schema'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import type { UploadOutcome } from './refund-apply.actors'
import { refundApplyMachine, type RefundApplyInput } from './refund-apply.machine'
import {
  amountCapOf,
  checkImageFiles,
  parseAmount,
  refundFormProblems,
  rulesOf,
  type RefundFormData,
  type RefundFormValues,
} from './refund-form'
import {
  applyFormFixture,
  PAYMENT_ACCOUNT,
  reapplyFormFixture,
  REFUND_AFS_SN,
  REFUND_ORDER_SN,
  refundFixture,
} from './refund.fixtures'

const MB = 1024 * 1024
/** A png file; `toJSON` keeps two picked files apart when xstate/graph serialises the events. */
const png = (name = 'foto.png', size = 2048) =>
  Object.assign(new File([new Uint8Array(size)], name, { type: 'image/png' }), {
    toJSON: () => ({ name, size }),
  })
/** A return of 60 of the 100 taps (US$ 90), the basins left out. */
const VALID: RefundFormValues = {
  type: 'return',
  lines: [
    { orderProductId: 1, selected: true, quantity: '60' },
    { orderProductId: 2, selected: false, quantity: '3' },
  ],
  goodsState: 'received',
  amount: '80,50',
  reasonId: '21',
  description: 'Llegaron rotas.',
  refundAccount: PAYMENT_ACCOUNT.key,
}
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

interface FakeOptions {
  applyInfo?: () => Promise<RefundFormData>
  refund?: () => Promise<RefundFormData>
  upload?: (files: File[]) => Promise<UploadOutcome>
  submit?: (body: RefundApplyRequest) => Promise<RefundDetail>
  reapply?: (body: RefundReapplyRequest) => Promise<RefundDetail>
}

function fakeApply(options: FakeOptions = {}) {
  const calls = {
    getRefundApplyInfo: 0,
    getRefund: 0,
    uploads: [] as File[][],
    submitRefund: [] as RefundApplyRequest[],
    reapplyRefund: [] as RefundReapplyRequest[],
    /** the Idempotency-Key of each request sent, in order */
    keys: [] as string[],
  }
  const goToDetail = vi.fn()
  let uploaded = 0
  const machine = refundApplyMachine.provide({
    actions: { goToDetail: (_, params) => goToDetail(params.afsSn) },
    actors: {
      getRefundApplyInfo: fromPromise(() => {
        calls.getRefundApplyInfo += 1
        return options.applyInfo?.() ?? Promise.resolve(applyFormFixture())
      }),
      getRefund: fromPromise(() => {
        calls.getRefund += 1
        return options.refund?.() ?? Promise.resolve(reapplyFormFixture())
      }),
      uploadFile: fromPromise(({ input }: { input: { files: File[] } }) => {
        calls.uploads.push(input.files)
        return (
          options.upload?.(input.files) ??
          Promise.resolve({
            uploaded: input.files.map((file) => {
              uploaded += 1
              return {
                path: `/uploads/afterSale/${uploaded}.png`,
                url: `/mock-uploads/${uploaded}.png`,
                name: file.name,
              }
            }),
            problem: null,
          })
        )
      }),
      submitRefund: fromPromise(
        ({ input }: { input: { body: RefundApplyRequest; idempotencyKey: string } }) => {
          calls.submitRefund.push(input.body)
          calls.keys.push(input.idempotencyKey)
          return options.submit?.(input.body) ?? Promise.resolve(refundFixture('applied', input.body.type))
        },
      ),
      reapplyRefund: fromPromise(
        ({ input }: { input: { body: RefundReapplyRequest; idempotencyKey: string } }) => {
          calls.reapplyRefund.push(input.body)
          calls.keys.push(input.idempotencyKey)
          return options.reapply?.(input.body) ?? Promise.resolve(refundFixture('applied'))
        },
      ),
    },
  })
  return { machine, calls, goToDetail }
}

async function startEditing(
  fake: ReturnType<typeof fakeApply>,
  input: RefundApplyInput = { orderSn: REFUND_ORDER_SN },
) {
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
  return actor
}

describe('refund form rules', () => {
  const rules = rulesOf(applyFormFixture())

  it('reads amounts typed with a decimal comma or point, and refuses anything else', () => {
    expect(parseAmount('150,50')).toBe(150.5)
    expect(parseAmount('1.234,56')).toBe(1234.56)
    expect(parseAmount('80.5')).toBe(80.5)
    expect(parseAmount('')).toBeNaN()
    expect(parseAmount('doce')).toBeNaN()
    expect(parseAmount('-3')).toBeNaN()
  })

  it('refuses an amount of 0 and an amount above the maximum with the shared messages', () => {
    expect(refundFormProblems({ ...VALID, amount: '0' }, rules).amount).toBe(refundMessages.amountRequired.id)
    const all = { ...VALID, lines: applyFormFixture().initialValues.lines }
    expect(refundFormProblems({ ...all, amount: '200,01' }, rules).amount).toBe(refundMessages.amountMax.id)
    expect(refundFormProblems({ ...all, amount: '200' }, rules)).toEqual({})
  })

  it('asks for a reason and a type the order allows, and for the payment account', () => {
    const problems = refundFormProblems(
      { ...VALID, type: '', reasonId: '', refundAccount: 'credit:1' },
      rules,
    )
    expect(problems).toEqual({
      type: refundMessages.typeRequired.id,
      reasonId: refundMessages.reasonRequired.id,
      refundAccount: refundMessages.accountMismatch.id,
    })
    expect(refundFormProblems(VALID, { ...rules, types: ['refund'] }).type).toBe(
      refundMessages.typeRequired.id,
    )
  })

  it('refuses a quantity above what is left of the line, below 1 or not a whole number', () => {
    const lines = (quantity: string) => [VALID.lines[0]!, { orderProductId: 2, selected: true, quantity }]
    expect(refundFormProblems({ ...VALID, lines: lines('4') }, rules)).toEqual({
      'line-2': refundMessages.quantityMax.id,
    })
    for (const quantity of ['0', 'dos', '1,5', ''])
      expect(refundFormProblems({ ...VALID, lines: lines(quantity) }, rules)['line-2']).toBe(
        refundMessages.quantityMin.id,
      )
    expect(refundFormProblems({ ...VALID, lines: lines('3') }, rules)).toEqual({})
  })

  it('asks for at least one line, and ignores the quantity of a line not chosen', () => {
    const none = VALID.lines.map((line) => ({ ...line, selected: false }))
    expect(refundFormProblems({ ...VALID, lines: none }, rules).lines).toBe(refundMessages.linesRequired.id)
    const ignored = [VALID.lines[0]!, { orderProductId: 2, selected: false, quantity: '99' }]
    expect(refundFormProblems({ ...VALID, lines: ignored }, rules)).toEqual({})
  })

  it('caps the amount by what the chosen units cost, then by what is left to refund', () => {
    const twoBasins = [
      { orderProductId: 1, selected: false, quantity: '100' },
      { orderProductId: 2, selected: true, quantity: '2' },
    ]
    const form = applyFormFixture()
    expect(amountCapOf(form, { lines: twoBasins })).toBe(50)
    expect(amountCapOf(form, VALID)).toBe(90)
    // every unit left costs 225, but only 200 are left to refund
    expect(amountCapOf(form, form.initialValues)).toBe(200)
    expect(refundFormProblems({ ...VALID, lines: twoBasins, amount: '50,01' }, rules).amount).toBe(
      refundMessages.amountLinesMax.id,
    )
    expect(refundFormProblems({ ...VALID, lines: twoBasins, amount: '50' }, rules)).toEqual({})
  })

  it('asks whether a refund only was received, and takes the reasons of that list', () => {
    const refundOnly = { ...VALID, type: 'refund' as const, reasonId: '11' }
    expect(refundFormProblems({ ...refundOnly, goodsState: '' }, rules).goodsState).toBe(
      refundMessages.goodsStateRequired.id,
    )
    expect(refundFormProblems({ ...refundOnly, goodsState: 'notReceived' }, rules)).toEqual({})
    // 11 is a reason of goods not received (105), not of goods received (106)
    expect(refundFormProblems({ ...refundOnly, goodsState: 'received' }, rules).reasonId).toBe(
      refundMessages.reasonRequired.id,
    )
    // before anything was shipped there is no choice: not received
    const unshipped = rulesOf(applyFormFixture({ goodsStates: ['notReceived'] }))
    expect(refundFormProblems({ ...refundOnly, goodsState: '' }, unshipped)).toEqual({})
    expect(refundFormProblems({ ...refundOnly, goodsState: 'received' }, unshipped).goodsState).toBe(
      refundMessages.goodsStateRequired.id,
    )
  })

  it('keeps a reapplication’s lines and caps its amount by what they cost', () => {
    const reapply = rulesOf(reapplyFormFixture())
    expect(reapply.maxAmount).toBe(90)
    expect(refundFormProblems({ ...VALID, amount: '90,01' }, reapply).amount).toBe(
      refundMessages.amountMax.id,
    )
    expect(refundFormProblems({ ...VALID, amount: '90' }, reapply)).toEqual({})
  })

  it('limits the description to 200 characters', () => {
    expect(refundFormProblems({ ...VALID, description: 'x'.repeat(201) }, rules).description).toBe(
      refundMessages.descriptionLength.id,
    )
  })

  it('accepts png/jpg images up to 1 MB while fewer than 5 are attached', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' })
    expect(checkImageFiles([png(), gif], 0)).toEqual({
      accepted: [expect.any(File)],
      problem: { id: paymentMessages.fileFormat.id },
    })
    expect(checkImageFiles([png('grande.png', 1.5 * MB)], 0)).toEqual({
      accepted: [],
      problem: { id: paymentMessages.fileTooBig.id },
    })
    const { accepted, problem } = checkImageFiles([png('5.png'), png('6.png')], 4)
    expect(accepted.map((file) => file.name)).toEqual(['5.png'])
    expect(problem).toEqual({ id: refundMessages.imagesMax.id })
  })
})

describe('refundApplyMachine', () => {
  it('loads what a refund of the order may be and starts editing with the maximum', async () => {
    const fake = fakeApply()
    const actor = createActor(fake.machine, { input: { orderSn: REFUND_ORDER_SN } }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    // every unit left of both lines, capped by the US$ 200 left to refund
    expect(actor.getSnapshot().context.form?.initialValues.amount).toBe('200,00')
    expect(fake.calls).toMatchObject({ getRefundApplyInfo: 1, getRefund: 0 })
  })

  it('shows the server’s refusal when the order admits no refund, and reads it again on retry', async () => {
    let attempt = 0
    const fake = fakeApply({
      applyInfo: () =>
        ++attempt === 1
          ? Promise.reject(refused('Este pedido no admite reembolso en su estado actual.'))
          : Promise.resolve(applyFormFixture()),
    })
    const actor = createActor(fake.machine, { input: { orderSn: REFUND_ORDER_SN } }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({
      text: 'Este pedido no admite reembolso en su estado actual.',
    })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.loadError).toBeNull()
  })

  it('reapplies with the refused request’s images and sends reapplyRefund', async () => {
    const fake = fakeApply()
    const actor = await startEditing(fake, { afsSn: REFUND_AFS_SN })
    expect(actor.getSnapshot().context.images).toHaveLength(1)
    actor.send({ type: 'form.submitted', values: VALID })
    await waitFor(actor, (s) => s.status === 'done')
    expect(fake.calls.submitRefund).toEqual([])
    expect(fake.calls.reapplyRefund).toEqual([
      {
        afsSn: REFUND_AFS_SN,
        amount: 80.5,
        reasonId: 21,
        description: 'Llegaron rotas.',
        images: ['/uploads/afterSale/1.png'],
        refundAccount: PAYMENT_ACCOUNT.key,
      },
    ])
    expect(fake.goToDetail).toHaveBeenCalledWith(REFUND_AFS_SN)
  })

  it('does not offer the form for a refund that was not refused', async () => {
    const fake = fakeApply({ refund: () => Promise.resolve(reapplyFormFixture({ reapplicable: false })) })
    const actor = createActor(fake.machine, { input: { afsSn: REFUND_AFS_SN } }).start()
    await waitFor(actor, (s) => s.matches('notReapplicable'))
  })

  it('uploads the accepted images and refuses a 6th image without losing the five attached', async () => {
    const fake = fakeApply()
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [1, 2, 3, 4, 5].map((n) => png(`${n}.png`)) })
    expect(actor.getSnapshot().matches({ editing: 'uploading' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.images).toHaveLength(5)
    actor.send({ type: 'images.added', files: [png('6.png')] })
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(context.imageError).toEqual({ id: refundMessages.imagesMax.id })
    expect(context.images.map((image) => image.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png'])
    expect(fake.calls.uploads).toHaveLength(1)
  })

  it('refuses a 1.5 MB image before uploading it', async () => {
    const fake = fakeApply()
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [png('grande.png', 1.5 * MB)] })
    expect(actor.getSnapshot().context.imageError).toEqual({ id: paymentMessages.fileTooBig.id })
    expect(fake.calls.uploads).toEqual([])
  })

  it('keeps the server’s refusal of an uploaded file and the images that were accepted', async () => {
    const fake = fakeApply({
      upload: (files) =>
        Promise.resolve({
          uploaded: [{ path: '/uploads/afterSale/1.png', url: '/mock-uploads/1.png', name: files[0]!.name }],
          problem: { text: 'Formato de archivo incorrecto' },
        }),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [png('buena.png'), png('renombrada.png')] })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.images.map((image) => image.name)).toEqual(['buena.png'])
    expect(actor.getSnapshot().context.imageError).toEqual({ text: 'Formato de archivo incorrecto' })
  })

  it('removes an image and clears the image message', async () => {
    const fake = fakeApply()
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [png('1.png'), png('2.png')] })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    actor.send({ type: 'images.added', files: [png('grande.png', 2 * MB)] })
    actor.send({ type: 'image.removed', index: 0 })
    expect(actor.getSnapshot().context.images.map((image) => image.name)).toEqual(['2.png'])
    expect(actor.getSnapshot().context.imageError).toBeNull()
  })

  it('sends nothing while the values break a rule', async () => {
    const fake = fakeApply()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', values: { ...VALID, amount: '0' } })
    actor.send({ type: 'form.submitted', values: { ...VALID, amount: '999' } })
    actor.send({
      type: 'form.submitted',
      values: { ...VALID, lines: [VALID.lines[0]!, { orderProductId: 2, selected: true, quantity: '4' }] },
    })
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(fake.calls.submitRefund).toEqual([])
  })

  it('sends the same Idempotency-Key again after a lost answer, and a new one after a refusal', async () => {
    const answers = [
      () => Promise.reject(new ApiError('network')),
      () => Promise.reject(new ApiError('state', { state: 255, serverMessage: 'No admite reembolso.' })),
      () => Promise.resolve(refundFixture('applied')),
    ]
    let sent = 0
    const fake = fakeApply({ submit: () => answers[sent++]!() })
    const actor = await startEditing(fake)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'form.submitted', values: VALID })
      await waitFor(actor, (s) => !s.matches('submitting'))
    }
    expect(actor.getSnapshot().matches('submitted')).toBe(true)
    expect(fake.calls.keys).toHaveLength(3)
    expect(fake.calls.keys[1]).toBe(fake.calls.keys[0])
    expect(fake.calls.keys[2]).not.toBe(fake.calls.keys[1])
  })

  it('sends the request once, with the uploaded paths, and goes to the refund', async () => {
    let answer: (detail: RefundDetail) => void = () => undefined
    const fake = fakeApply({ submit: () => new Promise((resolve) => (answer = resolve)) })
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [png('caja.png')] })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    actor.send({ type: 'form.submitted', values: VALID })
    actor.send({ type: 'form.submitted', values: VALID })
    expect(actor.getSnapshot().matches({ submitting: 'applying' })).toBe(true)
    expect(fake.calls.submitRefund).toEqual([
      {
        orderSn: REFUND_ORDER_SN,
        type: 'return',
        productList: [{ orderProductId: 1, afsNum: 60 }],
        goodsState: 'received',
        amount: 80.5,
        reasonId: 21,
        description: 'Llegaron rotas.',
        images: ['/uploads/afterSale/1.png'],
        refundAccount: PAYMENT_ACCOUNT.key,
      },
    ])
    answer(refundFixture('applied'))
    await waitFor(actor, (s) => s.matches('submitted'))
    expect(fake.goToDetail).toHaveBeenCalledWith(REFUND_AFS_SN)
  })

  it('goes back to editing with the server’s message, keeping the images', async () => {
    let attempt = 0
    const fake = fakeApply({
      submit: () =>
        ++attempt === 1
          ? Promise.reject(refused('La devolución solo es posible cuando se ha enviado mercancía.'))
          : Promise.resolve(refundFixture('applied')),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'images.added', files: [png('caja.png')] })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    actor.send({ type: 'form.submitted', values: VALID })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'La devolución solo es posible cuando se ha enviado mercancía.',
    })
    expect(actor.getSnapshot().context.images).toHaveLength(1)
    actor.send({ type: 'form.submitted', values: { ...VALID, description: 'Dos cajas rotas.' } })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('submitted'))
  })
})

describe('refundApplyMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getRefundApplyInfo', output: applyFormFixture() },
    {
      type: 'xstate.error.actor.getRefundApplyInfo',
      error: refused('Este pedido ya se reembolsó por completo.'),
    },
    { type: 'xstate.done.actor.getRefund', output: reapplyFormFixture() },
    { type: 'xstate.done.actor.getRefund', output: reapplyFormFixture({ reapplicable: false }) },
    { type: 'xstate.error.actor.getRefund', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'images.added', files: [png()] },
    { type: 'images.added', files: [png('grande.png', 1.5 * MB)] },
    {
      type: 'xstate.done.actor.uploadFile',
      output: {
        uploaded: [{ path: '/uploads/afterSale/9.png', url: '/mock-uploads/9.png', name: 'foto.png' }],
        problem: null,
      },
    },
    { type: 'xstate.error.actor.uploadFile', error: new ApiError('timeout') },
    { type: 'image.removed', index: 0 },
    { type: 'form.submitted', values: VALID },
    { type: 'form.submitted', values: { ...VALID, amount: '0' } },
    { type: 'xstate.done.actor.submitRefund', output: refundFixture('applied') },
    { type: 'xstate.error.actor.submitRefund', error: refused('Seleccione un motivo.') },
    { type: 'xstate.done.actor.reapplyRefund', output: refundFixture('applied') },
    {
      type: 'xstate.error.actor.reapplyRefund',
      error: refused('Solo se puede volver a solicitar después de un rechazo.'),
    },
  ]
  const inputs: RefundApplyInput[] = [{ orderSn: REFUND_ORDER_SN }, { afsSn: REFUND_AFS_SN }]
  const runs = inputs.map((input) => ({
    input,
    paths: modelPaths(refundApplyMachine, { input, events }),
    replay: {
      input,
      actorNames: ['getRefundApplyInfo', 'getRefund', 'uploadFile', 'submitRefund', 'reapplyRefund'],
      actions: { goToDetail: () => undefined },
    },
  }))

  it.each(
    runs.flatMap((run) =>
      run.paths.map(
        (path) =>
          [`${'orderSn' in run.input ? 'apply' : 'reapply'}: ${path.description}`, run, path] as const,
      ),
    ),
  )('a real actor follows the model: %s', async (_, run, path) => {
    const result = await replayPath(refundApplyMachine, path, run.replay)
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition (apply and reapply)', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const run of runs) {
      for (const path of run.paths) {
        const result = await replayPath(refundApplyMachine, path, run.replay)
        result.stateIds.forEach((id) => stateIds.add(id))
        result.transitionKeys.forEach((key) => transitionKeys.add(key))
      }
    }
    expect(allStateIds(refundApplyMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(refundApplyMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
