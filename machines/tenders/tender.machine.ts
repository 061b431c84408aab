// One tender through its life, as its owner and its readers see it (issue 28 item 2; SPEC.md §2 /member/bid,
// /bid/detail, /bid/openBid, /bid/winbidNoti, /bid/terbidNoti; §8 refusals): a buyer drafts and publishes a
// tender (one per click, through the idempotent submit); it receives offers until its deadline; then its
// offers are opened and the owner compares them, asks to award one, confirms, and the award runs through the
// idempotent submit (one winner, whatever is clicked twice); or the owner terminates it with a reason. A
// reader (any member or visitor) loads a tender and lands on the stage its state says. A refusal is said and
// the tender is read again, so what the screen shows is the server's.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { TenderDetail, TenderInput, TenderOffer } from '../../src/api/tenders'
import type { SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import type { TenderFormValues } from '../../src/schemas/tender.schema'
import { tenderActors } from './tender.actors'

export interface TenderContext {
  tenderSn: string | null
  tender: TenderDetail | null
  /** what the publish form held when it was sent, so a refusal keeps every character */
  draft: TenderFormValues | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  /** the offer the owner asked to award, waiting for the confirmation */
  pendingOfferSn: string | null
  publishKeys: ReturnType<typeof createAttemptKeys>
  pickKeys: ReturnType<typeof createAttemptKeys>
}

export type TenderEvent =
  | { type: 'publish.submitted'; values: TenderFormValues }
  | { type: 'refresh.requested' }
  | { type: 'winner.requested'; offerSn: string }
  | { type: 'winner.confirmed' }
  | { type: 'winner.cancelled' }
  | { type: 'terminate.requested' }
  | { type: 'terminate.confirmed'; reason: string }
  | { type: 'terminate.cancelled' }

type Outcome = SubmitOutcome<TenderDetail>
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })
const tenderParams = ({ event }: { event: { output: TenderDetail } }) => ({ tender: event.output })
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/** What the form says, as the contract wants it (the form checked it with the same rules). */
export function tenderInputOf(values: TenderFormValues): TenderInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    items: values.items.map((item) => ({
      goodsName: item.goodsName.trim(),
      buyNum: Number(item.buyNum.trim()),
      unit: item.unit.trim(),
    })),
    deadline: values.deadline.trim(),
    openingDate: values.openingDate.trim(),
    documents: [],
  }
}

export const offerOf = (tender: TenderDetail | null, offerSn: string | null): TenderOffer | null =>
  tender?.offers.find((offer) => offer.offerSn === offerSn) ?? null

