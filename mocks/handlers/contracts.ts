// Purchase contracts of the member centre (tag `contract`, issue 11 item 5; SPEC.md §2 /member/contract/*,
// /contract/agreement, /previewFile; §5, §8): list, detail, add, cancel, e-signature authentication with an SMS
// code, signing, and a file's bytes for the in-page preview. Bodies are checked with the shared rules of
// src/schemas/contract.schema.ts first (the form's Spanish messages), then against the contract. Contracts and
// their files are read and written through mocks/lib/contracts.ts; another member's contract or file is
// answered exactly like an unknown one. Unpaid payments past their window are swept first, as for the orders,
// so a contract whose order just closed reads cancelled.
import type { components } from '../../src/api/schema'
import {
  contractAuthenSchema,
  contractSchema,
  type ContractAuthenValues,
} from '../../src/schemas/contract.schema'
import { mobileRule } from '../../src/schemas/account.schema'
import { object } from 'yup'
import { clock } from '../clock'
import { db, type ContractRecord, type MemberRecord } from '../db'
import {
  AGREEMENT_HTML,
  AGREEMENT_TITLE,
  CONTRACT_MESSAGES,
  addContractFile,
  contractDetailOut,
  contractFileOut,
  contractOf,
  contractOut,
  contractStateOf,
  createContract,
  dayOf,
  newContractNo,
  signContract,
} from '../lib/contracts'
import { fail, ok } from '../lib/envelope'
import { paginate } from '../lib/paginate'
import { rawBody, readBody, ruleFailure } from '../lib/request'
import { applyRules } from '../lib/rules'
import { memberUploadOf, uploadBytes } from '../lib/uploads'
import { checkCode, consumeCode, issueCode, mobileKey } from '../lib/verify-codes'
import { memberOnly } from '../lib/member-only'
import { orderWhenAgreed } from '../lib/quote-orders'
import { http } from './http'

type ContractInput = components['schemas']['ContractInput']
type ContractSigner = components['schemas']['ContractSigner']
type ContractFileType = components['schemas']['ContractFile']['contentType']

export const CONTRACT_PATHS = {
  list: '/v3/member/front/contract/list',
  detail: '/v3/member/front/contract/detail',
  add: '/v3/member/front/contract/add',
  cancel: '/v3/member/front/contract/cancel',
  signInfo: '/v3/member/front/contract/signInfo',
  sendSignCode: '/v3/member/front/contract/sendSignCode',
  authen: '/v3/member/front/contract/authen',
  sign: '/v3/member/front/contract/sign',
  file: '/v3/member/front/contract/file',
} as const

const SIGN_CODE_TEXT = {
  subject: 'Código SMS de firma electrónica',
  body: (code: string) =>
    `Su código para autenticar la firma electrónica de contratos es ${code}. Caduca en 10 minutos.`,
}

const mask = (mobile: string) => mobile.replace(/\d(?=\d{4})/g, '*')

function signerOut(member: MemberRecord): ContractSigner {
  const signer = db.contractSigners.findFirst((q) => q.where({ memberId: member.memberId }))
  if (!signer)
    return {
      authenticated: false,
      signerType: null,
      signerName: null,
      companyName: null,
      mobile: null,
      authenticatedAt: null,
    }
  return {
    authenticated: true,
    signerType: signer.signerType,
    signerName: signer.realName,
    companyName: signer.signerType === 'enterprise' ? signer.companyName : null,
    mobile: mask(signer.mobile),
    authenticatedAt: new Date(signer.authenticatedAt).toISOString(),
  }
}

const matches = (contract: ContractRecord, keyword: string) => {
  const needle = keyword.toLocaleLowerCase('es')
  const out = contractOut(contract)
  return [out.contractNo, out.title, out.orderSn ?? '', out.storeName].some((text) =>
    text.toLocaleLowerCase('es').includes(needle),
  )
}

