// The security forms of the member centre (issue 11 item 3; SPEC.md §2 /member/pwd/login, /member/pwd/pay,
// /member/pwd/reset, /member/phone, /member/email; §5 rules). One machine, five kinds (security-change-rules.ts):
// it reads the account summary (the pay form asks for the current pay password only when one is set), sends
// the code the kind needs (sendSecurityCode) and submits the change once (editLoginPassword, editPayPassword,
// resetPayPassword, editMobile, editEmail).
//
// The form keeps what was typed; a refusal of the server comes back to `editing` with its text and nothing is
// lost. Invalid values never leave the form (guard isFormValid, the same rule set the mock uses). A second
// submit while one is in flight is not taken.
import { assertEvent, assign, setup } from 'xstate'
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
        onDone: { target: 'editing', actions: assign(({ event }) => ({ summary: event.output })) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ loadError: errorMessageOf(event.error) })),
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: assign({ loadError: null }) } },
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
      entry: assign({ codeError: null }),
      invoke: {
        id: 'sendSecurityCode',
        src: 'sendSecurityCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.requested')
          return { purpose: CODE_OF[context.kind]!.purpose, target: event.target.trim() }
        },
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            codeSent: event.output ?? null,
            cooldownUntil: event.output ? cooldownUntilOf(event.output) : 0,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ codeError: errorMessageOf(event.error) })),
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
          actions: assign(({ event }) => ({ submitError: errorMessageOf(event.error) })),
        },
      },
    },
    done: { type: 'final' },
  },
})
