// One designer application made to an enterprise, /member/desApp/detail (issue 27 item 5; SPEC.md §2, §6
// memberType 3). Operations: getDesignerApplication, decideDesignerApplication. A pending application is
// accepted after a confirmation (the designer may then propose selections, /member/permission) or declined with
// a reason of 2–200 characters (the shared rule src/schemas/designer-apply-rules.ts, which the mock checks
// again). The mock decides once: a second decision, from another tab, is refused with its word and the
// application is read again.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { DesignerApplication } from '../../src/api/designers'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { reasonProblem, type RuleProblem } from '../../src/schemas/designer-apply-rules'
import { designerApplicationActors } from './designer-applications.actors'

export interface DesignerApplicationContext {
  desAppId: number
  application: DesignerApplication | null
  decision: 'accept' | 'decline' | null
  reason: string
  reasonError: RuleProblem | null
  error: ErrorMessage | null
}

export type DesignerApplicationEvent =
  | { type: 'accept.requested' }
  | { type: 'decline.requested' }
  | { type: 'reason.changed'; value: string }
  | { type: 'decision.confirmed' }
  | { type: 'decision.cancelled' }
  | { type: 'retry.requested' }

const applicationParams = ({ event }: { event: { output: DesignerApplication } }) => ({
  application: event.output,
})
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const designerApplicationMachine = setup({
  types: {
    context: {} as DesignerApplicationContext,
    events: {} as DesignerApplicationEvent,
    input: {} as { desAppId: number },
    tags: {} as 'busy',
  },
  actors: designerApplicationActors,
  guards: {
    isPending: ({ context }) => context.application?.state === 1,
    isReasonValid: (_, { reason }: { reason: string }) => reasonProblem(reason) === null,
  },
  actions: {
    storeApplication: assign((_, { application }: { application: DesignerApplication }) => ({
      application,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    chooseAccept: assign({ decision: 'accept' as const, error: null }),
    chooseDecline: assign({ decision: 'decline' as const, reason: '', reasonError: null, error: null }),
    changeReason: assign(({ context }, { value }: { value: string }) => ({
      reason: value,
      reasonError: context.reasonError ? reasonProblem(value) : null,
    })),
    showReasonProblem: assign(({ context }) => ({ reasonError: reasonProblem(context.reason) })),
    forgetDecision: assign({ decision: null, reason: '', reasonError: null }),
  },
}).createMachine({
  id: 'designerApplication',
  context: ({ input }) => ({
    desAppId: input.desAppId,
    application: null,
    decision: null,
    reason: '',
    reasonError: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getDesignerApplication',
        src: 'getDesignerApplication',
        input: ({ context }) => ({ desAppId: context.desAppId }),
        onDone: { target: 'shown', actions: { type: 'storeApplication', params: applicationParams } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearError' } },
    },
    shown: {
      on: {
        'accept.requested': { guard: 'isPending', target: 'confirmingAccept', actions: 'chooseAccept' },
        'decline.requested': { guard: 'isPending', target: 'confirmingDecline', actions: 'chooseDecline' },
      },
    },
    confirmingAccept: {
      on: {
        'decision.confirmed': 'deciding',
        'decision.cancelled': { target: 'shown', actions: 'forgetDecision' },
      },
    },
    // the reason's validity is a state, so the model walks both (the rule is the shared one)
    confirmingDecline: {
      initial: 'reasonMissing',
      on: {
        'reason.changed': [
          {
            guard: { type: 'isReasonValid', params: ({ event }) => ({ reason: event.value }) },
            target: '.reasonGiven',
            actions: { type: 'changeReason', params: ({ event }) => ({ value: event.value }) },
          },
          {
            target: '.reasonMissing',
            actions: { type: 'changeReason', params: ({ event }) => ({ value: event.value }) },
          },
        ],
        'decision.cancelled': { target: 'shown', actions: 'forgetDecision' },
      },
      states: {
        reasonMissing: {
          on: { 'decision.confirmed': { actions: 'showReasonProblem' } },
        },
        reasonGiven: {
          on: { 'decision.confirmed': '#designerApplication.deciding' },
        },
      },
    },
    deciding: {
      tags: 'busy',
      invoke: {
        id: 'decideDesignerApplication',
        src: 'decideDesignerApplication',
        input: ({ context }) => ({
          desAppId: context.desAppId,
          decision: context.decision ?? 'accept',
          ...(context.decision === 'decline' ? { reason: context.reason.trim() } : {}),
        }),
        onDone: {
          target: 'shown',
          actions: [{ type: 'storeApplication', params: applicationParams }, 'forgetDecision'],
        },
        // refused (decided meanwhile in another tab): its word stays shown while the application is read again
        onError: {
          target: 'reloading',
          actions: [{ type: 'storeError', params: errorParams }, 'forgetDecision'],
        },
      },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getDesignerApplication',
        src: 'getDesignerApplication',
        input: ({ context }) => ({ desAppId: context.desAppId }),
        onDone: { target: 'shown', actions: { type: 'storeApplication', params: applicationParams } },
        onError: { target: 'shown' },
      },
    },
  },
})

// What the route reads (a machine's readers go through its module)
type DesignerApplicationSnapshot = SnapshotFrom<typeof designerApplicationMachine>
export type DesignerApplicationStage = 'loading' | 'loadFailed' | 'shown'

export function designerApplicationStageOf(snapshot: DesignerApplicationSnapshot): DesignerApplicationStage {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  return 'shown'
}
/** The dialog open: 'accept' (a confirmation) or 'decline' (with a reason), or null. */
export const openDecisionOf = (snapshot: DesignerApplicationSnapshot) =>
  snapshot.matches('confirmingAccept') ||
  snapshot.matches('confirmingDecline') ||
  snapshot.matches('deciding')
    ? snapshot.context.decision
    : null
export const isDecisionBusy = (snapshot: DesignerApplicationSnapshot) => snapshot.hasTag('busy')
export const designerApplicationOf = (snapshot: DesignerApplicationSnapshot) => snapshot.context.application
export const declineReasonOf = (snapshot: DesignerApplicationSnapshot) => snapshot.context.reason
export const declineReasonErrorOf = (snapshot: DesignerApplicationSnapshot) => snapshot.context.reasonError
export const designerApplicationErrorOf = (snapshot: DesignerApplicationSnapshot) => snapshot.context.error
