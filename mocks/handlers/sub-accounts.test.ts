// Sub-accounts and the spending approval through the mock server (issue 27 items 1 and 2; SPEC.md §5, §6):
// the main account creates, disables and resets its sub-accounts; the rights are enforced by the mock (a
// sub-account without `pay` calling doPay directly is refused); a checkout above the limit waits for approval,
// which the main account gives or refuses with a reason, idempotently. Every answer is also validated against
// the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD } from '../seed'
import {
  A,
  CONFIRM,
  ORDER,
  get,
  newKey,
  postForm,
  postJson,
  seenLines,
  setCart,
  submit,
  tokenOf,
} from '../fixtures/checkout-fixtures'
import { RIGHTS_TABLE, SUB_ACCOUNT_MESSAGES } from '../lib/sub-accounts'
import { apiHandlers } from './index'
import { SUB_ACCOUNT_PATHS as P } from './sub-accounts'

const MAIN = 'comprador@example.com'
const SUB = 'subcuenta@example.com'
const NO_PAY = 'subcuenta.sinpago@example.com'
const DO_PAY = '/v3/business/front/orderPay/doPay'
const VALID_CARD = {
  cardNumber: '4111111111111111',
  cardHolder: 'Lisandra Pérez Ortega',
  cardExpiry: '12/35',
  cardCvv: '123',
}

beforeEach(async () => {
  await resetDatabase()
})

const subId = (email: string) => db.members.findFirst((q) => q.where({ email }))!.memberId

async function orderAs(email: string, buyNum: number) {
  const token = await tokenOf(email)
  const address = await postForm(
    '/v3/member/front/memberAddress/add',
    {
      memberName: 'Lisandra Pérez',
      telMobile: '13800138000',
      country: 'Cuba',
      province: 'La Habana',
      city: 'Plaza',
      detailAddress: 'Calle 23 n.º 456 entre L y M',
      isDefault: 1,
    },
    token,
  )
  expect(address.state, address.msg).toBe(200)
  await setCart(email, [[A.product.productId, buyNum]])
  const confirm = await postJson(CONFIRM, { isCart: true }, token)
  expect(confirm.state, confirm.msg).toBe(200)
  const body = {
    isCart: true,
    addressId: confirm.data.address.addressId,
    productList: seenLines(confirm),
    agreement: true,
  }
  const answer = await submit(body, token)
  expect(answer.state, answer.msg).toBe(200)
  return { token, paySn: answer.data.paySn as string, orderSn: answer.data.orderSnList[0] as string }
}

const payByCard = (token: string, paySn: string) =>
  postJson(DO_PAY, { paySn, payMethod: 'card', ...VALID_CARD }, token, { 'Idempotency-Key': newKey() })

/** Logs in with the given credentials: the access token, or throws the server's message. */
async function login(email: string, password = MOCK_PASSWORD): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const answer = await postForm('/v3/frontLogin/front/oauth/token', {
    username: email,
    password,
    verifyCode: '0000',
    verifyKey: data.key,
    loginType: 1,
  })
  if (answer.state !== 200) throw new Error(answer.msg)
  return answer.data.access_token as string
}

