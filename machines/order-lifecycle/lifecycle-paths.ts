// Test-only: the events and inputs the lifecycle graphs are walked with, and the path of every edge. Shared by
// the machines' own model-based test (lifecycle.test.ts) and the walk of the mock backend along the same paths
// (mocks/handlers/order-walk.test.ts). No screen imports it.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { lifecycles, type LifecycleKind } from './lifecycle'

export const BUYER = 7
export const OTHER_PAYER = 8
export const UNITS = 3

export const EVENTS: Record<LifecycleKind, AnyEventObject[]> = {
  reservation: [
    { type: 'supplier.approved' },
    { type: 'supplier.rejected', reason: 'Sin capacidad' },
    { type: 'supplier.quoted', total: 1000, deposit: 300 },
    { type: 'supplier.quoted', total: 1000, deposit: 1000 },
    { type: 'deposit.paid', payerMemberId: BUYER },
    { type: 'payment.expired' },
    { type: 'buyer.cancelled', reason: 'Ya no lo necesito' },
    { type: 'goods.prepared' },
    { type: 'finalPayment.paid', payerMemberId: BUYER },
    { type: 'finalPayment.paid', payerMemberId: OTHER_PAYER },
    { type: 'finalPayment.overdue' },
    { type: 'batch.shipped', units: 1 },
    { type: 'batch.shipped', units: 2 },
    { type: 'batch.shipped', units: UNITS + 1 },
    { type: 'pickup.ready', pickupCode: '123456' },
    { type: 'goods.pickedUp', pickupCode: '123456' },
    { type: 'goods.pickedUp', pickupCode: '000000' },
    { type: 'receipt.confirmed' },
    { type: 'receipt.autoConfirmed' },
  ],
  regular: [
    { type: 'payment.paid' },
    { type: 'payment.expired' },
    { type: 'buyer.cancelled', reason: 'Ya no lo necesito' },
    { type: 'supplier.rejected', reason: 'Sin existencias' },
    { type: 'batch.shipped', units: 1 },
    { type: 'batch.shipped', units: 2 },
    { type: 'batch.shipped', units: 2, pickupCode: '654321' },
    { type: 'batch.shipped', units: UNITS, pickupCode: '654321' },
    { type: 'batch.shipped', units: UNITS },
    { type: 'batch.shipped', units: UNITS + 1 },
    { type: 'goods.pickedUp', pickupCode: '654321' },
    { type: 'goods.pickedUp', pickupCode: '000000' },
    { type: 'receipt.confirmed' },
    { type: 'receipt.autoConfirmed' },
    { type: 'order.evaluated' },
    { type: 'refund.opened' },
    { type: 'refund.closed', refundedEverything: false },
    { type: 'refund.closed', refundedEverything: true },
    { type: 'buyer.addressChanged' },
  ],
  refund: [
    { type: 'supplier.refused', reason: 'Sin pruebas' },
    { type: 'supplier.confirmed' },
    { type: 'return.shipped', carrier: 'DHL', trackingNumber: 'AB123' },
    { type: 'return.received' },
    { type: 'buyer.reapplied' },
    { type: 'buyer.withdrew' },
  ],
}

export const INPUTS: Record<LifecycleKind, unknown[]> = {
  reservation: [{ unitsTotal: UNITS }],
  regular: [{ unitsTotal: UNITS }],
  refund: [{ type: 'refund' }, { type: 'return' }],
}

/** States are keyed by value and context, so that guards reading the context (units shipped) are explored. */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

export interface Step {
  event: AnyEventObject
  value: string
}

/** One path per edge of the graph reachable from `input`: the shortest way to the edge's source, then the edge. */
export function edgePaths(kind: LifecycleKind, input: unknown): Step[][] {
  const machine = lifecycles[kind] as AnyStateMachine
  const traversal = {
    input,
    events: EVENTS[kind],
    serializeState,
    filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
      machine.getTransitionData(snapshot as never, event).length > 0,
  }
  const shortest = new Map<string, Step[]>()
  for (const path of getShortestPaths(machine, traversal as never)) {
    shortest.set(
      serializeState(path.state as AnyMachineSnapshot),
      path.steps.slice(1).map((step) => ({ event: step.event, value: String(step.state.value) })),
    )
  }
  const paths: Step[][] = []
  const adjacency = getAdjacencyMap(machine, traversal as never)
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(source)!
    for (const { event, state } of Object.values(transitions) as {
      event: AnyEventObject
      state: AnyMachineSnapshot
    }[]) {
      paths.push([...prefix, { event, value: String(state.value) }])
    }
  }
  return paths
}
