// Third-party payment, "Pago por un tercero" (tag `order`, issue 5 item 6, SPEC.md §1, §4, §6): a buyer asks
// another approved member to pay one of his payments. requested → (the payer identifies the applicant and
// accepts) waitingPayment → paid; the payer may refuse and the applicant may cancel (→ cancelled); the
// payment window ends (→ expired, swept with the mock clock by mocks/lib/order-records.ts).
import type { components } from '../../src/api/schema'
import { payRequestSchema, refuseReasonSchema } from '../../src/schemas/pay-request.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type PayRequestRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { balanceOf } from '../lib/ledger'
import { finalPayerRefusal, newRequestSn } from '../lib/order-records'
import { paginate } from '../lib/paginate'
import { createPayRequest, updatePayRequest } from '../lib/pay-request-records'
import { round2 } from '../lib/pricing'
import {
  PAYMENT_MESSAGES,
  activeRequestOf,
  newestFirst,
  payOrdersOf,
  paymentBySn,
  requestSummaryOf,
} from '../lib/payment-view'
import { readBody, ruleViolation } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type PayRequestDetail = components['schemas']['PayRequestDetail']

const ADD = '/v3/business/front/payRequest/add'
const CANCEL = '/v3/business/front/payRequest/cancel'
const ACCEPT = '/v3/business/front/payRequest/accept'
const REFUSE = '/v3/business/front/payRequest/refuse'

/** The exact messages of the contract (openapi/marketplace.yaml, payRequest/*). */
export const PAY_REQUEST_MESSAGES = {
  payerUnknown: 'El pagador no está registrado en la plataforma.',
  payerIsSelf: 'No puede pedirse el pago a sí mismo.',
  alreadyRequested: 'Este pago ya tiene una solicitud activa.',
  alreadyPaid: 'Esta solicitud ya está pagada.',
  gone: PAYMENT_MESSAGES.requestGone,
  notFound: PAYMENT_MESSAGES.notFound,
  invalidRole: 'Solicitud no válida: el campo «role» tiene un valor no admitido.',
  invalidState: 'Solicitud no válida: el campo «state» tiene un valor no admitido.',
} as const

const ROLES = ['applicant', 'payer'] as const
const STATES: PayRequestRecord['state'][] = ['requested', 'waitingPayment', 'paid', 'cancelled', 'expired']

const requestBySn = (requestSn: string) => db.payRequests.findFirst((q) => q.where({ requestSn })) ?? null

/** The request with the orders, the server clock, and (for the payer only) his wallet. */
function detailOf(request: PayRequestRecord, viewer: MemberRecord): PayRequestDetail {
  const payment = paymentBySn(request.paySn)
  const isPayer = request.payerMemberId === viewer.memberId
  return {
    ...requestSummaryOf(request, viewer),
    orderList: payment ? payOrdersOf(payment) : [],
    serverTime: new Date(clock.now()).toISOString(),
    payerBalanceAvailable: isPayer ? round2(balanceOf(viewer.memberId)) : null,
    payerHasPayPassword: isPayer ? viewer.payPassword !== '' : null,
  }
}

/** Why a request in this state cannot be answered or cancelled any more. */
function closedRefusal(request: PayRequestRecord): string | null {
  if (request.state === 'paid') return PAY_REQUEST_MESSAGES.alreadyPaid
  if (request.state === 'cancelled' || request.state === 'expired') return PAY_REQUEST_MESSAGES.gone
  return null
}

/** A transfer proof sent for the payment waits for the store: the request can no longer be withdrawn. */
function pendingTransferRefusal(request: PayRequestRecord): string | null {
  return paymentBySn(request.paySn)?.payState === 'pendingConfirmation'
    ? PAYMENT_MESSAGES.pendingConfirmation
    : null
}

async function create(
  member: MemberRecord,
  body: { paySn: string; payerEmail: string; message?: string },
): Promise<PayRequestRecord | Response> {
  const broken = await ruleViolation(payRequestSchema, body)
  if (broken) return fail(broken)
  const payment = paymentBySn(body.paySn)
  if (!payment || payment.memberId !== member.memberId) return fail(PAY_REQUEST_MESSAGES.notFound)
  const email = body.payerEmail.trim().toLowerCase()
  const payer = db.members.all().find((m) => m.email.toLowerCase() === email)
  if (!payer || payer.dofipayRegisterStatus !== 2) return fail(PAY_REQUEST_MESSAGES.payerUnknown)
  if (payer.memberId === member.memberId) return fail(PAY_REQUEST_MESSAGES.payerIsSelf)
  if (payment.payState === 'cancelled' || payment.expireAt <= clock.now())
    return fail(PAYMENT_MESSAGES.expired)
  if (payment.payState === 'paid') return fail(PAYMENT_MESSAGES.alreadyPaid)
  if (payment.payState === 'pendingConfirmation') return fail(PAYMENT_MESSAGES.pendingConfirmation)
  if (activeRequestOf(payment.paySn)) return fail(PAY_REQUEST_MESSAGES.alreadyRequested)
  const otherPayer = finalPayerRefusal(payment, payer.memberId)
  if (otherPayer) return fail(otherPayer)
  const record: PayRequestRecord = {
    requestSn: newRequestSn(),
    paySn: payment.paySn,
    applicantMemberId: member.memberId,
    payerMemberId: payer.memberId,
    state: 'requested',
    message: (body.message ?? '').trim(),
    refuseReason: null,
    cancelledBy: null,
    createdAt: clock.now(),
    // the request lives as long as the payment window (contract, payRequest/add)
    expireAt: payment.expireAt,
    paidAt: null,
  }
  return createPayRequest(record)
}

