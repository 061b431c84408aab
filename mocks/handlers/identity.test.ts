// Member authentication and the buyer customs registration through the mock server (issue 27 items 4 and 7;
// SPEC.md §5, §6, §8): only personal and enterprise main accounts authenticate, with the form's schema; the
// licence is an upload of the member's own of at most 1 MB, told by its content, and reachable only by its owner
// and the platform; the platform approves or rejects with a reason, and a rejected member resubmits. The customs
// bind refuses an importer bound to another buyer (the bind failure of §8). tests/setup.ts validates every
// answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { API, get, imageBytes, postJson, tokenOf, upload } from '../fixtures/payment-fixtures'
import { resetDatabase } from '../persistence'
import { SEEDED_REJECT_REASON, TAKEN_IMPORTER_CODE } from '../seed/identity'
import { IDENTITY_PATHS as P } from './identity'

const ENTERPRISE = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const REVIEW = '/v3/mock/front/memberAuthens/review'
const LIST = '/v3/mock/front/memberAuthens'

beforeEach(async () => {
  await resetDatabase()
})

const COMPANY = { companyName: 'Comprador Mayorista S.A.', registrationNumber: 'RM-2026-0001' }

async function uploadLicence(token: string, size = 4096) {
  const answer = await upload(token, imageBytes(size), { source: 'licence', name: 'licencia.png' })
  return answer
}

describe('member authentication (issue 27 item 4)', () => {
  it('an enterprise submits its certification with its licence; the platform approves it', async () => {
    const token = await tokenOf(ENTERPRISE)
    const before = await get(P.authenDetail, token)
    expect(before.data).toMatchObject({ authenType: 'enterprise', state: 'notSubmitted', licenceUrl: null })

    const licence = await uploadLicence(token)
    expect(licence.state, licence.msg).toBe(200)
    expect(licence.data.path).toMatch(/^\/uploads\/licence\/[0-9a-f]{32}\.png$/)
    const sent = await postJson(
      P.authenSubmit,
      { authenType: 'enterprise', ...COMPANY, licencePath: licence.data.path },
      token,
    )
    expect(sent.state, sent.msg).toBe(200)
    expect(sent.data).toMatchObject({ state: 'pending', ...COMPANY, licencePath: licence.data.path })
    expect(sent.data.licenceUrl).toMatch(/\?expires=\d+&signature=[0-9a-f]{32}$/)

    const again = await postJson(
      P.authenSubmit,
      { authenType: 'enterprise', ...COMPANY, licencePath: licence.data.path },
      token,
    )
    expect(again).toMatchObject({ state: 255, msg: 'La certificación ya está en revisión o aprobada.' })

    const rows = await get(LIST)
    const row = rows.data.find((r: { memberEmail: string }) => r.memberEmail === ENTERPRISE)
    expect(row).toMatchObject({ state: 'pending' })
    const approved = await postJson(REVIEW, { memberId: row.memberId, action: 'approve' })
    expect(approved.data.state).toBe('approved')
    expect((await get(P.authenDetail, token)).data.state).toBe('approved')
    const twice = await postJson(REVIEW, { memberId: row.memberId, action: 'approve' })
    expect(twice.msg).toBe('Acción no permitida en el estado actual de la certificación.')
  })

  it('refuses a licence of 2 MB and a renamed non-image at upload, and a licence that is not the member’s own', async () => {
    const token = await tokenOf(ENTERPRISE)
    const big = await uploadLicence(token, 2 * 1024 * 1024)
    expect(big).toMatchObject({ state: 255, msg: 'El archivo supera el tamaño máximo de 1 MB.' })
    const fake = await upload(token, 'MZ not an image', { source: 'licence', name: 'licencia.png' })
    expect(fake).toMatchObject({ state: 255, msg: 'Formato de archivo incorrecto' })

    const other = await tokenOf('moroso@example.com')
    const theirs = await uploadLicence(other)
    const borrowed = await postJson(
      P.authenSubmit,
      { authenType: 'enterprise', ...COMPANY, licencePath: theirs.data.path },
      token,
    )
    expect(borrowed).toMatchObject({ state: 255, msg: 'Suba la imagen de la licencia.' })
    const proof = await upload(token, imageBytes(1024))
    const wrongSource = await postJson(
      P.authenSubmit,
      { authenType: 'enterprise', ...COMPANY, licencePath: proof.data.path },
      token,
    )
    expect(wrongSource.msg).toBe('Suba la imagen de la licencia.')
  })

  it('checks the national ID with the form’s rule (SPEC.md §5) and keeps a rejected member’s reason', async () => {
    const token = await tokenOf(PERSONAL)
    const seeded = await get(P.authenDetail, token)
    expect(seeded.data).toMatchObject({
      authenType: 'personal',
      state: 'rejected',
      rejectReason: SEEDED_REJECT_REASON,
    })
    const bad = await postJson(
      P.authenSubmit,
      { authenType: 'personal', realName: 'Ana Pérez Gómez', idNumber: '12345' },
      token,
    )
    expect(bad.state).toBe(255)
    expect(bad.msg).toMatch(/documento de identidad/)
    const good = await postJson(
      P.authenSubmit,
      { authenType: 'personal', realName: 'Ana Pérez Gómez', idNumber: '11010519491231002x' },
      token,
    )
    expect(good.data).toMatchObject({ state: 'pending', idNumber: '11010519491231002X', rejectReason: null })

    const rows = await get(LIST)
    const row = rows.data.find((r: { memberEmail: string }) => r.memberEmail === PERSONAL)
    const noReason = await postJson(REVIEW, { memberId: row.memberId, action: 'reject', reason: ' ' })
    expect(noReason.msg).toBe('Indique el motivo del rechazo (de 1 a 200 caracteres).')
    const rejected = await postJson(REVIEW, {
      memberId: row.memberId,
      action: 'reject',
      reason: 'Foto ilegible',
    })
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: 'Foto ilegible' })
  })

  it('is for personal and enterprise main accounts only (SPEC.md §6)', async () => {
    const designer = await tokenOf('disenador@example.com')
    expect(await get(P.authenDetail, designer)).toMatchObject({
      state: 255,
      msg: 'Solo las personas y las empresas pueden usar esta función',
    })
    expect((await get(P.authenDetail)).state).toBe(266)
  })
})

