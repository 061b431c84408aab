// Store follow — "Seguir tienda" / "Dejar de seguir" on the store pages (issue 4 item 5; SPEC.md §6: a
// visitor's action needs a login, so it opens the login modal instead). Operation: editFollowStore.
// A refused request leaves the previous state; the request layer has already shown the server's message.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { loginPrompt } from '../../src/lib/login-prompt'
import { storeFollowActors, type EditFollowStoreInput } from './store-follow.actors'

export interface StoreFollowInput {
  storeId: number
  isFollowing: boolean
  /** false for a visitor: following needs a login */
  isMember: boolean
}

export interface StoreFollowContext extends StoreFollowInput {
  error: ErrorMessage | null
}

export type StoreFollowEvent = { type: 'follow.toggled' }

export const storeFollowMachine = setup({
  types: {
    context: {} as StoreFollowContext,
    events: {} as StoreFollowEvent,
    input: {} as StoreFollowInput,
    tags: {} as 'busy',
  },
  actors: storeFollowActors,
  actions: {
    promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
    storeFollowing: assign((_, { isFollowing }: { isFollowing: boolean }) => ({ isFollowing, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
  guards: {
    isVisitor: ({ context }) => !context.isMember,
    wasFollowing: ({ context }) => context.isFollowing,
  },
}).createMachine({
  id: 'storeFollow',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'wasFollowing', target: 'following' }, { target: 'notFollowing' }],
    },
    notFollowing: {
      on: {
        'follow.toggled': [{ guard: 'isVisitor', actions: 'promptLogin' }, { target: 'followingStore' }],
      },
    },
    followingStore: {
      tags: 'busy',
      invoke: {
        id: 'editFollowStore',
        src: 'editFollowStore',
        input: ({ context }): EditFollowStoreInput => ({ storeId: context.storeId, isCollect: 1 }),
        onDone: { target: 'following', actions: { type: 'storeFollowing', params: { isFollowing: true } } },
        onError: {
          target: 'notFollowing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    following: {
      on: { 'follow.toggled': 'unfollowingStore' },
    },
    unfollowingStore: {
      tags: 'busy',
      invoke: {
        id: 'editFollowStore',
        src: 'editFollowStore',
        input: ({ context }): EditFollowStoreInput => ({ storeId: context.storeId, isCollect: 0 }),
        onDone: {
          target: 'notFollowing',
          actions: { type: 'storeFollowing', params: { isFollowing: false } },
        },
        onError: {
          target: 'following',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the store frame reads the flow through these, never by its state names ──
type StoreFollowSnapshot = SnapshotFrom<typeof storeFollowMachine>
/** The member follows the store (an unfollow on its way still shows it followed). */
export const storeFollowingOf = (s: StoreFollowSnapshot) =>
  s.matches('following') || s.matches('unfollowingStore')
export const storeFollowBusyOf = (s: StoreFollowSnapshot) => s.hasTag('busy')
