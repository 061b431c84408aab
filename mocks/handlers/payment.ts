// Payment of a checkout (tag `order`, issue 5 item 5, SPEC.md §1, §4, §5, §8): what a payment is and who may
// read it, the methods with the reason one is unavailable, paying with every method of SPEC.md §1 (once per
// Idempotency-Key); payment proofs come through the upload of ./uploads.ts. A payment becomes paid only through
// markPaymentPaid (mocks/lib/order-records.ts), so orders and third-party requests follow it; one that is
// cancelled, past its window, paid or waiting for the store is refused first by payableRefusal (same module,
// shared with the gateway's control), in the same ledger turn as the paying (doPay). What a payment reads like
// is mocks/lib/payment-view.ts.
import { HttpResponse } from 'msw'
import type { components } from '../../src/api/schema'
import {
  bankCardSchema,
  fundsProblem,
  payPasswordSchema,
  voucherSchema,
  type PayFunds,
} from '../../src/schemas/payment.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type PayRequestRecord, type PaymentRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { hasOverdueBill } from '../lib/credit-bills'
import { idempotent } from '../lib/idempotency'
import { balanceOf, creditUsedOf, inLedgerTurn, type PostAll } from '../lib/ledger'
import { uploadUrl } from '../lib/member-view'
import { finalPayerRefusal, markPaymentPaid, payableRefusal } from '../lib/order-records'
import { PAYMENT_MESSAGES, payInfoOf, paymentBySn, readablePayment } from '../lib/payment-view'
import { round2 } from '../lib/pricing'
import { readBody, ruleViolation } from '../lib/request'
import { memberUploadOf } from '../lib/uploads'
import { t } from '../lib/i18n'
import { memberOnly } from '../lib/member-only'
import { approvalRefusal } from '../lib/sub-accounts'
import { http } from './http'

type PayMethod = components['schemas']['PayMethod']
type DoPayRequest = components['schemas']['DoPayRequest']
type DoPayResult = components['schemas']['DoPayResult']
type MethodName = DoPayRequest['payMethod']

export const PAY_INFO = '/v3/business/front/orderPay/payInfo'
export const PAY_METHOD = '/v3/business/front/orderPay/payMethod'
export const DO_PAY = '/v3/business/front/orderPay/doPay'

/** The mock bank declines this (Luhn-valid) test card. */
export const DECLINED_TEST_CARD = '4000000000000002'

/** GLOSSARY.md labels of the methods, in the order the payment screen lists them. */
export const PAY_METHOD_NAMES: Record<MethodName, string> = {
  balance: 'Saldo prepago',
  credit: 'Crédito',
  card: 'Tarjeta bancaria',
  transfer: 'Transferencia bancaria',
  voucher: 'Vale de recarga',
  tropipay: 'TropiPay (pago electrónico)',
}

/** The payer's own wallet and credit against the amount, as the shared funds rule reads them. */
function fundsOf(member: MemberRecord, needPay: number): PayFunds {
  return {
    needPay,
    balanceAvailable: round2(balanceOf(member.memberId)),
    credit: {
      available: round2(Math.max(0, member.creditLimit - creditUsedOf(member.memberId))),
      hasOverdueBill: hasOverdueBill(member.memberId),
    },
  }
}

/** The shared funds rule (src/schemas/payment.schema.ts) in Spanish; null when the method can pay. */
function fundsRefusal(method: MethodName, member: MemberRecord, needPay: number): string | null {
  const problem = fundsProblem(method, fundsOf(member, needPay))
  return problem ? t(problem) : null
}

/** SPEC.md §5: credit is blocked by an overdue bill or an insufficient limit; balance must cover. */
function payMethodsFor(member: MemberRecord, needPay: number): PayMethod[] {
  return (Object.keys(PAY_METHOD_NAMES) as MethodName[]).map((payMethod) => {
    const reason = fundsRefusal(payMethod, member, needPay)
    return {
      payMethod,
      payMethodName: PAY_METHOD_NAMES[payMethod],
      enabled: reason === null,
      ...(reason ? { disabledReason: reason } : {}),
    }
  })
}

// ——— paying ———

