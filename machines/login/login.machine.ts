// Login flow — SPEC.md §2 (login screen and modal), §4 (login, dofipay registration status, what a login
// loads), §5 (login form rules), §7 (calls), §8 (login failure toast).
// Operations: getCaptcha → postToken (loginType 1) → startSession (getMemberInfo → addCart per local cart
// line → getCartList + getSampleCartList, machines/session-start).
// dofipayRegisterStatus 0 needs the replenish page, 1 is in review, 4 was rejected, any other is a login.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import type { PasswordGrant, TokenData } from '../../src/api/auth'
import { API_MESSAGE_IDS, type ErrorMessage } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { localCartInfo } from '../../src/lib/local-cart'
import {
  isSessionStarted,
  sessionOutputOf,
  sessionStartMachine,
  type SessionStartInput,
} from '../session-start/session-start.machine'
import { hasRetriesLeft, retryDelayMs } from '../retry/backoff'
import { loginActors } from './login.actors'

/** SPEC.md §4 dofipayRegisterStatus values that stop a login. */
export const DOFIPAY_STATUS = { needsReplenish: 0, inReview: 1, rejected: 4 } as const

/** The captcha PNG arrives as a data URL or as bare base64 (openapi Captcha.captcha). */
export function captchaSrc(captcha: string): string {
  return captcha.startsWith('data:') ? captcha : `data:image/png;base64,${captcha}`
}

export interface LoginCredentials {
  email: string
  password: string
  verifyCode: string
}

export interface LoginInput {
  /** SPEC.md §2: the `email` query parameter pre-fills the form. */
  email?: string
}

export interface LoginContext {
  /** The pre-filled or last submitted email (never the password). */
  email: string
  captchaImage: string | null
  captchaKey: string | null
  /**
   * Failed captcha loads in a row (issue 26 item 2): the first three are retried by themselves after 1, 2 and
   * 4 s (machines/retry/backoff.ts); after the fourth the form offers "Reintentar".
   */
  captchaFailures: number
  /**
   * A refusal the request layer did not show (an approved answer without a token), shown inline; every other
   * failure is the request layer's toast or modal alone (SPEC.md §8, issue 25 item 7).
   */
  error: ErrorMessage | null
  /** Status 0: what the replenish page needs. */
  verifyValue: string
  memberEmail: string
}

export type LoginEvent =
  | ({ type: 'form.submitted' } & LoginCredentials)
  | { type: 'captcha.refreshed' }
  | { type: 'captcha.retried' }
  | { type: 'dialog.closed' }
  | { type: 'support.contacted' }

type StatusParams = { status: number | undefined }
const statusOf = ({ event }: { event: { output: TokenData } }): StatusParams => ({
  status: event.output.dofipayRegisterStatus,
})

/**
 * SPEC.md §4: the visitor's local cart, read when the session starts (the password login does not send it, so
 * the session start adds it). A stored cart of a member still logged in is their server cart, not a visitor's.
 */
