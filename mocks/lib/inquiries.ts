// Inquiries (RFQ) and quotes of the mock (issue 28 item 1; openapi tag inquiry; SPEC.md §2 /inquiry/*, §5, §8).
// A buyer's inquiry is open until the end of its deadline day; suppliers (the control panel) quote it and may
// revise a quote: every version is kept, the last one is the quote's content. A version may be accepted until
// its validUntil on the mock clock. Accepting makes a contract (source quote, mocks/lib/contracts.ts) once:
// the same quote accepted again answers the same contract, another quote of the inquiry is refused, and two
// acceptances arriving together for one inquiry run one after the other (a lock per inquiry, no await between
// the check and the mark). States read from the clock (closed, expired, notChosen) are derived when answering.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import {
  db,
  type ContractRecord,
  type InquiryRecord,
  type MemberRecord,
  type QuoteRecord,
  type QuoteVersionRecord,
} from '../db'
import { contractOf, createContract, dayOf } from './contracts'
import { round2 } from './pricing'
import { iso } from './time'

type InquiryState = components['schemas']['InquiryState']
type QuoteState = components['schemas']['QuoteState']
type InquirySummary = components['schemas']['InquirySummary']
type InquiryDetail = components['schemas']['InquiryDetail']
type Quote = components['schemas']['Quote']
type QuoteVersion = components['schemas']['QuoteVersion']

const DAY = 86_400_000
/** A contract made from a quote is to be signed within 30 days, like an order's (ORDER_CONTRACT_SIGN_DAYS). */
export const QUOTE_CONTRACT_SIGN_DAYS = 30

export const INQUIRY_MESSAGES = {
  notFound: 'La consulta no existe.',
  quoteNotFound: 'La cotización no existe.',
  productNotFound: 'El producto no existe o no está a la venta.',
  uploadFailed: 'Error al subir el archivo',
  otherAccepted: 'Ya aceptó otra cotización de esta consulta.',
  expired: 'La cotización ha caducado y ya no se puede aceptar.',
  withdrawn: 'El proveedor retiró esta cotización; ya no se puede aceptar.',
  staleVersion: 'El proveedor ha modificado la cotización; revise la versión nueva antes de aceptarla.',
  notQuotable: 'La consulta ya no admite cotizaciones.',
  notRevisable: 'Esta cotización ya no se puede modificar.',
  notStoreProduct: 'El producto no es de esta tienda.',
  storeClosed: 'El proveedor no existe o está cerrado.',
  cannotConfirm: 'Este contrato no se puede confirmar.',
} as const

// ——— numbers ———

let serial = 0
/** A record number: prefix, the mock clock's time to the second, a serial (also tenders' and offers', ./tenders.ts). */
export function newNumber(prefix: string, taken: (candidate: string) => boolean): string {
  const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
  let candidate: string
  do {
    serial = (serial + 1) % 10_000
    candidate = `${prefix}${stamp}${String(serial).padStart(4, '0')}`
  } while (taken(candidate))
  return candidate
}

export const newInquirySn = () =>
  newNumber('IQ', (inquirySn) => !!db.inquiries.findFirst((q) => q.where({ inquirySn })))
export const newQuoteSn = () =>
  newNumber('QT', (quoteSn) => !!db.quotes.findFirst((q) => q.where({ quoteSn })))
/** A contract made from a quote: CQ + digits (ContractSummary.contractNo pattern ^C[A-Z]\d+$). */
export const newQuoteContractNo = () =>
  newNumber('CQ', (contractNo) => !!db.contracts.findFirst((q) => q.where({ contractNo })))

// ——— reading ———

export const latestOf = (quote: QuoteRecord): QuoteVersionRecord => quote.versions.at(-1)!

export const inquiryOf = (inquirySn: string) => db.inquiries.findFirst((q) => q.where({ inquirySn })) ?? null

/** The member's inquiry, or null (another member's inquiry is as unknown as a wrong number). */
export const inquiryOfMember = (member: MemberRecord, inquirySn: string) =>
  db.inquiries.findFirst((q) => q.where({ inquirySn, memberId: member.memberId })) ?? null

