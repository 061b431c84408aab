// A store's coupon list where buyers look for it (issue 16 item 4; REFERENCE.md: product detail chips and
// dialog, cart store header popover with `coupon/storeCouponList` storeId, pageSize 6). Operation:
// getStoreCouponList, for the store selected now; choosing another store (or none) stops an older read, so a
// late answer never shows under the wrong store. Receiving stays the couponReceive machine: its
// refreshCouponList is `reloadStoreCoupons` of this list, so the chips and buttons show the server's truth.
import { type ActorRefFrom, assign, setup, type SnapshotFrom, waitFor } from 'xstate'
import type { Coupon } from '../../src/api/content'
import { storeCouponListActors } from './store-coupon-list.actors'

export { STORE_COUPON_PAGE_SIZE } from './store-coupon-list.actors'

export interface StoreCouponListContext {
  storeId: number | null
  /** null while the selected store's list has not been read */
  coupons: Coupon[] | null
}

export type StoreCouponListEvent =
  { type: 'store.selected'; storeId: number | null } | { type: 'list.reloadRequested' }

export const storeCouponListMachine = setup({
  types: {
    context: {} as StoreCouponListContext,
    events: {} as StoreCouponListEvent,
    tags: {} as 'busy',
  },
  actors: storeCouponListActors,
  guards: {
    isNoStore: ({ event }) => event.type === 'store.selected' && event.storeId === null,
    hasStore: ({ context }) => context.storeId !== null,
  },
  actions: {
    selectStore: assign(({ context, event }) => {
      const storeId = event.type === 'store.selected' ? event.storeId : context.storeId
      // the same store keeps what it shows while it is read again (a login changes "received")
      return { storeId, coupons: storeId === context.storeId ? context.coupons : null }
    }),
    storeCoupons: assign((_, params: { coupons: Coupon[] }) => ({ coupons: params.coupons })),
  },
}).createMachine({
  id: 'storeCouponList',
  context: { storeId: null, coupons: null },
  initial: 'idle',
  on: {
    'store.selected': [
      { guard: 'isNoStore', target: '.idle', actions: 'selectStore' },
      { target: '.loading', reenter: true, actions: 'selectStore' },
    ],
    'list.reloadRequested': { guard: 'hasStore', target: '.loading', reenter: true },
  },
  states: {
    idle: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getStoreCouponList',
        src: 'getStoreCouponList',
        input: ({ context }) => ({ storeId: context.storeId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeCoupons', params: ({ event }) => ({ coupons: event.output.list }) },
        },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {},
  },
})

export type StoreCouponListRef = ActorRefFrom<typeof storeCouponListMachine>

/** Reads the list again and settles when the read is over (couponReceive's refreshCouponList). */
export async function reloadStoreCoupons(list: StoreCouponListRef): Promise<void> {
  list.send({ type: 'list.reloadRequested' })
  await waitFor(list, (snapshot) => !snapshot.hasTag('busy'))
}

// ── readers (issue 25 item 4): the store coupons hook reads the flow through these, never by its state names ──
type StoreCouponListSnapshot = SnapshotFrom<typeof storeCouponListMachine>
/** The store's coupons could not be read (the popover offers a retry). */
export const storeCouponsFailedOf = (s: StoreCouponListSnapshot) => s.matches('failed')
