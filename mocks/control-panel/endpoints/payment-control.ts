// Mock-only payment controls (tag `mock`, issue 5): what the supplier and the e-payment gateway do in the real
// world, done from the control panel and from tests — confirm or reject a wire transfer, change a SKU's
// price, and the simulated TropiPay page. They follow the same rules as the buyer's flows: a payment becomes
// paid only through markPaymentPaid.
import type { components } from '../../../src/api/schema'
import { db, type GatewaySessionRecord, type PaymentRecord } from '../../db'
import { billReturnUrls, settleBillSession } from '../../lib/credit-bills'
import { fail, ok, okEmpty } from '../../lib/envelope'
import { inLedgerTurn } from '../../lib/ledger'
import { noticeTransferRejected } from '../../lib/notices'
import { markPaymentPaid, payableRefusal } from '../../lib/order-records'
import { updatePayRequest } from '../../lib/pay-request-records'
import { PAYMENT_MESSAGES, memberById, payInfoOf, paymentBySn } from '../../lib/payment-view'
import { round2 } from '../../lib/pricing'
import { readBody } from '../../lib/request'
import { completeRechargeSession, rechargeGatewaySessionOf } from '../../lib/recharge-gateway'
import { RECHARGE_MESSAGES } from '../../lib/recharge-records'
import { sweptFirst } from '../../lib/member-only'
import { http } from '../../handlers/http'
import { fileUrlOrNull } from '../../lib/private-files'

type PendingTransfer = components['schemas']['PendingTransfer']
type GatewaySession = components['schemas']['GatewaySession']

const CONFIRM = '/v3/mock/front/payments/confirmTransfer'
const REJECT = '/v3/mock/front/payments/rejectTransfer'
const PRICE = '/v3/mock/front/goods/price'
const COMPLETE = '/v3/mock/front/gateway/complete'

export const PAYMENT_CONTROL_MESSAGES = {
  notPending: 'Este pago no está pendiente de confirmación.',
  unknownProduct: 'El producto no existe.',
  unknownSession: 'No se encontró la sesión de pago.',
  sessionClosed: 'Esta sesión de pago ya se completó.',
} as const

const RECHARGE_REFUSAL_MESSAGE = {
  notFound: RECHARGE_MESSAGES.notFound,
  notCredited: RECHARGE_MESSAGES.notCredited,
} as const

const emailOf = (memberId: number | null) => (memberId == null ? '' : (memberById(memberId)?.email ?? ''))

function pendingTransferOf(payment: PaymentRecord): PendingTransfer {
  return {
    paySn: payment.paySn,
    memberEmail: emailOf(payment.memberId),
    needPay: payment.needPay,
    proofUrl: fileUrlOrNull(payment.proofUrl) ?? '',
    orderSnList: [...payment.orderSns],
    submittedAt: new Date(payment.transferSubmittedAt ?? payment.createdAt).toISOString(),
    payerEmail: emailOf(payment.payerMemberId ?? payment.memberId),
  }
}

/** The payment as its owner sees it (the control panel acts for nobody in particular). */
const ownerView = (payment: PaymentRecord) => payInfoOf(payment, memberById(payment.memberId)!)

function gatewaySessionOf(session: GatewaySessionRecord): GatewaySession {
  if (session.rechargeSn) return rechargeGatewaySessionOf(session, session.rechargeSn)
  const paySn = encodeURIComponent(session.paySn)
  // a credit bill's session goes back to the bill's payment page (issue 12 item 4)
  const returns = session.billSn
    ? billReturnUrls(session.billSn)
    : { returnSuccess: `/tropipay/success?paySn=${paySn}`, returnFail: `/tropipay/fail?paySn=${paySn}` }
  return {
    token: session.token,
    paySn: session.paySn,
    amount: session.amount,
    ...returns,
    state: session.state,
  }
}

