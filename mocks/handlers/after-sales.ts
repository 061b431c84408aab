// After-sales (tag `afterSales`, issue 6 item 5; SPEC.md §4 refund states, §5 refund rules, decision 007): what
// a refund of an order may be, requesting a refund or a refund with return, the member's refunds, one refund,
// the return logistics, reapplying after a refusal ("Volver a solicitar") and withdrawing. The refund's state
// changes only through the refund machine and the order's only through the order machine (refund.opened moves
// it to Reembolso/Posventa, refund.closed takes it back); the supplier's side is mocks/lib/refund-records.ts.
// Issue 16 item 7: a request names its lines and units (mocks/lib/refund-lines.ts) and the goods state; the
// return logistics and the carrier list are in ./after-sales-returns.ts.
import type { components } from '../../src/api/schema'
import {
  costOfLines,
  refundMessages,
  refundSchema,
  type GoodsState,
  type RefundRules,
} from '../../src/schemas/refund.schema'
import { initial, isRefundOpen, takesEventType } from '../../machines/order-lifecycle/lifecycle'
import { clock } from '../clock'
import { db, type MemberRecord, type OrderRecord, type RefundRecord } from '../db'
import { idempotent } from '../lib/idempotency'
import { fail, invalid, ok } from '../lib/envelope'
import { orderAccepts, sendOrderEvent, sendRefundEvent } from '../lib/order-lifecycle'
import { ORDER_ACTION_MESSAGES } from '../lib/order-messages'
import { newAfsSn, orderOfMember } from '../lib/order-records'
import {
  PAY_METHOD_LABEL,
  accountOf,
  lineOut,
  paymentOf,
  refundDetailOut,
  refundOut,
  refundableAmount,
} from '../lib/order-view'
import { paginate } from '../lib/paginate'
import { reasonOf } from '../lib/reasons'
import {
  goodsStateOfRefund,
  goodsStatesOf,
  reasonIdsOf,
  reasonTypeOf,
  refundableLinesOf,
  unitsShipped,
} from '../lib/refund-lines'
import { t } from '../lib/i18n'
import { rawJson, readBody, ruleFailure } from '../lib/request'
import { uploadedImages } from '../lib/uploads'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type Account = components['schemas']['Account']
type RefundApplyInfo = components['schemas']['RefundApplyInfo']
type RefundApplyRequest = components['schemas']['RefundApplyRequest']
type RefundReapplyRequest = components['schemas']['RefundReapplyRequest']
type RefundType = RefundRecord['type']

const PATHS = {
  applyInfo: '/v3/business/front/after/sale/apply/applyInfo',
  submit: '/v3/business/front/after/sale/apply/submit',
  list: '/v3/business/front/after/sale/list',
  detail: '/v3/business/front/after/sale/detail',
  reapply: '/v3/business/front/after/sale/reapply',
  withdraw: '/v3/business/front/after/sale/cancel',
} as const

/** The exact messages of the contract (openapi/marketplace.yaml, tag `afterSales`). */
export const AFTER_SALES_MESSAGES = {
  orderNotFound: ORDER_ACTION_MESSAGES.orderNotFound,
  notRefundable: 'Este pedido no admite reembolso en su estado actual.',
  fullyRefunded: 'Este pedido ya se reembolsó por completo.',
  returnBeforeShipping: 'La devolución solo es posible cuando se ha enviado mercancía.',
  reasonRequired: 'Seleccione un motivo.',
  refundNotFound: 'La solicitud de reembolso no existe.',
  notWaitingReturn: 'Esta solicitud no espera la devolución de la mercancía.',
  reapplyOnlyAfterRefusal: 'Solo se puede volver a solicitar después de un rechazo.',
  notWithdrawable: 'Esta solicitud ya no se puede retirar.',
  imageNotUploaded: ORDER_ACTION_MESSAGES.imageNotUploaded,
} as const

/** Why no refund of the order can be opened now (the applyInfo refusals), or null. */
function refundRefusal(order: OrderRecord): string | null {
  if (!orderAccepts(order, { type: 'refund.opened' })) return AFTER_SALES_MESSAGES.notRefundable
  if (!accountOf(paymentOf(order))) return AFTER_SALES_MESSAGES.notRefundable
  if (refundableAmount(order) <= 0) return AFTER_SALES_MESSAGES.fullyRefunded
  if (refundableLinesOf(order).every((line) => line.refundableNum === 0))
    return AFTER_SALES_MESSAGES.fullyRefunded
  return null
}

