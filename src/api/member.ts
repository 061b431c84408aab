// Operations of the `member` tag.
import { call, client, type CallOptions } from './client'

export const getMemberInfo = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/member/memberInfo'), options)
