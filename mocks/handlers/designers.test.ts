// Designers in the mock (issue 27 item 5; SPEC.md §6, §8): a member applies with portfolio images of their own
// (once per Idempotency-Key), the platform approves (the member becomes memberType 2) or rejects with a reason;
// only designers read a certification ("Solo los diseñadores pueden usar esta función"); only an enterprise reads
// and decides the designer applications made to it, once, and accepting authorises the designer. Every answer is
// also validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { resetDatabase } from '../persistence'
import { get, imageBytes, memberOf, postJson, tokenOf, upload } from '../fixtures/payment-fixtures'

const key = (n: number) => ({ 'Idempotency-Key': `designer-apply-000${n}` })
const portfolio = (token: string, bytes: Uint8Array | string = imageBytes(2048)) =>
  upload(token, bytes, { source: 'portfolio', name: 'obra.png' })

beforeEach(async () => {
  await resetDatabase()
  clock.reset()
})

const APPLY = {
  realName: 'Ana Laura Martínez Díaz',
  specialty: 'Interiores',
  intro: 'Diseño de tiendas y hoteles en La Habana.',
}
const SUBMIT = '/v3/member/front/designerApply/submit'

describe('designer certification', () => {
  it('is applied for with own portfolio images, approved in the control panel, and makes the member a designer', async () => {
    const token = await tokenOf('personal@example.com')
    expect((await get('/v3/member/front/designerApply/detail', token)).data).toBeNull()
    const image = await portfolio(token)
    expect(image.state).toBe(200)
    const sent = await postJson(SUBMIT, { ...APPLY, images: [image.data.url] }, token, key(1))
    expect(sent).toMatchObject({ state: 200, data: { state: 1, realName: APPLY.realName } })
    const again = await postJson(SUBMIT, { ...APPLY, images: [image.data.url] }, token, key(2))
    expect(again).toMatchObject({ state: 255, msg: 'Ya tiene una solicitud en revisión.' })
    expect((await get('/v3/member/front/designer/info', token)).msg).toBe(
      'Solo los diseñadores pueden usar esta función',
    )
    const reviewed = await postJson('/v3/mock/front/designerApplies/review', {
      applyId: sent.data.applyId,
      decision: 'approve',
    })
    expect(reviewed).toMatchObject({ state: 200, data: { state: 2 } })
    expect((await get('/v3/member/front/member/memberInfo', token)).data.memberType).toBe(2)
    expect((await get('/v3/member/front/designer/info', token)).data).toMatchObject({ state: 2 })
  })

  it('refuses images that are not the member’s portfolio uploads, and an empty form, with the shared words', async () => {
    const token = await tokenOf('personal@example.com')
    const other = await portfolio(await tokenOf('moroso@example.com'))
    const foreign = await postJson(SUBMIT, { ...APPLY, images: [other.data.url] }, token, key(3))
    expect(foreign).toMatchObject({ state: 255, msg: 'Error al subir el archivo' })
    const empty = await postJson(
      SUBMIT,
      { ...APPLY, specialty: ' ', images: [(await portfolio(token)).data.url] },
      token,
      key(4),
    )
    expect(empty).toMatchObject({ state: 255, msg: 'Indique su especialidad (2–50 caracteres).' })
  })

  it('refuses a portfolio file that is not png/jpg by content, or over 1 MB', async () => {
    const token = await tokenOf('personal@example.com')
    expect((await portfolio(token, '%PDF-1.7\n')).state).toBe(255)
    expect((await portfolio(token, imageBytes(1024 * 1024 + 1))).state).toBe(255)
  })

  it('needs a reason to reject, which the applicant then reads', async () => {
    const token = await tokenOf('personal@example.com')
    const image = await portfolio(token)
    const sent = await postJson(SUBMIT, { ...APPLY, images: [image.data.url] }, token, key(5))
    const review = '/v3/mock/front/designerApplies/review'
    expect(await postJson(review, { applyId: sent.data.applyId, decision: 'reject' })).toMatchObject({
      state: 255,
      msg: 'Indique el motivo del rechazo (2–200 caracteres).',
    })
    const reason = 'Faltan fotografías de obras terminadas.'
    await postJson(review, { applyId: sent.data.applyId, decision: 'reject', reason })
    expect((await get('/v3/member/front/designerApply/detail', token)).data).toMatchObject({
      state: 3,
      rejectReason: reason,
    })
    expect((await get('/v3/member/front/member/memberInfo', token)).data.memberType).toBe(1)
  })
})

