import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { InquiryDetail, InquiryInput } from '../../src/api/inquiries'
import { createIdempotentSubmit, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { contractMessages, type ContractFileType } from '../../src/schemas/contract.schema'
import type { InquiryFormValues } from '../../src/schemas/inquiry.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import type { UploadedAttachment } from './inquiry-publish.actors'
import { inquiryInputOf, inquiryPublishMachine, pickRefusal } from './inquiry-publish.machine'

const VALUES: InquiryFormValues = {
  title: 'Azulejos para el almacén',
  description: '',
  lines: [
    { productId: '101', goodsName: 'Azulejo blanco', buyNum: ' 200 ', unit: 'caja' },
    { productId: '', goodsName: 'Pintura blanca 20 L', buyNum: '40', unit: '' },
  ],
  deliveryPlace: 'Calle 83 n.º 2908, Matanzas',
  deliveryDate: '2026-12-30',
  deadline: '2026-12-10',
}
const PUBLISHED = { inquirySn: 'IQ2026000009', deadline: '2026-12-10' } as InquiryDetail
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)
const PDF = file('plano.pdf')
const UPLOADED = { url: '/files/inquiry/a.pdf', fileName: 'plano.pdf' } as UploadedAttachment
const readTypes = (types: (ContractFileType | null)[]) =>
  fromPromise<(ContractFileType | null)[], { files: File[] }>(() => Promise.resolve(types))
const upload = (seen: File[][] = []) =>
  fromPromise<UploadedAttachment[], { files: File[] }>(({ input }) => {
    seen.push(input.files)
    return Promise.resolve([UPLOADED])
  })

describe('inquiry publish rules', () => {
  it('sends catalogue lines with their product and described lines without one, trimmed', () => {
    const input = inquiryInputOf(VALUES, [UPLOADED])
    expect(input.lines).toEqual([
      { productId: 101, goodsName: 'Azulejo blanco', buyNum: 200, unit: 'caja' },
      { productId: null, goodsName: 'Pintura blanca 20 L', buyNum: 40, unit: '' },
    ])
    expect(input.attachments).toEqual([{ path: '/files/inquiry/a.pdf', fileName: 'plano.pdf' }])
  })

  it('refuses a sixth attachment and a file over 5 MB before reading it', () => {
    expect(pickRefusal([PDF], 5)?.message).toEqual({ id: contractMessages.tooManyFiles.id })
    expect(pickRefusal([file('grande.pdf', 20 * 1024 * 1024)], 0)?.fileName).toBe('grande.pdf')
    expect(pickRefusal([PDF], 4)).toBeNull()
  })
})

describe('inquiryPublishMachine', () => {
  it('publishes once however often the button is pressed, with the uploaded attachments', async () => {
    const sent: InquiryInput[] = []
    const machine = inquiryPublishMachine.provide({
      actors: {
        readFileTypes: readTypes(['application/pdf']),
        uploadAttachments: upload(),
        publishInquiry: createIdempotentSubmit<InquiryInput, InquiryDetail>({
          id: 'publishInquiry',
          send: (body) => {
            sent.push(body)
            return Promise.resolve(PUBLISHED)
          },
        }),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'files.picked', files: [PDF] })
    await waitFor(actor, (s) => s.matches('editing') && s.context.attachments.length === 1)
    actor.send({ type: 'form.submitted', values: VALUES })
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.attachments).toHaveLength(1)
    expect(actor.getSnapshot().context.published).toEqual(PUBLISHED)
  })

  it('comes back to the form with the refusal and keeps the attachments', async () => {
    const machine = inquiryPublishMachine.provide({
      actors: {
        readFileTypes: readTypes(['application/pdf']),
        uploadAttachments: upload(),
        publishInquiry: createIdempotentSubmit<InquiryInput, InquiryDetail>({
          id: 'publishInquiry',
          send: () =>
            Promise.reject(
              new ApiError('state', {
                state: 255,
                serverMessage: 'La fecha límite no puede ser anterior a hoy.',
              }),
            ),
        }),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'files.picked', files: [PDF] })
    await waitFor(actor, (s) => s.matches('editing') && s.context.attachments.length === 1)
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null)
    expect(actor.getSnapshot().context.attachments).toHaveLength(1)
  })

  it('names a file whose content is not a PDF, PNG or JPEG and uploads the others', async () => {
    const uploaded: File[][] = []
    const machine = inquiryPublishMachine.provide({
      actors: {
        readFileTypes: readTypes([null, 'application/pdf']),
        uploadAttachments: upload(uploaded),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'files.picked', files: [file('nota.pdf'), PDF] })
    await waitFor(actor, (s) => s.matches('editing') && s.context.attachments.length === 1)
    expect(uploaded[0]!.map((f) => f.name)).toEqual(['plano.pdf'])
    expect(actor.getSnapshot().context.fileRefusal?.fileName).toBe('nota.pdf')
  })
})

describe('inquiryPublishMachine model (xstate/graph)', () => {
  const answered: SubmitOutcome<InquiryDetail> = { kind: 'answered', answer: PUBLISHED }
  const refused: SubmitOutcome<InquiryDetail> = {
    kind: 'failed',
    error: new ApiError('network'),
    definitive: false,
  }
  const events: AnyEventObject[] = [
    { type: 'catalogue.searched', keyword: 'azulejo' },
    { type: 'xstate.done.actor.searchCatalogue', output: [] },
    { type: 'xstate.error.actor.searchCatalogue', error: new ApiError('network') },
    { type: 'files.picked', files: [PDF] },
    { type: 'files.picked', files: [PDF, PDF, PDF, PDF, PDF, PDF] },
    { type: 'xstate.done.actor.readFileTypes', output: ['application/pdf'] },
    { type: 'xstate.done.actor.readFileTypes', output: [null] },
    { type: 'xstate.error.actor.readFileTypes', error: new Error('read') },
    { type: 'xstate.done.actor.uploadAttachments', output: [UPLOADED] },
    { type: 'xstate.error.actor.uploadAttachments', error: new ApiError('network') },
    { type: 'attachment.removed', index: 0 },
    { type: 'form.submitted', values: VALUES },
    { type: 'xstate.done.actor.publishInquiry', output: answered },
    { type: 'xstate.done.actor.publishInquiry', output: refused },
  ]
  const paths: ModelPath[] = modelPaths(inquiryPublishMachine, { events })
  const actorNames = ['searchCatalogue', 'readFileTypes', 'uploadAttachments', 'publishInquiry']

  it('reaches every state node and takes every transition of the definition', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(inquiryPublishMachine, path, { actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
      result.stateIds.forEach((id) => states.add(id))
      result.transitionKeys.forEach((key) => transitions.add(key))
    }
    expect(allStateIds(inquiryPublishMachine).filter((id) => !states.has(id))).toEqual([])
    expect(allTransitionKeys(inquiryPublishMachine).filter((key) => !transitions.has(key))).toEqual([])
  })
})
