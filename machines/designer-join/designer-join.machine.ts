// A designer applying to join an enterprise, /member/apply (issue 27 item 5; SPEC.md §2, §6 memberType 2).
// Operations: listOwnDesignerApplications, searchDesignerEnterprises, submitDesignerJoin (the idempotent submit
// of src/flows, Idempotency-Key), withdrawDesignerApplication. The screen is a parallel state: the enterprise
// search runs while the message is typed; whether an enterprise is chosen and whether the message passes the
// shared rule (src/schemas/designer-join.schema.ts, which the mock checks again) are states, so the model walks
// both; the submit and the withdrawal of a pending application are the fourth region. A sent application
// reads the list again with the form emptied; a refusal keeps everything typed.
import { assign, setup, stateIn, type SnapshotFrom } from 'xstate'
import type { DesignerEnterprise, OwnDesignerApplication } from '../../src/api/designers'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import {
  designerJoinProblems,
  joinMessageProblem,
  type DesignerJoinField,
  type DesignerJoinValues,
} from '../../src/schemas/designer-join.schema'
import { designerJoinActors } from './designer-join.actors'

export type DesignerJoinNotice =
  { kind: 'sent'; enterpriseName: string } | { kind: 'retracted'; enterpriseName: string }

export interface DesignerJoinContext {
  applications: OwnDesignerApplication[] | null
  keyword: string
  /** the last search's enterprises, or null before the first search */
  enterprises: DesignerEnterprise[] | null
  enterprise: DesignerEnterprise | null
  message: string
  errors: Partial<Record<DesignerJoinField, { id: string }>>
  /** a load, search, submit or withdrawal failure, in the server's words */
  error: ErrorMessage | null
  notice: DesignerJoinNotice | null
  /** the application a withdrawal waits on */
  withdrawId: number | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type DesignerJoinEvent =
  | { type: 'keyword.changed'; value: string }
  | { type: 'search.requested' }
  | { type: 'enterprise.chosen'; enterprise: DesignerEnterprise }
  | { type: 'message.changed'; value: string }
  | { type: 'form.submitted' }
  | { type: 'withdraw.requested'; desAppId: number }
  | { type: 'withdraw.confirmed' }
  | { type: 'withdraw.cancelled' }
  | { type: 'retry.requested' }

const valuesOf = (context: Pick<DesignerJoinContext, 'enterprise' | 'message'>): DesignerJoinValues => ({
  enterpriseId: context.enterprise?.enterpriseId ?? null,
  message: context.message,
})

const applicationsParams = ({ event }: { event: { output: OwnDesignerApplication[] } }) => ({
  applications: event.output,
})
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const outcomeParams = ({ event }: { event: { output: SubmitOutcome<OwnDesignerApplication> } }) => ({
  outcome: event.output,
})
type OutcomeParams = { outcome: SubmitOutcome<OwnDesignerApplication> }

const nameOf = (context: DesignerJoinContext, desAppId: number | null) =>
  context.applications?.find((row) => row.desAppId === desAppId)?.enterpriseName ?? ''

export const designerJoinMachine = setup({
  types: {
    context: {} as DesignerJoinContext,
    events: {} as DesignerJoinEvent,
    tags: {} as 'busy',
  },
  actors: designerJoinActors,
  guards: {
    isMessageValid: (_, { value }: { value: string }) => joinMessageProblem(value) === null,
    isPendingApplication: ({ context }, { desAppId }: { desAppId: number }) =>
      context.applications?.some((row) => row.desAppId === desAppId && row.state === 1) ?? false,
    isAnswered: (_, { outcome }: OutcomeParams) => isAnswered(outcome),
  },
  actions: {
    storeApplications: assign((_, { applications }: { applications: OwnDesignerApplication[] }) => ({
      applications,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    changeKeyword: assign((_, { value }: { value: string }) => ({ keyword: value })),
    storeEnterprises: assign((_, { enterprises }: { enterprises: DesignerEnterprise[] }) => ({
      enterprises,
      error: null,
    })),
    chooseEnterprise: assign(({ context }, { enterprise }: { enterprise: DesignerEnterprise }) => {
      const errors = { ...context.errors }
      delete errors.enterpriseId
      return { enterprise, errors, error: null, notice: null }
    }),
    changeMessage: assign(({ context }, { value }: { value: string }) => {
      const errors = { ...context.errors }
      const shown = errors.message
      delete errors.message
      const now = shown ? designerJoinProblems({ ...valuesOf(context), message: value }).message : undefined
      if (now) errors.message = now
      return { message: value, errors, error: null, notice: null }
    }),
    showProblems: assign(({ context }) => ({
      errors: designerJoinProblems(valuesOf(context)),
      notice: null,
    })),
    clearProblems: assign({ errors: {}, error: null, notice: null }),
    /** sent: the form empties and says to whom it went */
    storeSent: assign((_, { outcome }: OutcomeParams) =>
      isAnswered(outcome)
        ? {
            notice: { kind: 'sent' as const, enterpriseName: outcome.answer.enterpriseName },
            enterprise: null,
            message: '',
            errors: {},
            error: null,
          }
        : {},
    ),
    storeSubmitError: assign((_, { outcome }: OutcomeParams) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
    chooseWithdraw: assign((_, { desAppId }: { desAppId: number }) => ({
      withdrawId: desAppId,
      error: null,
      notice: null,
    })),
    forgetWithdraw: assign({ withdrawId: null }),
    storeWithdrawn: assign(({ context }) => ({
      notice: { kind: 'retracted' as const, enterpriseName: nameOf(context, context.withdrawId) },
      withdrawId: null,
    })),
  },
}).createMachine({
  id: 'designerJoin',
  context: () => ({
    applications: null,
    keyword: '',
    enterprises: null,
    enterprise: null,
    message: '',
    errors: {},
    error: null,
    notice: null,
    withdrawId: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    // the first load, and the reload after an application is sent (the form starts afresh)
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listOwnDesignerApplications',
        src: 'listOwnDesignerApplications',
        onDone: { target: 'ready', actions: { type: 'storeApplications', params: applicationsParams } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'keyword.changed': {
          actions: { type: 'changeKeyword', params: ({ event }) => ({ value: event.value }) },
        },
      },
      states: {
        search: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'search.requested': { target: 'searching', actions: 'clearError' } },
            },
            searching: {
              invoke: {
                id: 'searchDesignerEnterprises',
                src: 'searchDesignerEnterprises',
                input: ({ context }) => ({ keyword: context.keyword }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'storeEnterprises',
                    params: ({ event }) => ({ enterprises: event.output }),
                  },
                },
                onError: { target: 'idle', actions: { type: 'storeError', params: errorParams } },
              },
            },
          },
        },
        enterprise: {
          initial: 'none',
          on: {
            'enterprise.chosen': {
              target: '.chosen',
              actions: {
                type: 'chooseEnterprise',
                params: ({ event }) => ({ enterprise: event.enterprise }),
              },
            },
          },
          states: { none: {}, chosen: {} },
        },
        message: {
          initial: 'invalid',
          on: {
            'message.changed': [
              {
                guard: { type: 'isMessageValid', params: ({ event }) => ({ value: event.value }) },
                target: '.valid',
                actions: { type: 'changeMessage', params: ({ event }) => ({ value: event.value }) },
              },
              {
                target: '.invalid',
                actions: { type: 'changeMessage', params: ({ event }) => ({ value: event.value }) },
              },
            ],
          },
          states: { invalid: {}, valid: {} },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'form.submitted': [
                  {
                    guard: stateIn({ ready: { enterprise: 'chosen', message: 'valid' } }),
                    target: 'submitting',
                    actions: 'clearProblems',
                  },
                  { actions: 'showProblems' },
                ],
                'withdraw.requested': {
                  guard: {
                    type: 'isPendingApplication',
                    params: ({ event }) => ({ desAppId: event.desAppId }),
                  },
                  target: 'confirmingWithdraw',
                  actions: { type: 'chooseWithdraw', params: ({ event }) => ({ desAppId: event.desAppId }) },
                },
              },
            },
            submitting: {
              tags: 'busy',
              invoke: {
                id: 'submitDesignerJoin',
                src: 'submitDesignerJoin',
                input: ({ context }) => ({
                  body: {
                    enterpriseId: context.enterprise?.enterpriseId ?? 0,
                    message: context.message.trim(),
                  },
                  keys: context.attemptKeys,
                }),
                onDone: [
                  {
                    guard: { type: 'isAnswered', params: outcomeParams },
                    target: '#designerJoin.loading',
                    actions: { type: 'storeSent', params: outcomeParams },
                  },
                  // a refusal spends the key; a lost answer keeps it: sending again replays the first answer
                  { target: 'idle', actions: { type: 'storeSubmitError', params: outcomeParams } },
                ],
              },
            },
            confirmingWithdraw: {
              on: {
                'withdraw.confirmed': 'withdrawing',
                'withdraw.cancelled': { target: 'idle', actions: 'forgetWithdraw' },
              },
            },
            withdrawing: {
              tags: 'busy',
              invoke: {
                id: 'withdrawDesignerApplication',
                src: 'withdrawDesignerApplication',
                input: ({ context }) => ({ desAppId: context.withdrawId ?? 0 }),
                onDone: { target: 'refreshing', actions: 'storeWithdrawn' },
                // refused (decided meanwhile): its word stays shown while the list is read again
                onError: {
                  target: 'refreshing',
                  actions: [{ type: 'storeError', params: errorParams }, 'forgetWithdraw'],
                },
              },
            },
            refreshing: {
              tags: 'busy',
              invoke: {
                id: 'listOwnDesignerApplications',
                src: 'listOwnDesignerApplications',
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeApplications', params: applicationsParams },
                },
                onError: { target: 'idle', actions: { type: 'storeError', params: errorParams } },
              },
            },
          },
        },
      },
    },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type DesignerJoinSnapshot = SnapshotFrom<typeof designerJoinMachine>