export const payRequestHandlers = [
  http.post(
    ADD,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ paySn: string; payerEmail: string; message?: string }>(request, ADD)
      if (!parsed.ok) return parsed.response
      const created = await create(member, parsed.body)
      if (created instanceof Response) return created
      return response(200).json(ok(detailOf(created, member)))
    }),
  ),

  http.get(
    '/v3/business/front/payRequest/list',
    memberOnly(({ request, response, member }) => {
      const query = new URL(request.url).searchParams
      const role = query.get('role') ?? ''
      if (!(ROLES as readonly string[]).includes(role)) return fail(PAY_REQUEST_MESSAGES.invalidRole)
      const state = query.get('state')
      if (state && !(STATES as string[]).includes(state)) return fail(PAY_REQUEST_MESSAGES.invalidState)
      const mine = db.payRequests
        .all()
        .filter((r) => (role === 'payer' ? r.payerMemberId : r.applicantMemberId) === member.memberId)
        .filter((r) => !state || r.state === state)
        .sort(newestFirst)
      const page = paginate(mine, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok({ ...page, list: page.list.map((r) => requestSummaryOf(r, member)) }))
    }),
  ),

  http.get(
    '/v3/business/front/payRequest/detail',
    memberOnly(({ request, response, member }) => {
      const found = requestBySn(new URL(request.url).searchParams.get('requestSn') ?? '')
      const involved =
        found && (found.applicantMemberId === member.memberId || found.payerMemberId === member.memberId)
      if (!found || !involved) return fail(PAY_REQUEST_MESSAGES.notFound)
      return response(200).json(ok(detailOf(found, member)))
    }),
  ),

  http.post(
    CANCEL,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ requestSn: string }>(request, CANCEL)
      if (!parsed.ok) return parsed.response
      const found = requestBySn(parsed.body.requestSn)
      if (!found || found.applicantMemberId !== member.memberId) return fail(PAY_REQUEST_MESSAGES.notFound)
      const refused = closedRefusal(found) ?? pendingTransferRefusal(found)
      if (refused) return fail(refused)
      const cancelled = await updatePayRequest(found, (r) => {
        r.state = 'cancelled'
        r.cancelledBy = 'applicant'
      })
      return response(200).json(ok(detailOf(cancelled, member)))
    }),
  ),

  http.post(
    ACCEPT,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ requestSn: string }>(request, ACCEPT)
      if (!parsed.ok) return parsed.response
      const found = requestBySn(parsed.body.requestSn)
      if (!found || found.payerMemberId !== member.memberId) return fail(PAY_REQUEST_MESSAGES.notFound)
      const refused = closedRefusal(found)
      if (refused) return fail(refused)
      const payment = paymentBySn(found.paySn)
      const otherPayer = payment ? finalPayerRefusal(payment, member.memberId) : null
      if (otherPayer) return fail(otherPayer)
      // accepting twice (a retry) answers the request as it is
      const accepted =
        found.state === 'requested'
          ? await updatePayRequest(found, (r) => void (r.state = 'waitingPayment'))
          : found
      return response(200).json(ok(detailOf(accepted, member)))
    }),
  ),

  http.post(
    REFUSE,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ requestSn: string; reason: string }>(request, REFUSE)
      if (!parsed.ok) return parsed.response
      const found = requestBySn(parsed.body.requestSn)
      if (!found || found.payerMemberId !== member.memberId) return fail(PAY_REQUEST_MESSAGES.notFound)
      const refused = closedRefusal(found) ?? pendingTransferRefusal(found)
      if (refused) return fail(refused)
      const broken = await ruleViolation(refuseReasonSchema, { reason: parsed.body.reason })
      if (broken) return fail(broken)
      const cancelled = await updatePayRequest(found, (r) => {
        r.state = 'cancelled'
        r.cancelledBy = 'payer'
        r.refuseReason = parsed.body.reason.trim()
      })
      return response(200).json(ok(detailOf(cancelled, member)))
    }),
  ),
]