async function checkPayPassword(member: MemberRecord, payPwd: string | undefined): Promise<string | null> {
  if (member.payPassword === '') return PAYMENT_MESSAGES.noPayPassword
  const broken = await ruleViolation(payPasswordSchema, payPwd ?? '')
  if (broken) return broken
  return payPwd === member.payPassword ? null : PAYMENT_MESSAGES.wrongPayPassword
}

/** The ledger entry of paying `payment` (one payment may cover several orders: its paySn names them). */
const paidFrom = (payment: PaymentRecord, payer: MemberRecord) =>
  ({ memberId: payer.memberId, kind: 'orderPaid', paySn: payment.paySn }) as const

/** The paid answer of a method that settles at once. */
async function settle(
  payment: PaymentRecord,
  method: MethodName,
  payer: MemberRecord,
  balanceAfter: number | null,
) {
  const paid = await markPaymentPaid(payment, method, payer.memberId)
  const result: DoPayResult = {
    paySn: paid.paySn,
    payState: paid.payState,
    tradeSn: paid.tradeSn,
    redirectUrl: null,
    balanceAfter,
  }
  return HttpResponse.json(ok(result))
}

let gatewaySerial = 0
function newGatewayToken(): string {
  let token: string
  do {
    gatewaySerial += 1
    token = `TP-${clock.now().toString(36).toUpperCase()}-${gatewaySerial}`
  } while (db.gatewaySessions.findFirst((q) => q.where({ token })))
  return token
}

/** The url a payment proof was answered with (or its path), as an upload of `member` with source payProof. */
const proofUploadOf = (member: MemberRecord, proofUrl: string | undefined) =>
  proofUrl ? memberUploadOf(member, proofUrl, 'payProof') : null

async function payWith(
  payment: PaymentRecord,
  payer: MemberRecord,
  body: DoPayRequest,
  postAll: PostAll,
): Promise<Response> {
  const needPay = payment.needPay
  switch (body.payMethod) {
    case 'balance': {
      const refused = await checkPayPassword(payer, body.payPwd)
      if (refused) return fail(refused)
      const short = fundsRefusal('balance', payer, needPay)
      if (short) return fail(short)
      const paid = await postAll([{ ...paidFrom(payment, payer), account: 'balance', amount: -needPay }])
      if (!paid.ok) return fail(PAYMENT_MESSAGES.balanceShort)
      return settle(payment, 'balance', payer, balanceOf(payer.memberId))
    }
    case 'credit': {
      const refused = await checkPayPassword(payer, body.payPwd)
      if (refused) return fail(refused)
      const blocked = fundsRefusal('credit', payer, needPay)
      if (blocked) return fail(blocked)
      const used = await postAll([{ ...paidFrom(payment, payer), account: 'credit', amount: needPay }])
      if (!used.ok) return fail(PAYMENT_MESSAGES.creditShort)
      return settle(payment, 'credit', payer, null)
    }
    case 'card': {
      const card = {
        cardNumber: body.cardNumber ?? '',
        cardHolder: body.cardHolder ?? '',
        cardExpiry: body.cardExpiry ?? '',
        cardCvv: body.cardCvv ?? '',
      }
      const broken = await ruleViolation(bankCardSchema(clock.now()), card)
      if (broken) return fail(broken)
      if (card.cardNumber.trim() === DECLINED_TEST_CARD) return fail(PAYMENT_MESSAGES.cardDeclined)
      return settle(payment, 'card', payer, null)
    }
    case 'voucher': {
      const entered = { cardNumber: body.cardNumber ?? '', cardPin: body.cardPin ?? '' }
      const broken = await ruleViolation(voucherSchema, entered)
      if (broken) return fail(broken)
      const voucher = db.vouchers.findFirst((q) => q.where({ cardNumber: entered.cardNumber.trim() }))
      if (!voucher || voucher.pin !== entered.cardPin.trim()) return fail(PAYMENT_MESSAGES.voucherUnknown)
      if (voucher.usedAt != null) return fail(PAYMENT_MESSAGES.voucherUsed)
      if (voucher.value < needPay) return fail(PAYMENT_MESSAGES.voucherShort)
      await db.vouchers.update(voucher, {
        data(v) {
          v.usedAt = clock.now()
          v.usedByMemberId = payer.memberId
        },
      })
      // the rest of the voucher goes to the payer's prepaid balance (contract, doPay)
      const rest = round2(voucher.value - needPay)
      await postAll([{ ...paidFrom(payment, payer), kind: 'voucherRest', account: 'balance', amount: rest }])
      return settle(payment, 'voucher', payer, balanceOf(payer.memberId))
    }
    case 'transfer': {
      const upload = proofUploadOf(payer, body.proofUrl)
      if (!upload) return fail(PAYMENT_MESSAGES.proofMissing)
      const proofUrl = uploadUrl(upload.path)
      await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
        data(p) {
          p.payState = 'pendingConfirmation'
          p.payMethod = 'transfer'
          p.payerMemberId = payer.memberId
          p.proofUrl = proofUrl
          p.transferSubmittedAt = clock.now()
          p.transferRejectReason = null
        },
      })
      const result: DoPayResult = {
        paySn: payment.paySn,
        payState: 'pendingConfirmation',
        tradeSn: null,
        redirectUrl: null,
        balanceAfter: null,
      }
      return HttpResponse.json(ok(result))
    }
    case 'tropipay': {
      const token = newGatewayToken()
      await db.gatewaySessions.create({
        token,
        paySn: payment.paySn,
        memberId: payer.memberId,
        amount: needPay,
        state: 'open',
        createdAt: clock.now(),
      })
      const result: DoPayResult = {
        paySn: payment.paySn,
        payState: 'unpaid',
        tradeSn: null,
        redirectUrl: `/mock-pasarela?token=${encodeURIComponent(token)}`,
        balanceAfter: null,
      }
      return HttpResponse.json(ok(result))
    }
  }
}

