// The points mall (tag `points`, issue 12 item 5; SPEC.md §2 /point/*, /member/myPoint, /member/pointOrder/*;
// §5 points in multiples of a set number; §8 "Puntos insuficientes"): home, goods list and detail, redeem
// (confirm, submit), the cash part of points + cash goods paid from the prepaid balance with the pay password,
// the member's points orders (cancel, receive, delete) and points history. Redeem and pay run once per
// Idempotency-Key. Rules come from src/schemas/point-order.schema.ts (the form's own); every movement goes
// through the ledger (mocks/lib/points.ts) and a refusal writes nothing.
import type { components } from '../../src/api/schema'
import { payPasswordSchema } from '../../src/schemas/payment.schema'
import { pointOrderMessages, pointRedeemSchema } from '../../src/schemas/point-order.schema'
import { pointOrderOffersOf } from '../../machines/point-order/point-order'
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import { balanceOf, pointsOf, post } from '../lib/ledger'
import { addressesOf } from '../lib/member-records'
import { addressOut } from '../lib/address-view'
import { paginate } from '../lib/paginate'
import { PAYMENT_MESSAGES } from '../lib/payment-view'
import {
  POINT_MESSAGES,
  cancelPointOrder,
  integralLogOf,
  integralLogOut,
  maxNumberOf,
  pointGoodsDetailOut,
  pointGoodsOf,
  pointGoodsOut,
  pointOrderAccepts,
  pointOrderDetailOut,
  pointOrderOf,
  pointOrderOut,
  pointsUnit,
  redeem,
  sendPointOrderEvent,
} from '../lib/points'
import { readBody, ruleViolation, validateRules } from '../lib/request'
import { memberOnly, visitorOrMember } from '../lib/member-only'
import { http } from './http'

type PointConfirmRequest = components['schemas']['PointConfirmRequest']
type PointSubmitRequest = components['schemas']['PointSubmitRequest']
type PointPayRequest = components['schemas']['PointPayRequest']

export const POINT_PATHS = {
  home: '/v3/integral/front/integral/mall/list',
  goodsList: '/v3/integral/front/integral/mall/goodsList',
  details: '/v3/integral/front/integral/mall/details',
  confirm: '/v3/integral/front/integral/orderOperate/confirm',
  submit: '/v3/integral/front/integral/orderOperate/submit',
  cancel: '/v3/integral/front/integral/orderOperate/cancel',
  receive: '/v3/integral/front/integral/orderOperate/receive',
  delete: '/v3/integral/front/integral/orderOperate/delete',
  list: '/v3/integral/front/integral/order/list',
  detail: '/v3/integral/front/integral/order/detail',
  payInfo: '/v3/integral/front/integral/orderPay/payInfo',
  doPay: '/v3/integral/front/integral/orderPay/doPay',
  memberIntegral: '/v3/member/front/integralLog/getMemberIntegral',
  log: '/v3/member/front/integralLog/list',
} as const

const onShelf = () =>
  db.pointGoods
    .findMany((q) => q.where({ state: 1 }))
    .sort((a, b) => b.createdAt - a.createdAt || a.goodsId - b.goodsId)

/** The rule texts of src/schemas/point-order.schema.ts, as the form shows them. */
const RULE_TEXT = {
  insufficient: t(pointOrderMessages.insufficient.id),
  addressRequired: t(pointOrderMessages.addressRequired.id),
  soldOut: t(pointOrderMessages.soldOut.id),
  numberRange: t(pointOrderMessages.numberRange.id),
}

async function submit(member: MemberRecord, body: PointSubmitRequest): Promise<Response> {
  const goods = pointGoodsOf(body.goodsId)
  if (!goods) return fail(POINT_MESSAGES.goodsGone)
  const rule = {
    unit: pointsUnit(),
    memberIntegral: pointsOf(member.memberId),
    integralPrice: goods.integralPrice,
    maxNumber: maxNumberOf(goods),
  }
  const checked = await validateRules(pointRedeemSchema(rule), body)
  if (!checked.ok) return checked.response
  if (body.integral !== body.number * goods.integralPrice) return fail(POINT_MESSAGES.priceChanged)
  const address = addressesOf(member).find((a) => a.addressId === body.addressId)
  if (!address) return fail(RULE_TEXT.addressRequired)
  const { memberId: _m, createdAt: _c, ...kept } = address
  const result = await redeem(member, goods, body.number, kept)
  // the ledger refuses a balance that fell short since the rule's check (another tab spent the points)
  if (!result.ok) return fail(RULE_TEXT.insufficient)
  const needPay = result.order.lifecycle.context.cashPaid ? 0 : result.order.cashAmount
  return Response.json(
    ok({ orderSn: result.order.orderSn, orderState: pointOrderOut(result.order).orderState, needPay }),
  )
}

