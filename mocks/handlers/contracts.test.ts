// Purchase contracts through the mock server (issue 11 item 5; SPEC.md §5, §8): an order's contract is the
// same record in the order and in the list, states derive from the clock and the order, files are checked by
// content and size twice (upload and add), another member's contract or file is refused like an unknown one,
// and signing needs the e-signature authentication (SMS code) and the agreement. tests/setup.ts validates every
// answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { CONTRACT_FILE_MAX_BYTES } from '../../src/schemas/contract.schema'
import { clock } from '../clock'
import { db } from '../db'
import { CONTRACT_MESSAGES as M, contractPdf, dayOf } from '../lib/contracts'
import { resetDatabase } from '../persistence'
import { CONTRACT_PATHS as P } from './contracts'
import { get, postForm, postJson, tokenOf, upload } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const DAY = 86_400_000

beforeEach(async () => {
  await resetDatabase()
})

const pdf = () => contractPdf(['Contrato de prueba', 'Línea dos (con paréntesis)'])
const openStore = () => db.stores.all().find((store) => store.isOpen)!

async function uploadPdf(token: string, bytes: Uint8Array | string = pdf(), name = 'contrato.pdf') {
  return upload(token, bytes, { source: 'contract', name, type: 'application/pdf' })
}

function newContract(overrides: Record<string, unknown> = {}) {
  const today = dayOf(clock.now())
  return {
    title: 'Suministro de azulejos 2027',
    storeId: openStore().storeId,
    orderSn: null,
    startDate: today,
    endDate: dayOf(clock.now() + 90 * DAY),
    amount: 2500.5,
    attachments: [],
    ...overrides,
  }
}

async function codeSentTo(mobile: string) {
  return db.verifyCodes.findFirst((q) => q.where({ key: `contractSign:${mobile}` }))!.code
}

const PERSON = { signerType: 'personal', realName: 'Carlos Rodríguez', idNumber: '11010519491231002X' }

async function authenticateSigner(token: string, mobile = '13800138000') {
  expect((await postForm(P.sendSignCode, { mobile }, token)).state).toBe(200)
  return postJson(P.authen, { ...PERSON, mobile, code: await codeSentTo(mobile) }, token)
}

describe('contract list and detail', () => {
  it('lists the contract of every quoted reservation order, the same number the order carries', async () => {
    const token = await tokenOf(COMPRADOR)
    const quoted = db.orders.all().filter((order) => order.contractNo)
    expect(quoted.length).toBeGreaterThan(0)
    const { data } = await get(`${P.list}?source=order&pageSize=50`, token)
    expect(data.list.map((row: { contractNo: string }) => row.contractNo).sort()).toEqual(
      quoted.map((order) => order.contractNo).sort(),
    )
    const order = quoted[0]!
    const detail = await get(`${P.detail}?contractNo=${order.contractNo}`, token)
    expect(detail.data).toMatchObject({
      orderSn: order.orderSn,
      storeId: order.storeId,
      amount: order.quote!.total,
    })
    expect(detail.data.files[0]).toMatchObject({ kind: 'document', contentType: 'application/pdf' })
  })

  it('holds seeded contracts pending, signed, expired and cancelled, and filters by state and keyword', async () => {
    const token = await tokenOf(COMPRADOR)
    for (const state of ['pendingSignature', 'signed', 'expired', 'cancelled']) {
      const { data } = await get(`${P.list}?state=${state}`, token)
      expect(data.list.length, state).toBeGreaterThan(0)
      expect(data.list.every((row: { state: string }) => row.state === state)).toBe(true)
    }
    const found = await get(`${P.list}?keyword=${encodeURIComponent('cemento 2026')}`, token)
    expect(found.data.list.map((row: { contractNo: string }) => row.contractNo)).toEqual(['CB202600000001'])
    const paged = await get(`${P.list}?pageSize=10&current=1`, token)
    expect(paged.data.pagination).toMatchObject({ current: 1, pageSize: 10 })
  })

  it('makes a contract when the supplier quotes, pending signature, and expires it after its end date', async () => {
    const waiting = db.orders.all().find((order) => order.lifecycle.state === 'waitingQuote')!
    const quoted = await postJson('/v3/mock/front/orders/act', {
      orderSn: waiting.orderSn,
      action: 'quote',
      total: 800,
    })
    expect(quoted.state).toBe(200)
    const token = await tokenOf(COMPRADOR)
    const contractNo = quoted.data.contractNo as string
    expect((await get(`${P.detail}?contractNo=${contractNo}`, token)).data).toMatchObject({
      state: 'pendingSignature',
      source: 'order',
      amount: 800,
      canSign: true,
      canCancel: false,
    })
    // the deposit is not paid within 24 h: the order is cancelled, and so is its unsigned contract
    clock.advanceHours(25)
    const later = await get(`${P.detail}?contractNo=${contractNo}`, token)
    expect(later.data.state).toBe('cancelled')
    expect(later.data.history.at(-1)).toMatchObject({ event: 'cancelled' })
  })

  it("answers another member's contract like an unknown one", async () => {
    const personal = await tokenOf(PERSONAL)
    expect(await get(`${P.detail}?contractNo=CB202600000001`, personal)).toMatchObject({
      state: 255,
      msg: M.notFound,
    })
    expect(await get(`${P.detail}?contractNo=nada`, personal)).toMatchObject({ state: 255, msg: M.notFound })
  })
})