describe('designer applications to an enterprise', () => {
  it('are read by the enterprise only, decided once, and accepting authorises the designer', async () => {
    const personal = await tokenOf('personal@example.com')
    expect((await get('/v3/member/front/desApp/list?current=1&pageSize=10', personal)).msg).toBe(
      'Solo las empresas pueden usar esta función',
    )
    const token = await tokenOf('comprador@example.com')
    const pending = await get('/v3/member/front/desApp/list?current=1&pageSize=10&state=1', token)
    expect(pending.data.pagination.total).toBe(2)
    const first = pending.data.list[0]
    const decide = '/v3/member/front/desApp/decide'
    const [a, b] = await Promise.all([
      postJson(decide, { desAppId: first.desAppId, decision: 'accept' }, token),
      postJson(decide, { desAppId: first.desAppId, decision: 'accept' }, token),
    ])
    expect([a.state, b.state].sort()).toEqual([200, 255])
    const designers = await get('/v3/member/front/permission/designers', token)
    expect(designers.data.map((row: { designerId: number }) => row.designerId)).toContain(first.designerId)
    const other = pending.data.list[1]
    expect(
      await postJson(decide, { desAppId: other.desAppId, decision: 'decline', reason: 'x' }, token),
    ).toMatchObject({ state: 255, msg: 'Indique el motivo del rechazo (2–200 caracteres).' })
  })

  it('are another enterprise’s to read: moroso cannot open comprador’s', async () => {
    const token = await tokenOf('moroso@example.com')
    expect((await get('/v3/member/front/desApp/detail?desAppId=3', token)).msg).toBe(
      'La solicitud del diseñador no existe.',
    )
  })
})