async function payCash(member: MemberRecord, body: PointPayRequest): Promise<Response> {
  const order = pointOrderOf(member, body.orderSn)
  if (!order) return fail(POINT_MESSAGES.orderGone)
  if (!pointOrderAccepts(order, { type: 'cash.paid' })) return fail(POINT_MESSAGES.nothingOwed)
  if (member.payPassword === '') return fail(PAYMENT_MESSAGES.noPayPassword)
  const broken = await ruleViolation(payPasswordSchema, body.payPwd)
  if (broken) return fail(broken)
  if (body.payPwd !== member.payPassword) return fail(PAYMENT_MESSAGES.wrongPayPassword)
  const paid = await post({
    memberId: member.memberId,
    account: 'balance',
    amount: -order.cashAmount,
    kind: 'orderPaid',
    documentSn: order.orderSn,
  })
  if (!paid.ok) return fail(PAYMENT_MESSAGES.balanceShort)
  const now = clock.now()
  const updated = await sendPointOrderEvent(order, { type: 'cash.paid' }, (o) => void (o.payTime = now))
  return Response.json(ok(pointOrderDetailOut(updated!)))
}

export const pointHandlers = [
  http.get(
    POINT_PATHS.home,
    visitorOrMember(({ response, member }) => {
      const goods = onShelf()
      const categories = db.pointCategories
        .all()
        .sort((a, b) => a.sort - b.sort)
        .map((category) => ({
          categoryId: category.categoryId,
          categoryName: category.categoryName,
          goodsCount: goods.filter((g) => g.categoryId === category.categoryId).length,
        }))
      return response(200).json(
        ok({
          categories,
          recommended: goods.filter((g) => g.recommended).map(pointGoodsOut),
          memberIntegral: member ? pointsOf(member.memberId) : null,
          pointsUnit: pointsUnit(),
        }),
      )
    }),
  ),

  http.get(POINT_PATHS.goodsList, ({ query, response }) => {
    const categoryId = Number(query.get('categoryId') ?? 0)
    const rows = onShelf().filter((g) => !categoryId || g.categoryId === categoryId)
    const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
    return response(200).json(ok({ list: page.list.map(pointGoodsOut), pagination: page.pagination }))
  }),

  http.get(POINT_PATHS.details, ({ query, response }) => {
    const goods = pointGoodsOf(Number(query.get('goodsId')))
    if (!goods) return fail(POINT_MESSAGES.goodsGone)
    return response(200).json(ok(pointGoodsDetailOut(goods)))
  }),

  http.post(
    POINT_PATHS.confirm,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<PointConfirmRequest>(request, POINT_PATHS.confirm)
      if (!parsed.ok) return parsed.response
      const goods = pointGoodsOf(parsed.body.goodsId)
      if (!goods) return fail(POINT_MESSAGES.goodsGone)
      const maxNumber = maxNumberOf(goods)
      if (maxNumber === 0) return fail(RULE_TEXT.soldOut)
      if (parsed.body.number > maxNumber) return fail(RULE_TEXT.numberRange)
      return response(200).json(
        ok({
          goods: pointGoodsOut(goods),
          number: parsed.body.number,
          maxNumber,
          integral: parsed.body.number * goods.integralPrice,
          cashAmount: Math.round(parsed.body.number * goods.cashPrice * 100) / 100,
          memberIntegral: pointsOf(member.memberId),
          pointsUnit: pointsUnit(),
          addresses: addressesOf(member).map(addressOut),
        }),
      )
    }),
  ),

  http.post(
    POINT_PATHS.submit,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<PointSubmitRequest>(request, POINT_PATHS.submit)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, POINT_PATHS.submit, parsed.body, () =>
        submit(member, parsed.body),
      )
    }),
  ),

  http.post(
    POINT_PATHS.cancel,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string }>(request, POINT_PATHS.cancel)
      if (!parsed.ok) return parsed.response
      const order = pointOrderOf(member, parsed.body.orderSn)
      if (!order) return fail(POINT_MESSAGES.orderGone)
      const cancelled = await cancelPointOrder(order)
      if (!cancelled) return fail(POINT_MESSAGES.notAllowed)
      return response(200).json(ok(pointOrderDetailOut(cancelled)))
    }),
  ),

  http.post(
    POINT_PATHS.receive,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string }>(request, POINT_PATHS.receive)
      if (!parsed.ok) return parsed.response
      const order = pointOrderOf(member, parsed.body.orderSn)
      if (!order) return fail(POINT_MESSAGES.orderGone)
      const received = await sendPointOrderEvent(order, { type: 'receipt.confirmed' })
      if (!received) return fail(POINT_MESSAGES.notAllowed)
      return response(200).json(ok(pointOrderDetailOut(received)))
    }),
  ),

  http.post(
    POINT_PATHS.delete,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string }>(request, POINT_PATHS.delete)
      if (!parsed.ok) return parsed.response
      const order = pointOrderOf(member, parsed.body.orderSn)
      if (!order) return fail(POINT_MESSAGES.orderGone)
      if (!pointOrderOffersOf(order.lifecycle.state).delete) return fail(POINT_MESSAGES.notAllowed)
      await db.pointOrders.update((q) => q.where({ orderSn: order.orderSn }), {
        data: (o) => void (o.deleted = true),
      })
      return response(200).json(okEmpty())
    }),
  ),

  http.get(
    POINT_PATHS.list,
    memberOnly(({ query, response, member }) => {
      const state = query.get('orderState')
      const rows = db.pointOrders
        .findMany((q) => q.where({ memberId: member.memberId, deleted: false }))
        .filter((row) => state === null || state === '' || row.orderState === Number(state))
        .sort((a, b) => b.createdAt - a.createdAt || b.orderSn.localeCompare(a.orderSn))
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 10))
      return response(200).json(ok({ list: page.list.map(pointOrderOut), pagination: page.pagination }))
    }),
  ),

  http.get(
    POINT_PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const order = pointOrderOf(member, query.get('orderSn'))
      if (!order) return fail(POINT_MESSAGES.orderGone)
      return response(200).json(ok(pointOrderDetailOut(order)))
    }),
  ),

  http.get(
    POINT_PATHS.payInfo,
    memberOnly(({ query, response, member }) => {
      const order = pointOrderOf(member, query.get('orderSn'))
      if (!order) return fail(POINT_MESSAGES.orderGone)
      const owed = pointOrderAccepts(order, { type: 'cash.paid' })
      return response(200).json(
        ok({
          order: pointOrderOut(order),
          needPay: owed ? order.cashAmount : 0,
          balanceAvailable: balanceOf(member.memberId),
          hasPayPassword: member.payPassword !== '',
        }),
      )
    }),
  ),

  http.post(
    POINT_PATHS.doPay,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<PointPayRequest>(request, POINT_PATHS.doPay)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, POINT_PATHS.doPay, parsed.body, () =>
        payCash(member, parsed.body),
      )
    }),
  ),

  http.get(
    POINT_PATHS.memberIntegral,
    memberOnly(({ response, member }) => {
      return response(200).json(ok({ memberIntegral: pointsOf(member.memberId), pointsUnit: pointsUnit() }))
    }),
  ),

  http.get(
    POINT_PATHS.log,
    memberOnly(({ query, response, member }) => {
      const raw = Number(query.get('type') ?? 0)
      const type = raw === 1 || raw === 2 ? raw : 0
      const page = paginate(
        integralLogOf(member.memberId, type),
        Number(query.get('current') ?? 1),
        Number(query.get('pageSize') ?? 10),
      )
      return response(200).json(
        ok({
          list: page.list.map(integralLogOut),
          pagination: page.pagination,
          memberIntegral: pointsOf(member.memberId),
        }),
      )
    }),
  ),
]
