// Session start — SPEC.md §4 (what a login loads; the logged-out cart is kept locally): once a login has
// stored the tokens, the member info, then the visitor's local cart lines are added to the member's cart, then
// both cart lists. The login and third-party-login flows invoke it as `startSession` and branch on its output
// (`started` with how many local lines could not be added, or `failed` with the error; a failed start has
// dropped the tokens).
// Operations: getMemberInfo → addCart (once per local line, in order) → getCartList + getSampleCartList.
import { assign, setup } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { logout } from '../../src/api/auth'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
import { sessionStartActors } from './session-start.actors'

/** A line of the visitor's local cart (src/lib/local-cart.ts `localCartInfo`). */
export interface LocalCartLineRef {
  productId: number
  buyNum: number
}

export interface SessionStartInput {
  /**
   * The visitor's local cart lines, captured by the parent at login time, to add to the member's cart. Empty
   * when the login endpoint already merged them (the external-account login sends them as `cartInfo`).
   */
  localCartLines: LocalCartLineRef[]
}

/**
 * How the session start ended: `started` says how many local cart lines could not be added (a later screen
 * tells the user); `failed` carries the error for the parent's context.
 */
export type SessionStartOutput =
  { status: 'started'; unmergedLines: number } | { status: 'failed'; error: ErrorMessage }

export interface SessionStartContext {
  localCartLines: LocalCartLineRef[]
  /** The local line being added while in `mergingLocalCart`. */
  lineIndex: number
  /** Local lines the server refused, or that were never sent after a failure of the service. */
  unmergedLines: number
  /** Why the member info could not be read (set only on the way to `failed`). */
  error: ErrorMessage | null
  /** Read first, stored once the local lines have joined (see `loadingCarts`). */
  memberInfo: MemberInfo | null
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

function currentLine({ localCartLines, lineIndex }: SessionStartContext) {
  const line = localCartLines[lineIndex]
  if (!line) throw new Error(`no local cart line ${lineIndex}`)
  return { productId: line.productId, number: line.buyNum }
}

export const sessionStartMachine = setup({
  types: {
    context: {} as SessionStartContext,
    input: {} as SessionStartInput,
    output: {} as SessionStartOutput,
  },
  actors: sessionStartActors,
  guards: {
    hasLocalCartLines: ({ context }) => context.localCartLines.length > 0,
    hasLocalLinesLeft: ({ context }) => context.lineIndex + 1 < context.localCartLines.length,
    /**
     * Not a refusal of this line (state ≠ 200) but a failure of the service (network, timeout, an answer the
     * API does not give, an invalid session): the request layer has announced it, and every next line would
     * meet it too.
     */
    isServiceFailure: (_, params: { error: unknown }) =>
      !(params.error instanceof ApiError && params.error.kind === 'state'),
  },
  actions: {
    storeMemberInfo: (_, params: { memberInfo: MemberInfo }) => session.setMemberInfo(params.memberInfo),
    nextLocalLine: assign({ lineIndex: ({ context }) => context.lineIndex + 1 }),
    countRefusedLine: assign({ unmergedLines: ({ context }) => context.unmergedLines + 1 }),
    /** This line and every line after it, never sent, stay unmerged. */
    countUnsentLines: assign({
      unmergedLines: ({ context }) =>
        context.unmergedLines + context.localCartLines.length - context.lineIndex,
    }),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    storeSampleList: (_, params: { sampleCart: SampleCartData }) =>
      session.setSampleListData(params.sampleCart),
    /** Tokens without member info are no login (SPEC.md §4): drop them. */
    discardSession: () => logout(),
    keepMemberInfo: assign((_, { memberInfo }: { memberInfo: MemberInfo }) => ({ memberInfo })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'sessionStart',
  context: ({ input }) => ({
    localCartLines: input.localCartLines,
    lineIndex: 0,
    unmergedLines: 0,
    error: null,
    memberInfo: null,
  }),
  initial: 'loadingMember',
  states: {
    loadingMember: {
      invoke: {
        id: 'getMemberInfo',
        src: 'getMemberInfo',
        onDone: [
          {
            guard: 'hasLocalCartLines',
            target: 'mergingLocalCart',
            actions: { type: 'keepMemberInfo', params: ({ event }) => ({ memberInfo: event.output }) },
          },
          {
            target: 'loadingCarts',
            actions: { type: 'keepMemberInfo', params: ({ event }) => ({ memberInfo: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            'discardSession',
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // SPEC.md §4: the visitor's local lines join the member's cart one by one, in order, before the cart list
    // replaces the local cart in the session. A refused line (off shelf, stock) does not stop the others; a
    // failure of the service does (each next line would fail the same way, with its toast). Either way the
    // login goes on and the output counts the lines that did not join.
    mergingLocalCart: {
      invoke: {
        id: 'addCart',
        src: 'addCart',
        input: ({ context }) => currentLine(context),
        onDone: [
          { guard: 'hasLocalLinesLeft', target: 'mergingLocalCart', reenter: true, actions: 'nextLocalLine' },
          { target: 'loadingCarts' },
        ],
        onError: [
          {
            guard: { type: 'isServiceFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingCarts',
            actions: 'countUnsentLines',
          },
          {
            guard: 'hasLocalLinesLeft',
            target: 'mergingLocalCart',
            reenter: true,
            actions: ['countRefusedLine', 'nextLocalLine'],
          },
          { target: 'loadingCarts', actions: 'countRefusedLine' },
        ],
      },
    },
    // SPEC.md §4: after the member info, both cart lists; a failed list leaves the login intact. The member
    // info is stored (the session becomes logged in) only now, after the local lines joined: screens keyed by
    // the login, such as the cart, then load the merged cart, not the one from before the merge (issue 11
    // item 7: back to the cart after a login from the visitor cart).
    loadingCarts: {
      type: 'parallel',
      entry: {
        type: 'storeMemberInfo',
        params: ({ context }) => ({ memberInfo: context.memberInfo as MemberInfo }),
      },
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
    context.error
      ? { status: 'failed', error: context.error }
      : { status: 'started', unmergedLines: context.unmergedLines },
})
