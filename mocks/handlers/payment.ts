// Payment of a checkout (tag `order`, issue 5 item 5, SPEC.md §1, §4, §5, §8): what a payment is and who may
// read it, the methods with the reason one is unavailable, paying with every method of SPEC.md §1 (once per
// Idempotency-Key); payment proofs come through the upload of ./uploads.ts. A payment becomes paid only through
// markPaymentPaid (mocks/lib/order-records.ts), so orders and third-party requests follow it.
import { HttpResponse } from 'msw'
import { ValidationError } from 'yup'
import type { components } from '../../src/api/schema'
import { bankCardSchema, payPasswordSchema, voucherSchema } from '../../src/schemas/payment.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type PayRequestRecord, type PaymentRecord } from '../db'
import { authenticate } from '../lib/auth'
import { fail, ok, sessionInvalid } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import { finalPayerRefusal, markPaymentPaid, sweepExpired } from '../lib/order-records'
import { round2 } from '../lib/pricing'
import { readBody } from '../lib/request'
import { http } from './http'

type PayInfo = components['schemas']['PayInfo']
type PayMethod = components['schemas']['PayMethod']
type PayOrder = components['schemas']['PayOrder']
type PayRequestSummary = components['schemas']['PayRequestSummary']
type DoPayRequest = components['schemas']['DoPayRequest']
type DoPayResult = components['schemas']['DoPayResult']
type MethodName = DoPayRequest['payMethod']

export const PAY_INFO = '/v3/business/front/orderPay/payInfo'
export const PAY_METHOD = '/v3/business/front/orderPay/payMethod'
export const DO_PAY = '/v3/business/front/orderPay/doPay'

/** The exact messages of the contract (openapi/marketplace.yaml, doPay, payMethod, upload). */
export const PAYMENT_MESSAGES = {
  notFound: 'No se encontró el registro de pago.',
  expired: 'La orden de pago ha caducado.',
  alreadyPaid: 'Este pedido ya está pagado.',
  pendingConfirmation: 'Este pago ya está pendiente de confirmación de la tienda.',
  requestGone: 'La solicitud de pago por un tercero fue cancelada o caducó.',
  noPayPassword: 'Debe establecer una contraseña de pago.',
  wrongPayPassword: 'La contraseña de pago no es correcta.',
  balanceShort: 'Saldo prepago insuficiente',
  creditOverdue: 'Las facturas de crédito vencidas bloquean el pago a crédito.',
  creditShort: 'Límite de crédito insuficiente',
  cardDeclined: 'La tarjeta fue rechazada por el banco emisor.',
  voucherUnknown: 'El número del vale o el PIN no es correcto.',
  voucherUsed: 'Este vale de recarga ya fue utilizado.',
  voucherShort: 'El valor del vale no cubre el importe a pagar.',
  proofMissing: 'Adjunte el comprobante de pago.',
  uploadFailed: 'Error al subir el archivo',
} as const

/** The mock bank declines this (Luhn-valid) test card. */
export const DECLINED_TEST_CARD = '4000000000000002'

/** Where a wire transfer goes (SPEC.md §1 wire transfer): the platform's collection account. */
export const PLATFORM_BANK_ACCOUNT = {
  bankName: 'Banco Metropolitano S.A. — Sucursal 278, Vedado, La Habana',
  accountName: 'Mercado Mayorista China–Cuba S.A. (cuenta de cobros a proveedores)',
  accountNumber: '0598 7612 3400 0127',
  swift: 'BMNBCUHH',
} as const

/** GLOSSARY.md labels of the methods, in the order the payment screen lists them. */
export const PAY_METHOD_NAMES: Record<MethodName, string> = {
  balance: 'Saldo prepago',
  credit: 'Crédito',
  card: 'Tarjeta bancaria',
  transfer: 'Transferencia bancaria',
  voucher: 'Vale de recarga',
  tropipay: 'TropiPay (pago electrónico)',
}

/** GLOSSARY.md-style labels of the third-party request states (SPEC.md §4). */
export const REQUEST_STATE_LABEL: Record<PayRequestRecord['state'], string> = {
  requested: 'Solicitado',
  waitingPayment: 'Pendiente de pago',
  paid: 'Pagado',
  cancelled: 'Cancelado',
  expired: 'Caducado',
}

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms == null ? null : iso(ms))

export const memberById = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))
export const paymentBySn = (paySn: string) => db.payments.findFirst((q) => q.where({ paySn }))

/** A yup error of a shared rule in Spanish; messages given as `{ message: id, …values }` keep their values. */
export function ruleText(error: ValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>
  const message: unknown = error.message
  if (message && typeof message === 'object') {
    const { message: id, ...values } = message as { message?: unknown }
    return t(String(id), { ...params, ...values })
  }
  return t(String(message), params)
}

/** Validates with a shared yup schema; the Spanish message of the first broken rule, or null. */
export async function ruleViolation(schema: { validate(value: unknown): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value)
    return null
  } catch (error) {
    if (error instanceof ValidationError) return ruleText(error)
    throw error
  }
}

