// How the mock shows orders and refunds (openapi OrderSummary, OrderDetail, RefundSummary, RefundDetail,
// Batch, Account): one place, used by the order, after-sales, logistics, evaluation and control-panel handlers.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import {
  db,
  type AddressRecord,
  type BatchRecord,
  type InvoiceRecord,
  type OrderRecord,
  type PaymentRecord,
  type RefundRecord,
} from '../db'
import { goodsImageUrl } from './image-url'
import { addressOut } from './address-view'
import { iso } from './time'
import { goodsStateOfRefund } from './refund-lines'
import { evaluationScoresOut } from './evaluation-scores'
import {
  deadlineOf,
  isOrderStatusCode,
  isRefundOpen,
  labelOf,
  orderStatusLabel,
  owedPaySnOf,
} from '../../machines/order-lifecycle/lifecycle'
import { kindOf } from './order-lifecycle'
import { ORDER_STATE } from './order-records'
import { round2 } from './pricing'
import { approvalOut } from './sub-accounts'

type Invoice = components['schemas']['Invoice']
type OrderLine = components['schemas']['OrderLine']
type OrderSummary = components['schemas']['OrderSummary']
type OrderDetail = components['schemas']['OrderDetail']
type Batch = components['schemas']['Batch']
type Account = components['schemas']['Account']
type RefundSummary = components['schemas']['RefundSummary']
type RefundDetail = components['schemas']['RefundDetail']
type Lifecycle = components['schemas']['Lifecycle']

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

export const PAY_METHOD_LABEL: Record<string, string> = {
  balance: 'Saldo prepago',
  credit: 'Crédito',
  card: 'Tarjeta bancaria',
  transfer: 'Transferencia bancaria',
  voucher: 'Vale de recarga',
  tropipay: 'TropiPay',
}

export function lifecycleOut(kind: Lifecycle['kind'], lifecycle: OrderRecord['lifecycle']): Lifecycle {
  return {
    kind,
    state: lifecycle.state,
    context: { ...(lifecycle.context as unknown as Record<string, unknown>) },
  }
}

export function invoiceOut(invoice: Omit<InvoiceRecord, 'memberId'>): Invoice {
  return {
    invoiceId: invoice.invoiceId,
    titleType: invoice.titleType,
    invoiceTitle: invoice.invoiceTitle,
    taxCode: invoice.taxCode,
    invoiceType: invoice.invoiceType,
    receiverEmail: invoice.receiverEmail,
    registerAddr: invoice.registerAddr,
    registerPhone: invoice.registerPhone,
    bankName: invoice.bankName,
    bankAccount: invoice.bankAccount,
    isDefault: invoice.isDefault,
  }
}

export const paymentBySn = (paySn: string | null): PaymentRecord | null =>
  paySn ? (db.payments.findFirst((q) => q.where({ paySn })) ?? null) : null

/** The payment that paid the order's goods: the checkout payment, or a reservation's deposit. */
export const paymentOf = (order: OrderRecord): PaymentRecord | null =>
  paymentBySn(order.orderType === 2 ? order.depositPaySn : order.paySn)

/** The account a payment came from (the refund goes back to it, SPEC.md §5). */
export function accountOf(payment: PaymentRecord | null): Account | null {
  if (!payment || payment.payState !== 'paid' || !payment.payMethod || payment.payerMemberId === null)
    return null
  const payer = db.members.findFirst((q) => q.where({ memberId: payment.payerMemberId! }))
  return {
    key: `${payment.payMethod}:${payment.payerMemberId}`,
    label: `${PAY_METHOD_LABEL[payment.payMethod] ?? payment.payMethod} · ${payer?.email ?? ''}`,
  }
}

/** What the buyer paid for the order so far (checkout payment, or deposit + final payment). */
export function paidAmount(order: OrderRecord): number {
  if (order.orderType === 1) return paymentOf(order)?.payState === 'paid' ? order.totalMoney : 0
  let paid = 0
  if (paymentBySn(order.depositPaySn)?.payState === 'paid') paid += order.depositAmount ?? 0
  if (paymentBySn(order.finalPaySn)?.payState === 'paid') paid += order.finalAmount ?? 0
  return round2(paid)
}

export const refundableAmount = (order: OrderRecord) =>
  Math.max(0, round2(paidAmount(order) - order.refundedAmount))

/**
 * The Spanish label of the order's state (its orderStateValue): the label in its machine's meta, the same
 * words the client shows (a reservation order's own state, not the status code's label, which would mislead).
 */
