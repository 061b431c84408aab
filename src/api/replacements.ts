// Replacement search (issue 28 item 5; SPEC.md §2 /prototype/replacement/search, list): a product's substitutes,
// ranked by the attributes they share with it.
import { call, client, type CallOptions } from './client'
import type { components, operations } from './schema'

export type ReplacementCandidate = components['schemas']['ReplacementCandidate']
export type ReplacementPage =
  operations['getReplacementList']['responses']['200']['content']['application/json']['data']
/** The product to replace: its name, category and attributes. */
export type ReplacementTarget = ReplacementPage['target']

export const getReplacementList = (
  query: { productId: number; current: number; pageSize: 10 | 20 | 30 | 50 },
  options?: CallOptions,
) => call('GET', client.GET('/v3/goods/front/goods/replacementList', { params: { query } }), options)