/**
 * The accounts the form offers: the one that paid (the only one accepted, SPEC.md §5) and the member's own
 * prepaid balance and credit when they are other accounts.
 */
function accountsOf(member: MemberRecord, paymentAccount: Account): Account[] {
  const own = (['balance', 'credit'] as const).map((method) => ({
    key: `${method}:${member.memberId}`,
    label: `${PAY_METHOD_LABEL[method]} · ${member.email}`,
  }))
  return [paymentAccount, ...own.filter((account) => account.key !== paymentAccount.key)]
}

function applyInfoOut(member: MemberRecord, order: OrderRecord): RefundApplyInfo {
  const store = db.stores.findFirst((q) => q.where({ storeId: order.storeId }))
  const paymentAccount = accountOf(paymentOf(order))!
  return {
    orderSn: order.orderSn,
    storeName: store?.storeName ?? '',
    orderState: order.orderState,
    maxAmount: refundableAmount(order),
    paymentAccount,
    accounts: accountsOf(member, paymentAccount),
    types: unitsShipped(order) > 0 ? ['refund', 'return'] : ['refund'],
    productList: order.lines.map(lineOut),
    lines: refundableLinesOf(order),
    goodsStates: goodsStatesOf(order),
  }
}

const refundOfMember = (member: MemberRecord, afsSn: unknown): RefundRecord | null =>
  typeof afsSn === 'string' && afsSn !== ''
    ? (db.refunds.findFirst((q) => q.where({ afsSn, memberId: member.memberId })) ?? null)
    : null

interface RefundFields {
  amount: number
  reasonId: number
  reason: string
  description: string
  images: string[]
  refundAccount: string
  goodsState: GoodsState
  lines: { orderProductId: number; afsNum: number }[]
}

type Checked<T> = { ok: true; fields: RefundFields; body: T } | { ok: false; response: Response }

/** What a request or a reapplication is checked against. */
interface RefundCase {
  type: RefundType
  rules: RefundRules
  /** reapplying: the refund's own lines and goods state (not in the body) */
  kept?: { lines: RefundFields['lines']; goodsState: GoodsState }
}

/** A new request: its lines against what is left, the goods states of its type, the reasons of both. */
function applyCase(order: OrderRecord, raw: Record<string, unknown> | null): RefundCase {
  const type: RefundType = raw?.type === 'return' ? 'return' : 'refund'
  const goodsStates: GoodsState[] = type === 'return' ? ['received'] : goodsStatesOf(order)
  const goodsState: GoodsState = raw?.goodsState === 'received' ? 'received' : 'notReceived'
  return {
    type,
    rules: {
      maxAmount: refundableAmount(order),
      paymentAccount: accountOf(paymentOf(order))!.key,
      lines: refundableLinesOf(order),
      goodsStates,
      reasonIds: goodsStates.includes(goodsState) ? reasonIdsOf(type, goodsState) : undefined,
    },
  }
}

/** A reapplication keeps its lines and goods state: the amount is capped by what its units cost. */
function reapplyCase(order: OrderRecord, refund: RefundRecord): RefundCase {
  const goodsState = goodsStateOfRefund(refund)
  const lines = refund.lines ?? []
  const refundable = refundableAmount(order)
  return {
    type: refund.type,
    rules: {
      maxAmount:
        lines.length > 0 ? Math.min(refundable, costOfLines(refundableLinesOf(order), lines)) : refundable,
      paymentAccount: accountOf(paymentOf(order))!.key,
      reasonIds: reasonIdsOf(refund.type, goodsState),
    },
    kept: { lines, goodsState },
  }
}

/**
 * The rules of a request or a reapplication, in the contract's order: the shared rules of
 * src/schemas/refund.schema.ts (on the body as sent), the contract's schema, the reason of the type's list,
 * and images that are this member's after-sales uploads.
 */
