// The member home's figures (issue 11 item 3; SPEC.md §2 /member/index): the account summary and the order
// counts per status tab (also the badges of the order list tabs).
import { call, client, type CallOptions } from './client'
import type { components } from './schema'

export type MemberSummary = components['schemas']['MemberSummary']
export type OrderStateCount = components['schemas']['OrderStateCount']

export const getMemberSummary = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/member/summary'), options)

export const countOrdersByState = (options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderInfo/stateCount'), options)
