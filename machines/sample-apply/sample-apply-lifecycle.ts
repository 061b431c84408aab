// The sample-application lifecycle (issue 28 item 3; SPEC.md §5 monthly sample quota): the supplier reviews an
// application and ships it, or rejects it, which gives its lines back to the month's quota. One small API shared
// by the mock (the authority: advanceSampleApply refuses an event the state does not take) and the screens
// (labels and codes read from each state's meta). Nobody else writes a state name of this machine.
import { initialTransition, setup, transition } from 'xstate'
import { defineMessages, type Message } from '../../src/lib/intl'
import { addMessages } from '../../src/i18n/dictionary'
import sampleApplyPart from '../../src/i18n/parts/sampleApply.json' with { type: 'json' }

// the labels travel with the lifecycle: the control panel shows them too
addMessages(sampleApplyPart)

export const sampleApplyLabels = defineMessages({
  reviewing: { id: 'sampleApply.state.reviewing', defaultMessage: 'En revisión del proveedor' },
  approved: { id: 'sampleApply.state.approved', defaultMessage: 'Aprobada, pendiente de envío' },
  shipped: { id: 'sampleApply.state.shipped', defaultMessage: 'Enviada' },
  rejected: { id: 'sampleApply.state.rejected', defaultMessage: 'Rechazada' },
})

export interface SampleApplyMeta {
  code: 10 | 20 | 30 | 40
  label: Message
  /** its lines count against the month's quota */
  usesQuota: boolean
}

export type SampleApplyEvent =
  { type: 'supplier.approved' } | { type: 'supplier.rejected' } | { type: 'supplier.shipped' }

export const sampleApplyLifecycleMachine = setup({
  types: { events: {} as SampleApplyEvent },
}).createMachine({
  id: 'sampleApplyLifecycle',
  initial: 'reviewing',
  states: {
    reviewing: {
      meta: { code: 10, label: sampleApplyLabels.reviewing, usesQuota: true } satisfies SampleApplyMeta,
      on: { 'supplier.approved': 'approved', 'supplier.rejected': 'rejected' },
    },
    approved: {
      meta: { code: 20, label: sampleApplyLabels.approved, usesQuota: true } satisfies SampleApplyMeta,
      on: { 'supplier.shipped': 'shipped', 'supplier.rejected': 'rejected' },
    },
    shipped: {
      type: 'final',
      meta: { code: 30, label: sampleApplyLabels.shipped, usesQuota: true } satisfies SampleApplyMeta,
    },
    rejected: {
      type: 'final',
      meta: { code: 40, label: sampleApplyLabels.rejected, usesQuota: false } satisfies SampleApplyMeta,
    },
  },
})

/** The states of the definition (a test checks this list against the machine). */
export const SAMPLE_APPLY_STATE_NAMES = ['reviewing', 'approved', 'shipped', 'rejected'] as const
export type SampleApplyStateName = (typeof SAMPLE_APPLY_STATE_NAMES)[number]

export const sampleApplyMetaOf = (state: SampleApplyStateName): SampleApplyMeta =>
  sampleApplyLifecycleMachine.root.states[state]!.meta as SampleApplyMeta

export const initialSampleApplyState = (): SampleApplyStateName => {
  const [snapshot] = initialTransition(sampleApplyLifecycleMachine)
  return String(snapshot.value) as SampleApplyStateName
}

/** The state after `event`, or null when the state refuses it. */
export function advanceSampleApply(
  state: SampleApplyStateName,
  event: SampleApplyEvent,
): SampleApplyStateName | null {
  const snapshot = sampleApplyLifecycleMachine.resolveState({ value: state, context: undefined as never })
  if (!snapshot.can(event)) return null
  const [next] = transition(sampleApplyLifecycleMachine, snapshot, event)
  return String(next.value) as SampleApplyStateName
}

const BY_CODE = new Map(
  SAMPLE_APPLY_STATE_NAMES.map((name) => [sampleApplyMetaOf(name).code as number, name]),
)

/** The label of a state code as the server answers it; null for a code this build does not know. */
export const sampleApplyLabelOf = (code: number): Message | null => {
  const name = BY_CODE.get(code)
  return name ? sampleApplyMetaOf(name).label : null
}

/** What the supplier may do with an application whose state has this code (control panel buttons). */
export function supplierActionsOf(code: number): ('approve' | 'reject' | 'ship')[] {
  const name = BY_CODE.get(code)
  if (!name) return []
  const actions: ('approve' | 'reject' | 'ship')[] = []
  if (advanceSampleApply(name, { type: 'supplier.approved' })) actions.push('approve')
  if (advanceSampleApply(name, { type: 'supplier.shipped' })) actions.push('ship')
  if (advanceSampleApply(name, { type: 'supplier.rejected' })) actions.push('reject')
  return actions
}

/** Whether an application whose state has this code still uses the month's quota (unknown codes: yes). */
export const usesQuotaCode = (code: number): boolean => {
  const name = BY_CODE.get(code)
  return name ? sampleApplyMetaOf(name).usesQuota : true
}
