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

// A designer applying to join an enterprise, /member/apply (issue 27 item 5; SPEC.md §2, §6 memberType 2): the
// enterprises that accept designers, by name; the designer's own applications; the application (Idempotency-Key)
// and withdrawing a pending one.
export type DesignerEnterprise = components['schemas']['DesignerEnterprise']
export type OwnDesignerApplication = components['schemas']['OwnDesignerApplication']
export type DesignerJoinInput = components['schemas']['DesignerJoinInput']

export interface DesignerEnterpriseQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  keyword?: string
}

export const searchDesignerEnterprises = (query: DesignerEnterpriseQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/desApp/enterprises', { params: { query } }), options)

export const listOwnDesignerApplications = (
  query: { current: number; pageSize: 10 | 20 | 30 | 50 },
  options?: CallOptions,
) => call('GET', client.GET('/v3/member/front/desApp/mine', { params: { query } }), options)

export const applyToEnterprise = (body: DesignerJoinInput, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/desApp/apply', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const withdrawDesignerApplication = (desAppId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/desApp/withdraw', { body: { desAppId }, headers: JSON_BODY }),
    options,
  )