describe('contract files', () => {
  it('answers a file of the member as base64 of a real PDF, and refuses unknown and foreign ids', async () => {
    const token = await tokenOf(COMPRADOR)
    const detail = await get(`${P.detail}?contractNo=CB202600000001`, token)
    const fileId = detail.data.files[0].fileId as number
    const file = await get(`${P.file}?fileId=${fileId}`, token)
    const text = atob(file.data.content)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    // the amount as the screens write it (issue 24 item 6)
    expect(text).toMatch(/\(Importe: US\$ \d{1,3}(\.\d{3})*,\d{2}\) '/)
    const personal = await tokenOf(PERSONAL)
    expect(await get(`${P.file}?fileId=${fileId}`, personal)).toMatchObject({
      state: 255,
      msg: M.fileNotFound,
    })
    expect(await get(`${P.file}?fileId=999999`, token)).toMatchObject({ state: 255, msg: M.fileNotFound })
  })

  it('uploads a PDF with source contract, refuses text renamed .pdf and a file over 5 MB', async () => {
    const token = await tokenOf(COMPRADOR)
    expect((await uploadPdf(token)).data).toMatchObject({ contentType: 'application/pdf' })
    expect(await uploadPdf(token, 'solo texto, no es un PDF', 'falso.pdf')).toMatchObject({
      state: 255,
      msg: 'Formato de archivo incorrecto',
    })
    const big = new Uint8Array(CONTRACT_FILE_MAX_BYTES + 1)
    big.set(pdf().subarray(0, 8))
    expect(await uploadPdf(token, big, 'grande.pdf')).toMatchObject({
      state: 255,
      msg: 'El archivo supera el tamaño máximo de 5 MB.',
    })
    // a PDF is still no payment proof
    expect(
      await upload(token, pdf(), { source: 'payProof', name: 'a.pdf', type: 'application/pdf' }),
    ).toMatchObject({
      state: 255,
    })
  })
})

describe('adding a contract', () => {
  it('adds a contract with an uploaded attachment, pending signature, with its own PDF document', async () => {
    const token = await tokenOf(COMPRADOR)
    const uploaded = await uploadPdf(token)
    const answer = await postJson(
      P.add,
      newContract({ attachments: [{ path: uploaded.data.url, fileName: 'contrato.pdf' }] }),
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({ source: 'upload', state: 'pendingSignature', canCancel: true })
    expect(answer.data.contractNo).toMatch(/^CB\d{18}$/)
    expect(answer.data.files.map((file: { kind: string }) => file.kind)).toEqual(['document', 'attachment'])
  })

  it('answers the shared rules in Spanish and refuses uploads that are not contract files of the member', async () => {
    const token = await tokenOf(COMPRADOR)
    expect(await postJson(P.add, newContract({ title: 'A' }), token)).toMatchObject({
      state: 255,
      msg: 'El título del contrato debe tener entre 2 y 100 caracteres.',
    })
    expect(
      await postJson(P.add, newContract({ startDate: '2030-01-10', endDate: '2030-01-01' }), token),
    ).toMatchObject({
      msg: 'La fecha de fin no puede ser anterior a la de inicio.',
    })
    expect(await postJson(P.add, newContract({ amount: 0 }), token)).toMatchObject({
      msg: 'El importe debe estar entre 0,01 y 99.999.999,99 USD, con dos decimales como máximo.',
    })
    const proof = await upload(token, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(
      await postJson(
        P.add,
        newContract({ attachments: [{ path: proof.data.url, fileName: 'x.png' }] }),
        token,
      ),
    ).toMatchObject({ state: 255, msg: M.uploadFailed })
    const theirs = await uploadPdf(await tokenOf(PERSONAL))
    expect(
      await postJson(
        P.add,
        newContract({ attachments: [{ path: theirs.data.url, fileName: 'x.pdf' }] }),
        token,
      ),
    ).toMatchObject({ state: 255, msg: M.uploadFailed })
  })

  it('cancels an own pending contract once, never an order contract', async () => {
    const token = await tokenOf(COMPRADOR)
    const cancelled = await postForm(P.cancel, { contractNo: 'CB202600000001' }, token)
    expect(cancelled.data).toMatchObject({ state: 'cancelled', canSign: false })
    expect(await postForm(P.cancel, { contractNo: 'CB202600000001' }, token)).toMatchObject({
      msg: M.cannotCancel,
    })
    const pendingOrder = (await get(`${P.list}?source=order&state=pendingSignature`, token)).data.list[0]
    expect(await postForm(P.cancel, { contractNo: pendingOrder.contractNo }, token)).toMatchObject({
      msg: M.cannotCancel,
    })
  })
})

describe('e-signature authentication and signing', () => {
  it('refuses to sign before the authentication, then signs with the agreement after it', async () => {
    const token = await tokenOf(COMPRADOR)
    const contractNo = 'CB202600000001'
    expect(await postForm(P.sign, { contractNo, agreement: 'true' }, token)).toMatchObject({
      msg: M.notAuthenticated,
    })
    expect((await get(`${P.signInfo}?contractNo=${contractNo}`, token)).data).toMatchObject({
      signer: { authenticated: false },
      memberType: 3,
      contract: { contractNo, state: 'pendingSignature' },
    })
    const authen = await authenticateSigner(token)
    expect(authen.data).toMatchObject({
      authenticated: true,
      signerName: 'Carlos Rodríguez',
      mobile: '*******8000',
    })
    expect(await postForm(P.sign, { contractNo, agreement: 'false' }, token)).toMatchObject({
      msg: M.agreementRequired,
    })
    const signed = await postForm(P.sign, { contractNo, agreement: 'true' }, token)
    expect(signed.data).toMatchObject({ state: 'signed', signerName: 'Carlos Rodríguez', canSign: false })
    expect(signed.data.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'signed'])
    expect(await postForm(P.sign, { contractNo, agreement: 'true' }, token)).toMatchObject({
      msg: M.cannotSign,
    })
    const expired = (await get(`${P.list}?state=expired`, token)).data.list[0]
    expect(
      await postForm(P.sign, { contractNo: expired.contractNo, agreement: 'true' }, token),
    ).toMatchObject({
      msg: M.cannotSign,
    })
  })

  it('answers the authentication rules and a wrong code in Spanish, and sends the code to the outbox', async () => {
    const token = await tokenOf(COMPRADOR)
    expect(
      await postJson(P.authen, { ...PERSON, idNumber: '123', mobile: '13800138000', code: '123456' }, token),
    ).toMatchObject({
      state: 255,
      msg: 'El documento de identidad tiene 18 o 15 dígitos',
    })
    await postForm(P.sendSignCode, { mobile: '13800138000' }, token)
    expect(db.outbox.all().at(-1)).toMatchObject({ channel: 'sms', code: await codeSentTo('13800138000') })
    const code = await codeSentTo('13800138000')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await postJson(P.authen, { ...PERSON, mobile: '13800138000', code: wrong }, token)).toMatchObject({
      msg: 'El código de verificación es incorrecto.',
    })
    expect(
      await postJson(
        P.authen,
        {
          signerType: 'enterprise',
          realName: 'Ana Pérez',
          companyName: 'Importadora Caribe S.A.',
          creditCode: 'x',
          mobile: '13800138000',
          code,
        },
        token,
      ),
    ).toMatchObject({ msg: 'El número de identificación fiscal tiene de 8 a 20 letras o dígitos.' })
  })
})