describe('managing sub-accounts (main account of an enterprise)', () => {
  it('lists the seeded sub-accounts, creates one that logs in with its own credentials', async () => {
    const main = await tokenOf(MAIN)
    const list = await get(`${P.list}?current=1&pageSize=10`, main)
    expect(list.data.list.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining([SUB, NO_PAY, 'subcuenta.baja@example.com']),
    )
    const created = await postJson(
      P.add,
      {
        email: 'compras.nuevas@example.com',
        memberName: 'compras_nuevas01',
        password: 'Nueva#2026x',
        spendingLimit: 250.5,
        permissions: ['browse', 'prices'],
      },
      main,
    )
    expect(created.state, created.msg).toBe(200)
    expect(created.data).toMatchObject({
      spendingLimit: 250.5,
      permissions: ['browse', 'prices'],
      disabled: false,
    })
    await expect(login('compras.nuevas@example.com', 'Nueva#2026x')).resolves.toBeTruthy()
  })

  it('refuses a spending limit of −1 and of "abc" with the shared rule\'s message, saving nothing', async () => {
    const main = await tokenOf(MAIN)
    const before = db.members.all().length
    const body = {
      email: 'x1@example.com',
      memberName: 'compras_x0001',
      password: 'Nueva#2026x',
      permissions: [],
    }
    const negative = await postJson(P.add, { ...body, spendingLimit: -1 }, main)
    expect(negative).toMatchObject({ state: 255, msg: 'El límite de gasto debe ser mayor que 0.' })
    const letters = await postJson(P.add, { ...body, spendingLimit: 'abc' }, main)
    expect(letters).toMatchObject({ state: 255, msg: 'El límite de gasto debe ser un importe en USD.' })
    const edit = await postJson(P.edit, { subMemberId: subId(SUB), spendingLimit: -1, permissions: [] }, main)
    expect(edit.state).toBe(255)
    expect(db.members.all().length).toBe(before)
  })

  it('a disabled sub-account cannot log in and its session ends; enabling again is idempotent', async () => {
    const main = await tokenOf(MAIN)
    const subToken = await tokenOf(SUB)
    const off = await postJson(P.disable, { subMemberId: subId(SUB), disabled: true }, main)
    expect(off.data.disabled).toBe(true)
    expect((await get('/v3/member/front/member/memberInfo', subToken)).state).toBe(266)
    await expect(login(SUB)).rejects.toThrow(SUB_ACCOUNT_MESSAGES.disabled)
    const again = await postJson(P.disable, { subMemberId: subId(SUB), disabled: true }, main)
    expect(again.data).toEqual(off.data)
    await postJson(P.disable, { subMemberId: subId(SUB), disabled: false }, main)
    await expect(login(SUB)).resolves.toBeTruthy()
  })

  it('resetting the password ends the old sessions; the new one logs in', async () => {
    const main = await tokenOf(MAIN)
    const subToken = await tokenOf(SUB)
    const reset = await postJson(
      P.resetPassword,
      { subMemberId: subId(SUB), password: 'Otra#Clave2026' },
      main,
    )
    expect(reset.state, reset.msg).toBe(200)
    expect((await get('/v3/member/front/member/memberInfo', subToken)).state).toBe(266)
    await expect(login(SUB, 'Otra#Clave2026')).resolves.toBeTruthy()
  })

  it('a sub-account cannot create sub-accounts; a personal member cannot reach these endpoints (§6)', async () => {
    const sub = await tokenOf(SUB)
    const body = {
      email: 'x2@example.com',
      memberName: 'compras_x0002',
      password: 'Nueva#2026x',
      spendingLimit: 10,
      permissions: [],
    }
    expect(await postJson(P.add, body, sub)).toMatchObject({
      state: 255,
      msg: SUB_ACCOUNT_MESSAGES.notForSubAccounts,
    })
    const personal = await tokenOf('personal@example.com')
    for (const answer of [
      await get(P.list, personal),
      await postJson(P.add, body, personal),
      await get(P.approvals, personal),
    ])
      expect(answer).toMatchObject({ state: 255, msg: SUB_ACCOUNT_MESSAGES.enterpriseOnly })
  })

  it("another enterprise cannot touch comprador's sub-accounts", async () => {
    const other = await tokenOf('moroso@example.com')
    const answer = await postJson(P.disable, { subMemberId: subId(SUB), disabled: true }, other)
    expect(answer).toMatchObject({ state: 255, msg: SUB_ACCOUNT_MESSAGES.notFound })
  })
})

describe('rights enforced by the mock', () => {
  it('every path of the rights table is a real operation of the mock', () => {
    const paths = new Set(apiHandlers.map((h) => String((h.info as { path?: unknown }).path).slice(1)))
    for (const path of Object.keys(RIGHTS_TABLE)) expect(paths, path).toContain(path)
  })

  it('a sub-account without `pay` is refused by doPay called directly, and nothing is paid', async () => {
    const { token, paySn } = await orderAs(NO_PAY, A.goods.minBuyNum)
    const answer = await payByCard(token, paySn)
    expect(answer).toMatchObject({ state: 255, msg: 'Su subcuenta no tiene permiso para pagar.' })
    expect(db.payments.findFirst((q) => q.where({ paySn }))!.payState).toBe('unpaid')
  })

  it('a sub-account without `addresses` cannot add one', async () => {
    const main = await tokenOf(MAIN)
    await postJson(
      P.edit,
      { subMemberId: subId(SUB), spendingLimit: 500, permissions: ['browse', 'order', 'pay'] },
      main,
    )
    const sub = await tokenOf(SUB)
    const answer = await postForm(
      '/v3/member/front/memberAddress/add',
      {
        memberName: 'Ana',
        telMobile: '13800138000',
        country: 'Cuba',
        province: 'La Habana',
        city: 'Plaza',
        detailAddress: 'Calle 23 n.º 456',
        isDefault: 1,
      },
      sub,
    )
    expect(answer).toMatchObject({
      state: 255,
      msg: 'Su subcuenta no tiene permiso para gestionar direcciones.',
    })
  })
})

