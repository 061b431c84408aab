// Third-party payment ("Pago por un tercero", SPEC.md §1, §4, §6): a buyer asks another approved member to pay;
// the payer identifies the applicant, accepts or refuses, and pays with his own wallet; the applicant may
// cancel; the request expires with the payment window on the mock clock.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { resetDatabase } from '../persistence'
import { PAYMENT_MESSAGES as M } from '../lib/payment-view'
import { PAY_REQUEST_MESSAGES as R } from './pay-request'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  makePayment,
  memberOf,
  ordersOf,
  postForm,
  tokenOf,
} from '../fixtures/payment-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

const BASE = '/v3/business/front/payRequest'
const PAY_INFO = '/v3/business/front/orderPay/payInfo'

interface Setup {
  applicant: string
  payer: string
  paySn: string
  orderSns: string[]
}

async function setup(needPay = 250): Promise<Setup> {
  const payment = await makePayment('comprador@example.com', { needPay })
  return {
    applicant: await tokenOf('comprador@example.com'),
    payer: await tokenOf('personal@example.com'),
    paySn: payment.paySn,
    orderSns: payment.orderSns,
  }
}

const ask = (
  s: Setup,
  payerEmail = 'personal@example.com',
  message = 'Hola Ana, ¿puedes pagar este pedido?',
) => postForm(`${BASE}/add`, { paySn: s.paySn, payerEmail, message }, s.applicant)

async function accepted(s: Setup): Promise<string> {
  const { data } = await ask(s)
  await postForm(`${BASE}/accept`, { requestSn: data.requestSn }, s.payer)
  return data.requestSn as string
}

describe('payRequest/add', () => {
  it('creates a request that lives as long as the payment, showing the payer masked to the applicant', async () => {
    const s = await setup()
    const answer = await ask(s)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      paySn: s.paySn,
      state: 'requested',
      stateValue: 'Solicitado',
      needPay: 250,
      role: 'applicant',
      message: 'Hola Ana, ¿puedes pagar este pedido?',
      orderSnList: s.orderSns,
      applicant: {
        memberName: 'Carlos Manuel Rodríguez Pérez',
        companyName: 'Importadora Caribe S.A.',
        email: 'comprador@example.com',
      },
      payer: { memberName: 'Ana Laura Martínez Díaz', email: 'p***@example.com' },
      payerBalanceAvailable: null,
    })
    const info = await get(`${PAY_INFO}?paySn=${s.paySn}`, s.applicant)
    expect(answer.data.expireTime).toBe(info.data.expireTime)
    expect(info.data.payRequest).toMatchObject({ requestSn: answer.data.requestSn, state: 'requested' })
  })

  it('refuses a payer who is not an approved member of the platform', async () => {
    const s = await setup()
    expect(await ask(s, 'nadie@example.com')).toMatchObject({ state: 255, msg: R.payerUnknown })
    expect(await ask(s, 'revision@example.com')).toMatchObject({ state: 255, msg: R.payerUnknown })
  })

  it('refuses to ask oneself', async () => {
    const s = await setup()
    expect(await ask(s, 'COMPRADOR@example.com')).toMatchObject({ state: 255, msg: R.payerIsSelf })
  })

  it("refuses a second request while one is active, and another member's payment", async () => {
    const s = await setup()
    await ask(s)
    expect(await ask(s, 'disenador@example.com')).toMatchObject({ state: 255, msg: R.alreadyRequested })
    const other = await makePayment('personal@example.com')
    expect(await ask({ ...s, paySn: other.paySn }, 'disenador@example.com')).toMatchObject({
      msg: M.notFound,
    })
  })

  it('refuses an expired payment and a paid one', async () => {
    const s = await setup()
    await doPay(s.applicant, { paySn: s.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(await ask(s)).toMatchObject({ state: 255, msg: M.alreadyPaid })
    const late = await setup()
    clock.advanceHours(25)
    expect(await ask(late)).toMatchObject({ state: 255, msg: M.expired })
  })
})

