import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ContractDetail } from '../../src/api/contracts'
import { ApiError } from '../../src/api/errors'
import type { InquiryDetail, Quote, QuoteVersion } from '../../src/api/inquiries'
import type { SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { acceptSubmit, type AcceptBody } from './rfq.actors'
import { rfqMessages, versionChanges } from './rfq-rules'
import { rfqMachine } from './rfq.machine'

const version = (n: number, price: number, extra: Partial<QuoteVersion> = {}): QuoteVersion => ({
  version: n,
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      productId: 101,
      goodsName: 'Azulejo blanco',
      specValues: '30×30',
      buyNum: 200,
      price,
      subtotal: price * 200,
    },
  ],
  charges: [{ name: 'Flete', amount: 100 }],
  settlement: '30 % de anticipo',
  delivery: { place: 'Puerto del Mariel', date: '2026-12-20', term: 'CIF Mariel' },
  taxRate: 10,
  contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
  note: '',
  goodsAmount: price * 200,
  chargesAmount: 100,
  taxAmount: 0,
  totalAmount: price * 200 + 100,
  validUntil: '2026-12-01T10:00:00.000Z',
  ...extra,
})

const quote = (quoteSn: string, versions: QuoteVersion[], extra: Partial<Quote> = {}): Quote => {
  const { version: latest, createdAt: _c, ...content } = versions.at(-1)!
  return {
    ...content,
    quoteSn,
    inquirySn: 'IQ2026000001',
    inquiryTitle: 'Azulejos',
    storeId: 1,
    storeName: 'Tienda',
    state: 'active',
    version: latest,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    canAccept: true,
    contractNo: null,
    versions,
    ...extra,
  }
}

const CHEAP = quote('QT2026000001', [version(1, 5), version(2, 4.5, { note: 'Rebaja' })])
const EXPIRED = quote('QT2026000002', [version(1, 4)], { state: 'expired', canAccept: false })
const INQUIRY = { inquirySn: 'IQ2026000001', quotes: [CHEAP, EXPIRED] } as InquiryDetail
const CONTRACT = { contractNo: 'CQ2026000001', source: 'quote', state: 'pendingSignature' } as ContractDetail
const REFUSED = new ApiError('state', {
  state: 255,
  serverMessage: 'La cotización ha caducado y ya no se puede aceptar.',
})

const answered: SubmitOutcome<ContractDetail> = { kind: 'answered', answer: CONTRACT }
const refused: SubmitOutcome<ContractDetail> = { kind: 'failed', error: REFUSED, definitive: true }
const lost: SubmitOutcome<ContractDetail> = {
  kind: 'failed',
  error: new ApiError('network'),
  definitive: false,
}

describe('versionChanges', () => {
  it('lists the price that moved and nothing else when only the price changed', () => {
    expect(versionChanges(CHEAP.versions[0]!, CHEAP.versions[1]!)).toEqual([
      { field: 'price', productId: 101, goodsName: 'Azulejo blanco', before: 5, after: 4.5 },
      { field: 'totalAmount', before: 1100, after: 1000 },
    ])
  })

  it('tells added and removed lines and changed delivery terms', () => {
    const other = version(2, 5, {
      lines: [{ productId: 102, goodsName: 'Cemento', specValues: '', buyNum: 10, price: 5, subtotal: 50 }],
      delivery: { place: 'Puerto del Mariel', date: '2026-12-24', term: 'FOB Shanghái' },
    })
    expect(versionChanges(version(1, 5), other).map((change) => change.field)).toEqual([
      'lineAdded',
      'lineRemoved',
      'deliveryDate',
      'deliveryTerm',
    ])
  })
})

describe('rfqMachine', () => {
  it('accepts the latest version of the chosen quote once, and never an expired one', async () => {
    const sent: { body: AcceptBody; key: string | null }[] = []
    const machine = rfqMachine.provide({
      actors: {
        getInquiry: fromPromise(() => Promise.resolve(INQUIRY)),
        acceptQuote: acceptSubmit((body, key) => {
          sent.push({ body, key })
          return Promise.resolve(CONTRACT)
        }),
      },
    })
    const actor = createActor(machine, { input: { inquirySn: 'IQ2026000001' } }).start()
    await waitFor(actor, (s) => s.matches('comparing'))
    expect(actor.getSnapshot().context.selectedQuoteSn).toBe(CHEAP.quoteSn)
    actor.send({ type: 'accept.requested', quoteSn: EXPIRED.quoteSn })
    expect(actor.getSnapshot().value).toBe('comparing')
    expect(actor.getSnapshot().context.acceptError).toEqual(rfqMessages.notAcceptable)
    actor.send({ type: 'accept.requested', quoteSn: CHEAP.quoteSn })
    actor.send({ type: 'accept.confirmed' })
    actor.send({ type: 'accept.confirmed' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toEqual({ quoteSn: CHEAP.quoteSn, version: 2 })
    expect(sent[0]!.key).toMatch(/.{16,}/)
    expect(actor.getSnapshot().context.contract).toEqual(CONTRACT)
  })

  it('after a lost answer, accepting again sends the same key', async () => {
    const keys: (string | null)[] = []
    const answers = [() => Promise.reject(new ApiError('network')), () => Promise.resolve(CONTRACT)]
    const machine = rfqMachine.provide({
      actors: {
        getInquiry: fromPromise(() => Promise.resolve(INQUIRY)),
        acceptQuote: acceptSubmit((_, key) => {
          keys.push(key)
          return answers.shift()!()
        }),
      },
    })
    const actor = createActor(machine, { input: { inquirySn: 'IQ2026000001' } }).start()
    await waitFor(actor, (s) => s.matches('comparing'))
    actor.send({ type: 'accept.requested', quoteSn: CHEAP.quoteSn })
    actor.send({ type: 'accept.confirmed' })
    await waitFor(actor, (s) => s.matches('confirming') && s.context.acceptError !== null)
    actor.send({ type: 'accept.confirmed' })
    await waitFor(actor, (s) => s.matches('accepted'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })
})

describe('rfqMachine model (xstate/graph)', () => {
  const input = { inquirySn: 'IQ2026000001' }
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getInquiry', output: INQUIRY },
    { type: 'xstate.error.actor.getInquiry', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'quote.selected', quoteSn: EXPIRED.quoteSn },
    { type: 'accept.requested', quoteSn: CHEAP.quoteSn },
    { type: 'accept.requested', quoteSn: EXPIRED.quoteSn },
    { type: 'accept.confirmed' },
    { type: 'accept.cancelled' },
    { type: 'xstate.done.actor.acceptQuote', output: answered },
    { type: 'xstate.done.actor.acceptQuote', output: refused },
    { type: 'xstate.done.actor.acceptQuote', output: lost },
  ]
  const toAccepting: ModelPath['steps'] = [
    { event: { type: 'xstate.done.actor.getInquiry', output: INQUIRY }, value: 'comparing' },
    { event: { type: 'accept.requested', quoteSn: CHEAP.quoteSn }, value: 'confirming' },
    { event: { type: 'accept.confirmed' }, value: 'accepting' },
  ]
  const paths: ModelPath[] = [
    ...modelPaths(rfqMachine, { input, events }),
    {
      description: 'accept refused for good → the inquiry read again (and its failure) → comparing',
      steps: [
        ...toAccepting,
        { event: { type: 'xstate.done.actor.acceptQuote', output: refused }, value: 'reloading' },
        {
          event: { type: 'xstate.error.actor.getInquiry', error: new ApiError('network') },
          value: 'comparing',
        },
      ],
    },
    {
      description: 'accept refused for good → the inquiry read again → comparing',
      steps: [
        ...toAccepting,
        { event: { type: 'xstate.done.actor.acceptQuote', output: refused }, value: 'reloading' },
        { event: { type: 'xstate.done.actor.getInquiry', output: INQUIRY }, value: 'comparing' },
      ],
    },
  ]
  const actorNames = ['getInquiry', 'acceptQuote']

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(rfqMachine, path, { input, actorNames })
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(rfqMachine, path, { input, actorNames })
      result.stateIds.forEach((id) => states.add(id))
      result.transitionKeys.forEach((key) => transitions.add(key))
    }
    expect(allStateIds(rfqMachine).filter((id) => !states.has(id))).toEqual([])
    expect(allTransitionKeys(rfqMachine).filter((key) => !transitions.has(key))).toEqual([])
  })
})
