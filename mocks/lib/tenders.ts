// Tenders (licitaciones) and their offers in the mock (issue 28 item 2; openapi tag tender; SPEC.md §2 /bid/*,
// /member/bid, /member/bidInvite). A buyer's tender is open until the end of its deadline day; suppliers (the
// control panel) place one offer per store while it is open. After the deadline the offers are opened (state
// opening): the owner awards one of them or terminates the tender with a reason. Awarding happens once: the
// same offer picked again answers the tender again, another offer is refused, and the owner's changes of one
// tender run one after the other (a lock per tender), so two picks arriving together make one winner.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type MemberRecord, type TenderOfferRecord, type TenderRecord } from '../db'
import { dayOf } from './contracts'
import { newNumber } from './inquiries'
import { iso } from './time'

type TenderState = components['schemas']['TenderState']
type TenderSummary = components['schemas']['TenderSummary']
type TenderDetail = components['schemas']['TenderDetail']
type TenderOffer = components['schemas']['TenderOffer']

export const TENDER_MESSAGES = {
  notFound: 'La licitación no existe.',
  terminated: 'La licitación ha sido terminada y ya no admite ofertas.',
  closed: 'El plazo de presentación de ofertas ha vencido.',
  alreadyBid: 'Esta tienda ya presentó una oferta.',
  storeClosed: 'El proveedor no existe o está cerrado.',
  offerNotFound: 'La oferta no existe.',
  notOpenedYet: 'Las ofertas se abren después de la fecha límite.',
  otherWinner: 'Esta licitación ya tiene un adjudicatario.',
  wasTerminated: 'La licitación ha sido terminada.',
  uploadFailed: 'Error al subir el archivo',
} as const

export const newTenderSn = () =>
  newNumber('TD', (tenderSn) => !!db.tenders.findFirst((q) => q.where({ tenderSn })))
export const newOfferSn = () =>
  newNumber('OF', (offerSn) => !!db.tenderOffers.findFirst((q) => q.where({ offerSn })))

export const tenderOf = (tenderSn: string) => db.tenders.findFirst((q) => q.where({ tenderSn })) ?? null

/** The member's own tender, or null (another member's is as unknown as a wrong number). */
export const tenderOfMember = (member: MemberRecord, tenderSn: string) =>
  db.tenders.findFirst((q) => q.where({ tenderSn, memberId: member.memberId })) ?? null

export const offersOf = (tenderSn: string) => db.tenderOffers.findMany((q) => q.where({ tenderSn }))

export function tenderStateOf(tender: TenderRecord, now = clock.now()): TenderState {
  if (tender.winnerOfferSn) return 'won'
  if (tender.terminatedAt !== null) return 'terminated'
  return tender.deadline < dayOf(now) ? 'opening' : 'open'
}

const storeNameOf = (storeId: number) =>
  db.stores.findFirst((q) => q.where({ storeId }))?.storeName ?? `Tienda ${storeId}`

function buyerNameOf(memberId: number): string {
  const member = db.members.findFirst((q) => q.where({ memberId }))
  return member?.companyName || member?.memberName || ''
}

export function offerOut(offer: TenderOfferRecord, tender: TenderRecord | null): TenderOffer {
  return {
    offerSn: offer.offerSn,
    tenderSn: offer.tenderSn,
    storeId: offer.storeId,
    storeName: storeNameOf(offer.storeId),
    amount: offer.amount,
    deliveryDays: offer.deliveryDays,
    note: offer.note,
    createdAt: iso(offer.createdAt),
    won: tender?.winnerOfferSn === offer.offerSn,
  }
}

export function tenderSummaryOut(tender: TenderRecord, viewer: MemberRecord | null): TenderSummary {
  return {
    tenderSn: tender.tenderSn,
    title: tender.title,
    buyerName: buyerNameOf(tender.memberId),
    state: tenderStateOf(tender),
    itemCount: tender.items.length,
    publishedAt: iso(tender.publishedAt),
    deadline: tender.deadline,
    openingDate: tender.openingDate,
    offerCount: offersOf(tender.tenderSn).length,
    invited: !!viewer && tender.invitedMemberIds.includes(viewer.memberId),
  }
}

/** The notice; the offers (cheapest first) only once opened and only to a signed-in member. */
export function tenderDetailOut(tender: TenderRecord, viewer: MemberRecord | null): TenderDetail {
  const opened = tenderStateOf(tender) !== 'open'
  const offers = viewer && opened ? offersOf(tender.tenderSn) : []
  const winner = tender.winnerOfferSn
    ? db.tenderOffers.findFirst((q) => q.where({ offerSn: tender.winnerOfferSn! }))
    : null
  return {
    ...tenderSummaryOut(tender, viewer),
    description: tender.description,
    items: tender.items.map((item) => ({ ...item })),
    documents: tender.documents.map((document) => ({ ...document })),
    isOwner: !!viewer && viewer.memberId === tender.memberId,
    offers: offers
      .sort((a, b) => a.amount - b.amount || a.offerSn.localeCompare(b.offerSn))
      .map((offer) => offerOut(offer, tender)),
    winner:
      winner && tender.awardedAt !== null
        ? {
            offerSn: winner.offerSn,
            storeName: storeNameOf(winner.storeId),
            amount: winner.amount,
            awardedAt: iso(tender.awardedAt),
          }
        : null,
    terminatedAt: tender.terminatedAt === null ? null : iso(tender.terminatedAt),
    terminationReason: tender.terminationReason,
  }
}