async function addContract(member: MemberRecord, request: Request): Promise<Response> {
  const raw = await rawBody(request)
  const schema = contractSchema(dayOf(clock.now()))
  const broken = raw && ruleFailure(() => schema.validateSync(raw))
  if (broken) return fail(broken)
  const parsed = await readBody<ContractInput>(request, CONTRACT_PATHS.add)
  if (!parsed.ok) return parsed.response
  const values = schema.validateSync(parsed.body)
  const store = db.stores.findFirst((q) => q.where({ storeId: values.storeId }))
  if (!store?.isOpen) return fail(CONTRACT_MESSAGES.storeClosed)
  const orderSn = values.orderSn?.trim() || null
  if (orderSn) {
    const order = db.orders.findFirst((q) => q.where({ orderSn, memberId: member.memberId }))
    if (!order || order.storeId !== values.storeId) return fail(CONTRACT_MESSAGES.orderMismatch)
  }
  const uploads = parsed.body.attachments.map((attachment) => ({
    fileName: attachment.fileName.trim(),
    upload: memberUploadOf(member, attachment.path, 'contract'),
  }))
  if (uploads.some(({ upload }) => upload?.source !== 'contract')) return fail(CONTRACT_MESSAGES.uploadFailed)
  const now = clock.now()
  const contract = await createContract({
    contractNo: newContractNo(),
    memberId: member.memberId,
    source: 'upload',
    title: values.title,
    storeId: values.storeId,
    orderSn,
    amount: values.amount,
    startDate: values.startDate,
    endDate: values.endDate,
    state: 'pendingSignature',
    createdAt: now,
    signedAt: null,
    signerName: null,
    history: [{ at: now, event: 'created', actor: 'buyer' }],
  })
  for (const { fileName, upload } of uploads)
    await addContractFile(contract, {
      kind: 'attachment',
      fileName,
      contentType: upload!.contentType as ContractFileType,
      bytes: uploadBytes(upload!.dataUrl),
    })
  return Response.json(ok(contractDetailOut(contract)))
}

