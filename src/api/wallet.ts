// The wallet's operations (tag `member`, issue 12 item 2; SPEC.md §1, §4, §5; REFERENCE.md §8 Balance and
// Recharge): the figures, the balance's movements, the top-up records and a top-up (with an Idempotency-Key).
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type MemberBalance = components['schemas']['MemberBalance']
export type BalanceLogEntry = components['schemas']['BalanceLogEntry']
export type Recharge = components['schemas']['Recharge']
export type RechargeState = components['schemas']['RechargeState']
export type RechargeMethod = components['schemas']['RechargeMethod']
export type RechargeRequest = components['schemas']['RechargeRequest']
export type RechargeResult = components['schemas']['RechargeResult']
export type Pagination = components['schemas']['Pagination']
export type PlatformBankAccount = components['schemas']['PlatformBankAccount']

export { RECHARGE_STATES } from './recharge-values'

/** openapi getRecharge `rechargeSn` pattern: anything else cannot be a top-up. */
export const RECHARGE_SN_PATTERN = /^[A-Z0-9]{6,40}$/

export interface BalanceLogQuery {
  type?: 'all' | 'income' | 'expense'
  kind?: string
  startDate?: string
  endDate?: string
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const getMemberBalance = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/balanceRecharge/getMemberBalance'), options)

export const listBalanceLog = (query: BalanceLogQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/balanceLog/list', { params: { query } }), options)

export const listRecharges = (
  query: { payState?: RechargeState; current?: number; pageSize?: 10 | 20 | 30 | 50 },
  options?: CallOptions,
) => call('GET', client.GET('/v3/member/front/balanceRecharge/list', { params: { query } }), options)

/** The platform account a top-up by wire transfer is paid into (the same one an order's transfer shows). */
export const getRechargeBankAccount = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/balanceRecharge/bankAccount'), options)

export const getRecharge = (rechargeSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/member/front/balanceRecharge/detail', { params: { query: { rechargeSn } } }),
    options,
  )

/** The key is made before the first attempt and reused on every retry (src/lib/idempotency.ts). */
export const recharge = (body: RechargeRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/balanceRecharge/recharge', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

/** Back to the gateway for an unpaid e-payment top-up: the same record and its open session (issue 24 item 6). */
export const continueRechargePay = (rechargeSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/balanceRecharge/continuePay', { body: { rechargeSn }, headers: JSON_BODY }),
    options,
  )

/** Gives up an unpaid e-payment top-up (issue 24 item 6). */
export const cancelRecharge = (rechargeSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/balanceRecharge/cancel', { body: { rechargeSn }, headers: JSON_BODY }),
    options,
  )
