// Mock-backend-only operations of the simulated e-payment (TropiPay) page, which exists only in mock builds.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type GatewaySession = components['schemas']['GatewaySession']

export const getGatewaySession = (token: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/mock/front/gateway/session', { params: { query: { token } } }), options)

export const completeGatewaySession = (
  token: string,
  outcome: 'approved' | 'declined',
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/mock/front/gateway/complete', { body: { token, outcome }, headers: JSON_BODY }),
    options,
  )
