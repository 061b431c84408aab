// A contract made from an accepted quote becomes an order (issue 28 item 1): once the buyer signed it
// (/member/contract/sign) and the supplier confirmed it (control panel), whichever comes last. The order runs
// on the existing lifecycles (machines/order-lifecycle): a regular order waiting for its payment (24 h window)
// when every line is in stock, else a reservation order that the supplier at once reviews and quotes at the
// contract's amount through the same supplier actions as any reservation order (its deposit payment opens; the
// order's contract is this one, not a second). The quote's charges and tax are the order's shipping and fees
// line (expressFee), so the order's total is the contract's amount.
import { clock } from '../clock'
import { db, type ContractRecord, type OrderRecord } from '../db'
import { newOrderLifecycle, openingLogEntry } from './order-lifecycle'
import { newOrderSn, newPaySn } from './order-records'
import { newPaymentRecord } from './payment-record'
import { round2 } from './pricing'
import { approve, quote as quoteOrder } from './supplier-actions'
import { INQUIRY_MESSAGES, amountsOf, latestOf } from './inquiries'

export type ConfirmResult = { ok: true; contract: ContractRecord } | { ok: false; message: string }

const contractByNo = (contractNo: string) => db.contracts.findFirst((q) => q.where({ contractNo })) ?? null

function lastOrderProductId(): number {
  let max = 0
  for (const order of db.orders.all())
    for (const line of order.lines) max = Math.max(max, line.orderProductId)
  return max
}

/** Makes the contract's order when both parties agreed and it has none yet; answers the contract as it is now. */
export async function orderWhenAgreed(contract: ContractRecord): Promise<ContractRecord> {
  const current = contractByNo(contract.contractNo) ?? contract
  if (current.source !== 'quote' || !current.quote || current.orderSn) return current
  if (current.state !== 'signed' || !current.supplierConfirmedAt) return current
  const quote = db.quotes.findFirst((q) => q.where({ quoteSn: current.quote!.quoteSn }))
  const version =
    quote?.versions.find((row) => row.version === current.quote!.version) ?? (quote && latestOf(quote))
  if (!quote || !version) return current

  const now = clock.now()
  const orderSn = newOrderSn()
  let orderProductId = lastOrderProductId()
  const items = version.lines.map((line) => {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))!
    const goods = db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))!
    return { line, product, goods }
  })
  const inStock = items.every(
    ({ line, product, goods }) =>
      goods.stockType === 'inStock' && goods.state === 1 && product.stock >= line.buyNum,
  )
  const orderType: 1 | 2 = inStock ? 1 : 2
  const lines: OrderRecord['lines'] = items.map(({ line, product, goods }) => ({
    orderProductId: (orderProductId += 1),
    productId: product.productId,
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    specValues: product.specValues,
    productCode: product.productCode,
    saleUnit: goods.saleUnit,
    price: line.price,
    buyNum: line.buyNum,
    imageSeed: goods.imageSeed,
    categoryId: goods.categoryId,
  }))
  const amounts = amountsOf(version)
  const address = db.addresses
    .findMany((q) => q.where({ memberId: current.memberId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))[0]
  const paySn = inStock ? newPaySn() : null
  await db.orders.create({
    orderSn,
    paySn,
    memberId: current.memberId,
    storeId: quote.storeId,
    orderType,
    lines,
    goodsAmount: amounts.goodsAmount,
    couponAmount: 0,
    integral: 0,
    integralCashAmount: 0,
    expressFee: round2(amounts.chargesAmount + amounts.taxAmount),
    expressState: 'charged',
    totalMoney: amounts.totalAmount,
    depositAmount: null,
    finalAmount: null,
    couponReceiptId: null,
    purchaseOrderNumber: current.contractNo,
    remark: `Contrato ${current.contractNo} de la cotización ${quote.quoteSn}: cargos y ${version.taxRate} % de impuestos incluidos en los gastos de envío.`,
    address: address ? (({ memberId: _m, createdAt: _c, ...rest }) => rest)(address) : null,
    invoice: null,
    createdAt: now,
    payTime: null,
    cancelReason: null,
    log: [
      inStock
        ? openingLogEntry(1, `Pedido del contrato ${current.contractNo}; pendiente de pago.`)
        : openingLogEntry(2, `Pedido de reserva del contrato ${current.contractNo}.`),
    ],
    ...newOrderLifecycle(orderType, lines),
    contractNo: current.contractNo,
    buyerDeleted: false,
  })
  for (const { line, product } of items)
    await db.products.update((q) => q.where({ productId: product.productId }), {
      data: (row) => void (row.stock = Math.max(0, row.stock - line.buyNum)),
    })
  if (paySn)
    await db.payments.create(
      newPaymentRecord({
        paySn,
        memberId: current.memberId,
        orderSns: [orderSn],
        needPay: amounts.totalAmount,
      }),
    )
  else {
    // the price is agreed: the supplier's review and quote of the reservation order are the contract's
    const order = db.orders.findFirst((q) => q.where({ orderSn }))!
    const approved = await approve(order)
    if (approved.ok)
      await quoteOrder(approved.order, amounts.totalAmount, `Precio del contrato ${current.contractNo}`)
  }
  await db.contracts.update((q) => q.where({ contractNo: current.contractNo }), {
    data: (row) => void (row.orderSn = orderSn),
  })
  return contractByNo(current.contractNo)!
}

/** The supplier confirms a contract made from a quote (control panel); the order follows if the buyer signed. */
export async function confirmBySupplier(contractNo: string): Promise<ConfirmResult> {
  const contract = contractByNo(contractNo)
  if (
    !contract ||
    contract.source !== 'quote' ||
    contract.supplierConfirmedAt ||
    (contract.state !== 'pendingSignature' && contract.state !== 'signed') ||
    contract.endDate < new Date(clock.now()).toISOString().slice(0, 10)
  )
    return { ok: false, message: INQUIRY_MESSAGES.cannotConfirm }
  const at = clock.now()
  await db.contracts.update((q) => q.where({ contractNo }), {
    data(row) {
      row.supplierConfirmedAt = at
      row.history = [...row.history, { at, event: 'signed', actor: 'supplier' }]
    },
  })
  return { ok: true, contract: await orderWhenAgreed(contractByNo(contractNo)!) }
}
