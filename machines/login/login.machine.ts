// Login flow — SPEC.md §2 (login screen and modal), §4 (login, dofipay registration status, what a login
// loads), §5 (login form rules), §7 (calls), §8 (login failure toast).
// Operations: getCaptcha → postToken (loginType 1) → getMemberInfo → getCartList + getSampleCartList.
// dofipayRegisterStatus 0 needs the replenish page, 1 is in review, 4 was rejected, any other is a login.
import { assertEvent, assign, setup } from 'xstate'
import type { PasswordGrant, TokenData } from '../../src/api/auth'
import { API_MESSAGE_IDS, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
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
  /** The last refusal: the server's text or a dictionary id, shown inline (the toast is the request layer's). */
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

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy',
  },
  actors: loginActors,
  actions: {
    storeTokens: (_, tokens: { accessToken: string; refreshToken: string | undefined }) =>
      session.setTokens(tokens),
    storeMemberInfo: (_, params: { memberInfo: MemberInfo }) => session.setMemberInfo(params.memberInfo),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    storeSampleList: (_, params: { sampleCart: SampleCartData }) =>
      session.setSampleListData(params.sampleCart),
    /** Tokens without member info are no login (SPEC.md §4): drop them. */
    discardSession: () => session.logout(),
  },
  guards: {
    isReplenishRequired: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.needsReplenish,
    isInReview: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.inReview,
    isRejected: (_, { status }: StatusParams) => status === DOFIPAY_STATUS.rejected,
    hasAccessToken: (_, params: { token: string | undefined }) => Boolean(params.token),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: input.email?.trim() ?? '',
    captchaImage: null,
    captchaKey: null,
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
          actions: assign(({ event }) => ({
            captchaKey: event.output.key,
            captchaImage: captchaSrc(event.output.captcha),
          })),
        },
        // the request layer already told the user why (toast or upgrade modal)
        onError: { target: 'captchaFailed', actions: assign({ captchaKey: null, captchaImage: null }) },
      },
    },
    captchaFailed: {
      on: { 'captcha.retried': 'loadingCaptcha' },
    },
    editing: {
      on: {
        'form.submitted': {
          target: 'submitting',
          actions: assign(({ event }) => ({ email: event.email.trim(), error: null })),
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
            actions: assign(({ event, context }) => ({
              verifyValue: event.output.verifyValue ?? '',
              memberEmail: event.output.memberEmail ?? context.email,
            })),
          },
          { guard: { type: 'isInReview', params: statusOf }, target: 'inReview' },
          { guard: { type: 'isRejected', params: statusOf }, target: 'rejected' },
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => ({ token: event.output.access_token }) },
            target: 'loadingMember',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access_token ?? '',
                refreshToken: event.output.refreshToken ?? event.output.refresh_token,
              }),
            },
          },
          // approved but no token: the server did not answer as the API does
          { target: 'loadingCaptcha', actions: assign({ error: { id: API_MESSAGE_IDS.upgrade } }) },
        ],
        // the mock (like the real server) spends a captcha per attempt: fetch a fresh one
        onError: {
          target: 'loadingCaptcha',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
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
    loadingMember: {
      tags: 'busy',
      invoke: {
        id: 'getMemberInfo',
        src: 'getMemberInfo',
        onDone: {
          target: 'loadingCarts',
          actions: { type: 'storeMemberInfo', params: ({ event }) => ({ memberInfo: event.output }) },
        },
        onError: {
          target: 'loadingCaptcha',
          actions: ['discardSession', assign(({ event }) => ({ error: errorMessageOf(event.error) }))],
        },
      },
    },
    // SPEC.md §4: after the member info, both cart lists; a failed list leaves the login intact
    loadingCarts: {
      tags: 'busy',
      type: 'parallel',
      states: {
        cart: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'getCartList',
                src: 'getCartList',
                onDone: {
                  target: 'done',
                  actions: { type: 'storeCartList', params: ({ event }) => ({ cart: event.output }) },
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        sampleCart: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'getSampleCartList',
                src: 'getSampleCartList',
                onDone: {
                  target: 'done',
                  actions: { type: 'storeSampleList', params: ({ event }) => ({ sampleCart: event.output }) },
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'loggedIn',
    },
    loggedIn: { type: 'final' },
  },
})