export const quoteOfMember = (member: MemberRecord, quoteSn: string) =>
  db.quotes.findFirst((q) => q.where({ quoteSn, memberId: member.memberId })) ?? null

export const quotesOf = (inquirySn: string) => db.quotes.findMany((q) => q.where({ inquirySn }))

export function inquiryStateOf(inquiry: InquiryRecord, now = clock.now()): InquiryState {
  if (inquiry.acceptedQuoteSn) return 'accepted'
  return inquiry.deadline < dayOf(now) ? 'closed' : 'open'
}

/** Suppliers may still quote (or revise): open, nothing accepted. */
export const isQuotable = (inquiry: InquiryRecord, now = clock.now()) =>
  inquiryStateOf(inquiry, now) === 'open'

export function quoteStateOf(
  quote: QuoteRecord,
  inquiry: InquiryRecord | null,
  now = clock.now(),
): QuoteState {
  if (quote.state !== 'active') return quote.state
  if (inquiry?.acceptedQuoteSn && inquiry.acceptedQuoteSn !== quote.quoteSn) return 'notChosen'
  return latestOf(quote).validUntil < now ? 'expired' : 'active'
}

export function amountsOf(version: Pick<QuoteVersionRecord, 'lines' | 'charges' | 'taxRate'>) {
  const goodsAmount = round2(version.lines.reduce((sum, line) => sum + round2(line.price * line.buyNum), 0))
  const chargesAmount = round2(version.charges.reduce((sum, charge) => sum + charge.amount, 0))
  const taxAmount = round2(((goodsAmount + chargesAmount) * version.taxRate) / 100)
  return {
    goodsAmount,
    chargesAmount,
    taxAmount,
    totalAmount: round2(goodsAmount + chargesAmount + taxAmount),
  }
}

const storeNameOf = (storeId: number) =>
  db.stores.findFirst((q) => q.where({ storeId }))?.storeName ?? `Tienda ${storeId}`

function versionOut(version: QuoteVersionRecord): QuoteVersion {
  return {
    version: version.version,
    createdAt: iso(version.createdAt),
    lines: version.lines.map((line) => ({ ...line, subtotal: round2(line.price * line.buyNum) })),
    charges: version.charges.map((charge) => ({ ...charge })),
    settlement: version.settlement,
    delivery: { ...version.delivery },
    taxRate: version.taxRate,
    contact: { ...version.contact },
    note: version.note,
    ...amountsOf(version),
    validUntil: iso(version.validUntil),
  }
}

export function quoteOut(
  quote: QuoteRecord,
  inquiry: InquiryRecord | null = inquiryOf(quote.inquirySn),
): Quote {
  const state = quoteStateOf(quote, inquiry)
  const { version: _v, createdAt: _c, ...content } = versionOut(latestOf(quote))
  return {
    ...content,
    quoteSn: quote.quoteSn,
    inquirySn: quote.inquirySn,
    inquiryTitle: inquiry?.title ?? '',
    storeId: quote.storeId,
    storeName: storeNameOf(quote.storeId),
    state,
    version: latestOf(quote).version,
    createdAt: iso(quote.createdAt),
    updatedAt: iso(quote.updatedAt),
    canAccept: state === 'active',
    contractNo: quote.contractNo,
    versions: quote.versions.map(versionOut),
  }
}

export function inquirySummaryOut(inquiry: InquiryRecord): InquirySummary {
  return {
    inquirySn: inquiry.inquirySn,
    title: inquiry.title,
    state: inquiryStateOf(inquiry),
    lineCount: inquiry.lines.length,
    deliveryPlace: inquiry.deliveryPlace,
    deliveryDate: inquiry.deliveryDate,
    deadline: inquiry.deadline,
    quoteCount: quotesOf(inquiry.inquirySn).length,
    createdAt: iso(inquiry.createdAt),
    acceptedQuoteSn: inquiry.acceptedQuoteSn,
    contractNo: inquiry.contractNo,
  }
}