export type DesignerJoinStage = 'loading' | 'loadFailed' | 'ready'

export function designerJoinStageOf(snapshot: DesignerJoinSnapshot): DesignerJoinStage {
  // a reload after a sent application keeps the list shown
  if (snapshot.matches('loading')) return snapshot.context.applications ? 'ready' : 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  return 'ready'
}
export const isDesignerJoinBusy = (snapshot: DesignerJoinSnapshot) => snapshot.hasTag('busy')
export const isSearchingEnterprises = (snapshot: DesignerJoinSnapshot) =>
  snapshot.matches({ ready: { search: 'searching' } })
export const isSendingApplication = (snapshot: DesignerJoinSnapshot) =>
  snapshot.matches({ ready: { action: 'submitting' } }) ||
  (snapshot.matches('loading') && snapshot.context.applications !== null)
export const ownApplicationsOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.applications ?? []
export const enterpriseKeywordOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.keyword
export const foundEnterprisesOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.enterprises
export const chosenEnterpriseOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.enterprise
export const joinMessageOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.message
export const designerJoinProblemsOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.errors
export const designerJoinErrorOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.error
export const designerJoinNoticeOf = (snapshot: DesignerJoinSnapshot) => snapshot.context.notice
/** The application whose withdrawal waits on a confirmation (or is being withdrawn), or null. */
export const withdrawingApplicationOf = (snapshot: DesignerJoinSnapshot) =>
  snapshot.matches({ ready: { action: 'confirmingWithdraw' } }) ||
  snapshot.matches({ ready: { action: 'withdrawing' } })
    ? (snapshot.context.applications?.find((row) => row.desAppId === snapshot.context.withdrawId) ?? null)
    : null
