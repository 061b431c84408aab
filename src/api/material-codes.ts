// Material codes of an enterprise (issue 27 item 3; SPEC.md §2 /member/matCode, §5, §6): one function per
// operation of v3/member/front/materialCode/*.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type MaterialCode = components['schemas']['MaterialCode']
export type MaterialCodeInput = components['schemas']['MaterialCodeInput']
export type MaterialCodeEditInput = components['schemas']['MaterialCodeEditInput']
export type MaterialCodeCheckInput = components['schemas']['MaterialCodeCheckInput']

export interface MaterialCodeQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  keyword?: string
}

export const listMaterialCodes = (query: MaterialCodeQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/materialCode/list', { params: { query } }), options)

export const addMaterialCode = (body: MaterialCodeInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/materialCode/add', { body, headers: JSON_BODY }), options)

export const editMaterialCode = (body: MaterialCodeEditInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/materialCode/edit', { body, headers: JSON_BODY }), options)

export const deleteMaterialCode = (codeId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/materialCode/del', { body: { codeId }, headers: JSON_BODY }),
    options,
  )

export const checkMaterialCodes = (body: MaterialCodeCheckInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/materialCode/check', { body, headers: JSON_BODY }), options)

export const batchSaveMaterialCodes = (
  rows: MaterialCodeInput[],
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/member/front/materialCode/batchSave', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { rows },
      headers: JSON_BODY,
    }),
    options,
  )
