// Forgot password — issue 11 item 2, SPEC.md §2 (/pwd/forget?email=), §5 (email code, new password twice), §8
// ("email not registered", "email cannot receive code"). Operations: sendVerifyCode (scene resetPassword) →
// resetLoginPwd. Two steps: the email, then the code with the new password; the form keeps what was typed.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { passwordResetActors } from './password-reset.actors'
import type { PasswordResetRequest } from '../../src/api/auth'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { canResendCode, cooldownUntilOf, type CodeSent } from '../verify-code/verify-code'

export interface PasswordResetInput {
  /** SPEC.md §2: the login form passes the typed email */
  email?: string
}

export interface PasswordResetContext {
  email: string
  cooldownUntil: number
  error: ErrorMessage | null
}

export type PasswordResetEvent =
  | { type: 'email.submitted'; email: string }
  | { type: 'code.resent' }
  | { type: 'email.changed' }
  | { type: 'form.submitted'; values: PasswordResetRequest }

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    tags: {} as 'busy' | 'sendingCode',
  },
  actors: passwordResetActors,
  actions: {
    storeError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    clearError: assign({ error: null }),
    takeEmail: assign((_, { email }: { email: string }) => ({ email: email.trim(), error: null })),
    /** Another email: its code is not sent yet, so nothing waits. */
    forgetEmail: assign({ error: null, cooldownUntil: 0 }),
    startCooldown: assign((_, { sent }: { sent: CodeSent }) => ({ cooldownUntil: cooldownUntilOf(sent) })),
  },
  guards: { canResendCode },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: input.email?.trim() ?? '', cooldownUntil: 0, error: null }),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        'email.submitted': {
          target: 'sendingCode',
          actions: { type: 'takeEmail', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    sendingCode: {
      tags: ['busy', 'sendingCode'],
      invoke: {
        id: 'sendVerifyCode',
        src: 'sendVerifyCode',
        input: ({ context }) => ({ scene: 'resetPassword' as const, email: context.email }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'startCooldown', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    enteringCode: {
      on: {
        'code.resent': { guard: 'canResendCode', target: 'resendingCode', actions: 'clearError' },
        'email.changed': { target: 'enteringEmail', actions: 'forgetEmail' },
        'form.submitted': { target: 'resetting', actions: 'clearError' },
      },
    },
    resendingCode: {
      tags: ['busy', 'sendingCode'],
      invoke: {
        // same id as the first send: one code-sending invocation per state
        id: 'sendVerifyCode',
        src: 'sendVerifyCode',
        input: ({ context }) => ({ scene: 'resetPassword' as const, email: context.email }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'startCooldown', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: 'enteringCode',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        id: 'resetLoginPwd',
        src: 'resetLoginPwd',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submitted')
          return { ...event.values, email: context.email }
        },
        onDone: 'done',
        onError: {
          target: 'enteringCode',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>
/** Which step the screen shows: the email to send the code to, the code and new password, or done. */
export type PasswordResetStep = 'email' | 'code' | 'done'
export const passwordResetStepOf = (s: PasswordResetSnapshot): PasswordResetStep =>
  s.matches('done') ? 'done' : s.matches('enteringEmail') || s.matches('sendingCode') ? 'email' : 'code'
export const passwordResetEmailOf = (s: PasswordResetSnapshot) => s.context.email
export const passwordResetCooldownUntilOf = (s: PasswordResetSnapshot) => s.context.cooldownUntil
export const passwordResetErrorOf = (s: PasswordResetSnapshot) => s.context.error
