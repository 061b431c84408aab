// Mock-backend-only operations (tag `mock`): used by the mock control panel, which exists only in mock builds.
import { call, client, JSON_BODY } from './client'
import type { components } from './schema'

export const getMockState = () => call('GET', client.GET('/v3/mock/front/state'))
export const advanceMockClock = (hours: number) =>
  call('POST', client.POST('/v3/mock/front/clock/advance', { body: { hours }, headers: JSON_BODY }))
export const resetMock = () => call('POST', client.POST('/v3/mock/front/reset'))

export type MockFault = components['schemas']['MockFault']
export const getMockFaults = () => call('GET', client.GET('/v3/mock/front/faults'))
export const injectMockFault = (fault: MockFault) =>
  call('POST', client.POST('/v3/mock/front/faults', { body: fault, headers: JSON_BODY }))
export const clearMockFaults = () => call('POST', client.POST('/v3/mock/front/faults/clear'))
