// Receiving a coupon in the coupon centre — issue 4 item 6; SPEC.md §6 (a visitor's action opens the login
// prompt "Inicie sesión para continuar"). Operations: receiveCoupon, then the coupon list is read again
// (getCouponCenter through the route's loader) so that the card shows the server's truth: "Recibido", the new
// count. A refusal ("Ya ha recibido este cupón.", "Los cupones se han agotado.", "El cupón ha caducado.") is
// kept per coupon as the server's message; a 266 also opens the login prompt.
import { assign, setup } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { defineMessages } from '../../src/lib/intl'
import { loginPrompt } from '../../src/lib/login-prompt'
import { couponReceiveActors } from './coupon-receive.actors'
import { addMessages } from '../../src/i18n/dictionary'
import contentPart from '../../src/i18n/parts/content.json' with { type: 'json' }

addMessages(contentPart)

export const couponReceiveMessages = defineMessages({
  received: {
    id: 'content.coupon.success',
    defaultMessage: 'Cupón recibido. Lo encontrará en Mis cupones del centro de miembros.',
  },
})

export interface CouponNotice {
  kind: 'success' | 'error'
  message: ErrorMessage
}

export interface CouponReceiveContext {
  /** the coupon being received or whose list is being read again */
  pendingId: number | null
  notices: Record<number, CouponNotice>
}

export type CouponReceiveEvent =
  { type: 'coupon.receiveRequested'; couponId: number; loggedIn: boolean } | { type: 'session.changed' }

export const couponReceiveMachine = setup({
  types: {
    context: {} as CouponReceiveContext,
    events: {} as CouponReceiveEvent,
  },
  actors: couponReceiveActors,
  guards: {
    isVisitor: ({ event }) => event.type === 'coupon.receiveRequested' && !event.loggedIn,
    isSessionInvalid: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return error instanceof ApiError && error.kind === 'sessionInvalid'
    },
  },
  actions: {
    promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
    markPending: assign({
      pendingId: ({ event }) => (event.type === 'coupon.receiveRequested' ? event.couponId : null),
    }),
    noteReceived: assign({
      notices: ({ context }) =>
        context.pendingId === null
          ? context.notices
          : {
              ...context.notices,
              [context.pendingId]: { kind: 'success', message: { id: couponReceiveMessages.received.id } },
            },
    }),
    noteRefused: assign({
      notices: ({ context, event }) =>
        context.pendingId === null
          ? context.notices
          : {
              ...context.notices,
              [context.pendingId]: {
                kind: 'error',
                message: errorMessageOf((event as { error?: unknown }).error),
              },
            },
    }),
    clearPending: assign({ pendingId: null }),
    clearNotices: assign({ notices: {} }),
  },
}).createMachine({
  id: 'couponReceive',
  context: { pendingId: null, notices: {} },
  initial: 'idle',
  on: {
    'session.changed': { actions: 'clearNotices' },
  },
  states: {
    idle: {
      on: {
        'coupon.receiveRequested': [
          { guard: 'isVisitor', actions: 'promptLogin' },
          { target: 'receiving', actions: 'markPending' },
        ],
      },
    },
    receiving: {
      tags: ['busy'],
      invoke: {
        id: 'receiveCoupon',
        src: 'receiveCoupon',
        input: ({ context }) => ({ couponId: context.pendingId ?? 0 }),
        onDone: { target: 'refreshing', actions: 'noteReceived' },
        onError: [
          { guard: 'isSessionInvalid', target: 'refreshing', actions: ['noteRefused', 'promptLogin'] },
          { target: 'refreshing', actions: 'noteRefused' },
        ],
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshCouponList',
        src: 'refreshCouponList',
        onDone: { target: 'idle', actions: 'clearPending' },
        onError: { target: 'idle', actions: 'clearPending' },
      },
    },
  },
})