export const contractHandlers = [
  http.get(
    CONTRACT_PATHS.list,
    memberOnly(({ query, response, member }) => {
      const state = query.get('state')
      const source = query.get('source')
      const keyword = (query.get('keyword') ?? '').trim()
      const rows = db.contracts
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((row) => !state || contractStateOf(row) === state)
        .filter((row) => !source || row.source === source)
        .filter((row) => !keyword || matches(row, keyword))
        .sort((a, b) => b.createdAt - a.createdAt || b.contractNo.localeCompare(a.contractNo))
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok({ list: page.list.map(contractOut), pagination: page.pagination }))
    }),
  ),

  http.get(
    CONTRACT_PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const contract = contractOf(member, query.get('contractNo') ?? '')
      if (!contract) return fail(CONTRACT_MESSAGES.notFound)
      return response(200).json(ok(contractDetailOut(contract)))
    }),
  ),

  http.post(
    CONTRACT_PATHS.add,
    memberOnly(({ request, member }) => {
      return addContract(member, request)
    }),
  ),

  http.post(
    CONTRACT_PATHS.cancel,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ contractNo: string }>(request, CONTRACT_PATHS.cancel)
      if (!parsed.ok) return parsed.response
      const contract = contractOf(member, parsed.body.contractNo)
      if (!contract) return fail(CONTRACT_MESSAGES.notFound)
      if (!contractDetailOut(contract).canCancel) return fail(CONTRACT_MESSAGES.cannotCancel)
      const at = clock.now()
      await db.contracts.update((q) => q.where({ contractNo: contract.contractNo }), {
        data(row) {
          row.state = 'cancelled'
          row.history = [...row.history, { at, event: 'cancelled', actor: 'buyer' }]
        },
      })
      return response(200).json(ok(contractDetailOut(contractOf(member, contract.contractNo)!)))
    }),
  ),

  http.get(
    CONTRACT_PATHS.signInfo,
    memberOnly(({ query, response, member }) => {
      const contractNo = query.get('contractNo')
      const contract = contractNo ? contractOf(member, contractNo) : null
      if (contractNo && !contract) return fail(CONTRACT_MESSAGES.notFound)
      return response(200).json(
        ok({
          signer: signerOut(member),
          memberType: member.memberType,
          agreementTitle: AGREEMENT_TITLE,
          agreementHtml: AGREEMENT_HTML,
          contract: contract ? contractOut(contract) : null,
        }),
      )
    }),
  ),

  http.post(
    CONTRACT_PATHS.sendSignCode,
    memberOnly(async ({ request, response }) => {
      const parsed = await readBody<{ mobile: string }>(request, CONTRACT_PATHS.sendSignCode)
      if (!parsed.ok) return parsed.response
      const rules = await applyRules(object({ mobile: mobileRule() }), parsed.body)
      if (!rules.ok) return fail(rules.msg)
      const result = await issueCode('contractSign', 'sms', mobileKey(rules.value.mobile), SIGN_CODE_TEXT)
      if (!result.ok) return fail(result.msg)
      return response(200).json(
        ok({ cooldownSeconds: result.cooldownSeconds, expiresInSeconds: result.expiresInSeconds }),
      )
    }),
  ),

  http.post(
    CONTRACT_PATHS.authen,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawBody(request)
      const broken = raw && ruleFailure(() => contractAuthenSchema.validateSync(raw))
      if (broken) return fail(broken)
      const parsed = await readBody<Record<string, unknown>>(request, CONTRACT_PATHS.authen)
      if (!parsed.ok) return parsed.response
      const values = contractAuthenSchema.validateSync(parsed.body) as ContractAuthenValues
      const target = mobileKey(values.mobile)
      const refused = await checkCode('contractSign', target, values.code)
      if (refused) return fail(refused)
      await consumeCode('contractSign', target)
      const existing = db.contractSigners.findFirst((q) => q.where({ memberId: member.memberId }))
      if (existing) db.contractSigners.delete(existing)
      await db.contractSigners.create({
        memberId: member.memberId,
        signerType: values.signerType,
        realName: values.realName,
        idNumber: values.idNumber ?? '',
        companyName: values.companyName ?? '',
        creditCode: values.creditCode ?? '',
        mobile: values.mobile,
        authenticatedAt: clock.now(),
      })
      return response(200).json(ok(signerOut(member)))
    }),
  ),

  http.post(
    CONTRACT_PATHS.sign,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ contractNo: string; agreement: boolean }>(request, CONTRACT_PATHS.sign)
      if (!parsed.ok) return parsed.response
      const contract = contractOf(member, parsed.body.contractNo)
      if (!contract) return fail(CONTRACT_MESSAGES.notFound)
      const signer = db.contractSigners.findFirst((q) => q.where({ memberId: member.memberId }))
      if (!signer) return fail(CONTRACT_MESSAGES.notAuthenticated)
      if (String(parsed.body.agreement) !== 'true') return fail(CONTRACT_MESSAGES.agreementRequired)
      if (contractStateOf(contract) !== 'pendingSignature') return fail(CONTRACT_MESSAGES.cannotSign)
      await signContract(contract, signer.realName)
      // a contract made from a quote becomes an order once the supplier confirmed it too (issue 28 item 1)
      await orderWhenAgreed(contract)
      return response(200).json(ok(contractDetailOut(contractOf(member, contract.contractNo)!)))
    }),
  ),

  http.get(
    CONTRACT_PATHS.file,
    memberOnly(({ query, response, member }) => {
      const fileId = Number(query.get('fileId'))
      const file = db.contractFiles.findFirst((q) => q.where({ fileId, memberId: member.memberId }))
      if (!file) return fail(CONTRACT_MESSAGES.fileNotFound)
      return response(200).json(
        ok({ ...contractFileOut(file), contractNo: file.contractNo, content: file.content }),
      )
    }),
  ),
]
