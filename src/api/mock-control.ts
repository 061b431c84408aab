// Mock-backend-only operations (tag `mock`): used by the mock control panel, which exists only in mock builds.
import { call, client, JSON_BODY } from './client'

export const getMockState = () => call('GET', client.GET('/v3/mock/front/state'))
export const advanceMockClock = (hours: number) =>
  call('POST', client.POST('/v3/mock/front/clock/advance', { body: { hours }, headers: JSON_BODY }))
export const resetMock = () => call('POST', client.POST('/v3/mock/front/reset'))
