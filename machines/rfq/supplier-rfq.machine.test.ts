// Model-based tests of the supplier's side of an inquiry and of its quote contract (issue 28 item 1): every state
// node and transition is reached by a real actor replaying the model's paths.
import { describe, expect, it } from 'vitest'
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import { ApiError } from '../../src/api/errors'
import type { Quote } from '../../src/api/inquiries'
import type { QuoteInput, SupplierInquiry } from '../../src/api/supplier-inquiries'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import { canSupplierConfirm, supplierContractMachine } from './supplier-contract.machine'
import { supplierDeskMachine } from './supplier-desk.machine'
import { supplierRfqMachine } from './supplier-rfq.machine'

const QUOTE = { quoteSn: 'QT2026000001', state: 'active' } as Quote
const WITH_QUOTE = { storeId: 1, inquiry: { inquirySn: 'IQ2026000001', state: 'open', quotes: [QUOTE] } }
const DATA = WITH_QUOTE as unknown as SupplierInquiry
const BODY = { inquirySn: 'IQ2026000001', storeId: 1 } as QuoteInput
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'La consulta ya no admite cotizaciones.' })
const DRAFT = { contractNo: 'CQ2026000001', source: 'quote', state: 'pendingSignature' } as ContractDetail
const CONFIRMED = { ...DRAFT, supplierConfirmedAt: '2026-11-20T10:00:00.000Z' } as ContractDetail

async function covers(machine: AnyStateMachine, paths: ModelPath[], input: unknown, actorNames: string[]) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    const result = await replayPath(machine, path, { input, actorNames })
    expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    result.stateIds.forEach((id) => states.add(id))
    result.transitionKeys.forEach((key) => transitions.add(key))
  }
  expect(allStateIds(machine).filter((id) => !states.has(id))).toEqual([])
  expect(allTransitionKeys(machine).filter((key) => !transitions.has(key))).toEqual([])
}

describe('supplierRfqMachine model (xstate/graph)', () => {
  const input = { inquirySn: 'IQ2026000001' }
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getSupplierInquiry', output: DATA },
    { type: 'xstate.error.actor.getSupplierInquiry', error: REFUSED },
    { type: 'retry.requested' },
    { type: 'quote.submitted', body: BODY },
    { type: 'xstate.done.actor.submitQuote', output: QUOTE },
    { type: 'xstate.error.actor.submitQuote', error: REFUSED },
    { type: 'withdraw.requested' },
    { type: 'withdraw.confirmed' },
    { type: 'withdraw.cancelled' },
    { type: 'xstate.done.actor.withdrawQuote', output: { ...QUOTE, state: 'withdrawn' } },
    { type: 'xstate.error.actor.withdrawQuote', error: REFUSED },
  ]
  const paths = modelPaths(supplierRfqMachine, { input, events })

  it('reaches every state node and takes every transition with a real actor', async () => {
    await covers(supplierRfqMachine, paths, input, ['getSupplierInquiry', 'submitQuote', 'withdrawQuote'])
  })
})

describe('supplierContractMachine model (xstate/graph)', () => {
  const input = { contractNo: 'CQ2026000001' }
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getContract', output: DRAFT },
    { type: 'xstate.error.actor.getContract', error: REFUSED },
    { type: 'retry.requested' },
    { type: 'confirm.requested' },
    { type: 'confirm.confirmed' },
    { type: 'confirm.cancelled' },
    { type: 'xstate.done.actor.confirmContract', output: CONFIRMED },
    { type: 'xstate.error.actor.confirmContract', error: REFUSED },
  ]
  const paths = modelPaths(supplierContractMachine, { input, events })

  it('reaches every state node and takes every transition with a real actor', async () => {
    await covers(supplierContractMachine, paths, input, ['getContract', 'confirmContract'])
  })

  it('offers confirming only a quote contract the supplier has not confirmed', () => {
    expect(canSupplierConfirm(DRAFT)).toBe(true)
    expect(canSupplierConfirm(CONFIRMED)).toBe(false)
    expect(canSupplierConfirm({ ...DRAFT, state: 'cancelled' } as ContractDetail)).toBe(false)
  })
})

describe('supplierDeskMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getSupplierDesk', output: { storeId: 1, storeName: 'T', inquiries: [] } },
    { type: 'xstate.error.actor.getSupplierDesk', error: REFUSED },
    { type: 'retry.requested' },
  ]
  it('reaches every state node and takes every transition with a real actor', async () => {
    await covers(supplierDeskMachine, modelPaths(supplierDeskMachine, { events }), undefined, [
      'getSupplierDesk',
    ])
  })
})