export const tenderMachine = setup({
  types: {
    context: {} as TenderContext,
    events: {} as TenderEvent,
    input: {} as { tenderSn?: string | null },
    tags: {} as 'busy',
  },
  actors: tenderActors,
  guards: {
    hasTender: ({ context }) => context.tenderSn !== null,
    isAwardable: ({ context }, { offerSn }: { offerSn: string }) =>
      context.tender?.isOwner === true && offerOf(context.tender, offerSn) !== null,
    isOwner: ({ context }) => context.tender?.isOwner === true,
    // the stage a loaded tender's state leads to (the server's word, read from the mock clock)
    isOpening: (_, { tender }: { tender: TenderDetail }) => tender.state === 'opening',
    isWon: (_, { tender }: { tender: TenderDetail }) => tender.state === 'won',
    isTerminated: (_, { tender }: { tender: TenderDetail }) => tender.state === 'terminated',
    isAnswered: (_, { outcome }: { outcome: Outcome }) => outcome.kind === 'answered',
    isDefinitive: (_, { outcome }: { outcome: Outcome }) => outcome.kind === 'failed' && outcome.definitive,
  },
  actions: {
    keepDraft: assign((_, { values }: { values: TenderFormValues }) => ({
      draft: values,
      actionError: null,
    })),
    storeTender: assign((_, { tender }: { tender: TenderDetail }) => ({
      tender,
      tenderSn: tender.tenderSn,
      loadError: null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storeAnswer: assign((_, { outcome }: { outcome: Outcome }) =>
      outcome.kind === 'answered'
        ? {
            tender: outcome.answer,
            tenderSn: outcome.answer.tenderSn,
            pendingOfferSn: null,
            actionError: null,
          }
        : {},
    ),
    storeOutcomeError: assign((_, { outcome }: { outcome: Outcome }) =>
      outcome.kind === 'failed' ? { actionError: errorMessageOf(outcome.error) } : {},
    ),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
    askToAward: assign((_, { offerSn }: { offerSn: string }) => ({
      pendingOfferSn: offerSn,
      actionError: null,
    })),
    forgetPending: assign({ pendingOfferSn: null }),
    clearActionError: assign({ actionError: null }),
  },
}).createMachine({
  id: 'tender',
  context: ({ input }) => ({
    tenderSn: input.tenderSn ?? null,
    tender: null,
    draft: null,
    loadError: null,
    actionError: null,
    pendingOfferSn: null,
    publishKeys: createAttemptKeys(),
    pickKeys: createAttemptKeys(),
  }),
  initial: 'drafting',
  states: {
    // a reader (or the owner) opening a tender by its number goes straight to reading it
    drafting: {
      always: { guard: 'hasTender', target: 'loading' },
      on: {
        'publish.submitted': {
          target: 'publishing',
          actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    publishing: {
      tags: 'busy',
      invoke: {
        id: 'publishTender',
        src: 'publishTender',
        input: ({ context }) => ({ body: tenderInputOf(context.draft!), keys: context.publishKeys }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'receiving',
            actions: { type: 'storeAnswer', params: outcomeParams },
          },
          // refused (Spanish message) or no answer: the draft stays; a retry after a lost answer replays
          { target: 'drafting', actions: { type: 'storeOutcomeError', params: outcomeParams } },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getTender',
        src: 'getTender',
        input: ({ context }) => ({ tenderSn: context.tenderSn! }),
        onDone: [
          {
            guard: { type: 'isOpening', params: tenderParams },
            target: 'opened',
            actions: { type: 'storeTender', params: tenderParams },
          },
          {
            guard: { type: 'isWon', params: tenderParams },
            target: 'won',
            actions: { type: 'storeTender', params: tenderParams },
          },
          {
            guard: { type: 'isTerminated', params: tenderParams },
            target: 'terminated',
            actions: { type: 'storeTender', params: tenderParams },
          },
          { target: 'receiving', actions: { type: 'storeTender', params: tenderParams } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'refresh.requested': 'loading' },
    },
    // offers are sealed until the deadline; reading again shows the offers opened once it has passed
    receiving: {
      on: {
        'refresh.requested': 'loading',
        'terminate.requested': { guard: 'isOwner', target: 'confirmingTermination' },
      },
    },
    opened: {
      on: {
        'refresh.requested': 'loading',
        'winner.requested': {
          guard: { type: 'isAwardable', params: ({ event }) => ({ offerSn: event.offerSn }) },
          target: 'confirmingWinner',
          actions: { type: 'askToAward', params: ({ event }) => ({ offerSn: event.offerSn }) },
        },
        'terminate.requested': { guard: 'isOwner', target: 'confirmingTermination' },
      },
    },
    confirmingWinner: {
      on: {
        'winner.confirmed': 'picking',
        'winner.cancelled': { target: 'opened', actions: 'forgetPending' },
      },
    },
    // no `winner.confirmed` here: a second click while awarding does nothing
    picking: {
      tags: 'busy',
      entry: 'clearActionError',
      invoke: {
        id: 'pickWinner',
        src: 'pickWinner',
        input: ({ context }) => ({
          body: { tenderSn: context.tenderSn!, offerSn: context.pendingOfferSn! },
          keys: context.pickKeys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'won',
            actions: { type: 'storeAnswer', params: outcomeParams },
          },
          // refused for good (another winner, terminated): read the tender again
          {
            guard: { type: 'isDefinitive', params: outcomeParams },
            target: 'loading',
            actions: [{ type: 'storeOutcomeError', params: outcomeParams }, 'forgetPending'],
          },
          // no answer: the same key is kept, and confirming again replays the first award
          { target: 'confirmingWinner', actions: { type: 'storeOutcomeError', params: outcomeParams } },
        ],
      },
    },
    confirmingTermination: {
      on: {
        'terminate.confirmed': 'terminating',
        'terminate.cancelled': 'loading',
      },
    },
    terminating: {
      tags: 'busy',
      entry: 'clearActionError',
      invoke: {
        id: 'terminateTender',
        src: 'terminateTender',
        input: ({ context, event }) => ({
          tenderSn: context.tenderSn!,
          reason: event.type === 'terminate.confirmed' ? event.reason : '',
        }),
        onDone: { target: 'terminated', actions: { type: 'storeTender', params: tenderParams } },
        onError: {
          target: 'confirmingTermination',
          actions: { type: 'storeActionError', params: errorParams },
        },
      },
    },
    won: {
      on: { 'refresh.requested': 'loading' },
    },
    terminated: {
      on: { 'refresh.requested': 'loading' },
    },
  },
})

// What the routes read (a machine's readers go through its module)
type TenderSnapshot = SnapshotFrom<typeof tenderMachine>
export type TenderStage =
  'loading' | 'loadFailed' | 'drafting' | 'receiving' | 'opened' | 'won' | 'terminated'

export function tenderStageOf(s: TenderSnapshot): TenderStage {
  if (s.matches('drafting') || s.matches('publishing')) return 'drafting'
  if (s.matches('loading')) return s.context.tender ? stageOfTender(s) : 'loading'
  if (s.matches('loadFailed')) return 'loadFailed'
  return stageOfTender(s)
}

function stageOfTender(s: TenderSnapshot): TenderStage {
  switch (s.context.tender?.state) {
    case 'opening':
      return 'opened'
    case 'won':
      return 'won'
    case 'terminated':
      return 'terminated'
    default:
      return 'receiving'
  }
}

export const tenderOf = (s: TenderSnapshot) => s.context.tender
export const tenderDraftOf = (s: TenderSnapshot) => s.context.draft
export const tenderLoadErrorOf = (s: TenderSnapshot) => s.context.loadError
export const tenderActionErrorOf = (s: TenderSnapshot) => s.context.actionError
export const tenderBusyOf = (s: TenderSnapshot) => s.hasTag('busy')
export const tenderPendingOfferOf = (s: TenderSnapshot) =>
  s.matches('confirmingWinner') || s.matches('picking')
    ? offerOf(s.context.tender, s.context.pendingOfferSn)
    : null
export const tenderConfirmingTerminationOf = (s: TenderSnapshot) =>
  s.matches('confirmingTermination') || s.matches('terminating')