async function checkRefund<T extends RefundApplyRequest | RefundReapplyRequest>(
  request: Request,
  path: string,
  raw: Record<string, unknown> | null,
  member: MemberRecord,
  order: OrderRecord,
  refundCase: RefundCase,
): Promise<Checked<T>> {
  const rules = refundSchema(refundCase.rules)
  const broken = raw && ruleFailure(() => rules.validateSync(raw))
  if (broken) return { ok: false, response: fail(broken) }
  const parsed = await readBody<T>(request, path)
  if (!parsed.ok) return parsed
  const values = rules.validateSync(parsed.body)
  if (refundCase.type === 'return' && unitsShipped(order) === 0)
    return { ok: false, response: fail(AFTER_SALES_MESSAGES.returnBeforeShipping) }
  const goodsState =
    refundCase.kept?.goodsState ?? (values.goodsState as GoodsState | undefined) ?? 'notReceived'
  const reason = reasonOf(values.reasonId, [reasonTypeOf(refundCase.type, goodsState)])
  if (!reason) return { ok: false, response: fail(AFTER_SALES_MESSAGES.reasonRequired) }
  const lines =
    refundCase.kept?.lines ??
    ((values.productList ?? []) as { orderProductId: number; afsNum: number }[]).map((line) => ({
      orderProductId: line.orderProductId,
      afsNum: line.afsNum,
    }))
  // a reapplication's units must still be left (another request may have taken them meanwhile)
  const left = refundableLinesOf(order, 'afsSn' in parsed.body ? parsed.body.afsSn : null)
  if (
    lines.some(
      (line) =>
        line.afsNum > (left.find((l) => l.orderProductId === line.orderProductId)?.refundableNum ?? 0),
    )
  )
    return { ok: false, response: fail(t(refundMessages.quantityMax.id)) }
  const images = uploadedImages(member, values.images, 'afterSale')
  if (!images) return { ok: false, response: fail(AFTER_SALES_MESSAGES.imageNotUploaded) }
  return {
    ok: true,
    body: parsed.body,
    fields: {
      amount: values.amount,
      reasonId: reason.reasonId,
      reason: reason.content,
      description: values.description,
      images,
      refundAccount: values.refundAccount,
      goodsState,
      lines,
    },
  }
}

const historyOf = (fields: RefundFields, note: string) => ({
  actor: 'buyer' as const,
  note,
  amount: fields.amount,
  reason: fields.reason,
  description: fields.description,
  images: fields.images,
})

/** Opens the refund on the order (→ Reembolso/Posventa); false when its machine refuses. */
async function openOnOrder(order: OrderRecord, afsSn: string, note: string): Promise<boolean> {
  const opened = await sendOrderEvent(
    order,
    { type: 'refund.opened' },
    { actor: 'buyer', note: `${note} ${afsSn}` },
  )
  return opened !== null
}

const TYPE_NOTE: Record<RefundType, string> = {
  refund: 'Reembolso solicitado.',
  return: 'Reembolso con devolución solicitado.',
}

