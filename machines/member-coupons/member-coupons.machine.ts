// Mis cupones, /member/coupon (issue 12 item 6; SPEC.md §2; REFERENCE.md §8 coupon/list): load one tab — 1 Sin
// usar, 2 Usados, 3 Caducados — a page of 8 at a time, with the size of every tab. A tab or page change
// (the route sends it when the URL changes, so the address keeps the tab) loads again, also while a load is
// under way (the newer query wins) or after a failure; a failure keeps the server's message and offers a
// retry. The server answers the last page when the asked one is gone (a coupon used elsewhere), and the flow
// takes the page it answers. Operation: getMemberCouponList (member-coupons.actors.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { MemberCoupon, MemberCouponCounts, MemberCouponQuery } from '../../src/api/member-coupons'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { MEMBER_COUPON_PAGE_SIZE, type CouponTab } from '../../src/schemas/member-coupon.schema'

export interface MemberCouponPage {
  list: MemberCoupon[]
  pagination: { current: number; pageSize: number; total: number }
  counts: MemberCouponCounts
}

export interface MemberCouponsInput {
  tab?: CouponTab
  page?: number
}

export interface MemberCouponsContext {
  query: MemberCouponQuery
  coupons: MemberCoupon[]
  total: number
  /** the size of every tab, from the last answer (null before the first one) */
  counts: MemberCouponCounts | null
  loadError: ErrorMessage | null
}

export type MemberCouponsEvent =
  | { type: 'retry' }
  | { type: 'tab.changed'; tab: CouponTab; page?: number }
  | { type: 'page.changed'; page: number }

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`member coupons without ${name}`)))

const validPage = (page: number | undefined) =>
  page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1

export const memberCouponsMachine = setup({
  types: {
    context: {} as MemberCouponsContext,
    events: {} as MemberCouponsEvent,
    input: {} as MemberCouponsInput,
    tags: {} as 'busy',
  },
  actors: {
    listCoupons: missing('listCoupons') as unknown as ReturnType<
      typeof fromPromise<MemberCouponPage, MemberCouponQuery>
    >,
  },
  actions: {
    storePage: assign((_, params: { page: MemberCouponPage }) => ({
      coupons: params.page.list,
      total: params.page.pagination.total,
      counts: params.page.counts,
      loadError: null,
    })),
    // the server answers the last page when the asked one is gone
    alignPage: assign(({ context }, params: { page: MemberCouponPage }) => ({
      query: { ...context.query, current: params.page.pagination.current },
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
    clearLoadError: assign({ loadError: null }),
    selectTab: assign(({ context }, params: { tab: CouponTab; page?: number }) => ({
      query: { ...context.query, useState: params.tab, current: validPage(params.page) },
    })),
    goToPage: assign(({ context }, params: { page: number }) => ({
      query: { ...context.query, current: params.page },
    })),
  },
  guards: {
    isOtherTab: ({ context }, params: { tab: CouponTab; page?: number }) =>
      params.tab !== context.query.useState || validPage(params.page) !== context.query.current,
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isSafeInteger(params.page) && params.page >= 1 && params.page !== context.query.current,
  },
}).createMachine({
  id: 'memberCoupons',
  context: ({ input }) => ({
    query: {
      useState: input.tab ?? 1,
      current: validPage(input.page),
      pageSize: MEMBER_COUPON_PAGE_SIZE,
    },
    coupons: [],
    total: 0,
    counts: null,
    loadError: null,
  }),
  initial: 'loading',
  on: {
    'tab.changed': {
      guard: { type: 'isOtherTab', params: ({ event }) => ({ tab: event.tab, page: event.page }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab, page: event.page }) },
    },
    'page.changed': {
      guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'goToPage', params: ({ event }) => ({ page: event.page }) },
    },
  },
  states: {
    loading: {
      tags: 'busy',
      entry: 'clearLoadError',
      invoke: {
        id: 'listCoupons',
        src: 'listCoupons',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
            { type: 'alignPage', params: ({ event }) => ({ page: event.output }) },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    ready: {},
  },
})

/** Readers of the flow's snapshot for the route (a machine's readers go through its own module). */
export type MemberCouponsSnapshot = SnapshotFrom<typeof memberCouponsMachine>

export const memberCouponsStatus = (snapshot: MemberCouponsSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  snapshot.matches('loadFailed') ? 'loadFailed' : snapshot.matches('loading') ? 'loading' : 'ready'