/** c***@example.com: the other side of a third-party request sees the e-mail masked. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

/** One order of a payment, as the payment screens list it. */
export function payOrdersOf(payment: PaymentRecord): PayOrder[] {
  return payment.orderSns.flatMap((orderSn) => {
    const order = db.orders.findFirst((q) => q.where({ orderSn }))
    if (!order) return []
    const store = db.stores.findFirst((q) => q.where({ storeId: order.storeId }))
    return [
      {
        orderSn,
        storeId: order.storeId,
        storeName: store?.storeName ?? '',
        totalMoney: order.totalMoney,
        goodsNames: order.lines.map((line) => line.goodsName),
      },
    ]
  })
}

function party(member: MemberRecord | undefined, masked: boolean) {
  if (!member) return { memberName: '', companyName: '', email: '' }
  return {
    memberName: member.memberTrueName || member.memberName,
    companyName: member.companyName,
    email: masked ? maskEmail(member.email) : member.email,
  }
}

/** A third-party request seen by `viewer` (the applicant or the payer): the other side's e-mail masked. */
export function requestSummaryOf(request: PayRequestRecord, viewer: MemberRecord): PayRequestSummary {
  const payment = paymentBySn(request.paySn)
  const role = request.payerMemberId === viewer.memberId ? 'payer' : 'applicant'
  return {
    requestSn: request.requestSn,
    paySn: request.paySn,
    state: request.state,
    stateValue: REQUEST_STATE_LABEL[request.state],
    needPay: payment?.needPay ?? 0,
    createTime: iso(request.createdAt),
    expireTime: iso(request.expireAt),
    applicant: party(memberById(request.applicantMemberId), role !== 'applicant'),
    payer: party(memberById(request.payerMemberId), role !== 'payer'),
    orderSnList: payment ? [...payment.orderSns] : [],
    message: request.message,
    refuseReason: request.refuseReason,
    cancelledBy: request.cancelledBy,
    paidAt: isoOrNull(request.paidAt),
    role,
  }
}

const isActive = (request: PayRequestRecord) =>
  request.state === 'requested' || request.state === 'waitingPayment'

export const newestFirst = (a: PayRequestRecord, b: PayRequestRecord) =>
  b.createdAt - a.createdAt || b.requestSn.localeCompare(a.requestSn)

export function activeRequestOf(paySn: string): PayRequestRecord | null {
  return (
    db.payRequests
      .findMany((q) => q.where({ paySn }))
      .filter(isActive)
      .sort(newestFirst)[0] ?? null
  )
}

/**
 * The payment if `member` may read it: its owner, or the payer of one of its third-party requests once he
 * accepted it (waitingPayment, and afterwards paid or expired, so his screen can show the outcome).
 */
export function readablePayment(paySn: string, member: MemberRecord): PaymentRecord | null {
  const payment = paymentBySn(paySn)
  if (!payment) return null
  if (payment.memberId === member.memberId) return payment
  const accepted = db.payRequests
    .findMany((q) => q.where({ paySn, payerMemberId: member.memberId }))
    .some((request) => ['waitingPayment', 'paid', 'expired'].includes(request.state))
  return accepted ? payment : null
}

function receiverOf(payment: PaymentRecord) {
  for (const orderSn of payment.orderSns) {
    const address = db.orders.findFirst((q) => q.where({ orderSn }))?.address
    if (address) {
      const place = [address.detailAddress, address.street, address.city, address.province, address.country]
      return {
        receiverName: address.memberName,
        receiverAddress: place.filter((part) => part && part.trim()).join(', '),
      }
    }
  }
  return { receiverName: '', receiverAddress: '' }
}

/** The payment as `viewer` sees it: the wallet and credit fields are always the viewer's own. */
export function payInfoOf(payment: PaymentRecord, viewer: MemberRecord): PayInfo {
  const active = activeRequestOf(payment.paySn)
  return {
    paySn: payment.paySn,
    needPay: payment.needPay,
    payState: payment.payState,
    payMethod: payment.payMethod,
    payKind: payment.kind,
    windowStartTime: iso(payment.createdAt),
    expireTime: iso(payment.expireAt),
    serverTime: iso(clock.now()),
    orderList: payOrdersOf(payment),
    balanceAvailable: round2(viewer.balance),
    hasPayPassword: viewer.payPassword !== '',
    credit: {
      limit: viewer.creditLimit,
      available: round2(Math.max(0, viewer.creditLimit - viewer.creditUsed)),
      hasOverdueBill: viewer.hasOverdueBill,
    },
    ...receiverOf(payment),
    tradeSn: payment.tradeSn,
    paidAt: isoOrNull(payment.paidAt),
    proofUrl: payment.proofUrl,
    transferRejectReason: payment.transferRejectReason,
    payRequest: active ? requestSummaryOf(active, viewer) : null,
    bankAccount: { ...PLATFORM_BANK_ACCOUNT },
  }
}

