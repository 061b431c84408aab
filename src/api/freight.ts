// The delivery estimate of the product detail (tag `catalogue`, issue 16 item 3; REFERENCE.md §6 ship-to):
// the freight of a quantity of one SKU to one of the buyer's addresses, or to a region for visitors.
import { call, client, type CallOptions } from './client'
import type { components, operations } from './schema'

export type ExpressEstimate = components['schemas']['ExpressEstimate']
export type ExpressState = components['schemas']['ExpressState']
export type FreightRegionCode = components['schemas']['FreightRegionCode']
export type ExpressEstimateQuery = operations['calculateExpress']['parameters']['query']

/** The estimate (a refusal comes back as an ApiError, so a success always carries the data). */
export const calculateExpress = async (query: ExpressEstimateQuery, options?: CallOptions) =>
  (await call(
    'GET',
    client.GET('/v3/goods/front/goods/calculateExpress', { params: { query } }),
    options,
  )) as ExpressEstimate