/** Whether the member of a gateway session may still pay: the owner, or the payer of a waitingPayment request. */
function sessionPayerRefusal(session: GatewaySessionRecord, payment: PaymentRecord): string | null {
  if (session.memberId === payment.memberId) return null
  const waiting = db.payRequests
    .findMany((q) => q.where({ paySn: payment.paySn, payerMemberId: session.memberId }))
    .some((request) => request.state === 'waitingPayment')
  return waiting ? null : PAYMENT_MESSAGES.requestGone
}

const sessionByToken = (token: string) => db.gatewaySessions.findFirst((q) => q.where({ token })) ?? null

/**
 * The gateway completed an order payment's session: null when done (approved: the payment is paid by e-payment;
 * declined: it stays unpaid), or why not. Session and payment are read again, checked and marked in the
 * ledger's turn (SPEC.md §5; one record per money action), so an approval and the buyer's own doPay
 * (./payment.ts, same turn) sent together cannot both pay: whichever comes second finds the payment paid, and
 * a second completion of the session finds it completed.
 */
const completeOrderSession = (token: string, outcome: 'approved' | 'declined'): Promise<string | null> =>
  inLedgerTurn(async () => {
    const session = sessionByToken(token)
    if (!session) return PAYMENT_CONTROL_MESSAGES.unknownSession
    if (session.state !== 'open') return PAYMENT_CONTROL_MESSAGES.sessionClosed
    if (outcome === 'approved') {
      const payment = paymentBySn(session.paySn)
      if (!payment) return PAYMENT_MESSAGES.notFound
      const refused = payableRefusal(payment) ?? sessionPayerRefusal(session, payment)
      if (refused) return refused
      await markPaymentPaid(payment, 'tropipay', session.memberId)
    }
    await db.gatewaySessions.update(session, { data: (s) => void (s.state = outcome) })
    return null
  })

type TransferAnswered = { ok: true; payment: PaymentRecord } | { ok: false; message: string }

/** The payment as it is now if it still waits for the store's confirmation, or why not. */
function pendingTransfer(paySn: string): TransferAnswered {
  const payment = paymentBySn(paySn)
  if (!payment) return { ok: false, message: PAYMENT_MESSAGES.notFound }
  if (payment.payState !== 'pendingConfirmation')
    return { ok: false, message: PAYMENT_CONTROL_MESSAGES.notPending }
  return { ok: true, payment }
}

/**
 * The store confirms a wire transfer: the payment is paid by transfer (SPEC.md §4, §5). The store's answers are
 * read, checked and written in the ledger's turn, like every change of a payment's state (doPay, the gateway,
 * the 24 h sweep), so a confirm and a reject sent together cannot both find the transfer pending and leave
 * paid orders under an unpaid payment: the second is told it is no longer pending.
 */
const confirmTransfer = (paySn: string): Promise<TransferAnswered> =>
  inLedgerTurn(async () => {
    const pending = pendingTransfer(paySn)
    if (!pending.ok) return pending
    const { payment } = pending
    const payerMemberId = payment.payerMemberId ?? payment.memberId
    const paid = await markPaymentPaid(payment, 'transfer', payerMemberId)
    // the payer's request may have passed its deadline while the store looked at the proof: he did pay
    for (const late of db.payRequests.findMany((q) => q.where({ paySn, payerMemberId }))) {
      if (late.state === 'expired') {
        await updatePayRequest(late, (r) => {
          r.state = 'paid'
          r.paidAt = paid.paidAt
        })
      }
    }
    return { ok: true, payment: paid }
  })

/** The store rejects a wire transfer: the payment is unpaid again, with the reason (see confirmTransfer). */
const rejectTransfer = (paySn: string, reason: string): Promise<TransferAnswered> =>
  inLedgerTurn(async () => {
    const pending = pendingTransfer(paySn)
    if (!pending.ok) return pending
    const { payment } = pending
    await db.payments.update((q) => q.where({ paySn }), {
      data(p) {
        p.payState = 'unpaid'
        p.payMethod = null
        p.payerMemberId = null
        p.proofUrl = null
        p.transferSubmittedAt = null
        p.transferRejectReason = reason
      },
    })
    await noticeTransferRejected(payment.payerMemberId ?? payment.memberId, paySn, reason)
    return { ok: true, payment: paymentBySn(paySn)! }
  })

