// The member's wallet (tag `member`, issue 12 item 2; SPEC.md §1, §2 /member/wallet, /member/balance,
// /member/recharge, §4, §5, §8; REFERENCE.md §8 Balance and Recharge): the figures and the balance's movements,
// both read from the ledger (mocks/lib/ledger.ts), and the top-up records. A top-up follows the shared rule of
// src/schemas/recharge.schema.ts before the contract's check (so 10.5 or "abc" get the rule's Spanish text),
// once per Idempotency-Key; a transfer needs the member's own voucher upload (source rechargeVoucher, already
// checked by content and size in ./uploads.ts).
import { HttpResponse } from 'msw'
import { rechargeMessages, rechargeSchema, type RechargeMethodCode } from '../../src/schemas/recharge.schema'
import { isRechargeState } from '../../src/api/recharge-values'
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type MemberRecord, type RechargeRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { hasOverdueBill } from '../lib/credit-bills'
import { idempotent } from '../lib/idempotency'
import { balanceOf, creditUsedOf, entriesOf, pointsOf } from '../lib/ledger'
import { uploadUrl } from '../lib/member-view'
import { paginate } from '../lib/paginate'
import {
  RECHARGE_MESSAGES,
  balanceLogOf,
  cancelRecharge,
  createRecharge,
  expireStaleRecharges,
  memberRecharge,
  rechargeOut,
  rechargesOf,
  type BalanceLogFilter,
} from '../lib/recharge-records'
import { rawJson, readBody, ruleFailure } from '../lib/request'
import { memberUploadOf } from '../lib/uploads'
import { PLATFORM_BANK_ACCOUNT } from '../lib/payment-view'
import { t } from '../lib/i18n'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type MemberBalance = components['schemas']['MemberBalance']
type RechargeRequest = components['schemas']['RechargeRequest']
type RechargeResult = components['schemas']['RechargeResult']
type RechargeSnRequest = components['schemas']['RechargeSnRequest']
type Recharge = components['schemas']['Recharge']

export const WALLET_PATHS = {
  balance: '/v3/member/front/balanceRecharge/getMemberBalance',
  log: '/v3/member/front/balanceLog/list',
  list: '/v3/member/front/balanceRecharge/list',
  detail: '/v3/member/front/balanceRecharge/detail',
  recharge: '/v3/member/front/balanceRecharge/recharge',
  continuePay: '/v3/member/front/balanceRecharge/continuePay',
  cancel: '/v3/member/front/balanceRecharge/cancel',
  bankAccount: '/v3/member/front/balanceRecharge/bankAccount',
} as const

const cents = (value: number) => Math.round(value * 100) / 100

function balanceFiguresOf(member: MemberRecord): MemberBalance {
  const creditUsed = creditUsedOf(member.memberId)
  return {
    balanceAvailable: balanceOf(member.memberId),
    creditLimit: member.creditLimit,
    creditUsed,
    creditAvailable: cents(Math.max(0, member.creditLimit - creditUsed)),
    hasOverdueBill: hasOverdueBill(member.memberId),
    memberIntegral: pointsOf(member.memberId),
  }
}

let gatewaySerial = 0
/** A token of the simulated gateway (openapi getGatewaySession pattern). */
function newGatewayToken(): string {
  let token: string
  do {
    gatewaySerial += 1
    token = `TPR-${clock.now().toString(36).toUpperCase()}-${gatewaySerial}`
  } while (db.gatewaySessions.findFirst((q) => q.where({ token })))
  return token
}

/**
 * The gateway page of an unpaid e-payment top-up: its open session if there is one (so "Continuar pago" twice
 * leads to the same payment), else a new one for the same record.
 */
async function gatewayUrlOf(record: RechargeRecord): Promise<string> {
  const open = db.gatewaySessions
    .findMany((q) => q.where({ paySn: record.rechargeSn }))
    .find((session) => session.rechargeSn === record.rechargeSn && session.state === 'open')
  let token = open?.token
  if (!token) {
    token = newGatewayToken()
    await db.gatewaySessions.create({
      token,
      paySn: record.rechargeSn,
      rechargeSn: record.rechargeSn,
      memberId: record.memberId,
      amount: record.amount,
      state: 'open',
      createdAt: clock.now(),
    })
  }
  return `/mock-pasarela?token=${encodeURIComponent(token)}`
}

