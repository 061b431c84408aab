// Sample applications (issue 28 item 3; SPEC.md §2 /prototype/sample/*, §5 monthly sample quota): apply for the
// selected sample-cart lines (Idempotency-Key, src/lib/idempotency.ts), list and read the member's applications.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type SampleApplication = components['schemas']['SampleApplication']
export type SampleApplyLine = components['schemas']['SampleApplyLine']
export type SampleApplySubmitRequest = components['schemas']['SampleApplySubmitRequest']

export interface SampleApplyQuery {
  current: number
  pageSize: number
}

export const submitSampleApply = (
  body: SampleApplySubmitRequest,
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/business/front/sampleApply/submit', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const listSampleApplies = (query: SampleApplyQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/sampleApply/list', { params: { query } }), options)

export const getSampleApply = (applySn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/sampleApply/detail', { params: { query: { applySn } } }),
    options,
  )
