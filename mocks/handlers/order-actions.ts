// The buyer's actions on an order (tag `order`, issue 6; SPEC.md §4 order and reservation states, §5 review
// rules, decision 007): the reasons to cancel or ask for a refund, cancelling, "Confirmar recepción", the
// batches and logistics of an order, and the evaluation (1–5 stars, text, at most 5 photos). Every change of
// state goes through the order's lifecycle machine (mocks/lib/order-lifecycle.ts): an action the current
// state does not take is answered with the contract's message and changes nothing.
import type { components } from '../../src/api/schema'
import { evaluationSchema, storeEvaluationSchema } from '../../src/schemas/evaluation.schema'
import { cancelOrderSchema } from '../../src/schemas/refund.schema'
import { clock } from '../clock'
import { db, type OrderRecord } from '../db'
import { fail, invalid, ok } from '../lib/envelope'
import { offersEvaluation } from '../../machines/order-lifecycle/lifecycle'
import { kindOf, sendOrderEvent } from '../lib/order-lifecycle'
import { ORDER_ACTION_MESSAGES } from '../lib/order-messages'
import { cancelOrderByBuyer, isOrderSn, orderOfMember } from '../lib/order-records'
import { batchOut, lineOut, orderDetailOut } from '../lib/order-view'
import { iso } from '../lib/time'
import { paginate } from '../lib/paginate'
import { rawJson, readBody, ruleFailure } from '../lib/request'
import { uploadedImages } from '../lib/uploads'
import { evaluationScoresOf, evaluationScoresOut, publishProductReviews } from '../lib/evaluation-scores'
import { memberOnly } from '../lib/member-only'
import { http } from './http'
import { REASONS, reasonOf, type ReasonType } from '../lib/reasons'

type TraceData = components['schemas']['TraceData']
type OrderComment = components['schemas']['OrderComment']

const PATHS = {
  reasons: '/v3/system/front/reason/list',
  cancel: '/v3/business/front/orderOperate/cancel',
  receive: '/v3/business/front/orderOperate/receive',
  trace: '/v3/business/front/logistics/order/getTrace',
  comment: '/v3/business/front/orderComment/addOrderComment',
  comments: '/v3/business/front/orderComment/list',
} as const

// ---------------------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------------------

function traceOut(order: OrderRecord): TraceData {
  const context = order.lifecycle.context as { unitsTotal?: number; unitsShipped?: number }
  const address = order.address
  return {
    orderSn: order.orderSn,
    unitsTotal: context.unitsTotal ?? order.lines.reduce((sum, line) => sum + line.buyNum, 0),
    unitsShipped: context.unitsShipped ?? 0,
    pickupCode: order.pickupCode,
    batches: order.batches.map((batch) => batchOut(order, batch)),
    address: address
      ? [address.detailAddress, address.street, address.city, address.province, address.country]
          .filter((part) => part && part.trim())
          .join(', ')
      : null,
  }
}

function commentOut(order: OrderRecord): OrderComment {
  const store = db.stores.findFirst((q) => q.where({ storeId: order.storeId }))
  const evaluation = order.evaluation!
  return {
    orderSn: order.orderSn,
    storeName: store?.storeName ?? '',
    score: evaluation.score,
    content: evaluation.content,
    images: evaluation.images,
    time: iso(evaluation.at),
    ...evaluationScoresOut(order),
    productList: order.lines.map(lineOut),
  }
}

/** Whether the order waits for the buyer's evaluation (its lifecycle's `offersEvaluation`). */
const awaitsEvaluation = (order: OrderRecord): boolean =>
  offersEvaluation(kindOf(order), order.lifecycle.state, order.evaluation !== null)