export const paymentControlHandlers = [
  http.get(
    '/v3/mock/front/payments/pendingTransfers',
    sweptFirst(({ response }) => {
      const pending = db.payments
        .findMany((q) => q.where({ payState: 'pendingConfirmation' }))
        .sort((a, b) => (a.transferSubmittedAt ?? 0) - (b.transferSubmittedAt ?? 0))
      return response(200).json(ok(pending.map(pendingTransferOf)))
    }),
  ),

  http.post(
    CONFIRM,
    sweptFirst(async ({ request, response }) => {
      const parsed = await readBody<{ paySn: string }>(request, CONFIRM)
      if (!parsed.ok) return parsed.response
      const answered = await confirmTransfer(parsed.body.paySn)
      if (!answered.ok) return fail(answered.message)
      return response(200).json(ok(ownerView(answered.payment)))
    }),
  ),

  http.post(
    REJECT,
    sweptFirst(async ({ request, response }) => {
      const parsed = await readBody<{ paySn: string; reason: string }>(request, REJECT)
      if (!parsed.ok) return parsed.response
      const answered = await rejectTransfer(parsed.body.paySn, parsed.body.reason.trim())
      if (!answered.ok) return fail(answered.message)
      return response(200).json(ok(ownerView(answered.payment)))
    }),
  ),

  http.post(PRICE, async ({ request, response }) => {
    const parsed = await readBody<{ productId: number; price: number }>(request, PRICE)
    if (!parsed.ok) return parsed.response
    const product = db.products.findFirst((q) => q.where({ productId: Number(parsed.body.productId) }))
    if (!product) return fail(PAYMENT_CONTROL_MESSAGES.unknownProduct)
    // the ladder tiers are on the goods and scale the SKU's own price (mocks/lib/pricing.ts)
    await db.products.update(product, { data: (p) => void (p.price = round2(Number(parsed.body.price))) })
    return response(200).json(okEmpty())
  }),

  http.get(
    '/v3/mock/front/gateway/session',
    sweptFirst(({ request, response }) => {
      const session = sessionByToken(new URL(request.url).searchParams.get('token') ?? '')
      if (!session) return fail(PAYMENT_CONTROL_MESSAGES.unknownSession)
      return response(200).json(ok(gatewaySessionOf(session)))
    }),
  ),

  http.post(
    COMPLETE,
    sweptFirst(async ({ request, response }) => {
      const parsed = await readBody<{ token: string; outcome: 'approved' | 'declined' }>(request, COMPLETE)
      if (!parsed.ok) return parsed.response
      const session = sessionByToken(parsed.body.token)
      if (!session) return fail(PAYMENT_CONTROL_MESSAGES.unknownSession)
      if (session.state !== 'open') return fail(PAYMENT_CONTROL_MESSAGES.sessionClosed)
      if (session.rechargeSn) {
        const refused = await completeRechargeSession(session.rechargeSn, parsed.body.outcome)
        // the top-up was settled by another completion of this session sent at the same time
        if (refused === 'notOpen') return fail(PAYMENT_CONTROL_MESSAGES.sessionClosed)
        if (refused) return fail(RECHARGE_REFUSAL_MESSAGE[refused])
      } else if (session.billSn) {
        const refused = parsed.body.outcome === 'approved' ? await settleBillSession(session) : null
        if (refused) return fail(refused)
      } else {
        // marks the session itself, in the ledger's turn
        const refused = await completeOrderSession(session.token, parsed.body.outcome)
        if (refused) return fail(refused)
        return response(200).json(ok(gatewaySessionOf(sessionByToken(session.token)!)))
      }
      await db.gatewaySessions.update(session, { data: (s) => void (s.state = parsed.body.outcome) })
      return response(200).json(ok(gatewaySessionOf(sessionByToken(session.token)!)))
    }),
  ),
]
