// Sub-accounts of an enterprise and the spending approval (issue 27 items 1 and 2; SPEC.md §2 /member/subAccount,
// /member/createSub, /member/permission, §6): one function per operation of v3/member/front/subAccount/* and the
// authorised designers of /member/permission.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type SubAccount = components['schemas']['SubAccount']
export type SubAccountInput = components['schemas']['SubAccountInput']
export type SubAccountRightsInput = components['schemas']['SubAccountRightsInput']
export type OrderApproval = components['schemas']['OrderApproval']
export type ApprovalDecisionInput = components['schemas']['ApprovalDecisionInput']
export type AuthorisedDesigner = components['schemas']['AuthorisedDesigner']

export interface SubAccountQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
}

export const listSubAccounts = (query: SubAccountQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/subAccount/list', { params: { query } }), options)

export const addSubAccount = (body: SubAccountInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/subAccount/add', { body, headers: JSON_BODY }), options)

export const editSubAccount = (body: SubAccountRightsInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/subAccount/edit', { body, headers: JSON_BODY }), options)

export const disableSubAccount = (body: { subMemberId: number; disabled: boolean }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/subAccount/disable', { body, headers: JSON_BODY }), options)

export const resetSubAccountPassword = (
  body: { subMemberId: number; password: string },
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/member/front/subAccount/resetPassword', { body, headers: JSON_BODY }),
    options,
  )

export const listOrderApprovals = (query: SubAccountQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/subAccount/approvals', { params: { query } }), options)

export const decideOrderApproval = (body: ApprovalDecisionInput, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/subAccount/approval/decide', { body, headers: JSON_BODY }),
    options,
  )

export const listAuthorisedDesigners = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/permission/designers'), options)
