// Operations of the `contract` tag (issue 11 item 5; SPEC.md §2 /member/contract/*, /contract/agreement,
// /previewFile): the member's purchase contracts, the e-signature authentication and signing, and a file's bytes
// for the in-page preview. Attachments are uploaded with uploadFile(file, 'contract') of ./payment.ts.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type ContractState = components['schemas']['ContractState']
export type ContractSource = components['schemas']['ContractSource']
export type ContractSummary = components['schemas']['ContractSummary']
export type ContractDetail = components['schemas']['ContractDetail']
export type ContractFile = components['schemas']['ContractFile']
export type ContractInput = components['schemas']['ContractInput']
export type ContractSigner = components['schemas']['ContractSigner']
export type ContractAuthenInput = components['schemas']['ContractAuthenInput']
export type ContractSignInfo = components['schemas']['ContractSignInfoEnvelope']['data']
export type ContractFileContent = components['schemas']['ContractFileContentEnvelope']['data']
export type Pagination = components['schemas']['Pagination']

export interface ContractQuery {
  state?: ContractState
  source?: ContractSource
  keyword?: string
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const listContracts = (query: ContractQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/contract/list', { params: { query } }), options)

export const getContract = (contractNo: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/contract/detail', { params: { query: { contractNo } } }), options)

export const addContract = (body: ContractInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/contract/add', { body, headers: JSON_BODY }), options)

export const cancelContract = (contractNo: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/contract/cancel', { body: { contractNo }, headers: FORM }),
    options,
  )

export const getContractSignInfo = (contractNo: string | null, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/member/front/contract/signInfo', {
      params: { query: contractNo ? { contractNo } : {} },
    }),
    options,
  )

export const sendContractSignCode = (mobile: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/contract/sendSignCode', { body: { mobile }, headers: FORM }),
    options,
  )

export const authenticateContractSigner = (body: ContractAuthenInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/contract/authen', { body, headers: JSON_BODY }), options)

export const signContract = (contractNo: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/contract/sign', { body: { contractNo, agreement: true }, headers: FORM }),
    options,
  )

export const getContractFile = (fileId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/contract/file', { params: { query: { fileId } } }), options)
