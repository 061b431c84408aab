// Sample applications (issue 28 item 3; SPEC.md §5 monthly sample quota): applying moves the selected sample-cart
// lines into one application, within the month's quota (the shared rule), once per Idempotency-Key; the supplier
// ships it in the control panel; a rejection gives the quota back. Every answer is also validated against the
// OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD } from '../seed'
import { t } from '../lib/i18n'

const API = 'http://api.test'
const BUYER = 'comprador@example.com'

beforeEach(async () => {
  await resetDatabase()
  clock.reset()
})

type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function postJson(path: string, body: unknown, token?: string, key?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Answer
}

async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const response = await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: email,
      password: MOCK_PASSWORD,
      verifyCode: '0000',
      verifyKey: data.key,
      loginType: '1',
    }).toString(),
  })
  return ((await response.json()) as Answer).data.access_token as string
}

const CONTACT = {
  receiverName: 'Ana Pérez',
  receiverMobile: '5355512345',
  address: 'Calle 23 No. 105, Plaza',
}
const SUBMIT = '/v3/business/front/sampleApply/submit'

async function sampleCart(token: string) {
  return (await get('/v3/business/front/sampleCart/cartList', token)).data
}

const cartIdsOf = (cart: any): number[] =>
  cart.storeCartGroupList.flatMap((group: any) => group.storeGoodsList.map((line: any) => line.cartId))

describe('sample applications', () => {
  it('moves the sample-cart lines into one application, once per key, and the supplier ships it', async () => {
    const token = await tokenOf(BUYER)
    const before = await sampleCart(token)
    const cartIds = cartIdsOf(before)
    expect(cartIds.length).toBeGreaterThan(0)
    const key = 'sample-apply-key-0001'
    const first = await postJson(SUBMIT, { cartIds, ...CONTACT, remark: '' }, token, key)
    expect(first.state).toBe(200)
    expect(first.data.state).toBe(10)
    const again = await postJson(SUBMIT, { cartIds, ...CONTACT, remark: '' }, token, key)
    expect(again.data.applySn).toBe(first.data.applySn)
    const after = await sampleCart(token)
    expect(cartIdsOf(after)).toEqual([])
    expect(after.quota.appliedCount).toBe(cartIds.length)
    const list = await get('/v3/business/front/sampleApply/list?current=1&pageSize=10', token)
    expect(list.data.list.map((apply: any) => apply.applySn)).toContain(first.data.applySn)

    const ship = await postJson('/v3/mock/front/sampleApplies/act', {
      applySn: first.data.applySn,
      action: 'ship',
    })
    expect(ship.msg).toBe('Acción no permitida en el estado actual de la solicitud.')
    await postJson('/v3/mock/front/sampleApplies/act', { applySn: first.data.applySn, action: 'approve' })
    const shipped = await postJson('/v3/mock/front/sampleApplies/act', {
      applySn: first.data.applySn,
      action: 'ship',
    })
    expect(shipped.data.state).toBe(30)
    expect(shipped.data.expressNumber).toBeTruthy()
    const detail = await get(`/v3/business/front/sampleApply/detail?applySn=${first.data.applySn}`, token)
    expect(detail.data.state).toBe(30)
  })

  it('refuses an application over the monthly amount in Spanish and gives the quota back on rejection', async () => {
    const token = await tokenOf(BUYER)
    const cart = await sampleCart(token)
    const cartIds = cartIdsOf(cart)
    // the month's allowance shrinks below what the cart asks for
    await db.settings.update((q) => q.where({ name: 'sample_monthly_amount' }), {
      data(record) {
        record.value = '0.01'
      },
    })
    const refused = await postJson(SUBMIT, { cartIds, ...CONTACT }, token, 'sample-apply-key-0002')
    expect(refused.state).toBe(255)
    expect(refused.msg).toMatch(/^Supera el importe mensual de muestras disponible \(/)
    expect(cartIdsOf(await sampleCart(token))).toEqual(cartIds)

    await db.settings.update((q) => q.where({ name: 'sample_monthly_amount' }), {
      data(record) {
        record.value = '500'
      },
    })
    const applied = await postJson(SUBMIT, { cartIds, ...CONTACT }, token, 'sample-apply-key-0003')
    expect(applied.state).toBe(200)
    expect((await sampleCart(token)).quota.appliedCount).toBe(cartIds.length)
    await postJson('/v3/mock/front/sampleApplies/act', { applySn: applied.data.applySn, action: 'reject' })
    const quota = (await sampleCart(token)).quota
    expect(quota.appliedCount).toBe(0)
    expect(quota.appliedAmount).toBe(0)
  })

  it('refuses another member’s application and a missing receiver', async () => {
    const token = await tokenOf(BUYER)
    const cartIds = cartIdsOf(await sampleCart(token))
    const missing = await postJson(
      SUBMIT,
      { cartIds, ...CONTACT, receiverName: '' },
      token,
      'sample-apply-key-0004',
    )
    expect(missing.msg).toBe(t('validation.sampleApply.receiverRequired'))
    const gone = await get('/v3/business/front/sampleApply/detail?applySn=SA0', token)
    expect(gone.msg).toBe('La solicitud de muestras no existe.')
  })
})
