import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import {
  APPROVAL_STATES,
  approvalMeta,
  canDecide,
  decide,
  isPayable,
  orderApprovalMachine,
  startApproval,
  type ApprovalEvent,
} from './order-approval.machine'

const EVENTS: ApprovalEvent[] = [
  { type: 'approve' },
  { type: 'reject', reason: 'Supera el presupuesto del proyecto' },
  { type: 'reject', reason: '   ' },
]

describe('order-approval machine, model-based', () => {
  const paths = modelPaths(orderApprovalMachine, { events: EVENTS })

  it('reaches every state from the initial one', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.value))))
    for (const state of APPROVAL_STATES.filter((s) => s !== 'pendingApproval'))
      expect(reached).toContain(JSON.stringify(state))
  })

  it('every path of the model replays on a real actor, each step landing where the graph says', async () => {
    for (const path of paths) {
      const result = await replayPath(orderApprovalMachine, path, { actorNames: [] })
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('the paths cover every state node and every transition of the definition', async () => {
    expect(await uncovered(orderApprovalMachine, paths, { actorNames: [] })).toEqual({
      states: [],
      transitions: [],
    })
  })

  it('each path agrees with the persisted API the mock uses (decide), and payable only when approved', () => {
    for (const path of paths) {
      let approval = startApproval()
      for (const step of path.steps) {
        approval = decide(approval, step.event as ApprovalEvent) ?? approval
        expect(approval.state, path.description).toEqual(step.value)
        expect(isPayable(approval)).toBe(approval.state === 'approved')
      }
    }
  })
})

describe('order-approval rules', () => {
  it('a rejection needs a reason, and keeps it trimmed', () => {
    const pending = startApproval()
    expect(decide(pending, { type: 'reject', reason: ' ' })).toBeNull()
    expect(decide(pending, { type: 'reject', reason: ' Fuera de presupuesto ' })).toEqual({
      state: 'rejected',
      rejectReason: 'Fuera de presupuesto',
    })
  })

  it('the same decision again is idempotent, the other decision is refused', () => {
    const approved = decide(startApproval(), { type: 'approve' })!
    expect(decide(approved, { type: 'approve' })).toEqual(approved)
    expect(canDecide(approved, { type: 'reject', reason: 'x' })).toBe(false)
    const rejected = decide(startApproval(), { type: 'reject', reason: 'No' })!
    expect(decide(rejected, { type: 'reject', reason: 'Otro' })).toEqual(rejected)
    expect(decide(rejected, { type: 'approve' })).toBeNull()
  })

  it('an order without approval is payable; labels come from meta', () => {
    expect(isPayable(null)).toBe(true)
    expect(approvalMeta('pendingApproval').awaitsDecision).toBe(true)
    expect(approvalMeta('rejected').label.defaultMessage).toBe('Rechazado por la cuenta principal')
    const actor = createActor(orderApprovalMachine).start()
    expect(actor.getSnapshot().value).toBe('pendingApproval')
  })
})