describe('a designer applying to join an enterprise (/member/apply)', () => {
  const JOIN = '/v3/member/front/desApp/apply'
  const MESSAGE = 'Propongo selecciones de iluminación para sus almacenes de Santiago.'
  const enterprises = (token: string, keyword = '') =>
    get(
      `/v3/member/front/desApp/enterprises?current=1&pageSize=10&keyword=${encodeURIComponent(keyword)}`,
      token,
    )

  it('finds approved enterprise main accounts by name, accent-insensitively, for designers only', async () => {
    const token = await tokenOf('disenador@example.com')
    const all = await enterprises(token)
    expect(all.data.list.map((row: { enterpriseName: string }) => row.enterpriseName)).toEqual([
      'Comercializadora Oriente S.A.',
      'Importadora Caribe S.A.',
      // proveedor@example.com, an enterprise that also runs a store (issue 28 item 1)
      'Suministros Li Wei S.A.',
    ])
    expect((await enterprises(token, 'CARIBE')).data.list).toHaveLength(1)
    expect((await enterprises(token, 'orienté')).data.list).toHaveLength(1)
    expect((await enterprises(token, 'varadero')).data.list).toHaveLength(0)
    expect((await enterprises(await tokenOf('personal@example.com'))).msg).toBe(
      'Solo los diseñadores pueden usar esta función',
    )
  })

  it('sends one pending application per enterprise, which the enterprise then reads and decides', async () => {
    const token = await tokenOf('disenador@example.com')
    const moroso = memberOf('moroso@example.com')!
    const sent = await postJson(JOIN, { enterpriseId: moroso.memberId, message: MESSAGE }, token, key(6))
    expect(sent).toMatchObject({
      state: 200,
      data: {
        state: 1,
        enterpriseName: 'Comercializadora Oriente S.A.',
        specialty: 'Interiores comerciales',
      },
    })
    // the same key replays the first answer; another key is refused while it is pending
    expect(
      (await postJson(JOIN, { enterpriseId: moroso.memberId, message: MESSAGE }, token, key(6))).data,
    ).toEqual(sent.data)
    expect(
      await postJson(JOIN, { enterpriseId: moroso.memberId, message: MESSAGE }, token, key(7)),
    ).toMatchObject({
      state: 255,
      msg: 'Ya tiene una solicitud pendiente con esta empresa.',
    })
    const enterprise = await tokenOf('moroso@example.com')
    const list = await get('/v3/member/front/desApp/list?current=1&pageSize=10&state=1', enterprise)
    expect(list.data.list).toEqual([
      expect.objectContaining({ desAppId: sent.data.desAppId, designerName: 'Javier Ernesto Gómez Leyva' }),
    ])
    await postJson(
      '/v3/member/front/desApp/decide',
      { desAppId: sent.data.desAppId, decision: 'decline', reason: 'No compramos iluminación.' },
      enterprise,
    )
    const mine = await get('/v3/member/front/desApp/mine?current=1&pageSize=20', token)
    expect(mine.data.list[0]).toMatchObject({ state: 3, declineReason: 'No compramos iluminación.' })
    // declined: it may apply again
    expect(
      (await postJson(JOIN, { enterpriseId: moroso.memberId, message: MESSAGE }, token, key(8))).state,
    ).toBe(200)
  })

  it('refuses a short message with the shared words, an enterprise that does not accept designers, and one already authorising', async () => {
    const token = await tokenOf('disenador@example.com')
    const moroso = memberOf('moroso@example.com')!
    expect(
      await postJson(JOIN, { enterpriseId: moroso.memberId, message: ' corto ' }, token, key(9)),
    ).toMatchObject({
      state: 255,
      msg: 'Explique su propuesta en 10–500 caracteres.',
    })
    const refusedIds = [
      memberOf('rechazada@example.com')!.memberId,
      memberOf('personal@example.com')!.memberId,
    ]
    for (const [n, enterpriseId] of refusedIds.entries())
      expect(
        await postJson(JOIN, { enterpriseId, message: MESSAGE }, token, {
          'Idempotency-Key': `designer-join-refused-${n}`,
        }),
      ).toMatchObject({
        state: 255,
        msg: 'La empresa no existe o no acepta diseñadores.',
      })
    // comprador authorised disenador 40 days ago (the seed)
    const comprador = memberOf('comprador@example.com')!
    expect(
      await postJson(JOIN, { enterpriseId: comprador.memberId, message: MESSAGE }, token, {
        'Idempotency-Key': 'designer-join-authorised-1',
      }),
    ).toMatchObject({ state: 255, msg: 'Esta empresa ya le autorizó a proponer selecciones.' })
    expect(
      await postJson(
        JOIN,
        { enterpriseId: moroso.memberId, message: MESSAGE },
        await tokenOf('personal@example.com'),
        {
          'Idempotency-Key': 'designer-join-personal-1',
        },
      ),
    ).toMatchObject({ state: 255, msg: 'Solo los diseñadores pueden usar esta función' })
  })

  it('withdraws only the designer’s own pending application, which leaves the enterprise’s list', async () => {
    const token = await tokenOf('disenador@example.com')
    const moroso = memberOf('moroso@example.com')!
    const sent = await postJson(JOIN, { enterpriseId: moroso.memberId, message: MESSAGE }, token, key(5))
    const withdraw = '/v3/member/front/desApp/withdraw'
    // comprador's seeded application 3 is another designer's: it answers as a missing one and stays
    expect(await postJson(withdraw, { desAppId: 3 }, token)).toMatchObject({
      state: 255,
      msg: 'La solicitud del diseñador no existe.',
    })
    expect(await postJson(withdraw, { desAppId: 1 }, token)).toMatchObject({
      state: 255,
      msg: 'Esta solicitud ya se decidió.',
    })
    expect((await postJson(withdraw, { desAppId: sent.data.desAppId }, token)).state).toBe(200)
    const list = await get(
      '/v3/member/front/desApp/list?current=1&pageSize=10',
      await tokenOf('moroso@example.com'),
    )
    expect(list.data.pagination.total).toBe(0)
    const comprador = await get(
      '/v3/member/front/desApp/list?current=1&pageSize=10',
      await tokenOf('comprador@example.com'),
    )
    expect(comprador.data.pagination.total).toBe(4)
  })
})
