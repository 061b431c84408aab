// Designer optimisation (issue 28 item 4; SPEC.md §2 /prototype/optimize/*, §6 memberType 2, §8): the product to
// optimise, a proposal (Idempotency-Key, src/lib/idempotency.ts), and the designer's own proposals with the
// supplier's answer.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type Optimize = components['schemas']['Optimize']
export type OptimizeInput = components['schemas']['OptimizeInput']
export type OptimizeProduct = components['schemas']['OptimizeProduct']

export interface OptimizeQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  state?: 1 | 2 | 3
}

export const getOptimizeInit = (productId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/optimize/init', { params: { query: { productId } } }), options)

export const submitOptimize = (body: OptimizeInput, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/optimize/submit', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const listOptimizes = (query: OptimizeQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/optimize/list', { params: { query } }), options)

export const getOptimize = (optimizeId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/optimize/detail', { params: { query: { optimizeId } } }), options)
