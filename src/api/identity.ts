// Member authentication and the buyer customs registration (issue 27 items 4 and 7; SPEC.md §2 /member/authen,
// /member/request/info): one function per operation of v3/member/front/memberAuthen/* and customs/*.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type MemberAuthen = components['schemas']['MemberAuthen']
export type MemberAuthenInput = components['schemas']['MemberAuthenInput']
export type CustomsRegistration = components['schemas']['CustomsRegistration']
export type CustomsBindInput = components['schemas']['CustomsBindInput']

export const getMemberAuthen = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/memberAuthen/detail'), options)

export const submitMemberAuthen = (body: MemberAuthenInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberAuthen/submit', { body, headers: JSON_BODY }), options)

export const getCustomsRegistration = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/customs/info'), options)

export const bindCustomsRegistration = (body: CustomsBindInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/customs/bind', { body, headers: JSON_BODY }), options)