export function inquiryDetailOut(inquiry: InquiryRecord): InquiryDetail {
  return {
    ...inquirySummaryOut(inquiry),
    description: inquiry.description,
    lines: inquiry.lines.map((line) => ({ ...line })),
    attachments: inquiry.attachments.map((file) => ({ ...file })),
    quotes: quotesOf(inquiry.inquirySn)
      .map((quote) => quoteOut(quote, inquiry))
      .sort((a, b) => a.totalAmount - b.totalAmount || a.quoteSn.localeCompare(b.quoteSn)),
  }
}

// ——— accepting ———

export type AcceptResult = { ok: true; contract: ContractRecord } | { ok: false; message: string }

/** Inquiries whose acceptance is running: a second acceptance waits for the first, then decides. */
const accepting = new Map<string, Promise<AcceptResult>>()

async function acceptNow(member: MemberRecord, quoteSn: string, version: number): Promise<AcceptResult> {
  const quote = quoteOfMember(member, quoteSn)
  const inquiry = quote ? inquiryOfMember(member, quote.inquirySn) : null
  if (!quote || !inquiry) return { ok: false, message: INQUIRY_MESSAGES.quoteNotFound }
  // the same quote accepted again (another tab): its contract once more
  if (quote.state === 'accepted' && quote.contractNo) {
    const contract = contractOf(member, quote.contractNo)
    if (contract) return { ok: true, contract }
  }
  if (inquiry.acceptedQuoteSn) return { ok: false, message: INQUIRY_MESSAGES.otherAccepted }
  const state = quoteStateOf(quote, inquiry)
  if (state === 'withdrawn') return { ok: false, message: INQUIRY_MESSAGES.withdrawn }
  if (state === 'expired') return { ok: false, message: INQUIRY_MESSAGES.expired }
  if (latestOf(quote).version !== version) return { ok: false, message: INQUIRY_MESSAGES.staleVersion }

  const now = clock.now()
  const latest = latestOf(quote)
  const contractNo = newQuoteContractNo()
  await db.inquiries.update((q) => q.where({ inquirySn: inquiry.inquirySn }), {
    data(row) {
      row.acceptedQuoteSn = quote.quoteSn
      row.contractNo = contractNo
    },
  })
  await db.quotes.update((q) => q.where({ quoteSn: quote.quoteSn }), {
    data(row) {
      row.state = 'accepted'
      row.contractNo = contractNo
      row.updatedAt = now
    },
  })
  const contract = await createContract({
    contractNo,
    memberId: member.memberId,
    source: 'quote',
    title: `Contrato de la cotización ${quote.quoteSn} (${inquiry.title})`,
    storeId: quote.storeId,
    orderSn: null,
    amount: amountsOf(latest).totalAmount,
    startDate: dayOf(now),
    endDate: dayOf(now + QUOTE_CONTRACT_SIGN_DAYS * DAY),
    state: 'pendingSignature',
    createdAt: now,
    signedAt: null,
    signerName: null,
    quote: { inquirySn: inquiry.inquirySn, quoteSn: quote.quoteSn, version: latest.version },
    supplierConfirmedAt: null,
    history: [{ at: now, event: 'created', actor: 'buyer' }],
  })
  return { ok: true, contract }
}

/** The buyer accepts a version of a quote: one contract per inquiry, whatever arrives together. */
export async function acceptQuote(
  member: MemberRecord,
  quoteSn: string,
  version: number,
): Promise<AcceptResult> {
  const inquirySn = quoteOfMember(member, quoteSn)?.inquirySn
  if (!inquirySn) return { ok: false, message: INQUIRY_MESSAGES.quoteNotFound }
  while (accepting.has(inquirySn)) await accepting.get(inquirySn)
  const run = acceptNow(member, quoteSn, version)
  accepting.set(inquirySn, run)
  try {
    return await run
  } finally {
    accepting.delete(inquirySn)
  }
}