describe('spending approval', () => {
  it('within the limit: no approval, payable at once', async () => {
    const { token, paySn, orderSn } = await orderAs(SUB, A.goods.minBuyNum)
    const order = await get(`${ORDER}?orderSn=${orderSn}`, token)
    if (order.data.totalMoney <= 500) {
      expect(order.data.approval).toBeNull()
      expect((await payByCard(token, paySn)).state).toBe(200)
    }
  })

  it('above the limit: waits → the main account approves (idempotent) → the sub-account pays', async () => {
    const main = await tokenOf(MAIN)
    await postJson(
      P.edit,
      {
        subMemberId: subId(SUB),
        spendingLimit: 0.01,
        permissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
      },
      main,
    )
    const { token, paySn, orderSn } = await orderAs(SUB, A.goods.minBuyNum)
    const info = await get(`/v3/business/front/orderPay/payInfo?paySn=${paySn}`, token)
    expect(info.data.approval).toMatchObject({ orderSn, state: 'pendingApproval', spendingLimit: 0.01 })
    expect(await payByCard(token, paySn)).toMatchObject({
      state: 255,
      msg: SUB_ACCOUNT_MESSAGES.awaitingApproval,
    })

    const pending = await get(P.approvals, main)
    expect(pending.data.list.map((a: { orderSn: string }) => a.orderSn)).toContain(orderSn)
    // the main account sees what was ordered, from the approval (it cannot open the sub-account's order)
    const asked = pending.data.list.find((a: { orderSn: string }) => a.orderSn === orderSn)
    expect(asked.storeName).not.toBe('')
    expect(asked.lines).toEqual([
      expect.objectContaining({ goodsName: A.goods.goodsName, buyNum: A.goods.minBuyNum }),
    ])
    const approved = await postJson(P.decide, { orderSn, decision: 'approve' }, main)
    expect(approved.data.state).toBe('approved')
    expect(await postJson(P.decide, { orderSn, decision: 'approve' }, main)).toMatchObject({
      state: 200,
      data: approved.data,
    })
    expect(await postJson(P.decide, { orderSn, decision: 'reject', reason: 'tarde' }, main)).toMatchObject({
      state: 255,
      msg: SUB_ACCOUNT_MESSAGES.alreadyDecided,
    })
    expect((await get(P.approvals, main)).data.list).toHaveLength(0)

    const paid = await payByCard(token, paySn)
    expect(paid.state, paid.msg).toBe(200)
  })

  it('rejected with a reason: the reason is shown and the order cannot be paid; a reason is required', async () => {
    const main = await tokenOf(MAIN)
    await postJson(
      P.edit,
      {
        subMemberId: subId(SUB),
        spendingLimit: 0.01,
        permissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
      },
      main,
    )
    const { token, paySn, orderSn } = await orderAs(SUB, A.goods.minBuyNum)
    expect(await postJson(P.decide, { orderSn, decision: 'reject', reason: '  ' }, main)).toMatchObject({
      state: 255,
      msg: 'Indique el motivo del rechazo',
    })
    const rejected = await postJson(
      P.decide,
      { orderSn, decision: 'reject', reason: 'Fuera del presupuesto del mes' },
      main,
    )
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: 'Fuera del presupuesto del mes' })
    const order = await get(`${ORDER}?orderSn=${orderSn}`, token)
    expect(order.data.approval).toMatchObject({
      state: 'rejected',
      rejectReason: 'Fuera del presupuesto del mes',
    })
    expect(await payByCard(token, paySn)).toMatchObject({ state: 255, msg: SUB_ACCOUNT_MESSAGES.rejected })
    // a sub-account cannot decide its own approval
    expect(await postJson(P.decide, { orderSn, decision: 'approve' }, token)).toMatchObject({ state: 255 })
  })
})

describe('authorised designers (/member/permission)', () => {
  it('personal and enterprise members read theirs; a designer is refused', async () => {
    for (const email of [MAIN, 'personal@example.com']) {
      const answer = await get(P.designers, await tokenOf(email))
      expect(answer.data[0]).toMatchObject({ memberName: 'disenador_vedado' })
    }
    expect((await get(P.designers, await tokenOf('disenador@example.com'))).state).toBe(255)
  })
})
