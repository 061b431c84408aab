// Payments as the buyer's screens read them (tag `order`, issue 5 items 5 and 6; SPEC.md §1, §4): the contract's
// messages, who may read a payment, its orders, its third-party requests seen from either side, and the pay
// info. Shared by the payment, third-party payment, upload and payment control handlers.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type MemberRecord, type PayRequestRecord, type PaymentRecord } from '../db'
import { paymentMessages } from '../../src/schemas/payment-rules'
import { hasOverdueBill } from './credit-bills'
import { t } from './i18n'
import { balanceOf, creditUsedOf } from './ledger'
import { round2 } from './pricing'
import { fileUrlOrNull } from './private-files'
import { paymentApprovalOut } from './sub-accounts'

type PayInfo = components['schemas']['PayInfo']
type PayOrder = components['schemas']['PayOrder']
type PayRequestSummary = components['schemas']['PayRequestSummary']

/** The exact messages of the contract (openapi/marketplace.yaml, doPay, payMethod, upload). */
export const PAYMENT_MESSAGES = {
  notFound: 'No se encontró el registro de pago.',
  expired: 'La orden de pago ha caducado.',
  alreadyPaid: 'Este pedido ya está pagado.',
  pendingConfirmation: 'Este pago ya está pendiente de confirmación de la tienda.',
  requestGone: 'La solicitud de pago por un tercero fue cancelada o caducó.',
  noPayPassword: 'Debe establecer una contraseña de pago.',
  wrongPayPassword: 'La contraseña de pago no es correcta.',
  // the funds rule's own texts (src/schemas/payment.schema.ts fundsProblem), shared with the payment page
  balanceShort: t(paymentMessages.balanceShort.id),
  creditOverdue: t(paymentMessages.creditOverdue.id),
  creditShort: t(paymentMessages.creditShort.id),
  cardDeclined: 'La tarjeta fue rechazada por el banco emisor.',
  voucherUnknown: 'El número del vale o el PIN no es correcto.',
  voucherUsed: 'Este vale de recarga ya fue utilizado.',
  voucherShort: 'El valor del vale no cubre el importe a pagar.',
  proofMissing: 'Adjunte el comprobante de pago.',
  uploadFailed: 'Error al subir el archivo',
} as const

/** Where a wire transfer goes (SPEC.md §1 wire transfer): the platform's collection account. */
export const PLATFORM_BANK_ACCOUNT = {
  bankName: 'Banco Metropolitano S.A. — Sucursal 278, Vedado, La Habana',
  accountName: 'Mercado Mayorista China–Cuba S.A. (cuenta de cobros a proveedores)',
  accountNumber: '0598 7612 3400 0127',
  swift: 'BMNBCUHH',
} as const

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

/**
 * A final payment's reservation order as the payment page needs it (SPEC.md §5 same payer): the order's
 * lifecycle, which the page resolves with the same machine as the server, and the account that paid the deposit
 * (its e-mail masked unless it is the viewer's). Null for any other payment.
 */
function finalPaymentOf(payment: PaymentRecord, viewer: MemberRecord) {
  const none = { orderLifecycle: null, depositPayer: null }
  if (payment.kind !== 'final') return none
  const order = db.orders.findFirst((q) => q.where({ orderSn: payment.orderSns[0] ?? '' }))
  if (!order || order.orderType !== 2) return none
  const context = order.lifecycle.context as unknown as Record<string, unknown>
  const payerId = typeof context.depositPayerMemberId === 'number' ? context.depositPayerMemberId : null
  const payer = payerId === null ? undefined : memberById(payerId)
  return {
    orderLifecycle: { kind: 'reservation' as const, state: order.lifecycle.state, context: { ...context } },
    depositPayer: payer
      ? {
          memberName: payer.memberTrueName || payer.memberName,
          email: payer.memberId === viewer.memberId ? payer.email : maskEmail(payer.email),
        }
      : null,
  }
}

/** The payment as `viewer` sees it: the wallet and credit fields are always the viewer's own. */
export function payInfoOf(payment: PaymentRecord, viewer: MemberRecord): PayInfo {
  const active = activeRequestOf(payment.paySn)
  return {
    approval: paymentApprovalOut(payment),
    paySn: payment.paySn,
    needPay: payment.needPay,
    payState: payment.payState,
    payMethod: payment.payMethod,
    payKind: payment.kind,
    windowStartTime: iso(payment.createdAt),
    expireTime: iso(payment.expireAt),
    serverTime: iso(clock.now()),
    orderList: payOrdersOf(payment),
    balanceAvailable: round2(balanceOf(viewer.memberId)),
    hasPayPassword: viewer.payPassword !== '',
    credit: {
      limit: viewer.creditLimit,
      available: round2(Math.max(0, viewer.creditLimit - creditUsedOf(viewer.memberId))),
      hasOverdueBill: hasOverdueBill(viewer.memberId),
    },
    ...receiverOf(payment),
    tradeSn: payment.tradeSn,
    paidAt: isoOrNull(payment.paidAt),
    proofUrl: fileUrlOrNull(payment.proofUrl),
    transferRejectReason: payment.transferRejectReason,
    payRequest: active ? requestSummaryOf(active, viewer) : null,
    bankAccount: { ...PLATFORM_BANK_ACCOUNT },
    ...finalPaymentOf(payment, viewer),
  }
}