/** SPEC.md §5: credit is blocked by an overdue bill or an insufficient limit; balance must cover. */
function payMethodsFor(member: MemberRecord, needPay: number): PayMethod[] {
  const available = round2(member.creditLimit - member.creditUsed)
  const creditReason = member.hasOverdueBill
    ? PAYMENT_MESSAGES.creditOverdue
    : available < needPay
      ? PAYMENT_MESSAGES.creditShort
      : null
  const balanceReason = member.balance < needPay ? PAYMENT_MESSAGES.balanceShort : null
  const reasons: Partial<Record<MethodName, string | null>> = { balance: balanceReason, credit: creditReason }
  return (Object.keys(PAY_METHOD_NAMES) as MethodName[]).map((payMethod) => {
    const reason = reasons[payMethod] ?? null
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

async function updateMember(memberId: number, change: (member: MemberRecord) => void) {
  await db.members.update((q) => q.where({ memberId }), { data: change })
  return memberById(memberId)!
}

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
function proofUploadOf(member: MemberRecord, proofUrl: string | undefined) {
  if (!proofUrl) return null
  let pathname = proofUrl.trim()
  try {
    pathname = new URL(pathname, 'http://mock.invalid').pathname
  } catch {
    return null
  }
  const path = pathname.replace(/^\/mock-uploads\//, '/uploads/')
  const upload = db.uploads.findFirst((q) => q.where({ path, memberId: member.memberId }))
  return upload && upload.source === 'payProof' ? upload : null
}

async function payWith(payment: PaymentRecord, payer: MemberRecord, body: DoPayRequest): Promise<Response> {
  const needPay = payment.needPay
  switch (body.payMethod) {
    case 'balance': {
      const refused = await checkPayPassword(payer, body.payPwd)
      if (refused) return fail(refused)
      if (round2(payer.balance) < needPay) return fail(PAYMENT_MESSAGES.balanceShort)
      const after = await updateMember(payer.memberId, (m) => void (m.balance = round2(m.balance - needPay)))
      return settle(payment, 'balance', payer, after.balance)
    }
    case 'credit': {
      const refused = await checkPayPassword(payer, body.payPwd)
      if (refused) return fail(refused)
      if (payer.hasOverdueBill) return fail(PAYMENT_MESSAGES.creditOverdue)
      if (round2(payer.creditLimit - payer.creditUsed) < needPay) return fail(PAYMENT_MESSAGES.creditShort)
      await updateMember(payer.memberId, (m) => void (m.creditUsed = round2(m.creditUsed + needPay)))
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
      const after = await updateMember(payer.memberId, (m) => void (m.balance = round2(m.balance + rest)))
      return settle(payment, 'voucher', payer, after.balance)
    }
    case 'transfer': {
      const upload = proofUploadOf(payer, body.proofUrl)
      if (!upload) return fail(PAYMENT_MESSAGES.proofMissing)
      const proofUrl = upload.path.replace(/^\/uploads\//, '/mock-uploads/')
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

/** Why a payment cannot be paid now (by anyone), or null. */
export function payableRefusal(payment: PaymentRecord): string | null {
  if (payment.payState === 'cancelled') return PAYMENT_MESSAGES.expired
  if (payment.payState === 'unpaid' && payment.expireAt <= clock.now()) return PAYMENT_MESSAGES.expired
  if (payment.payState === 'paid') return PAYMENT_MESSAGES.alreadyPaid
  if (payment.payState === 'pendingConfirmation') return PAYMENT_MESSAGES.pendingConfirmation
  return null
}

async function doPay(member: MemberRecord, body: DoPayRequest): Promise<Response> {
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
  const refusal = payableRefusal(payment)
  if (refusal) return fail(refusal)
  if (request && (request.payerMemberId !== member.memberId || request.state !== 'waitingPayment')) {
    return fail(PAYMENT_MESSAGES.requestGone)
  }
  const otherPayer = finalPayerRefusal(payment, member.memberId)
  if (otherPayer) return fail(otherPayer)
  return payWith(payment, member, body)
}

export const paymentHandlers = [
  http.get(PAY_INFO, async ({ request, response }) => {
    await sweepExpired()
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const paySn = new URL(request.url).searchParams.get('paySn') ?? ''
    const payment = readablePayment(paySn, member)
    if (!payment) return fail(PAYMENT_MESSAGES.notFound)
    return response(200).json(ok(payInfoOf(payment, member)))
  }),

  http.get(PAY_METHOD, async ({ request, response }) => {
    await sweepExpired()
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const paySn = new URL(request.url).searchParams.get('paySn') ?? ''
    const payment = readablePayment(paySn, member)
    if (!payment) return fail(PAYMENT_MESSAGES.notFound)
    return response(200).json(ok(payMethodsFor(member, payment.needPay)))
  }),

  http.post(DO_PAY, async ({ request, response }) => {
    await sweepExpired()
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const parsed = await readBody<DoPayRequest>(request, DO_PAY)
    if (!parsed.ok) return parsed.response
    return idempotent(request, member.memberId, DO_PAY, parsed.body, () => doPay(member, parsed.body))
  }),
]