export const afterSalesHandlers = [
  http.get(
    PATHS.applyInfo,
    memberOnly(({ query, response, member }) => {
      const order = orderOfMember(member, (query.get('orderSn') ?? '').trim())
      if (!order) return fail(AFTER_SALES_MESSAGES.orderNotFound)
      const refused = refundRefusal(order)
      if (refused) return fail(refused)
      return response(200).json(ok(applyInfoOut(member, order)))
    }),
  ),

  http.post(
    PATHS.submit,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawJson(request)
      // a retry of a lost answer replays the first (issue 26 item 2); another key is another request
      return idempotent(request, member.memberId, PATHS.submit, raw, async () => {
        const order = orderOfMember(member, raw?.orderSn)
        if (!order) {
          const parsed = await readBody<RefundApplyRequest>(request, PATHS.submit)
          return parsed.ok ? fail(AFTER_SALES_MESSAGES.orderNotFound) : parsed.response
        }
        const refused = refundRefusal(order)
        if (refused) return fail(refused)
        const checked = await checkRefund<RefundApplyRequest>(
          request,
          PATHS.submit,
          raw,
          member,
          order,
          applyCase(order, raw),
        )
        if (!checked.ok) return checked.response
        const { fields } = checked
        const type = checked.body.type
        const afsSn = newAfsSn()
        if (!(await openOnOrder(order, afsSn, TYPE_NOTE[type])))
          return fail(AFTER_SALES_MESSAGES.notRefundable)
        const now = clock.now()
        const lifecycle = initial('refund', { type })
        await db.refunds.create({
          afsSn,
          orderSn: order.orderSn,
          memberId: member.memberId,
          storeId: order.storeId,
          type,
          lifecycle,
          amount: fields.amount,
          reasonId: fields.reasonId,
          reason: fields.reason,
          description: fields.description,
          images: fields.images,
          refundAccount: fields.refundAccount,
          refuseReason: null,
          returnLogistics: null,
          lines: fields.lines,
          goodsState: fields.goodsState,
          history: [{ at: now, state: lifecycle.state, ...historyOf(fields, TYPE_NOTE[type]) }],
          createdAt: now,
          refundedAt: null,
        })
        return response(200).json(ok(refundDetailOut(refundOfMember(member, afsSn)!)))
      })
    }),
  ),

  http.get(
    PATHS.list,
    memberOnly(({ query, response, member }) => {
      const type = query.get('type')
      if (type !== null && type !== 'refund' && type !== 'return')
        return fail('Solicitud no válida: el campo «type» tiene un valor no admitido.')
      const current = query.get('current')
      if (current !== null && !/^[1-9]\d{0,8}$/.test(current)) return invalid('current')
      const pageSize = query.get('pageSize')
      if (pageSize !== null && !['10', '20', '30', '50'].includes(pageSize)) return invalid('pageSize')
      const refunds = db.refunds
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((refund) => type === null || refund.type === type)
        .sort((a, b) => b.createdAt - a.createdAt || (a.afsSn < b.afsSn ? 1 : a.afsSn > b.afsSn ? -1 : 0))
      const page = paginate(refunds, Number(current ?? 1), Number(pageSize ?? 20))
      return response(200).json(ok({ list: page.list.map(refundOut), pagination: page.pagination }))
    }),
  ),

  http.get(
    PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const refund = refundOfMember(member, (query.get('afsSn') ?? '').trim())
      if (!refund) return fail(AFTER_SALES_MESSAGES.refundNotFound)
      return response(200).json(ok(refundDetailOut(refund)))
    }),
  ),

  http.post(
    PATHS.reapply,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawJson(request)
      return idempotent(request, member.memberId, PATHS.reapply, raw, async () => {
        const refund = refundOfMember(member, raw?.afsSn)
        if (!refund) {
          const parsed = await readBody<RefundReapplyRequest>(request, PATHS.reapply)
          return parsed.ok ? fail(AFTER_SALES_MESSAGES.refundNotFound) : parsed.response
        }
        if (!takesEventType('refund', refund.lifecycle.state, 'buyer.reapplied'))
          return fail(AFTER_SALES_MESSAGES.reapplyOnlyAfterRefusal)
        const order = db.orders.findFirst((q) => q.where({ orderSn: refund.orderSn }))
        if (!order) return fail(AFTER_SALES_MESSAGES.orderNotFound)
        const refused = refundRefusal(order)
        if (refused) return fail(refused)
        const checked = await checkRefund<RefundReapplyRequest>(
          request,
          PATHS.reapply,
          raw,
          member,
          order,
          reapplyCase(order, refund),
        )
        if (!checked.ok) return checked.response
        const { fields } = checked
        if (!(await openOnOrder(order, refund.afsSn, 'Reembolso solicitado de nuevo.')))
          return fail(AFTER_SALES_MESSAGES.notRefundable)
        const reapplied = await sendRefundEvent(
          refund,
          { type: 'buyer.reapplied' },
          historyOf(fields, 'Solicitud presentada de nuevo.'),
          (r) => {
            r.amount = fields.amount
            r.reasonId = fields.reasonId
            r.reason = fields.reason
            r.description = fields.description
            r.images = fields.images
            r.refundAccount = fields.refundAccount
            r.refuseReason = null
          },
        )
        if (!reapplied) return fail(AFTER_SALES_MESSAGES.reapplyOnlyAfterRefusal)
        return response(200).json(ok(refundDetailOut(reapplied)))
      })
    }),
  ),

  http.post(
    PATHS.withdraw,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ afsSn: string }>(request, PATHS.withdraw)
      if (!parsed.ok) return parsed.response
      const refund = refundOfMember(member, parsed.body.afsSn)
      if (!refund) return fail(AFTER_SALES_MESSAGES.refundNotFound)
      const wasOpen = isRefundOpen(refund.lifecycle.state)
      const withdrawn = await sendRefundEvent(
        refund,
        { type: 'buyer.withdrew' },
        { actor: 'buyer', note: 'Solicitud retirada por el comprador.' },
      )
      if (!withdrawn) return fail(AFTER_SALES_MESSAGES.notWithdrawable)
      // a refused refund already gave the order back; only an open one closes it now
      const order = db.orders.findFirst((q) => q.where({ orderSn: refund.orderSn }))
      if (wasOpen && order)
        await sendOrderEvent(
          order,
          { type: 'refund.closed', refundedEverything: false },
          { actor: 'buyer', note: `Reembolso ${refund.afsSn} retirado por el comprador.` },
        )
      return response(200).json(ok(refundDetailOut(withdrawn)))
    }),
  ),
]
