// The control panel's material-code section's endpoints (issue 27 item 3): every enterprise's codes counted with
// its newest five, and deleting all of one enterprise's codes, after which its list is empty and the same codes
// can be added again; a personal member or a sub-account is refused. Answers are validated against the OpenAPI
// document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db'
import { resetDatabase } from '../../persistence'
import { get, postJson, tokenOf } from '../../fixtures/checkout-fixtures'
import { SEEDED_MATERIAL_CODES } from '../../seed/material-codes'
import { MATERIAL_CODE_PATHS as P } from '../../handlers/material-codes'

const memberIdOf = (email: string) => db.members.findFirst((q) => q.where({ email }))!.memberId

beforeEach(async () => {
  await resetDatabase()
})

describe('material codes in the control panel (issue 27 item 3)', () => {
  it('lists the enterprise with its count and newest five, and clears them so a code can be added again', async () => {
    const listed = await get('/v3/mock/front/materialCodes')
    expect(listed.state, listed.msg).toBe(200)
    expect(listed.data).toHaveLength(1)
    expect(listed.data[0]).toMatchObject({
      memberEmail: 'comprador@example.com',
      total: SEEDED_MATERIAL_CODES,
    })
    expect(listed.data[0].latest.map((code: { materialCode: string }) => code.materialCode)).toEqual([
      'MAT-0012',
      'MAT-0011',
      'MAT-0010',
      'MAT-0009',
      'MAT-0008',
    ])

    const cleared = await postJson('/v3/mock/front/materialCodes/clear', {
      memberId: memberIdOf('comprador@example.com'),
    })
    expect(cleared.state, cleared.msg).toBe(200)
    expect(cleared.data).toEqual({ removed: SEEDED_MATERIAL_CODES })
    expect((await get('/v3/mock/front/materialCodes')).data).toEqual([])

    const token = await tokenOf('comprador@example.com')
    expect((await get(`${P.list}?current=1&pageSize=10`, token)).data.pagination.total).toBe(0)
    const productCode = db.products.all()[0]!.productCode
    const again = await postJson(P.add, { materialCode: 'MAT-0001', productCode }, token)
    expect(again.state, again.msg).toBe(200)
  })

  it('refuses a personal member and a sub-account, and deletes nothing', async () => {
    for (const email of ['personal@example.com', 'subcuenta@example.com']) {
      const refused = await postJson('/v3/mock/front/materialCodes/clear', { memberId: memberIdOf(email) })
      expect(refused).toMatchObject({ state: 255, msg: 'Solo las empresas pueden usar esta función' })
    }
    expect(db.materialCodes.all()).toHaveLength(SEEDED_MATERIAL_CODES)
  })
})
