// Bind mobile — issue 11 item 2, SPEC.md §2 (/bindMobile?code=), §4 (review status after a login; member info
// then both cart lists), §5 (mobile rule, 6-digit SMS code). Reached from the third-party login callback
// (machines/third-party-login, REFERENCE.md wechat bindMobile). Operations: sendVerifyCode (scene
// bindMobile) → postWechatBindMobile → startSession (machines/session-start).
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { bindMobileActors } from './bind-mobile.actors'
import type { TokenData } from '../../src/api/auth'
import { API_MESSAGE_IDS, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session } from '../../src/api/session'
import type { BindMobileValues } from '../../src/schemas/bind-mobile.schema'
import { DOFIPAY_STATUS } from '../login/login.machine'
import { isSessionStarted, sessionErrorOf, sessionOutputOf } from '../session-start/session-start.machine'
import { canResendCode, cooldownUntilOf, type CodeSent } from '../verify-code/verify-code'

export interface BindMobileInput {
  /** the external account's code the callback passed on */
  code: string
}

export interface BindMobileContext extends BindMobileInput {
  requestedMobile: string
  cooldownUntil: number
  error: ErrorMessage | null
  verifyValue: string
  memberEmail: string
}

export type BindMobileEvent =
  | { type: 'code.requested'; mobile: string }
  | { type: 'form.submitted'; values: BindMobileValues }
  | { type: 'dialog.closed' }

type StatusParams = { status: number | undefined }
const statusOf = ({ event }: { event: { output: TokenData } }): StatusParams => ({
  status: event.output.dofipayRegisterStatus,
})

export const bindMobileMachine = setup({
  types: {
    context: {} as BindMobileContext,
    events: {} as BindMobileEvent,
    input: {} as BindMobileInput,
    tags: {} as 'busy' | 'sendingCode',
  },
  actors: bindMobileActors,
  actions: {
    storeTokens: (_, tokens: { accessToken: string; refreshToken: string | undefined }) =>
      session.setTokens(tokens),
    storeError: assign((_, params: { error: ErrorMessage | null }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    takeMobile: assign((_, { mobile }: { mobile: string }) => ({
      error: null,
      requestedMobile: mobile.trim(),
    })),
    startCooldown: assign((_, { sent }: { sent: CodeSent }) => ({ cooldownUntil: cooldownUntilOf(sent) })),
    /** SPEC.md §4 status 0: what the replenish page needs. */
    storeReplenish: assign(
      (_, params: { verifyValue: string | undefined; memberEmail: string | undefined }) => ({
        verifyValue: params.verifyValue ?? '',
        memberEmail: params.memberEmail ?? '',
      }),
    ),
  },
  guards: {
    canResendCode,
    isReplenishRequired: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.needsReplenish,
    isInReview: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.inReview,
    isRejected: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.rejected,
    hasAccessToken: (_, params: { token: string | undefined }) => Boolean(params.token),
    isSessionStarted,
  },
}).createMachine({
  id: 'bindMobile',
  context: ({ input }) => ({
    code: input.code,
    requestedMobile: '',
    cooldownUntil: 0,
    error: null,
    verifyValue: '',
    memberEmail: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.requested': {
          guard: 'canResendCode',
          target: 'sendingCode',
          actions: { type: 'takeMobile', params: ({ event }) => ({ mobile: event.mobile }) },
        },
        'form.submitted': { target: 'binding', actions: 'clearError' },
      },
    },
    sendingCode: {
      tags: ['busy', 'sendingCode'],
      invoke: {
        id: 'sendVerifyCode',
        src: 'sendVerifyCode',
        input: ({ context }) => ({ scene: 'bindMobile' as const, mobile: context.requestedMobile }),
        onDone: {
          target: 'editing',
          actions: { type: 'startCooldown', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: errorMessageOf(event.error) }) },
        },
      },
    },
    binding: {
      tags: 'busy',
      invoke: {
        id: 'postWechatBindMobile',
        src: 'postWechatBindMobile',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submitted')
          return { code: context.code, ...event.values }
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
          {
            target: 'editing',
            actions: { type: 'storeError', params: { error: { id: API_MESSAGE_IDS.upgrade } } },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: errorMessageOf(event.error) }) },
        },
      },
    },
    needsReplenish: { type: 'final' },
    inReview: { on: { 'dialog.closed': 'editing' } },
    rejected: { on: { 'dialog.closed': 'editing' } },
    startingSession: {
      tags: 'busy',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        // the binding logged an existing member in; the visitor cart was merged by the callback's login call
        input: { localCartLines: [] },
        onDone: [
          { guard: { type: 'isSessionStarted', params: sessionOutputOf }, target: 'loggedIn' },
          {
            target: 'editing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: sessionErrorOf(event.output) }) },
          },
        ],
      },
    },
    loggedIn: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type BindMobileSnapshot = SnapshotFrom<typeof bindMobileMachine>
/** The review dialog to show: the account waits for review, or was rejected. */
export const bindMobileDialogOf = (s: BindMobileSnapshot) =>
  s.matches('inReview') ? ('inReview' as const) : s.matches('rejected') ? ('rejected' as const) : null
/** Where the flow leaves the page: logged in (home) or missing details (replenish). */
export const bindMobileOutcomeOf = (s: BindMobileSnapshot) =>
  s.matches('loggedIn') ? ('loggedIn' as const) : s.matches('needsReplenish') ? ('replenish' as const) : null
export const bindMobileCooldownUntilOf = (s: BindMobileSnapshot) => s.context.cooldownUntil
export const bindMobileErrorOf = (s: BindMobileSnapshot) => s.context.error
export const bindMobileVerifyOf = (s: BindMobileSnapshot) => s.context.verifyValue
export const bindMobileEmailOf = (s: BindMobileSnapshot) => s.context.memberEmail