export const newestFirst = (a: TenderRecord, b: TenderRecord) =>
  b.publishedAt - a.publishedAt || b.tenderSn.localeCompare(a.tenderSn)

type Result = { ok: true; tender: TenderRecord } | { ok: false; message: string }

const changing = new Map<string, Promise<Result>>()
/** The owner's changes of one tender, one after the other. */
async function oneAtATime(tenderSn: string, change: () => Promise<Result>): Promise<Result> {
  while (changing.has(tenderSn)) await changing.get(tenderSn)
  const run = change()
  changing.set(tenderSn, run)
  try {
    return await run
  } finally {
    changing.delete(tenderSn)
  }
}

/** The owner awards the tender to one offer: once, whatever arrives together. */
export const pickWinner = (member: MemberRecord, tenderSn: string, offerSn: string) =>
  oneAtATime(tenderSn, () => pickNow(member, tenderSn, offerSn))

export const terminate = (member: MemberRecord, tenderSn: string, reason: string) =>
  oneAtATime(tenderSn, () => terminateNow(member, tenderSn, reason))

async function pickNow(member: MemberRecord, tenderSn: string, offerSn: string): Promise<Result> {
  const tender = tenderOfMember(member, tenderSn)
  if (!tender) return { ok: false, message: TENDER_MESSAGES.notFound }
  const offer = db.tenderOffers.findFirst((q) => q.where({ offerSn, tenderSn }))
  if (!offer) return { ok: false, message: TENDER_MESSAGES.offerNotFound }
  const state = tenderStateOf(tender)
  if (state === 'won')
    return tender.winnerOfferSn === offerSn
      ? { ok: true, tender }
      : { ok: false, message: TENDER_MESSAGES.otherWinner }
  if (state === 'terminated') return { ok: false, message: TENDER_MESSAGES.wasTerminated }
  if (state === 'open') return { ok: false, message: TENDER_MESSAGES.notOpenedYet }
  const now = clock.now()
  await db.tenders.update((q) => q.where({ tenderSn }), {
    data(row) {
      row.winnerOfferSn = offerSn
      row.awardedAt = now
    },
  })
  return { ok: true, tender: tenderOf(tenderSn)! }
}

async function terminateNow(member: MemberRecord, tenderSn: string, reason: string): Promise<Result> {
  const tender = tenderOfMember(member, tenderSn)
  if (!tender) return { ok: false, message: TENDER_MESSAGES.notFound }
  const state = tenderStateOf(tender)
  if (state === 'terminated') return { ok: true, tender }
  if (state === 'won') return { ok: false, message: TENDER_MESSAGES.otherWinner }
  const now = clock.now()
  await db.tenders.update((q) => q.where({ tenderSn }), {
    data(row) {
      row.terminatedAt = now
      row.terminationReason = reason
    },
  })
  return { ok: true, tender: tenderOf(tenderSn)! }
}

/** A supplier's offer on an open tender (the control panel): one per store. */
export async function placeOffer(body: {
  tenderSn: string
  storeId: number
  amount: number
  deliveryDays: number
  note?: string
}): Promise<{ ok: true; offer: TenderOfferRecord } | { ok: false; message: string }> {
  const tender = tenderOf(body.tenderSn)
  if (!tender) return { ok: false, message: TENDER_MESSAGES.notFound }
  const state = tenderStateOf(tender)
  if (state === 'terminated') return { ok: false, message: TENDER_MESSAGES.terminated }
  if (state !== 'open') return { ok: false, message: TENDER_MESSAGES.closed }
  const store = db.stores.findFirst((q) => q.where({ storeId: body.storeId }))
  if (!store?.isOpen) return { ok: false, message: TENDER_MESSAGES.storeClosed }
  if (db.tenderOffers.findFirst((q) => q.where({ tenderSn: tender.tenderSn, storeId: store.storeId })))
    return { ok: false, message: TENDER_MESSAGES.alreadyBid }
  const offer: TenderOfferRecord = {
    offerSn: newOfferSn(),
    tenderSn: tender.tenderSn,
    storeId: store.storeId,
    amount: Math.round(body.amount * 100) / 100,
    deliveryDays: body.deliveryDays,
    note: (body.note ?? '').trim(),
    createdAt: clock.now(),
  }
  await db.tenderOffers.create(offer)
  return { ok: true, offer }
}
