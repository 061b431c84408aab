// External-account (chat-app) login callback — SPEC.md §2 (a URL with both `code` and `state` runs it),
// §4 (the visitor's local cart lines are sent; after a login, member info then both cart lists), §7, §8
// (a failure goes to the login page with the message).
// Operations: postWechatLogin (code, source 4, cartInfo) → startSession (getMemberInfo → getCartList +
// getSampleCartList, machines/session-start; no local cart lines to add, the login merged them).
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { WechatLoginRequest } from '../../src/api/auth'
import { API_MESSAGE_IDS, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session } from '../../src/api/session'
import {
  isSessionStarted,
  sessionErrorOf,
  sessionOutputOf,
  sessionStartMachine,
  type SessionStartOutput,
} from '../session-start/session-start.machine'
import { thirdPartyLoginActors } from './third-party-login.actors'

/** SPEC.md §7: the source of this web app for the external-account login. */
export const WECHAT_SOURCE = 4

export interface CartLineRef {
  productId: number
  buyNum: number
}

export interface ThirdPartyLoginInput {
  code: string
  state: string
  /** The visitor's local cart (SPEC.md §4), merged into the member's cart by the server. */
  cartLines: CartLineRef[]
}

export interface ThirdPartyLoginContext extends ThirdPartyLoginInput {
  /** bindRequired: the server's page to bind the external account (navigate only through safeRedirect). */
  redirect: string | null
  error: ErrorMessage | null
}

export const thirdPartyLoginMachine = setup({
  types: {
    context: {} as ThirdPartyLoginContext,
    input: {} as ThirdPartyLoginInput,
    tags: {} as 'busy',
  },
  actors: { ...thirdPartyLoginActors, startSession: sessionStartMachine },
  actions: {
    storeTokens: (_, tokens: { accessToken: string; refreshToken: string | undefined }) =>
      session.setTokens(tokens),
    /** The server's bind page (SPEC.md §2: the external account is not bound yet). */
    storeRedirect: assign((_, { redirect }: { redirect: string | undefined }) => ({
      redirect: redirect ?? null,
    })),
    showUpgrade: assign({ error: { id: API_MESSAGE_IDS.upgrade } }),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    storeSessionError: assign((_, { output }: { output: SessionStartOutput }) => ({
      error: sessionErrorOf(output),
    })),
  },
  guards: {
    hasRedirect: (_, params: { redirect: string | undefined }) => Boolean(params.redirect),
    hasAccessToken: (_, params: { token: string | undefined }) => Boolean(params.token),
    isSessionStarted,
  },
}).createMachine({
  id: 'thirdPartyLogin',
  context: ({ input }) => ({ ...input, redirect: null, error: null }),
  initial: 'loggingIn',
  states: {
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'postWechatLogin',
        src: 'postWechatLogin',
        input: ({ context }): WechatLoginRequest => ({
          code: context.code,
          source: WECHAT_SOURCE,
          cartInfo: context.cartLines,
        }),
        onDone: [
          {
            guard: { type: 'hasRedirect', params: ({ event }) => ({ redirect: event.output.redirect }) },
            target: 'bindRequired',
            actions: { type: 'storeRedirect', params: ({ event }) => ({ redirect: event.output.redirect }) },
          },
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => ({ token: event.output.access_token }) },
            target: 'startingSession',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access_token ?? '',
                refreshToken: event.output.refresh_token,
              }),
            },
          },
          // neither a bind page nor tokens: the server did not answer as the API does
          { target: 'failed', actions: 'showUpgrade' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // SPEC.md §4: after the member info, both cart lists (machines/session-start); a failed list leaves the
    // login intact, and a session start that ends `failed` has already dropped the tokens
    startingSession: {
      tags: 'busy',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        // the server merged the local lines sent as `cartInfo`: adding them again would double them
        input: { localCartLines: [] },
        onDone: [
          { guard: { type: 'isSessionStarted', params: sessionOutputOf }, target: 'loggedIn' },
          { target: 'failed', actions: { type: 'storeSessionError', params: sessionOutputOf } },
        ],
      },
    },
    bindRequired: { type: 'final' },
    loggedIn: { type: 'final' },
    failed: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the callback reads the flow through these, never by its state names ──
type ThirdPartyLoginSnapshot = SnapshotFrom<typeof thirdPartyLoginMachine>
const OUTCOMES = ['loggedIn', 'bindRequired', 'failed'] as const
export type ThirdPartyLoginOutcome = (typeof OUTCOMES)[number]
/** Where the run ended, once it has: logged in, a bind needed, or failed; null while it runs. */
export const thirdPartyLoginOutcomeOf = (s: ThirdPartyLoginSnapshot): ThirdPartyLoginOutcome | null =>
  OUTCOMES.find((outcome) => s.matches(outcome)) ?? null
/** The server's bind page, when a bind is needed. */
export const thirdPartyLoginRedirectOf = (s: ThirdPartyLoginSnapshot) => s.context.redirect
export const thirdPartyLoginErrorOf = (s: ThirdPartyLoginSnapshot) => s.context.error