describe('payRequest/list and detail', () => {
  it('lists by role and state, newest first, with the other side masked', async () => {
    const first = await setup()
    const firstSn = (await ask(first)).data.requestSn
    clock.advanceHours(1)
    const second = await setup()
    const secondSn = (await ask(second)).data.requestSn
    await postForm(`${BASE}/refuse`, { requestSn: firstSn, reason: 'No conozco este pedido' }, first.payer)

    const mine = await get(`${BASE}/list?role=applicant`, first.applicant)
    expect(mine.data.list.map((r: { requestSn: string }) => r.requestSn)).toEqual([secondSn, firstSn])
    expect(mine.data.pagination).toEqual({ current: 1, pageSize: 20, total: 2 })
    const asPayer = await get(`${BASE}/list?role=payer&state=requested`, first.payer)
    expect(asPayer.data.list).toHaveLength(1)
    expect(asPayer.data.list[0]).toMatchObject({
      requestSn: secondSn,
      role: 'payer',
      applicant: { email: 'c***@example.com', companyName: 'Importadora Caribe S.A.' },
      payer: { email: 'personal@example.com' },
    })
    expect((await get(`${BASE}/list?role=payer`, first.applicant)).data.list).toEqual([])
    expect(await get(`${BASE}/list?role=otro`, first.applicant)).toMatchObject({
      state: 255,
      msg: R.invalidRole,
    })
  })

  it("shows the detail to the applicant and the payer only, with the payer's wallet to the payer", async () => {
    const s = await setup()
    const { requestSn } = (await ask(s)).data
    const forPayer = await get(`${BASE}/detail?requestSn=${requestSn}`, s.payer)
    expect(forPayer.data).toMatchObject({
      role: 'payer',
      payerBalanceAvailable: 3000,
      payerHasPayPassword: true,
      orderList: [{ orderSn: s.orderSns[0] }, { orderSn: s.orderSns[1] }],
    })
    expect(forPayer.data.serverTime).toBeTruthy()
    const forApplicant = await get(`${BASE}/detail?requestSn=${requestSn}`, s.applicant)
    expect(forApplicant.data).toMatchObject({ role: 'applicant', payerBalanceAvailable: null })
    const stranger = await tokenOf('disenador@example.com')
    expect(await get(`${BASE}/detail?requestSn=${requestSn}`, stranger)).toMatchObject({
      state: 255,
      msg: M.notFound,
    })
  })
})

