// Designers (issue 27 item 5; SPEC.md §2 /applyDesigner, /member/applyInfo, /member/desApp/*, §6): a member's
// application to become a certified designer (Idempotency-Key, src/lib/idempotency.ts), a designer's
// certification, and the designer applications an enterprise accepts or declines.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type DesignerApply = components['schemas']['DesignerApply']
export type DesignerApplyInput = components['schemas']['DesignerApplyInput']
export type DesignerApplication = components['schemas']['DesignerApplication']
export type DesignerApplicationDecision = components['schemas']['DesignerApplicationDecisionInput']

export interface DesignerApplicationQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  state?: 1 | 2 | 3
}

export const getDesignerApply = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/designerApply/detail'), options)

export const submitDesignerApply = (
  body: DesignerApplyInput,
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/member/front/designerApply/submit', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const getDesignerInfo = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/designer/info'), options)

export const listDesignerApplications = (query: DesignerApplicationQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/desApp/list', { params: { query } }), options)

export const getDesignerApplication = (desAppId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/desApp/detail', { params: { query: { desAppId } } }), options)

export const decideDesignerApplication = (body: DesignerApplicationDecision, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/desApp/decide', { body, headers: JSON_BODY }), options)