export function stateValueOf(order: OrderRecord): string {
  const label =
    labelOf(kindOf(order), order.lifecycle.state) ??
    (isOrderStatusCode(order.orderState) ? orderStatusLabel(order.orderState) : null)
  return label?.defaultMessage ?? ''
}

/** The Spanish label of a refund's state (openapi RefundSummary.stateValue), from the refund machine's meta. */
export const refundStateValueOf = (refund: RefundRecord): string =>
  labelOf('refund', refund.lifecycle.state)?.defaultMessage ?? ''

export function lineOut(line: OrderRecord['lines'][number]): OrderLine {
  return {
    orderProductId: line.orderProductId,
    productId: line.productId,
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    goodsImage: goodsImageUrl(line),
    specValues: line.specValues,
    productCode: line.productCode,
    saleUnit: line.saleUnit,
    price: line.price,
    buyNum: line.buyNum,
    subtotal: round2(line.price * line.buyNum),
  }
}

export function batchOut(order: OrderRecord, batch: BatchRecord): Batch {
  return {
    batchNo: batch.batchNo,
    units: batch.units,
    lines: batch.lines.map((line) => ({
      orderProductId: line.orderProductId,
      goodsName: order.lines.find((l) => l.orderProductId === line.orderProductId)?.goodsName ?? '',
      quantity: line.quantity,
    })),
    logisticsState: batch.logisticsState,
    containerNumber: batch.containerNumber,
    carrier: batch.carrier,
    trackingNumber: batch.trackingNumber,
    shippedTime: iso(batch.shippedAt),
    events: batch.events.map((event) => ({ time: iso(event.at), state: event.state, note: event.note })),
  }
}

export const openRefundOf = (order: OrderRecord): RefundRecord | null =>
  db.refunds
    .findMany((q) => q.where({ orderSn: order.orderSn }))
    .find((refund) => isRefundOpen(refund.lifecycle.state)) ?? null

export function orderOut(order: OrderRecord): OrderSummary {
  const store = db.stores.findFirst((q) => q.where({ storeId: order.storeId }))
  const payment = paymentBySn(order.paySn)
  // the payment window counts down while the state runs it, on the payment the buyer owes (order or deposit)
  const kind = kindOf(order)
  const owed = paymentBySn(owedPaySnOf(kind, order.lifecycle.state, order))
  const windowOpen = deadlineOf(kind, order.lifecycle.state) === 'payment' && owed?.payState === 'unpaid'
  return {
    approval: approvalOut(order),
    orderSn: order.orderSn,
    paySn: order.paySn,
    orderType: order.orderType,
    orderState: order.orderState as OrderSummary['orderState'],
    orderStateValue: stateValueOf(order),
    reserveState: order.reserveState as OrderSummary['reserveState'],
    storeId: order.storeId,
    storeName: store?.storeName ?? '',
    createTime: iso(order.createdAt),
    expireTime: windowOpen ? iso(owed.expireAt) : null,
    payState: payment?.payState ?? (order.orderState === ORDER_STATE.cancelled ? 'cancelled' : 'unpaid'),
    payMethod: payment?.payMethod ?? null,
    productList: order.lines.map(lineOut),
    goodsAmount: order.goodsAmount,
    couponAmount: order.couponAmount,
    integralCashAmount: order.integralCashAmount,
    expressFee: order.expressFee,
    expressState: order.expressState,
    totalMoney: order.totalMoney,
    depositAmount: order.depositAmount,
    finalAmount: order.finalAmount,
    purchaseOrderNumber: order.purchaseOrderNumber,
    remark: order.remark,
    cancelReason: order.cancelReason,
    lifecycle: lifecycleOut(kindOf(order), order.lifecycle),
    evaluated: order.evaluation !== null,
    openRefundSn: openRefundOf(order)?.afsSn ?? null,
    depositPaySn: order.depositPaySn,
    finalPaySn: order.finalPaySn,
    finalPaymentDeadline: isoOrNull(order.finalPaymentDeadline),
    receiptDeadline: isoOrNull(order.receiptDeadline),
  }
}

/**
 * Every payment of the order (issue 15 item 11): the checkout payment, or a reservation's deposit and final
 * payment, each with its own method, trade number and date, so a paid final payment is listed beside the deposit.
 */
function paymentsOf(order: OrderRecord): OrderDetail['payments'] {
  const stages: [PaymentRecord | null, number][] =
    order.orderType === 2
      ? [
          [paymentBySn(order.depositPaySn), order.depositAmount ?? 0],
          [paymentBySn(order.finalPaySn), order.finalAmount ?? 0],
        ]
      : [[paymentBySn(order.paySn), order.totalMoney]]
  return stages
    .filter((stage): stage is [PaymentRecord, number] => stage[0] !== null)
    .map(([payment, amount]) => ({
      kind: payment.kind,
      paySn: payment.paySn,
      amount,
      payState: payment.payState,
      payMethod: payment.payMethod,
      tradeSn: payment.tradeSn,
      paidAt: isoOrNull(payment.paidAt),
    }))
}