/**
 * Pays `body.paySn` if it is still payable, in the ledger's turn (SPEC.md §5; every money action makes one
 * record): the payment is read, found payable, paid (ledger posting included) and marked paid with no other
 * posting or turn in between. Two calls with different Idempotency-Keys (two tabs, two methods) or a call and
 * the gateway's approval (mocks/control-panel/endpoints/payment-control.ts) cannot both find it unpaid: the second is told it is paid.
 */
const doPay = (member: MemberRecord, body: DoPayRequest): Promise<Response> =>
  inLedgerTurn((postAll) => payIfPayable(member, body, postAll))

async function payIfPayable(member: MemberRecord, body: DoPayRequest, postAll: PostAll): Promise<Response> {
  const payment = paymentBySn(body.paySn)
  if (!payment) return fail(PAYMENT_MESSAGES.notFound)
  let request: PayRequestRecord | null = null
  if (body.requestSn) {
    request = db.payRequests.findFirst((q) => q.where({ requestSn: body.requestSn! })) ?? null
    const involved =
      request?.paySn === payment.paySn &&
      (request.payerMemberId === member.memberId || payment.memberId === member.memberId)
    if (!involved) return fail(PAYMENT_MESSAGES.notFound)
  } else if (payment.memberId !== member.memberId) {
    return fail(PAYMENT_MESSAGES.notFound)
  }
  const refusal = payableRefusal(payment) ?? approvalRefusal(payment)
  if (refusal) return fail(refusal)
  if (request && (request.payerMemberId !== member.memberId || request.state !== 'waitingPayment')) {
    return fail(PAYMENT_MESSAGES.requestGone)
  }
  const otherPayer = finalPayerRefusal(payment, member.memberId)
  if (otherPayer) return fail(otherPayer)
  return payWith(payment, member, body, postAll)
}

export const paymentHandlers = [
  http.get(
    PAY_INFO,
    memberOnly(({ request, response, member }) => {
      const paySn = new URL(request.url).searchParams.get('paySn') ?? ''
      const payment = readablePayment(paySn, member)
      if (!payment) return fail(PAYMENT_MESSAGES.notFound)
      return response(200).json(ok(payInfoOf(payment, member)))
    }),
  ),

  http.get(
    PAY_METHOD,
    memberOnly(({ request, response, member }) => {
      const paySn = new URL(request.url).searchParams.get('paySn') ?? ''
      const payment = readablePayment(paySn, member)
      if (!payment) return fail(PAYMENT_MESSAGES.notFound)
      return response(200).json(ok(payMethodsFor(member, payment.needPay)))
    }),
  ),

  http.post(
    DO_PAY,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<DoPayRequest>(request, DO_PAY)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, DO_PAY, parsed.body, () => doPay(member, parsed.body))
    }),
  ),
]
