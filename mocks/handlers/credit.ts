// Credit line and credit bills (tag `member`, issue 12 item 4; SPEC.md §2 /member/credit/index, /member/credit/pay,
// §5, §8): the summary, the bills by period with their orders, and paying a bill from the prepaid balance or by
// e-payment (once per Idempotency-Key). Bills are read from the ledger and the mock clock
// (mocks/lib/credit-bills.ts); an e-payment's gateway approval frees the credit in mocks/control-panel/endpoints/payment-control.ts.
import { HttpResponse } from 'msw'
import type { components } from '../../src/api/schema'
import { billFundsProblem, billPaySchema } from '../../src/schemas/credit-bill.schema'
import { payPasswordSchema } from '../../src/schemas/payment.schema'
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'
import {
  CREDIT_BILL_MESSAGES,
  billOf,
  billPayRefusal,
  billsOf,
  hasOverdueBill,
  newBillGatewayToken,
  overdueAmountOf,
  payBill,
  type CreditBill as BillRecord,
  type CreditBillLine as BillLineRecord,
} from '../lib/credit-bills'
import { fail, ok } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import { balanceOf, creditUsedOf } from '../lib/ledger'
import { paginate } from '../lib/paginate'
import { PAYMENT_MESSAGES } from '../lib/payment-view'
import { round2 } from '../lib/pricing'
import { readBody, ruleViolation } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type CreditSummary = components['schemas']['CreditSummary']
type CreditBill = components['schemas']['CreditBill']
type CreditBillDetail = components['schemas']['CreditBillDetail']
type CreditBillLine = components['schemas']['CreditBillLine']
type PayRequest = components['schemas']['CreditBillPayRequest']
type PayResult = components['schemas']['CreditBillPayResult']

export const CREDIT_PATHS = {
  summary: '/v3/member/front/credit/summary',
  list: '/v3/member/front/creditBill/list',
  detail: '/v3/member/front/creditBill/detail',
  pay: '/v3/member/front/creditBill/pay',
} as const

const iso = (ms: number) => new Date(ms).toISOString()

function summaryOf(member: MemberRecord): CreditSummary {
  const used = creditUsedOf(member.memberId)
  return {
    creditLimit: member.creditLimit,
    creditUsed: used,
    creditAvailable: round2(Math.max(0, member.creditLimit - used)),
    hasOverdueBill: hasOverdueBill(member.memberId),
    overdueAmount: overdueAmountOf(member.memberId),
    balanceAvailable: round2(balanceOf(member.memberId)),
    hasPayPassword: member.payPassword !== '',
  }
}

function billOut(bill: BillRecord): CreditBill {
  const orders = new Set(bill.lines.flatMap((line) => line.orderSns))
  return {
    billSn: bill.billSn,
    period: bill.period,
    periodStart: iso(bill.periodStart),
    periodEnd: iso(bill.periodEnd),
    dueTime: iso(bill.dueAt),
    amount: bill.amount,
    paidAmount: bill.paidAmount,
    outstanding: bill.outstanding,
    state: bill.state,
    orderCount: orders.size,
    paidAt: bill.paidAt === null ? null : iso(bill.paidAt),
  }
}

const LINE_KINDS = new Set<CreditBillLine['kind']>([
  'opening',
  'orderPaid',
  'refund',
  'orderRejected',
  'depositForfeited',
  'adjustment',
  'billPaid',
])

const lineOut = (line: BillLineRecord): CreditBillLine => ({
  kind: LINE_KINDS.has(line.kind as CreditBillLine['kind'])
    ? (line.kind as CreditBillLine['kind'])
    : 'adjustment',
  amount: line.amount,
  time: iso(line.at),
  paySn: line.paySn,
  orderSnList: line.orderSns,
})

const detailOut = (bill: BillRecord): CreditBillDetail => ({
  ...billOut(bill),
  lines: bill.lines.map(lineOut),
  payments: bill.payments.map(lineOut),
})

async function payPasswordRefusal(member: MemberRecord, payPwd: string | undefined): Promise<string | null> {
  if (member.payPassword === '') return PAYMENT_MESSAGES.noPayPassword
  const broken = await ruleViolation(payPasswordSchema, payPwd ?? '')
  if (broken) return broken
  return payPwd === member.payPassword ? null : PAYMENT_MESSAGES.wrongPayPassword
}

const result = (bill: BillRecord, redirectUrl: string | null, balanceAfter: number | null): Response =>
  HttpResponse.json(ok<PayResult>({ billSn: bill.billSn, state: bill.state, redirectUrl, balanceAfter }))

async function pay(member: MemberRecord, body: PayRequest): Promise<Response> {
  const broken = await ruleViolation(billPaySchema, body)
  if (broken) return fail(broken)
  const bill = billOf(member.memberId, body.billSn)
  const refusal = billPayRefusal(bill)
  if (refusal || !bill) return fail(refusal ?? CREDIT_BILL_MESSAGES.notFound)
  if (body.payMethod === 'balance') {
    const wrong = await payPasswordRefusal(member, body.payPwd)
    if (wrong) return fail(wrong)
    const short = billFundsProblem('balance', bill.outstanding, balanceOf(member.memberId))
    if (short) return fail(t(short))
    const paid = await payBill(member.memberId, bill.billSn, 'balance')
    if (!paid.ok) return fail('refusal' in paid ? paid.refusal : PAYMENT_MESSAGES.balanceShort)
    return result(paid.bill, null, round2(balanceOf(member.memberId)))
  }
  const token = newBillGatewayToken()
  await db.gatewaySessions.create({
    token,
    paySn: bill.billSn,
    billSn: bill.billSn,
    memberId: member.memberId,
    amount: bill.outstanding,
    state: 'open',
    createdAt: clock.now(),
  })
  return result(bill, `/mock-pasarela?token=${encodeURIComponent(token)}`, null)
}

export const creditHandlers = [
  http.get(
    CREDIT_PATHS.summary,
    memberOnly(({ response, member }) => {
      return response(200).json(ok(summaryOf(member)))
    }),
  ),

  http.get(
    CREDIT_PATHS.list,
    memberOnly(({ query, response, member }) => {
      const state = query.get('state')
      const bills = billsOf(member.memberId)
        .filter((bill) => !state || bill.state === state)
        .reverse()
      const page = paginate(bills, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok({ list: page.list.map(billOut), pagination: page.pagination }))
    }),
  ),

  http.get(
    CREDIT_PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const bill = billOf(member.memberId, query.get('billSn') ?? '')
      if (!bill) return fail(CREDIT_BILL_MESSAGES.notFound)
      return response(200).json(ok(detailOut(bill)))
    }),
  ),

  http.post(
    CREDIT_PATHS.pay,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<PayRequest>(request, CREDIT_PATHS.pay)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, CREDIT_PATHS.pay, parsed.body, () =>
        pay(member, parsed.body),
      )
    }),
  ),
]