describe('the payer accepts and pays', () => {
  it('lets the payer read the payment only after accepting, with his own wallet fields', async () => {
    const s = await setup()
    const { requestSn } = (await ask(s)).data
    expect(await get(`${PAY_INFO}?paySn=${s.paySn}`, s.payer)).toMatchObject({ state: 255, msg: M.notFound })
    const answer = await postForm(`${BASE}/accept`, { requestSn }, s.payer)
    expect(answer.data).toMatchObject({ state: 'waitingPayment', stateValue: 'Pendiente de pago' })
    const info = await get(`${PAY_INFO}?paySn=${s.paySn}`, s.payer)
    expect(info.data).toMatchObject({
      balanceAvailable: 3000,
      credit: { limit: 0 },
      payRequest: { requestSn, role: 'payer', state: 'waitingPayment' },
    })
  })

  it('only the payer accepts', async () => {
    const s = await setup()
    const { requestSn } = (await ask(s)).data
    expect(await postForm(`${BASE}/accept`, { requestSn }, s.applicant)).toMatchObject({ msg: M.notFound })
  })

  it("the payer pays with his own balance: his balance pays, the applicant's stays, the request is paid", async () => {
    const s = await setup(250)
    const requestSn = await accepted(s)
    const answer = await doPay(s.payer, {
      paySn: s.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
      requestSn,
    })
    expect(answer.data).toMatchObject({ payState: 'paid', balanceAfter: 2750 })
    expect(memberOf('personal@example.com').balance).toBe(2750)
    expect(memberOf('comprador@example.com').balance).toBe(2000)
    const detail = await get(`${BASE}/detail?requestSn=${requestSn}`, s.applicant)
    expect(detail.data).toMatchObject({ state: 'paid', stateValue: 'Pagado' })
    expect(detail.data.paidAt).toBeTruthy()
    const payment = { orderSns: s.orderSns } as Parameters<typeof ordersOf>[0]
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
    expect((await get(`${PAY_INFO}?paySn=${s.paySn}`, s.payer)).data.payState).toBe('paid')
  })

  it('the payer cannot pay before accepting, nor without the request', async () => {
    const s = await setup()
    const { requestSn } = (await ask(s)).data
    const body = { paySn: s.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    expect(await doPay(s.payer, { ...body, requestSn })).toMatchObject({ state: 255, msg: M.requestGone })
    await postForm(`${BASE}/accept`, { requestSn }, s.payer)
    expect(await doPay(s.payer, body)).toMatchObject({ state: 255, msg: M.notFound })
  })
})

describe('cancel, refuse and expiry', () => {
  it('the applicant cancels; the payer can then neither pay nor accept', async () => {
    const s = await setup()
    const requestSn = await accepted(s)
    const cancelled = await postForm(`${BASE}/cancel`, { requestSn }, s.applicant)
    expect(cancelled.data).toMatchObject({
      state: 'cancelled',
      stateValue: 'Cancelado',
      cancelledBy: 'applicant',
    })
    const pay = await doPay(s.payer, {
      paySn: s.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
      requestSn,
    })
    expect(pay).toMatchObject({ state: 255, msg: M.requestGone })
    expect(await postForm(`${BASE}/accept`, { requestSn }, s.payer)).toMatchObject({ msg: R.gone })
    expect(await postForm(`${BASE}/cancel`, { requestSn }, s.applicant)).toMatchObject({ msg: R.gone })
    expect(memberOf('personal@example.com').balance).toBe(3000)
  })

  it('a paid request cannot be cancelled, and only the applicant cancels', async () => {
    const s = await setup()
    const requestSn = await accepted(s)
    expect(await postForm(`${BASE}/cancel`, { requestSn }, s.payer)).toMatchObject({ msg: M.notFound })
    await doPay(s.payer, { paySn: s.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD, requestSn })
    expect(await postForm(`${BASE}/cancel`, { requestSn }, s.applicant)).toMatchObject({
      state: 255,
      msg: R.alreadyPaid,
    })
  })

  it('the payer refuses with a reason (2–200 characters after trimming)', async () => {
    const s = await setup()
    const { requestSn } = (await ask(s)).data
    expect(await postForm(`${BASE}/refuse`, { requestSn, reason: '  x  ' }, s.payer)).toMatchObject({
      state: 255,
      msg: 'El motivo debe tener entre 2 y 200 caracteres',
    })
    const refused = await postForm(
      `${BASE}/refuse`,
      { requestSn, reason: ' No reconozco este pedido ' },
      s.payer,
    )
    expect(refused.data).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'payer',
      refuseReason: 'No reconozco este pedido',
    })
    // a new request can be made once the previous one is closed
    expect((await ask(s, 'disenador@example.com')).state).toBe(200)
  })

  it('expires with the payment window on the mock clock', async () => {
    const s = await setup()
    const requestSn = await accepted(s)
    clock.advanceHours(25)
    const detail = await get(`${BASE}/detail?requestSn=${requestSn}`, s.payer)
    expect(detail.data).toMatchObject({ state: 'expired', stateValue: 'Caducado' })
    const pay = await doPay(s.payer, {
      paySn: s.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
      requestSn,
    })
    expect(pay).toMatchObject({ state: 255, msg: M.expired })
    expect(await postForm(`${BASE}/cancel`, { requestSn }, s.applicant)).toMatchObject({ msg: R.gone })
    expect((await get(`${PAY_INFO}?paySn=${s.paySn}`, s.payer)).data.payState).toBe('cancelled')
  })

  it('answers the active request no more once the buyer paid it himself', async () => {
    const s = await setup()
    const requestSn = await accepted(s)
    await doPay(s.applicant, { paySn: s.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    const detail = await get(`${BASE}/detail?requestSn=${requestSn}`, s.payer)
    expect(detail.data).toMatchObject({ state: 'cancelled', cancelledBy: 'applicant' })
  })
})
