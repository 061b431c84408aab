// Registration — issue 11 item 1, SPEC.md §2 (/register), §4 (a new account starts under review), §5 (rules,
// consent), §8. Operations: sendVerifyCode (scene register) → postRegister.
// The form's values live in the form (nothing typed is lost on a refusal); the machine keeps where the flow
// is, the resend deadline and the last refusal (a server text or a dictionary id, never Spanish).
// The account is asked for with an Idempotency-Key made before the first try and kept until a definitive answer:
// after a lost answer, "Crear cuenta" again is answered with the first answer, not "ya está registrado"
// (issue 26 item 2).
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { RegisterValues } from '../../src/schemas/register.schema'
import { isDefinitiveFailure } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { canResendCode, cooldownUntilOf } from '../verify-code/verify-code'
import { registerActors } from './register.actors'

export interface RegisterContext {
  /** the address of the code being asked for, then of the last code sent */
  requestedEmail: string
  codeSentTo: string | null
  cooldownUntil: number
  error: ErrorMessage | null
  /** the registered account's email, for the login link */
  memberEmail: string
  /** one Idempotency-Key per sent form, until a definitive answer */
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type RegisterEvent =
  | { type: 'code.requested'; email: string }
  | { type: 'form.submitted'; values: RegisterValues }
  /** a field changed after a refusal: the refusal spoke of what was sent (issue 25 item 7) */
  | { type: 'fields.changed' }

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    tags: {} as 'busy' | 'sendingCode',
  },
  actors: registerActors,
  guards: { canResendCode },
  actions: {
    askCode: assign((_, { email }: { email: string }) => ({ error: null, requestedEmail: email.trim() })),
    clearError: assign({ error: null }),
    storeCodeSent: assign(({ context }, { cooldownUntil }: { cooldownUntil: number }) => ({
      codeSentTo: context.requestedEmail,
      cooldownUntil,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    storeRegistered: assign((_, { memberEmail }: { memberEmail: string }) => ({ memberEmail })),
    // a lost answer keeps the key (sending again replays the first answer); a refusal spends it
    settleKeyIfDefinitive: ({ context }, { error }: { error: unknown }) => {
      if (isDefinitiveFailure(error)) context.attemptKeys.settle()
    },
  },
}).createMachine({
  id: 'register',
  context: () => ({
    requestedEmail: '',
    codeSentTo: null,
    cooldownUntil: 0,
    error: null,
    memberEmail: '',
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.requested': {
          guard: 'canResendCode',
          target: 'sendingCode',
          actions: { type: 'askCode', params: ({ event }) => ({ email: event.email }) },
        },
        'form.submitted': { target: 'submitting', actions: 'clearError' },
        'fields.changed': { actions: 'clearError' },
      },
    },
    sendingCode: {
      tags: ['busy', 'sendingCode'],
      invoke: {
        id: 'sendVerifyCode',
        src: 'sendVerifyCode',
        input: ({ context }) => ({ scene: 'register' as const, email: context.requestedEmail }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'storeCodeSent',
            params: ({ event }) => ({ cooldownUntil: cooldownUntilOf(event.output) }),
          },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      // no form.submitted here: a second submit while one is in flight is ignored (SPEC.md §5)
      invoke: {
        id: 'postRegister',
        src: 'postRegister',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submitted')
          return { values: event.values, idempotencyKey: context.attemptKeys.keyFor(event.values) }
        },
        onDone: {
          target: 'registered',
          actions: {
            type: 'storeRegistered',
            params: ({ event }) => ({ memberEmail: event.output.memberEmail }),
          },
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'settleKeyIfDefinitive', params: ({ event }) => ({ error: event.error }) },
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    registered: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type RegisterSnapshot = SnapshotFrom<typeof registerMachine>
/** The registered account's email once registration succeeded, else null. */
export const registeredEmailOf = (s: RegisterSnapshot) =>
  s.matches('registered') ? s.context.memberEmail : null
export const registerCodeSentToOf = (s: RegisterSnapshot) => s.context.codeSentTo
export const registerCooldownUntilOf = (s: RegisterSnapshot) => s.context.cooldownUntil
export const registerErrorOf = (s: RegisterSnapshot) => s.context.error
