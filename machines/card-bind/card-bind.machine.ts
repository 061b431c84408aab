// Binding a top-up card at /shopping/card (issue 12 item 3; SPEC.md §2 /shopping/card, §5 "Card binding:
// 19-digit card number, 16-digit PIN", §8). Operations: listRechargeCards (the member's bound cards, paged) and
// bindRechargeCard (Idempotency-Key). Two regions: the form and the list of bound cards.
//
// The form keeps what was typed: invalid values never leave it (guard isFormValid, the rule set the mock uses);
// a refusal comes back to `editing` with the server's text. A second submit while one is in flight is not
// taken. One Idempotency-Key per body until a definitive answer (src/lib/idempotency.ts): a retry after a lost
// answer replays the first credit instead of crediting twice. A bind reloads the list from its first page.
import { assertEvent, assign, raise, setup, type SnapshotFrom } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { CardPageSize, RechargeCardBindResult, RechargeCardPage } from '../../src/api/card-vouchers'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { cardBindBody, cardBindSchema, type CardBindValues } from '../../src/schemas/card-voucher.schema'
import { cardBindActors } from './card-bind.actors'

export const CARD_PAGE_SIZE: CardPageSize = 10

export interface CardBindContext {
  page: number
  pageSize: CardPageSize
  cards: RechargeCardPage | null
  listError: ErrorMessage | null
  /** the body last submitted (digits only) */
  values: CardBindValues | null
  submitError: ErrorMessage | null
  /** the last card bound, while its confirmation is shown */
  bound: RechargeCardBindResult | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type CardBindEvent =
  | { type: 'form.submitted'; values: CardBindValues }
  | { type: 'another.requested' }
  | { type: 'page.changed'; page: number; pageSize: CardPageSize }
  | { type: 'list.retried' }
  | { type: 'list.reloaded' }
  /** a field changed after a refusal: the refusal spoke of what was sent (issue 25 item 7) */
  | { type: 'fields.changed' }

/** A business refusal or a lost session: the next attempt is a new one with a new key. */
const isDefinitive = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'state' || error.kind === 'sessionInvalid')

export const cardBindMachine = setup({
  types: {
    context: {} as CardBindContext,
    events: {} as CardBindEvent,
    tags: {} as 'busy',
  },
  actors: cardBindActors,
  guards: {
    isFormValid: ({ event }) => event.type === 'form.submitted' && cardBindSchema.isValidSync(event.values),
  },
  actions: {
    storeValues: assign(({ event }) => {
      assertEvent(event, 'form.submitted')
      return { values: cardBindBody(event.values), submitError: null }
    }),
    storeBound: assign((_, { result }: { result: RechargeCardBindResult }) => ({ bound: result })),
    clearSubmitError: assign({ submitError: null }),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
    settleAttempt: ({ context }) => context.attemptKeys.settle(),
    settleDefinitiveAttempt: ({ context }, { error }: { error: unknown }) => {
      if (isDefinitive(error)) context.attemptKeys.settle()
    },
    clearBound: assign({ bound: null, submitError: null }),
    reloadList: raise({ type: 'list.reloaded' }),
    storePage: assign(({ event }) => {
      assertEvent(event, 'page.changed')
      return { page: Math.max(1, Math.floor(event.page)), pageSize: event.pageSize }
    }),
    firstPage: assign({ page: 1 }),
    storeCards: assign((_, { cards }: { cards: RechargeCardPage }) => ({
      cards,
      page: cards.pagination.current,
      listError: null,
    })),
    storeListError: assign((_, { error }: { error: unknown }) => ({ listError: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'cardBind',
  type: 'parallel',
  context: () => ({
    page: 1,
    pageSize: CARD_PAGE_SIZE,
    cards: null,
    listError: null,
    values: null,
    submitError: null,
    bound: null,
    attemptKeys: createAttemptKeys(),
  }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submitted': { guard: 'isFormValid', target: 'binding', actions: 'storeValues' },
            'fields.changed': { actions: 'clearSubmitError' },
          },
        },
        binding: {
          tags: 'busy',
          invoke: {
            id: 'bindRechargeCard',
            src: 'bindRechargeCard',
            input: ({ context }) => {
              const body = context.values!
              return { body, idempotencyKey: context.attemptKeys.keyFor(body) }
            },
            onDone: {
              target: 'bound',
              actions: [
                { type: 'storeBound', params: ({ event }) => ({ result: event.output }) },
                'settleAttempt',
                'reloadList',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
                { type: 'settleDefinitiveAttempt', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        bound: {
          on: { 'another.requested': { target: 'editing', actions: 'clearBound' } },
        },
      },
    },
    list: {
      initial: 'loading',
      // not `reenter`: its domain would be the parallel root, which would leave the form region too
      on: {
        'page.changed': { target: '.loading', actions: 'storePage' },
        'list.reloaded': { target: '.loading', actions: 'firstPage' },
      },
      states: {
        loading: {
          invoke: {
            id: 'listRechargeCards',
            src: 'listRechargeCards',
            input: ({ context }) => ({ current: context.page, pageSize: context.pageSize }),
            onDone: {
              target: 'shown',
              actions: { type: 'storeCards', params: ({ event }) => ({ cards: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeListError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        shown: {},
        failed: {
          on: { 'list.retried': 'loading' },
        },
      },
    },
  },
})

// ——— readers: the route asks these, never the state names ———

type CardBindSnapshot = SnapshotFrom<typeof cardBindMachine>
export type CardFormStatus = 'editing' | 'binding' | 'bound'
export type CardListStatus = 'loading' | 'shown' | 'failed'

export function cardFormStatusOf(snapshot: CardBindSnapshot): CardFormStatus {
  if (snapshot.matches({ form: 'binding' })) return 'binding'
  if (snapshot.matches({ form: 'bound' })) return 'bound'
  return 'editing'
}

export function cardListStatusOf(snapshot: CardBindSnapshot): CardListStatus {
  if (snapshot.matches({ list: 'shown' })) return 'shown'
  if (snapshot.matches({ list: 'failed' })) return 'failed'
  return 'loading'
}