/** The member's own unpaid e-payment top-up named in the body, or the refusal to answer. */
async function unpaidOf(member: MemberRecord, request: Request, path: string) {
  const parsed = await readBody<RechargeSnRequest>(request, path)
  if (!parsed.ok) return { response: parsed.response }
  await expireStaleRecharges()
  const record = memberRecharge(member.memberId, parsed.body.rechargeSn)
  if (!record) return { response: fail(RECHARGE_MESSAGES.notFound) }
  if (record.payState === 'expired') return { response: fail(RECHARGE_MESSAGES.expired) }
  if (record.payState !== 'unpaid' || record.payMethod !== 'tropipay')
    return { response: fail(RECHARGE_MESSAGES.notUnpaid) }
  return { record }
}

async function recharge(member: MemberRecord, body: RechargeRequest): Promise<Response> {
  const method: RechargeMethodCode = body.payMethod
  let voucherUrl: string | null = null
  if (method === 'transfer') {
    const upload = memberUploadOf(member, body.voucherUrl ?? '', 'rechargeVoucher')
    if (!upload) return fail(t(rechargeMessages.voucherRequired.id))
    voucherUrl = uploadUrl(upload.path)
  }
  const record = await createRecharge({
    memberId: member.memberId,
    amount: body.amount,
    payMethod: method,
    voucherUrl,
  })
  const redirectUrl = method === 'tropipay' ? await gatewayUrlOf(record) : null
  const result: RechargeResult = { recharge: rechargeOut(record), redirectUrl }
  return HttpResponse.json(ok(result))
}

export const walletHandlers = [
  http.get(
    WALLET_PATHS.balance,
    memberOnly(({ response, member }) => {
      return response(200).json(ok(balanceFiguresOf(member)))
    }),
  ),

  http.get(
    WALLET_PATHS.log,
    memberOnly(({ query, response, member }) => {
      // memberOnly swept first: a final payment's deadline the clock passed has its forfeited deposit posted
      const type = query.get('type')
      const filter: BalanceLogFilter = {
        type: type === 'income' || type === 'expense' ? type : 'all',
        kind: query.get('kind') || null,
        startDate: query.get('startDate') || null,
        endDate: query.get('endDate') || null,
      }
      const rows = balanceLogOf(entriesOf(member.memberId, 'balance'), filter)
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok(page))
    }),
  ),

  http.get(
    WALLET_PATHS.list,
    memberOnly(async ({ query, response, member }) => {
      await expireStaleRecharges()
      const state = query.get('payState')
      const rows = rechargesOf(member.memberId, isRechargeState(state) ? state : undefined)
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 10))
      return response(200).json(ok({ list: page.list.map(rechargeOut), pagination: page.pagination }))
    }),
  ),

  // the one collection account, as the order payment's payInfo gives it (issue 24 item 6)
  http.get(
    WALLET_PATHS.bankAccount,
    memberOnly(({ response }) => {
      return response(200).json(ok({ ...PLATFORM_BANK_ACCOUNT }))
    }),
  ),

  http.get(
    WALLET_PATHS.detail,
    memberOnly(async ({ query, response, member }) => {
      await expireStaleRecharges()
      const record = memberRecharge(member.memberId, query.get('rechargeSn') ?? '')
      if (!record) return fail(RECHARGE_MESSAGES.notFound)
      return response(200).json(ok(rechargeOut(record)))
    }),
  ),

  http.post(
    WALLET_PATHS.recharge,
    memberOnly(async ({ request, member }) => {
      // SPEC.md §5 in the shared rule's words first: 0, 5001, 10.5 and "abc" never reach the contract's check
      const raw = await rawJson(request)
      const broken = raw && ruleFailure(() => rechargeSchema.validateSync(raw))
      if (broken) return fail(broken)
      const parsed = await readBody<RechargeRequest>(request, WALLET_PATHS.recharge)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, WALLET_PATHS.recharge, parsed.body, () =>
        recharge(member, parsed.body),
      )
    }),
  ),

  // issue 24 item 6: back to the gateway for the same record (its open session), never a second record
  http.post(
    WALLET_PATHS.continuePay,
    memberOnly(async ({ request, response, member }) => {
      const found = await unpaidOf(member, request, WALLET_PATHS.continuePay)
      if (!found.record) return found.response
      const result: RechargeResult = {
        recharge: rechargeOut(found.record),
        redirectUrl: await gatewayUrlOf(found.record),
      }
      return response(200).json(ok(result))
    }),
  ),

  http.post(
    WALLET_PATHS.cancel,
    memberOnly(async ({ request, response, member }) => {
      const found = await unpaidOf(member, request, WALLET_PATHS.cancel)
      if (!found.record) return found.response
      // checked again in the ledger's turn: a gateway approval at the same moment wins or loses whole
      const cancelled = await cancelRecharge(found.record.rechargeSn)
      if (!cancelled.ok) return fail(RECHARGE_MESSAGES.notUnpaid)
      const out: Recharge = rechargeOut(cancelled.record)
      return response(200).json(ok(out))
    }),
  ),
]
