// The security forms of the member centre (issue 11 item 3; SPEC.md §2 /member/pwd/login, /member/pwd/pay,
// /member/pwd/reset, /member/phone, /member/email; §5 rules). One machine, five kinds (security-change-rules.ts):
// it reads the account summary (the pay form asks for the current pay password only when one is set), sends
// the code the kind needs (sendSecurityCode) and submits the change once (editLoginPassword, editPayPassword,
// resetPayPassword, editMobile, editEmail).
//
// The form keeps what was typed; a refusal of the server comes back to `editing` with its text and nothing is
// lost. Invalid values never leave the form (guard isFormValid, the same rule set the mock uses). A second
// submit while one is in flight is not taken.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { MemberSummary } from '../../src/api/member-home'
import type { SecurityCodeSent } from '../../src/api/member-security'
import { securityChangeActors } from './security-change.actors'
import {
  bodyOf,
  CODE_OF,
  cooldownUntilOf,
  schemaOf,
  type SecurityKind,
  type SecurityValues,
} from './security-change-rules'

export interface SecurityChangeInput {
  kind: SecurityKind
}

export interface SecurityChangeContext extends SecurityChangeInput {
  summary: MemberSummary | null
  loadError: ErrorMessage | null
  /** Where the last code went (masked) and when another may be asked for. */
  codeSent: SecurityCodeSent | null
  /** When "Enviar código" may be pressed again (ms, this device's clock; 0: at once). */
  cooldownUntil: number
  codeError: ErrorMessage | null
  /** What was last submitted (only the form's fields). */
  values: SecurityValues | null
  submitError: ErrorMessage | null
}

export type SecurityChangeEvent =
  | { type: 'retry.requested' }
  | { type: 'code.requested'; target: string }
  | { type: 'form.submitted'; values: SecurityValues }

const hasPayPassword = (context: SecurityChangeContext) => context.summary?.security.hasPayPassword ?? false

export const securityChangeMachine = setup({
  types: {
    context: {} as SecurityChangeContext,
    events: {} as SecurityChangeEvent,
    input: {} as SecurityChangeInput,
    tags: {} as 'busy',
  },
  actors: securityChangeActors,
  actions: {
    storeValues: assign(({ context, event }) => {
      assertEvent(event, 'form.submitted')
      return { values: bodyOf(context.kind, hasPayPassword(context), event.values), submitError: null }
    }),
    storeSummary: assign((_, { summary }: { summary: MemberSummary }) => ({ summary })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    clearLoadError: assign({ loadError: null }),
    clearCodeError: assign({ codeError: null }),
    storeCodeSent: assign((_, { sent }: { sent: SecurityCodeSent | null | undefined }) => ({
      codeSent: sent ?? null,
      cooldownUntil: sent ? cooldownUntilOf(sent) : 0,
    })),
    storeCodeError: assign((_, { error }: { error: unknown }) => ({ codeError: errorMessageOf(error) })),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
    /** The route puts the member as changed (mobile, email) into the session; nothing for passwords. */
    refreshMember: (_, _params: { output: unknown }) => undefined,
  },
  guards: {
    needsCode: ({ context }) => CODE_OF[context.kind] !== null,
    isFormValid: ({ context, event }) =>
      event.type === 'form.submitted' &&
      schemaOf(context.kind, hasPayPassword(context)).isValidSync(event.values),
  },
}).createMachine({
  id: 'securityChange',
  context: ({ input }) => ({
    kind: input.kind,
    summary: null,
    loadError: null,
    codeSent: null,
    cooldownUntil: 0,
    codeError: null,
    values: null,
    submitError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getMemberSummary',
        src: 'getMemberSummary',
        onDone: {
          target: 'editing',
          actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearLoadError' } },
    },
    editing: {
      on: {
        'code.requested': { guard: 'needsCode', target: 'sendingCode' },
        'form.submitted': { guard: 'isFormValid', target: 'submitting', actions: 'storeValues' },
      },
    },
    // the form stays editable; a submit waits for the code
    sendingCode: {
      tags: 'busy',
      entry: 'clearCodeError',
      invoke: {
        id: 'sendSecurityCode',
        src: 'sendSecurityCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.requested')
          return { purpose: CODE_OF[context.kind]!.purpose, target: event.target.trim() }
        },
        onDone: {
          target: 'editing',
          actions: { type: 'storeCodeSent', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeCodeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitChange',
        src: 'submitChange',
        input: ({ context }) => ({ kind: context.kind, body: context.values! }),
        onDone: {
          target: 'done',
          actions: { type: 'refreshMember', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type SecurityChangeSnapshot = SnapshotFrom<typeof securityChangeMachine>
const STAGES = ['loadFailed', 'editing', 'sendingCode', 'submitting', 'done'] as const
export type SecurityChangeStage = 'loading' | (typeof STAGES)[number]
export const securityChangeStageOf = (s: SecurityChangeSnapshot): SecurityChangeStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'loading'