function visitorCartInput(): SessionStartInput {
  const { loginFlag, cartListData } = session.getSnapshot()
  return { localCartLines: loginFlag ? [] : localCartInfo(cartListData) }
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy',
  },
  actors: { ...loginActors, startSession: sessionStartMachine },
  actions: {
    storeTokens: (_, tokens: { accessToken: string; refreshToken: string | undefined }) =>
      session.setTokens(tokens),
    // the request layer already told the user why (toast or upgrade modal); the answer typed for the lost
    // image goes with it, the email and password stay in the form
    countCaptchaFailure: assign(({ context }) => ({
      captchaKey: null,
      captchaImage: null,
      captchaFailures: context.captchaFailures + 1,
    })),
    storeCaptcha: assign((_, { key, captcha }: { key: string; captcha: string }) => ({
      captchaKey: key,
      captchaImage: captchaSrc(captcha),
      captchaFailures: 0,
    })),
    resetCaptchaFailures: assign({ captchaFailures: 0 }),
    takeEmail: assign((_, { email }: { email: string }) => ({ email: email.trim(), error: null })),
    /** SPEC.md §4 status 0: what the replenish page needs (the typed email when the server names none). */
    storeReplenish: assign(
      ({ context }, params: { verifyValue: string | undefined; memberEmail: string | undefined }) => ({
        verifyValue: params.verifyValue ?? '',
        memberEmail: params.memberEmail ?? context.email,
      }),
    ),
    showUpgrade: assign({ error: { id: API_MESSAGE_IDS.upgrade } }),
    clearError: assign({ error: null }),
  },
  delays: {
    captchaRetry: ({ context }) => retryDelayMs(context.captchaFailures),
  },
  guards: {
    hasCaptchaRetriesLeft: ({ context }) => hasRetriesLeft(context.captchaFailures),
    isReplenishRequired: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.needsReplenish,
    isInReview: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.inReview,
    isRejected: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.rejected,
    hasAccessToken: (_, params: { token: string | undefined }) => Boolean(params.token),
    isSessionStarted,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: input.email?.trim() ?? '',
    captchaImage: null,
    captchaKey: null,
    captchaFailures: 0,
    error: null,
    verifyValue: '',
    memberEmail: '',
  }),
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      tags: 'busy',
      invoke: {
        id: 'getCaptcha',
        src: 'getCaptcha',
        onDone: {
          target: 'editing',
          actions: {
            type: 'storeCaptcha',
            params: ({ event }) => ({ key: event.output.key, captcha: event.output.captcha }),
          },
        },
        // a lost image is fetched again by itself, with backoff; after the last retry the user decides
        onError: [
          { guard: 'hasCaptchaRetriesLeft', target: 'captchaRetrying', actions: 'countCaptchaFailure' },
          { target: 'captchaFailed', actions: 'countCaptchaFailure' },
        ],
      },
    },
    // waiting before the next automatic try ("Reintentando…"); the image button tries at once
    captchaRetrying: {
      after: { captchaRetry: 'loadingCaptcha' },
      on: { 'captcha.retried': 'loadingCaptcha', 'captcha.refreshed': 'loadingCaptcha' },
    },
    // the automatic retries are spent: "Reintentar" (or the image button) starts a new round
    captchaFailed: {
      on: {
        'captcha.retried': { target: 'loadingCaptcha', actions: 'resetCaptchaFailures' },
      },
    },
    editing: {
      on: {
        'form.submitted': {
          target: 'submitting',
          actions: { type: 'takeEmail', params: ({ event }) => ({ email: event.email }) },
        },
        'captcha.refreshed': 'loadingCaptcha',
      },
    },
    submitting: {
      tags: 'busy',
      // no `form.submitted` here: a second submit while one is in flight is ignored (SPEC.md §5)
      invoke: {
        id: 'postToken',
        src: 'postToken',
        input: ({ context, event }): PasswordGrant => {
          assertEvent(event, 'form.submitted')
          return {
            username: event.email,
            password: event.password,
            verifyCode: event.verifyCode,
            verifyKey: context.captchaKey ?? '',
            loginType: 1,
          }
        },
        onDone: [
          {
            guard: { type: 'isReplenishRequired', params: statusOf },
            target: 'needsReplenish',
            actions: {
              type: 'storeReplenish',
              params: ({ event }) => ({
                verifyValue: event.output.verifyValue,
                memberEmail: event.output.memberEmail,
              }),
            },
          },
          { guard: { type: 'isInReview', params: statusOf }, target: 'inReview' },
          { guard: { type: 'isRejected', params: statusOf }, target: 'rejected' },
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => ({ token: event.output.access_token }) },
            target: 'startingSession',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access_token ?? '',
                refreshToken: event.output.refreshToken ?? event.output.refresh_token,
              }),
            },
          },
          // approved but no token: the server did not answer as the API does
          { target: 'loadingCaptcha', actions: 'showUpgrade' },
        ],
        // the mock (like the real server) spends a captcha per attempt: fetch a fresh one. The request layer
        // has told the user why (SPEC.md §8: the login failure's closable toast, the network and timeout
        // toasts, the upgrade modal): one failure is shown once, so nothing is repeated inline (issue 25 item 7)
        onError: {
          target: 'loadingCaptcha',
          actions: 'clearError',
        },
      },
    },
    needsReplenish: { type: 'final' },
    inReview: {
      on: { 'dialog.closed': 'loadingCaptcha' },
    },
    rejected: {
      on: {
        // the route opens the chat-app link in a new tab; the dialog stays open
        'support.contacted': {},
        'dialog.closed': 'loadingCaptcha',
      },
    },
    // SPEC.md §4: after the member info, both cart lists (machines/session-start); a failed list leaves the
    // login intact, and a session start that ends `failed` has already dropped the tokens
    startingSession: {
      tags: 'busy',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: visitorCartInput,
        onDone: [
          { guard: { type: 'isSessionStarted', params: sessionOutputOf }, target: 'loggedIn' },
          // the request layer has shown why the member's data could not be read (see postToken's onError)
          { target: 'loadingCaptcha', actions: 'clearError' },
        ],
      },
    },
    loggedIn: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the login hook reads the flow through these, never by its state names ──
type LoginSnapshot = SnapshotFrom<typeof loginMachine>
export type LoginCaptchaStatus = 'loading' | 'ready' | 'retrying' | 'failed'
/** The captcha's state; a load that follows a failure is still "retrying" (machines/retry/backoff.ts). */
export const loginCaptchaStatusOf = (s: LoginSnapshot): LoginCaptchaStatus => {
  if (s.matches('captchaFailed')) return 'failed'
  if (s.matches('captchaRetrying')) return 'retrying'
  if (s.matches('loadingCaptcha')) return s.context.captchaFailures > 0 ? 'retrying' : 'loading'
  return 'ready'
}
/** The review dialog to show: the account waits for review, or was rejected. */
export const loginDialogOf = (s: LoginSnapshot) =>
  s.matches('inReview') ? ('inReview' as const) : s.matches('rejected') ? ('rejected' as const) : null
/** Where the flow leaves the page: logged in, or missing details (replenish, SPEC.md §4 status 0). */
export const loginOutcomeOf = (s: LoginSnapshot) =>
  s.matches('loggedIn') ? ('loggedIn' as const) : s.matches('needsReplenish') ? ('replenish' as const) : null
export const loginBusyOf = (s: LoginSnapshot) => s.hasTag('busy')
export const loginCaptchaImageOf = (s: LoginSnapshot) => s.context.captchaImage
export const loginErrorOf = (s: LoginSnapshot) => s.context.error
export const loginVerifyOf = (s: LoginSnapshot) => s.context.verifyValue
export const loginEmailOf = (s: LoginSnapshot) => s.context.memberEmail