export const orderActionHandlers = [
  http.get(PATHS.reasons, ({ query, response }) => {
    const type = Number(query.get('type'))
    if (!(type in REASONS)) return invalid('type')
    return response(200).json(ok(REASONS[type as ReasonType]))
  }),

  http.post(
    PATHS.cancel,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawJson(request)
      const broken = raw && ruleFailure(() => cancelOrderSchema.validateSync(raw))
      if (broken) return fail(broken)
      const parsed = await readBody<{ orderSn: string; reasonId: number }>(request, PATHS.cancel)
      if (!parsed.ok) return parsed.response
      const order = orderOfMember(member, parsed.body.orderSn)
      if (!order) return fail(ORDER_ACTION_MESSAGES.orderNotFound)
      const reason = reasonOf(parsed.body.reasonId, [104])
      if (!reason) return fail(ORDER_ACTION_MESSAGES.cancelReason)
      const cancelled = await cancelOrderByBuyer(order, reason.content)
      if (!cancelled) return fail(ORDER_ACTION_MESSAGES.notCancellable)
      return response(200).json(ok(orderDetailOut(cancelled)))
    }),
  ),

  http.post(
    PATHS.receive,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string }>(request, PATHS.receive)
      if (!parsed.ok) return parsed.response
      const order = orderOfMember(member, parsed.body.orderSn)
      if (!order) return fail(ORDER_ACTION_MESSAGES.orderNotFound)
      const received = await sendOrderEvent(
        order,
        { type: 'receipt.confirmed' },
        { actor: 'buyer', note: 'Recepción confirmada por el comprador.' },
      )
      if (!received) return fail(ORDER_ACTION_MESSAGES.notWaitingReceipt)
      return response(200).json(ok(orderDetailOut(received)))
    }),
  ),

  http.get(
    PATHS.trace,
    memberOnly(({ query, response, member }) => {
      const orderSn = (query.get('orderSn') ?? '').trim()
      if (!isOrderSn(orderSn)) return invalid('orderSn')
      const order = orderOfMember(member, orderSn)
      if (!order) return fail(ORDER_ACTION_MESSAGES.orderNotFound)
      return response(200).json(ok(traceOut(order)))
    }),
  ),

  http.post(
    PATHS.comment,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawJson(request)
      const order = orderOfMember(member, raw?.orderSn)
      if (order && !awaitsEvaluation(order)) return fail(ORDER_ACTION_MESSAGES.notWaitingReview)
      const lineIds = order?.lines.map((line) => line.orderProductId)
      const broken =
        raw &&
        ruleFailure(() => {
          evaluationSchema.validateSync(raw)
          storeEvaluationSchema(lineIds).validateSync(raw)
        })
      if (broken) return fail(broken)
      const parsed = await readBody<{ orderSn: string; score: number; content?: string; images?: string[] }>(
        request,
        PATHS.comment,
      )
      if (!parsed.ok) return parsed.response
      if (!order) return fail(ORDER_ACTION_MESSAGES.orderNotFound)
      const values = evaluationSchema.validateSync(parsed.body)
      const images = uploadedImages(member, values.images, 'review')
      if (!images) return fail(ORDER_ACTION_MESSAGES.imageNotUploaded)
      const scores = await evaluationScoresOf(
        member,
        storeEvaluationSchema(lineIds).validateSync(parsed.body),
      )
      if (!scores) return fail(ORDER_ACTION_MESSAGES.imageNotUploaded)
      const evaluation = { score: values.score, content: values.content, images, at: clock.now(), ...scores }
      if (kindOf(order) === 'regular') {
        const evaluated = await sendOrderEvent(
          order,
          { type: 'order.evaluated' },
          { actor: 'buyer', note: 'Pedido valorado.', patch: (o) => void (o.evaluation = evaluation) },
        )
        if (!evaluated) return fail(ORDER_ACTION_MESSAGES.notWaitingReview)
        await publishProductReviews(member, order, evaluation)
        return response(200).json(ok(orderDetailOut(evaluated)))
      }
      // a finished reservation order stays finished: the evaluation changes no state
      await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
        data: (o) => void (o.evaluation = evaluation),
      })
      await publishProductReviews(member, order, evaluation)
      return response(200).json(ok(orderDetailOut(orderOfMember(member, order.orderSn)!)))
    }),
  ),

  http.get(
    PATHS.comments,
    memberOnly(({ query, response, member }) => {
      const current = query.get('current')
      if (current !== null && !/^[1-9]\d{0,8}$/.test(current)) return invalid('current')
      const pageSize = query.get('pageSize')
      if (pageSize !== null && !['10', '20', '30', '50'].includes(pageSize)) return invalid('pageSize')
      const evaluated = db.orders
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((order) => order.evaluation !== null)
        .sort(
          (a, b) =>
            b.evaluation!.at - a.evaluation!.at ||
            (a.orderSn < b.orderSn ? 1 : a.orderSn > b.orderSn ? -1 : 0),
        )
      const page = paginate(evaluated, Number(current ?? 1), Number(pageSize ?? 20))
      return response(200).json(ok({ list: page.list.map(commentOut), pagination: page.pagination }))
    }),
  ),
]