describe('the licence image is private (issue 27 item 8)', () => {
  it('is served to its signed link and its owner, never to a visitor or another member', async () => {
    const owner = await tokenOf(ENTERPRISE)
    const other = await tokenOf(PERSONAL)
    const licence = await uploadLicence(owner)
    const plain = licence.data.path.replace(/^\/uploads\//, '/mock-uploads/')
    const fetchFile = (url: string, token?: string) =>
      fetch(`${API}${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    expect((await fetchFile(licence.data.url)).status).toBe(200)
    expect((await fetchFile(plain, owner)).status).toBe(200)
    expect((await fetchFile(plain)).status).toBe(403)
    expect((await fetchFile(plain, other)).status).toBe(403)
  })
})

describe('buyer customs registration (issue 27 item 7)', () => {
  const BIND = {
    importerName: 'Importadora Comprador S.A.',
    importerCode: 'IMP-CU-000777',
    enterpriseName: 'Comprador Mayorista S.A.',
    enterpriseCode: '09876543210',
  }

  it('binds the importer and enterprise registration; the buyer is then ready for customs', async () => {
    const token = await tokenOf(ENTERPRISE)
    expect((await get(P.customsInfo, token)).data).toMatchObject({ state: 'unregistered', ready: false })
    const bound = await postJson(P.customsBind, { ...BIND, importerCode: 'imp-cu-000777' }, token)
    expect(bound.state, bound.msg).toBe(200)
    expect(bound.data).toMatchObject({ state: 'registered', ready: true, importerCode: 'IMP-CU-000777' })
    expect((await get(P.customsInfo, token)).data.ready).toBe(true)
  })

  it('refuses an importer bound to another buyer (SPEC.md §8 bind failure) and a bad NIT', async () => {
    const token = await tokenOf(ENTERPRISE)
    const taken = await postJson(P.customsBind, { ...BIND, importerCode: TAKEN_IMPORTER_CODE }, token)
    expect(taken).toMatchObject({
      state: 255,
      msg: 'No se pudo vincular el registro aduanero: el código de importador ya está vinculado a otra cuenta.',
    })
    const nit = await postJson(P.customsBind, { ...BIND, enterpriseCode: '123' }, token)
    expect(nit).toMatchObject({ state: 255, msg: 'El NIT tiene 11 dígitos' })
    expect((await get(P.customsInfo, token)).data.state).toBe('unregistered')
  })
})