export function orderDetailOut(order: OrderRecord): OrderDetail {
  const payment = paymentOf(order)
  return {
    ...orderOut(order),
    address: order.address ? addressOut(order.address) : null,
    invoice: order.invoice ? invoiceOut(order.invoice) : null,
    payTime: isoOrNull(order.payTime),
    tradeSn: payment?.tradeSn ?? null,
    serverTime: iso(clock.now()),
    log: order.log.map((entry) => ({
      time: iso(entry.at),
      state: entry.state,
      note: entry.note,
      ...(entry.noteKey ? { noteKey: entry.noteKey, noteValues: { ...entry.noteValues } } : {}),
      ...(entry.actor ? { actor: entry.actor } : {}),
    })),
    batches: order.batches.map((batch) => batchOut(order, batch)),
    pickupCode: order.pickupCode,
    quote: order.quote
      ? {
          total: order.quote.total,
          deposit: order.quote.deposit,
          time: iso(order.quote.at),
          note: order.quote.note,
        }
      : null,
    depositPayState: paymentBySn(order.depositPaySn)?.payState ?? null,
    finalPayState: paymentBySn(order.finalPaySn)?.payState ?? null,
    payments: paymentsOf(order),
    depositForfeited: order.depositForfeited,
    refundedAmount: order.refundedAmount,
    refundableAmount: refundableAmount(order),
    evaluation: order.evaluation
      ? {
          score: order.evaluation.score,
          content: order.evaluation.content,
          images: order.evaluation.images,
          time: iso(order.evaluation.at),
          ...evaluationScoresOut(order),
        }
      : null,
    contractNo: order.contractNo,
    rejectReason: order.rejectReason,
    refunds: db.refunds
      .findMany((q) => q.where({ orderSn: order.orderSn }))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((refund) => refundOut(refund)),
    paymentAccount: accountOf(payment),
  }
}

export function refundOut(refund: RefundRecord): RefundSummary {
  const order = db.orders.findFirst((q) => q.where({ orderSn: refund.orderSn }))
  const store = db.stores.findFirst((q) => q.where({ storeId: refund.storeId }))
  return {
    afsSn: refund.afsSn,
    orderSn: refund.orderSn,
    type: refund.type,
    state: refund.lifecycle.state as RefundSummary['state'],
    stateValue: refundStateValueOf(refund),
    amount: refund.amount,
    createTime: iso(refund.createdAt),
    storeName: store?.storeName ?? '',
    productList: order ? order.lines.map(lineOut) : [],
    lines: refund.lines ?? [],
    goodsState: goodsStateOfRefund(refund),
  }
}

export function refundDetailOut(refund: RefundRecord): RefundDetail {
  const order = db.orders.findFirst((q) => q.where({ orderSn: refund.orderSn }))
  const store = db.stores.findFirst((q) => q.where({ storeId: refund.storeId }))
  const payment = order ? paymentOf(order) : null
  return {
    ...refundOut(refund),
    lifecycle: lifecycleOut('refund', refund.lifecycle),
    reasonId: refund.reasonId,
    reason: refund.reason,
    description: refund.description,
    images: refund.images,
    refundAccount: refund.refundAccount,
    refundAccountLabel:
      accountOf(payment)?.key === refund.refundAccount ? accountOf(payment)!.label : refund.refundAccount,
    refuseReason: refund.refuseReason,
    returnLogistics: refund.returnLogistics
      ? {
          carrier: refund.returnLogistics.carrier,
          trackingNumber: refund.returnLogistics.trackingNumber,
          time: iso(refund.returnLogistics.at),
        }
      : null,
    returnAddress: `Almacén de ${store?.storeName ?? 'la tienda'}, Zona Especial de Desarrollo Mariel, Artemisa, Cuba`,
    history: refund.history.map((entry) => ({
      time: iso(entry.at),
      state: entry.state,
      actor: entry.actor,
      note: entry.note,
      ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
      ...(entry.reason !== undefined ? { reason: entry.reason } : {}),
      ...(entry.description !== undefined ? { description: entry.description } : {}),
      ...(entry.images !== undefined ? { images: entry.images } : {}),
    })),
    maxAmount: order ? refundableAmount(order) : 0,
    serverTime: iso(clock.now()),
  }
}

export type { AddressRecord, InvoiceRecord }
