// Session start — SPEC.md §4 (what a login loads): once a login has stored the tokens, the member info,
// then both cart lists. The login and third-party-login flows invoke it as `startSession` and branch on its
// output (`started`, or `failed` with the error; a failed start has dropped the tokens).
// Operations: getMemberInfo → getCartList + getSampleCartList.
import { assign, setup } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
import { sessionStartActors } from './session-start.actors'

/** How the session start ended: `failed` carries the error for the parent's context. */
export type SessionStartOutput = { status: 'started' } | { status: 'failed'; error: ErrorMessage }

export interface SessionStartContext {
  /** Why the member info could not be read (set only on the way to `failed`). */
  error: ErrorMessage | null
}

// What a parent needs to branch on the output of its `startSession` invoke with a named guard.
/** Guard params: the output of the parent's `xstate.done.actor.startSession` event. */
export const sessionOutputOf = ({ event }: { event: { output: SessionStartOutput } }) => ({
  output: event.output,
})
/** The parent's guard `isSessionStarted`. */
export const isSessionStarted = (_: unknown, { output }: { output: SessionStartOutput }) =>
  output.status === 'started'
/** The error of a failed session start, for the parent's context. */
export function sessionErrorOf(output: SessionStartOutput): ErrorMessage | null {
  return output.status === 'failed' ? output.error : null
}

export const sessionStartMachine = setup({
  types: {
    context: {} as SessionStartContext,
    output: {} as SessionStartOutput,
  },
  actors: sessionStartActors,
  actions: {
    storeMemberInfo: (_, params: { memberInfo: MemberInfo }) => session.setMemberInfo(params.memberInfo),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    storeSampleList: (_, params: { sampleCart: SampleCartData }) =>
      session.setSampleListData(params.sampleCart),
    /** Tokens without member info are no login (SPEC.md §4): drop them. */
    discardSession: () => session.logout(),
  },
}).createMachine({
  id: 'sessionStart',
  context: { error: null },
  initial: 'loadingMember',
  states: {
    loadingMember: {
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
    // SPEC.md §4: after the member info, both cart lists; a failed list leaves the login intact
    loadingCarts: {
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
      onDone: 'started',
    },
    started: { type: 'final' },
    failed: { type: 'final' },
  },
  // only `failed` is reached with an error in the context
  output: ({ context }) =>
    context.error ? { status: 'failed', error: context.error } : { status: 'started' },
})
