// Operations of /shopping/card (issue 12 item 3; SPEC.md §2, §5): the member's bound top-up cards and binding
// one. The bind carries an Idempotency-Key made before the first attempt (src/lib/idempotency.ts), so a double
// click or a retry after a lost answer credits the card once.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type RechargeCard = components['schemas']['RechargeCard']
export type RechargeCardBindRequest = components['schemas']['RechargeCardBindRequest']
export type RechargeCardBindResult = components['schemas']['RechargeCardBindResult']
export interface RechargeCardPage {
  list: RechargeCard[]
  pagination: components['schemas']['Pagination']
}

export type CardPageSize = 10 | 20 | 30 | 50

export const listRechargeCards = (
  query: { current: number; pageSize: CardPageSize },
  options?: CallOptions,
) => call('GET', client.GET('/v3/member/front/rechargeCard/list', { params: { query } }), options)

export const bindRechargeCard = (
  body: RechargeCardBindRequest,
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/member/front/rechargeCard/bind', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )
