// External-account (chat-app) login callback — SPEC.md §2 (a URL with both `code` and `state` runs it),
// §4 (the visitor's local cart lines are sent; after a login, member info then both cart lists), §7, §8
// (a failure goes to the login page with the message).
// Operations: postWechatLogin (code, source 4, cartInfo) → getMemberInfo → getCartList + getSampleCartList.
import { assign, setup } from 'xstate'
import type { WechatLoginRequest } from '../../src/api/auth'
import { API_MESSAGE_IDS, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
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
  actors: thirdPartyLoginActors,
  actions: {
    storeTokens: (_, tokens: { accessToken: string; refreshToken: string | undefined }) =>
      session.setTokens(tokens),
    storeMemberInfo: (_, params: { memberInfo: MemberInfo }) => session.setMemberInfo(params.memberInfo),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    storeSampleList: (_, params: { sampleCart: SampleCartData }) =>
      session.setSampleListData(params.sampleCart),
    discardSession: () => session.logout(),
  },
  guards: {
    hasRedirect: (_, params: { redirect: string | undefined }) => Boolean(params.redirect),
    hasAccessToken: (_, params: { token: string | undefined }) => Boolean(params.token),
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
            actions: assign(({ event }) => ({ redirect: event.output.redirect ?? null })),
          },
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => ({ token: event.output.access_token }) },
            target: 'loadingMember',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access_token ?? '',
                refreshToken: event.output.refresh_token,
              }),
            },
          },
          // neither a bind page nor tokens: the server did not answer as the API does
          { target: 'failed', actions: assign({ error: { id: API_MESSAGE_IDS.upgrade } }) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
        },
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
          target: 'failed',
          actions: ['discardSession', assign(({ event }) => ({ error: errorMessageOf(event.error) }))],
        },
      },
    },
    // a failed cart list leaves the login intact
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
    bindRequired: { type: 'final' },
    loggedIn: { type: 'final' },
    failed: { type: 'final' },
  },
})
